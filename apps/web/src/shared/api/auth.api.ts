import type {
  BizzaboLoginRequest,
  CventLoginRequest,
  LoginOption,
  LoginRequest,
  LoginResponse,
  PasswordResetRequest,
  RegistrationLoginResponse,
  SessionResponse,
  UserInfo,
} from '@atrium/domain';
import { getJson, http, sendJson, toApiError } from './http-client';

export const fetchLoginOptions = () => getJson<LoginOption[]>('/api/loginOptions');
export const fetchUserInfo = () => getJson<UserInfo>('/api/userInfo');
export const login = (request: LoginRequest) => sendJson<LoginResponse>('post', '/api/auth/login', request);
export const bizzaboLogin = (request: BizzaboLoginRequest) =>
  sendJson<RegistrationLoginResponse>('post', '/api/bizzabo/login', request);
export const cventLogin = (request: CventLoginRequest) =>
  sendJson<RegistrationLoginResponse>('post', '/api/cvent/login', request);
export const anonymousLogin = () => sendJson<SessionResponse>('post', '/api/capture/login');
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

/** HEAD /api/venue after login: may this user enter? Resolves to the status code. */
export async function checkVenueAuthority(): Promise<number> {
  try {
    return (await http.head('api/venue', { prefixUrl: '/', retry: 0 })).status;
  } catch (error) {
    return toApiError(error).status ?? 0;
  }
}
