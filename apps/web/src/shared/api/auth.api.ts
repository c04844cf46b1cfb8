import type { PasswordResetRequest } from '@atrium/domain';
import { callApi, requestApi } from './api-client';
import { apiRoutes } from './api-routes';
import { toApiError } from './http-client';

export const fetchLoginOptions = () => callApi(apiRoutes.auth.loginOptions);
export const fetchUserInfo = () => callApi(apiRoutes.auth.userInfo);
/**
 * Renews the access token with the httpOnly refresh cookie, which the server rotates. Tabs share
 * the cookie, and a rotated-away token presented again revokes the session, so refreshes run one
 * at a time across tabs (Web Locks): a waiting tab then sends the already rotated cookie.
 */
export async function refreshSession() {
  const refresh = () => callApi(apiRoutes.session.refresh);
  if (!navigator.locks) return refresh();
  return await navigator.locks.request('atrium:refresh-session', refresh);
}
export const logoutSession = () => callApi(apiRoutes.session.logout);
export const requestPasswordReset = (request: PasswordResetRequest) =>
  callApi(apiRoutes.passwordReset.request, { body: request });
export const confirmPasswordReset = (token: string, password: string) =>
  callApi(apiRoutes.passwordReset.confirm, { body: { token, password } });

/**
 * HEAD /api/venue after login: may this user enter? Resolves to the status code. Its 403 is the
 * login's own answer ('unauthorized' on the login screen), so it does not go through the client's
 * 401/403 → logout hook (`afterResponse: undefined` drops the client's response hooks for this call).
 */
export async function checkVenueAuthority(): Promise<number> {
  try {
    return (await requestApi(apiRoutes.venue.check, {}, { retry: 0, hooks: { afterResponse: undefined } }))
      .status;
  } catch (error) {
    return toApiError(error).status ?? 0;
  }
}
