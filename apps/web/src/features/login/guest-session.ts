import { anonymousLogin } from '../../shared/api/login.api';
import { completeLogin } from './complete-login';

/**
 * Spec §6, §7: on a public venue (an ANONYMOUS login option) a visitor without a session gets a
 * guest session (POST /api/capture/login), completed like any login. It is remembered like one,
 * so other tabs and later visits restore it from the refresh cookie instead of making new guests.
 * A failure leaves the visitor without a session; the venue stays open to them.
 */
export async function startGuestSession(): Promise<boolean> {
  try {
    const refused = await completeLogin((await anonymousLogin()).accessToken);
    if (!refused) return true;
    console.warn('The guest session was refused', refused.key);
  } catch (error) {
    console.warn('Could not start a guest session', error);
  }
  return false;
}
