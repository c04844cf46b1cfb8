import type { LoginOption, PasswordResetRequest, SessionResponse, UserInfo } from '@atrium/domain';
import { getJson, http, sendJson, toApiError } from './http-client';

export const fetchLoginOptions = () => getJson<LoginOption[]>('/api/loginOptions');
export const fetchUserInfo = () => getJson<UserInfo>('/api/userInfo');
/**
 * Renews the access token with the httpOnly refresh cookie, which the server rotates. Tabs share
 * the cookie, and a rotated-away token presented again revokes the session, so refreshes run one
 * at a time across tabs (Web Locks): a waiting tab then sends the already rotated cookie.
 */
export async function refreshSession(): Promise<SessionResponse> {
  const refresh = () => sendJson<SessionResponse>('post', '/api/auth/refresh');
  if (!navigator.locks) return refresh();
  return await navigator.locks.request('atrium:refresh-session', refresh);
}
export const logoutSession = () => sendJson<unknown>('post', '/api/auth/logout');
export const requestPasswordReset = (request: PasswordResetRequest) =>
  sendJson<{ status: 'sent' }>('post', '/api/auth/password-reset', request);
export const confirmPasswordReset = (token: string, password: string) =>
  sendJson<{ status: 'updated' }>('post', '/api/auth/password-reset/confirm', { token, password });

/**
 * HEAD /api/venue after login: may this user enter? Resolves to the status code. Its 403 is the
 * login's own answer ('unauthorized' on the login screen), so it does not go through the client's
 * 401/403 → logout hook (`afterResponse: undefined` drops the client's response hooks for this call).
 */
export async function checkVenueAuthority(): Promise<number> {
  try {
    return (await http.head('api/venue', { prefixUrl: '/', retry: 0, hooks: { afterResponse: undefined } }))
      .status;
  } catch (error) {
    return toApiError(error).status ?? 0;
  }
}
