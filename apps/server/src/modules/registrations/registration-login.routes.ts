import { httpContract } from '@atrium/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/contract-route';
import type { AuthService } from '../auth/auth.service';
import { loginClientOf, type RefreshCookies } from '../auth/refresh-cookie';
import type { RegistrationLoginService } from './registration-login.service';

/** Ticket-number and confirmation-number logins (spec §7). */
export function registrationLoginRoutes(deps: {
  registrationLogin: RegistrationLoginService;
  auth: AuthService;
  cookies: RefreshCookies;
}): FastifyPluginAsync {
  const { registrationLogin, auth, cookies } = deps;
  return async (app) => {
    registerRoute(app, httpContract.registrationLogin.bizzabo, async (request, reply) => {
      const { user, ...result } = await registrationLogin.bizzabo(request.body, request.ip);
      const session = await auth.issueSession(
        user,
        { loginType: 'BIZZABO_LOGIN', architectureId: request.body.architectureID },
        loginClientOf(request),
      );
      return { ...result, ...cookies.send(reply, session) };
    });

    registerRoute(app, httpContract.registrationLogin.cvent, async (request, reply) => {
      const { user, ...result } = await registrationLogin.cvent(request.body, request.ip);
      const session = await auth.issueSession(
        user,
        { loginType: 'CVENT_LOGIN', architectureId: request.body.architectureID },
        loginClientOf(request),
      );
      return { ...result, ...cookies.send(reply, session) };
    });
  };
}
