import { loginRequestSchema, loginResponseSchema } from '@atrium/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from './auth.service';

export function authRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/login',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Log in with email and password',
          body: loginRequestSchema,
          response: { 200: loginResponseSchema },
        },
      },
      async (request) => auth.login(request.body),
    );
  };
}
