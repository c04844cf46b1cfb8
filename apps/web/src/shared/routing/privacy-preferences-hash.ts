import { logMessage } from '../logging/log';
import { useUiStore } from '../stores/ui.store';
import { PRIVACY_PREFERENCES_HASH } from './after-navigation';

/** `#privacy-preferences` in the URL opens the cookie banner; a failure is logged, navigation goes on. */
export function openPrivacyPreferencesFromHash(location: { hash: string }) {
  if (location.hash !== PRIVACY_PREFERENCES_HASH) return;
  try {
    useUiStore.getState().setCookieBannerVisible(true);
  } catch (error) {
    logMessage('ERROR', 'navigation', 'Could not open the privacy preferences', error);
  }
}
