import {
  oidcCallbackQuerySchema,
  type Role,
  SAML_ACS_BODY_LIMIT_BYTES,
  samlAcsBodySchema,
  ssoProviderParamsSchema,
  ssoStartQuerySchema,
} from '@atrium/domain';
import formbody from '@fastify/formbody';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from '../../clock';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { createLoginOptionsService } from '../auth/login-options.service';
import { createCaptureRateLimitsRepository } from '../capture/capture-rate-limits.repository';
import { createOidcService } from './oidc.service';
import { publicBaseUrl } from './public-url.helper';
import { createSamlService } from './saml.service';
import { createSsoAccountsService } from './sso-accounts.service';
import { failureLocation, failureReason, successLocation } from './sso-outcome';
import { createSsoProviders, SSO_STATE_TTL_MS } from './sso-providers';
import { createSsoRateLimiter, type SsoRequestKind } from './sso-rate-limit.service';
import { createSsoStatesRepository } from './sso-states.repository';

/** Starts the refresh-cookie session of a user (the auth service). */
export type SessionIssuer = {
  issueSession(
    reply: FastifyReply,
    user: { id: string; email: string; roles: Role[] },
    context: { loginType: 'FIREBASE_OIDC' },
  ): Promise<unknown>;
};

const tags = ['sso'];

/** Ties an OIDC flow to the browser that started it; Lax, so the provider's redirect back carries it. */
const OIDC_STATE_COOKIE = 'atrium_oidc_state';
const stateCookie = (base: string) =>
  ({ path: '/api/auth/oidc', httpOnly: true, sameSite: 'lax', secure: base.startsWith('https:') }) as const;

/** Single sign-on with OIDC and SAML providers of the login configuration; every outcome is a redirect. */
export function ssoRoutes(deps: {
  config: Config;
  database: DatabaseHandle;
  auth: SessionIssuer;
  now?: Clock;
}): FastifyPluginAsyncZod {
  const { config, database, auth } = deps;
  const limiter = createSsoRateLimiter({
    counters: createCaptureRateLimitsRepository(database.db),
    now: deps.now ?? systemClock,
  });
  // onRequest runs before the body is read: a client over its limit costs no parsing.
  const rateLimited = (kind: SsoRequestKind) => async (request: FastifyRequest) =>
    limiter.consume(kind, request.ip);
  const providers = createSsoProviders(createLoginOptionsService(database.db));
  const states = createSsoStatesRepository(database.db);
  const accounts = createSsoAccountsService(database);
  const oidc = createOidcService({
    providers,
    states,
    accounts,
    allowHttpIssuers: config.env !== 'production',
    allowPrivateHosts: config.oidcAllowPrivateHosts,
  });
  const saml = createSamlService({ providers, states, accounts });

  const baseUrl = (request: FastifyRequest) => publicBaseUrl(config.publicUrl, request);

  /** Redirects to what `work` returns; failures go back to the login screen with a reason id. */
  const redirecting = async (request: FastifyRequest, reply: FastifyReply, work: () => Promise<string>) => {
    reply.header('cache-control', 'no-store');
    try {
      return reply.redirect(await work());
    } catch (error) {
      if (error instanceof AppError && error.id === 'auth.unknown_provider') throw error;
      const reason = failureReason(error);
      const log = { err: error, cause: (error as Error | undefined)?.cause, reason };
      if (reason === 'auth.login_failed') request.log.warn(log, 'single sign-on failed');
      else request.log.info(log, 'single sign-on refused');
      return reply.redirect(failureLocation(error));
    }
  };

  const finish = async (
    reply: FastifyReply,
    result: { user: Parameters<SessionIssuer['issueSession']>[1]; redirect: string },
  ) => {
    await auth.issueSession(reply, result.user, { loginType: 'FIREBASE_OIDC' });
    return successLocation(result.redirect);
  };

  return async (app) => {
    app.get(
      '/api/auth/oidc/:providerId/start',
      {
        config: { access: 'public' },
        onRequest: rateLimited('start'),
        schema: {
          tags,
          summary: 'Start an OpenID Connect login (redirects to the identity provider)',
          security: [],
          params: ssoProviderParamsSchema,
          querystring: ssoStartQuerySchema,
        },
      },
      (request, reply) =>
        redirecting(request, reply, async () => {
          const base = baseUrl(request);
          const { location, state } = await oidc.start(
            request.params.providerId,
            request.query.redirect,
            base,
          );
          reply.setCookie(OIDC_STATE_COOKIE, state, {
            ...stateCookie(base),
            maxAge: SSO_STATE_TTL_MS / 1000,
          });
          return location;
        }),
    );

    app.get(
      '/api/auth/oidc/:providerId/callback',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'The OpenID Connect redirect URI (redirects to /login?sso=…)',
          security: [],
          params: ssoProviderParamsSchema,
          querystring: oidcCallbackQuerySchema,
        },
      },
      (request, reply) =>
        redirecting(request, reply, async () => {
          const browserState = request.cookies[OIDC_STATE_COOKIE];
          reply.clearCookie(OIDC_STATE_COOKIE, stateCookie(baseUrl(request)));
          const search = new URL(request.url, 'http://callback.invalid').search;
          const { state } = request.query;
          return finish(reply, await oidc.finish(request.params.providerId, { state, browserState, search }));
        }),
    );

    app.get(
      '/api/auth/saml/:providerId/start',
      {
        config: { access: 'public' },
        onRequest: rateLimited('start'),
        schema: {
          tags,
          summary: 'Start a SAML login (redirects to the identity provider with an AuthnRequest)',
          security: [],
          params: ssoProviderParamsSchema,
          querystring: ssoStartQuerySchema,
        },
      },
      (request, reply) =>
        redirecting(request, reply, () =>
          saml.start(request.params.providerId, request.query.redirect, baseUrl(request)),
        ),
    );

    app.get(
      '/api/auth/saml/:providerId/metadata',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Our SAML service-provider metadata',
          security: [],
          params: ssoProviderParamsSchema,
        },
      },
      async (request, reply) => {
        const xml = await saml.metadata(request.params.providerId, baseUrl(request));
        return reply.type('application/samlmetadata+xml').send(xml);
      },
    );

    // The HTTP-POST binding is form-urlencoded: accepted here only, the rest of the API stays JSON.
    // A SAML response is a few kB: a larger body is refused (413) before it is read to the end.
    await app.register(async (scope) => {
      await scope.register(formbody, { bodyLimit: SAML_ACS_BODY_LIMIT_BYTES });
      scope.withTypeProvider<ZodTypeProvider>().post(
        '/api/auth/saml/:providerId/acs',
        {
          config: { access: 'public' },
          bodyLimit: SAML_ACS_BODY_LIMIT_BYTES,
          onRequest: rateLimited('acs'),
          schema: {
            tags,
            summary: 'The SAML assertion consumer service (redirects to /login?sso=…)',
            security: [],
            params: ssoProviderParamsSchema,
            body: samlAcsBodySchema,
          },
        },
        (request, reply) =>
          redirecting(request, reply, async () =>
            finish(reply, await saml.acs(request.params.providerId, request.body, baseUrl(request))),
          ),
      );
    });
  };
}
