import {
  loginConfigurationRequestSchema,
  loginConfigurationViewSchema,
  loginOptionsResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  userInfoSchema,
} from '@atrium/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from './auth.service';
import type { LoginOptionsService } from './login-options.service';

export function authRoutes(auth: AuthService, loginOptions: LoginOptionsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/login',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Log in with email and password; sets the refresh cookie',
          description:
            'The 6th failed attempt for an account blocks it for 2 minutes (429 auth.locked); too many failures from one IP give 429 rate.limited.',
          body: loginRequestSchema,
          response: { 200: loginResponseSchema },
        },
      },
      async (request, reply) => {
        const user = await auth.login(request.body, request.ip);
        return auth.issueSession(reply, user, { loginType: 'EMAIL_PASSWORD' });
      },
    );

    app.get(
      '/api/loginOptions',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'The ways to log in to this venue (no secrets)',
          response: { 200: loginOptionsResponseSchema },
        },
      },
      async () => loginOptions.list(),
    );

    app.get(
      '/api/designer/login-configuration',
      {
        config: { access: 'designer.write' },
        schema: {
          tags: ['designer'],
          summary: 'The login configuration of the venue, as administrators edit it (secrets masked)',
          description:
            'OIDC client secrets are never sent: `oidc.clientSecretSet: true` says one is stored. Sending the options back unchanged keeps it.',
          response: { 200: loginConfigurationViewSchema },
        },
      },
      async () => loginOptions.view(),
    );

    app.put(
      '/api/designer/login-configuration',
      {
        config: { access: 'designer.write' },
        schema: {
          tags: ['designer'],
          summary: 'Replace the login configuration of the venue',
          description:
            'An OIDC option takes a new `clientSecret`, or `clientSecretSet: true` (as read back) to keep the secret stored for the same providerId and issuer; without a stored one that is 400 validation.failed at `oidc.clientSecret`.',
          body: loginConfigurationRequestSchema,
          response: { 200: loginOptionsResponseSchema },
        },
      },
      async (request) => loginOptions.replace(request.body),
    );

    app.get(
      '/api/userInfo',
      {
        config: { access: 'user.self' },
        schema: { tags: ['auth'], summary: 'The logged-in user', response: { 200: userInfoSchema } },
      },
      async (request) => auth.userInfo(request.principal!.userId),
    );
  };
}
