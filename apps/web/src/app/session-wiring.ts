import { setAuthFailureHandler } from '../shared/api/http-client';
import { paths, safeRedirect } from '../shared/routing/route-paths';
import { endSession, startTokenRefresh } from '../shared/session/session-lifecycle';
import { useSessionStore } from '../shared/stores/session.store';

/** The login page to send a visitor to when their session ends, coming back to `current` after. */
export function loginAfterSessionEnd(current: string): string {
  const url = new URL(current, 'http://app.invalid');
  if (url.pathname !== '/login') return paths.login(current);
  const redirect = url.searchParams.get('redirect');
  return paths.login(redirect ? safeRedirect(redirect) : undefined);
}

/**
 * Spec §4, §8, §9: a 401 or 403 answer anywhere ends the session (on the server too) and goes to
 * the login page, which leads back to where the visitor was; the access token is renewed every
 * 15 minutes and a refused renewal ends the session the same way. Returns the timer's stop.
 */
export function wireSession(navigate: (to: string) => unknown, currentPath: () => string) {
  const logout = async () => {
    if (!useSessionStore.getState().accessToken) return;
    const from = currentPath();
    await endSession();
    await navigate(loginAfterSessionEnd(from));
  };
  setAuthFailureHandler(() => void logout());
  return startTokenRefresh(() => void logout());
}
