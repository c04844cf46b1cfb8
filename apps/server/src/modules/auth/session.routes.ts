import { sessionResponseSchema } from '@atrium/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from './auth.service';

/** Refresh, logout and the anonymous (guest) login. */
export function sessionRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/refresh',
      {
        config: { access: 'public' },
        // Every open tab refreshes every 15 minutes: no access line per refresh, errors still logged.
        logLevel: 'warn',
        schema: {
          tags: ['auth'],
          summary: 'Rotate the refresh cookie and get a new access token',
          description:
            'Reads the atrium_refresh cookie. A token used twice revokes its whole session (401 auth.unauthorized).',
          security: [],
          response: { 200: sessionResponseSchema },
        },
      },
      async (request, reply) => auth.refreshSession(request, reply),
    );

    app.post(
      '/api/auth/logout',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'End the session of the refresh cookie and clear the cookie',
          security: [],
          response: { 204: z.null().describe('Logged out') },
        },
      },
      async (request, reply) => {
        await auth.logout(request, reply);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/capture/login',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Anonymous login: a new guest account, when the venue offers anonymous access',
          description:
            '403 auth.forbidden where the venue requires login; 429 rate.limited (with Retry-After) after ' +
            'GUEST_LOGIN_IP_MAX guest logins from one address within GUEST_LOGIN_IP_WINDOW_SECONDS.',
          security: [],
          response: { 200: sessionResponseSchema },
        },
      },
      async (request, reply) => {
        const guest = await auth.createGuest(request.ip);
        return auth.issueSession(reply, guest, { loginType: 'ANONYMOUS' });
      },
    );
  };
}
