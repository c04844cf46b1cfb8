import {
  passwordResetConfirmResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
} from '@atrium/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PasswordResetService } from './password-reset.service';

export function passwordResetRoutes(passwordReset: PasswordResetService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/password-reset',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Mail a password-reset link (404 auth.unknown_user for an unknown email)',
          description:
            'The link points at PUBLIC_URL (outside production without it: the address the server announced ' +
            'at start), never at a request header. In production without PUBLIC_URL: 503 auth.reset_unavailable.',
          security: [],
          body: passwordResetRequestSchema,
          response: { 200: passwordResetResponseSchema },
        },
      },
      async (request) => passwordReset.request(request.body),
    );

    app.post(
      '/api/auth/password-reset/confirm',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with the token of a reset link',
          description: 'An unknown, used or expired token gives 400 auth.reset_token_invalid.',
          security: [],
          body: passwordResetConfirmSchema,
          response: { 200: passwordResetConfirmResponseSchema },
        },
      },
      async (request) => passwordReset.confirm(request.body),
    );
  };
}
