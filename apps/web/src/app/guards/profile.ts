import { ApiError } from '../../shared/api/http-client';
import { endSession } from '../../shared/session/session-lifecycle';
import { useSessionStore } from '../../shared/stores/session.store';
import { useUiStore } from '../../shared/stores/ui.store';
import type { GuardApi } from './guard.types';

/**
 * Fetches the logged-in user's profile. A 404 means the account is gone: unauthorized and
 * logout; other failures are logged and the app continues without the profile (spec §4).
 */
export async function fetchProfile(api: Pick<GuardApi, 'fetchUserInfo'>): Promise<void> {
  const session = useSessionStore.getState();
  if (!session.accessToken) return;
  try {
    session.setUser(await api.fetchUserInfo());
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      useUiStore.getState().showError('UNAUTHORIZED', error.message);
      // The whole logout: presence left, the refresh cookie revoked (else the next visit restores it).
      await endSession();
      return;
    }
    console.warn('Could not fetch the user profile', error);
  }
}
