import type { BizzaboLoginRequest, CventLoginRequest, LoginRequest } from '@atrium/domain';
import { visitorId } from '../analytics/visitor-id';
import { callApi } from './api-client';
import { apiRoutes } from './api-routes';

/**
 * The login calls. Each sends this browser's visitor id, which the server records with the login
 * event (spec §7). Only the login screen and the guest login use them, so they load with those.
 */
export const VISITOR_ID_HEADER = 'x-visitor-id';
const asLogin = () => ({ headers: { [VISITOR_ID_HEADER]: visitorId() } });

export const login = (request: LoginRequest) => callApi(apiRoutes.auth.login, { body: request }, asLogin());
export const bizzaboLogin = (request: BizzaboLoginRequest) =>
  callApi(apiRoutes.registrationLogin.bizzabo, { body: request }, asLogin());
export const cventLogin = (request: CventLoginRequest) =>
  callApi(apiRoutes.registrationLogin.cvent, { body: request }, asLogin());
/** Anonymous login (spec §7): a guest session on a venue with an ANONYMOUS login option. */
export const anonymousLogin = () => callApi(apiRoutes.session.guestLogin, {}, asLogin());
