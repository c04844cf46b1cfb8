import type {
  BizzaboLoginRequest,
  CventLoginRequest,
  LoginRequest,
  LoginResponse,
  RegistrationLoginResponse,
  SessionResponse,
} from '@atrium/domain';
import { visitorId } from '../analytics/visitor-id';
import { sendJson } from './http-client';

/**
 * The login calls. Each sends this browser's visitor id, which the server records with the login
 * event (spec §7). Only the login screen and the guest login use them, so they load with those.
 */
export const VISITOR_ID_HEADER = 'x-visitor-id';
const asLogin = () => ({ headers: { [VISITOR_ID_HEADER]: visitorId() } });

export const login = (request: LoginRequest) =>
  sendJson<LoginResponse>('post', '/api/auth/login', request, asLogin());
export const bizzaboLogin = (request: BizzaboLoginRequest) =>
  sendJson<RegistrationLoginResponse>('post', '/api/bizzabo/login', request, asLogin());
export const cventLogin = (request: CventLoginRequest) =>
  sendJson<RegistrationLoginResponse>('post', '/api/cvent/login', request, asLogin());
/** Anonymous login (spec §7): a guest session on a venue with an ANONYMOUS login option. */
export const anonymousLogin = () =>
  sendJson<SessionResponse>('post', '/api/capture/login', undefined, asLogin());
