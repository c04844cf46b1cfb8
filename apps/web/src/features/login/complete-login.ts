import { fetchUserInfo } from '../../shared/api/auth.api';
import { ApiError } from '../../shared/api/http-client';
import { confirmAuthority, endSession, rememberSession } from '../../shared/session/session-lifecycle';
import { useConsentStore } from '../../shared/stores/consent.store';
import { useSessionStore } from '../../shared/stores/session.store';
import { useVenueStore } from '../../shared/stores/venue.store';
import type { LoginMessage } from './login-messages';

/**
 * After any login (spec §4): keep the token, ask the venue whether this user may enter (403 →
 * 'unauthorized', other failures → 'unknown error', and sign-out, on the server too), then load
 * the profile (none, 404: 'unauthorized' and sign-out; other failures are logged) and the stored consents. Resolves to a message when the login must not go on.
 */
export async function completeLogin(accessToken: string): Promise<LoginMessage | undefined> {
  const session = useSessionStore.getState();
  session.setAccessToken(accessToken);
  const refused = await confirmAuthority();
  if (refused) return { key: refused, error: true };
  rememberSession();
  try {
    session.setUser(await fetchUserInfo());
  } catch (error) {
    // Spec §4: a profile that does not exist (404) is an unauthorized login, which ends here.
    if (error instanceof ApiError && error.status === 404) {
      await endSession();
      return { key: 'login.unauthorized', error: true };
    }
    console.warn('Could not fetch the user profile after login', error);
  }
  const venue = useVenueStore.getState().venue;
  if (venue) useConsentStore.getState().restore(venue);
  return undefined;
}
