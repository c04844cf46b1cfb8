import {
  type Architecture,
  acceptedProviderIds,
  type CookieProvider,
  consentLevelOf,
  type StoredConsents,
} from '@atrium/domain';
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
 * The ids of the venue's accepted providers (spec §4) for the stored choices. A venue without a
 * banner configuration counts as NONE: nothing asks, so nothing is blocked.
 */
export function acceptedProviderIdsOf(
  architecture: Architecture | undefined,
  stored: StoredConsents,
): ReadonlySet<string> {
  const providers = architecture?.cookieProviders ?? noProviders;
  return new Set(acceptedProviderIds(providers, stored, consentLevelOf(architecture?.cookieBannerConfig)));
}

/** The ids of the accepted providers, updated the moment a choice is stored. */
export function useAcceptedProviderIds(): ReadonlySet<string> {
  const { architecture } = useConsentSetup();
  const stored = useConsentStore((s) => s.stored);
  return useMemo(() => acceptedProviderIdsOf(architecture, stored), [architecture, stored]);
}
