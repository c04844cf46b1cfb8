import {
  bizzaboLoginRequestSchema,
  cventLoginRequestSchema,
  registrationLoginResponseSchema,
} from '@atrium/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from '../auth/auth.service';
import type { RegistrationLoginService } from './registration-login.service';

const errors =
  '401 auth.invalid_credentials (no such registration, another email, no email), 403 auth.user_inactive, ' +
  'auth.login_failed when the event is not live, 429 auth.locked / rate.limited after repeated failures.';

/** Ticket-number and confirmation-number logins (spec §7). */
export function registrationLoginRoutes(
  registrationLogin: RegistrationLoginService,
  auth: AuthService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/bizzabo/login',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Log in with a registration (ticket) number and email; sets the refresh cookie',
          description: errors,
          security: [],
          body: bizzaboLoginRequestSchema,
          response: { 200: registrationLoginResponseSchema },
        },
      },
      async (request, reply) => {
        const { user, ...result } = await registrationLogin.bizzabo(request.body, request.ip);
        const session = await auth.issueSession(reply, user, {
          loginType: 'BIZZABO_LOGIN',
          architectureId: request.body.architectureID,
        });
        return { ...result, ...session };
      },
    );

    app.post(
      '/api/cvent/login',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Log in with a registration confirmation number; sets the refresh cookie',
          description: errors,
          security: [],
          body: cventLoginRequestSchema,
          response: { 200: registrationLoginResponseSchema },
        },
      },
      async (request, reply) => {
        const { user, ...result } = await registrationLogin.cvent(request.body, request.ip);
        const session = await auth.issueSession(reply, user, {
          loginType: 'CVENT_LOGIN',
          architectureId: request.body.architectureID,
        });
        return { ...result, ...session };
      },
    );
  };
}
