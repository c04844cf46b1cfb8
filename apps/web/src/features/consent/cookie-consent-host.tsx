import { shouldShowBanner } from '@atrium/domain';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePageViewTracking } from '../../shared/analytics/use-page-view-tracking';
import { isPreviewMode } from '../../shared/routing/preview-mode';
import { openPrivacyPreferencesFromHash } from '../../shared/routing/privacy-preferences-hash';
import { resolveTarget } from '../../shared/routing/route-paths';
import { useConsentStore } from '../../shared/stores/consent.store';
import { useUiStore } from '../../shared/stores/ui.store';
import { useVenueStore } from '../../shared/stores/venue.store';
import { useAfterFirstPaint } from '../../shared/ui/after-first-paint';
import { VIEWPOINT_PARAM } from '../area/placement';
import type { ConsentPlace } from './blocked-content';
import { useConsentSetup } from './use-consent';

// Both are fetched only when they are to be shown: most visits never need them after the first.
const CookieBannerDialog = lazy(async () => ({
  default: (await import('./cookie-banner-dialog')).CookieBannerDialog,
}));
const BlockedContentSnackbar = lazy(async () => ({
  default: (await import('./blocked-content-snackbar')).BlockedContentSnackbar,
}));

/** Decides when the cookie banner (spec §2.6) and the blocked-content snackbar (§2.7) show. */
export function CookieConsentHost() {
  const { pathname, search, hash } = useLocation();
  const { architecture, providers, bannerConfig } = useConsentSetup();
  const venue = useVenueStore((s) => s.venue);
  const stored = useConsentStore((s) => s.stored);
  const explicitlyOpened = useUiStore((s) => s.cookieBannerVisible);
  const notificationVisible = useUiStore((s) => s.notificationVisible);
  usePageViewTracking();
  const pagePainted = useAfterFirstPaint();

  // Also here, not only after the router's signal: the first navigation may end before anyone listens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation to the hash opens it
  useEffect(() => openPrivacyPreferencesFromHash({ hash }), [hash, pathname]);

  // A newer venue version (loaded without navigation) may bring providers with stored choices.
  useEffect(() => {
    if (venue) useConsentStore.getState().restore(venue);
  }, [venue]);

  const target = resolveTarget(new URL(`${pathname}${search}`, window.location.origin));
  const routeName = 'name' in target ? target.name : undefined;
  const onLegalPage = routeName === 'imprint' || routeName === 'privacyPolicy';
  // The studio's preview shows the design, not a dialog that would take the organiser's focus
  // from the editor; its footer still opens the banner to look at it.
  const automatic = !onLegalPage && !isPreviewMode();
  const place: ConsentPlace | undefined =
    routeName === 'Area' && 'params' in target
      ? {
          areaId: target.params.areaId ?? architecture?.defaultAreaId,
          viewpointId: target.query.get(VIEWPOINT_PARAM),
        }
      : undefined;

  if (!architecture || !pagePainted) return null;
  const bannerVisible = shouldShowBanner({
    providers,
    stored,
    bannerConfig,
    explicitlyOpened,
    onLegalPage: !automatic,
  });
  // The snackbar decides itself whether anything is blocked: those rules load with it.
  const snackbarWanted = notificationVisible && !bannerVisible && place !== undefined;

  return (
    <Suspense fallback={null}>
      {bannerVisible && <CookieBannerDialog onLegalPage={onLegalPage} place={place} />}
      {snackbarWanted && <BlockedContentSnackbar place={place} bannerVisible={bannerVisible} />}
    </Suspense>
  );
}
