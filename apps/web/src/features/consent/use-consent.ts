import { acceptedProviderIds, type CookieProvider, consentLevelOf } from '@atrium/domain';
import { useMemo } from 'react';
import { useConsentStore } from '../../shared/stores/consent.store';
import { architectureOf, useVenueStore } from '../../shared/stores/venue.store';

const noProviders: readonly CookieProvider[] = [];

/** The venue's cookie providers and banner configuration. */
export function useConsentSetup() {
  const architecture = useVenueStore((s) => architectureOf(s.venue));
  return {
    architecture,
    providers: architecture?.cookieProviders ?? noProviders,
    bannerConfig: architecture?.cookieBannerConfig,
  };
}

/**
 * The ids of the accepted providers (spec §4), updated the moment a choice is stored. A venue
 * without a banner configuration counts as NONE: nothing asks, so nothing is blocked.
 */
export function useAcceptedProviderIds(): ReadonlySet<string> {
  const { providers, bannerConfig } = useConsentSetup();
  const stored = useConsentStore((s) => s.stored);
  const type = consentLevelOf(bannerConfig);
  return useMemo(() => new Set(acceptedProviderIds(providers, stored, type)), [providers, stored, type]);
}
