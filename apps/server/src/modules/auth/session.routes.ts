import { httpContract } from '@atrium/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../plugins/contract-route';
import type { AuthService } from './auth.service';
import { loginClientOf, type RefreshCookies } from './refresh-cookie';

/** Refresh, logout and the anonymous (guest) login. */
export function sessionRoutes(auth: AuthService, cookies: RefreshCookies): FastifyPluginAsync {
  return async (app) => {
    registerRoute(
      app,
      httpContract.session.refresh,
      async (request, reply) => {
        const result = await auth.refreshSession(cookies.read(request));
        if (result.ok) return cookies.send(reply, result.session);
        if (result.clearCookie) cookies.clear(reply);
        throw result.error;
      },
      // Every open tab refreshes every 15 minutes: no access line per refresh, errors still logged.
      { logLevel: 'warn' },
    );

    registerRoute(app, httpContract.session.logout, async (request, reply) => {
      await auth.logout(cookies.read(request));
      cookies.clear(reply);
      return reply.code(204).send(null);
    });

    registerRoute(app, httpContract.session.guestLogin, async (request, reply) => {
      const guest = await auth.createGuest(request.ip);
      const session = await auth.issueSession(guest, { loginType: 'ANONYMOUS' }, loginClientOf(request));
      return cookies.send(reply, session);
    });
  };
}
