import {
  type Architecture,
  type CookiePreferencesMessage,
  consentChoices,
  consentLevelOf,
  type StoredConsents,
} from '@atrium/domain';
import { callApi } from '../../shared/api/api-client';
import { apiRoutes } from '../../shared/api/api-routes';
import { currentClientDetails } from '../../shared/logging/client-details';
import { logMessage } from '../../shared/logging/log';
import { useConsentStore } from '../../shared/stores/consent.store';
import { useUiStore } from '../../shared/stores/ui.store';

/**
 * The banner's save (spec §4): stores each provider's flag and the tracking choice, closes the
 * banner (the blocked-content notice may show now) and records a cookie-preferences event.
 */
export function saveConsent(architecture: Architecture, choices: StoredConsents, trackingConsent: boolean) {
  const cookiePreferences = consentChoices(architecture.cookieProviders, choices);
  useConsentStore.getState().store(cookiePreferences, trackingConsent);
  const ui = useUiStore.getState();
  ui.setCookieBannerVisible(false);
  ui.setNotificationVisible(true);
  const message: CookiePreferencesMessage = {
    bannerType: consentLevelOf(architecture.cookieBannerConfig),
    cookiePreferences,
    trackingConsent,
    clientDetails: currentClientDetails(),
  };
  callApi(apiRoutes.capture.recordConsent, { body: message }).catch((error: unknown) =>
    logMessage('WARN', 'consent', 'Could not record the cookie preferences', error),
  );
}
