import { httpContract, SAML_ACS_BODY_LIMIT_BYTES } from '@atrium/domain';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import { registerRoute } from '../../plugins/contract-route';
import type { AuthService } from '../auth/auth.service';
import { loginClientOf, type RefreshCookies } from '../auth/refresh-cookie';
import type { SessionUser } from '../auth/session.service';
import { rateLimitHook } from '../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../rate-limit/rate-limit.types';
import { publicBaseUrl } from './public-url.helper';
import type { SsoModule } from './sso.module';
import { failureLocation, failureReason, successLocation } from './sso-outcome';
import { SSO_STATE_TTL_MS } from './sso-providers';
import { ssoRateRules } from './sso-rate-limits';

/** Ties an OIDC flow to the browser that started it; Lax, so the provider's redirect back carries it. */
const OIDC_STATE_COOKIE = 'atrium_oidc_state';
const stateCookie = (base: string) =>
  ({ path: '/api/auth/oidc', httpOnly: true, sameSite: 'lax', secure: base.startsWith('https:') }) as const;

/** Single sign-on with OIDC and SAML providers of the login configuration; every outcome is a redirect. */
export function ssoRoutes(deps: {
  sso: SsoModule;
  auth: Pick<AuthService, 'issueSession'>;
  cookies: RefreshCookies;
  limiter: RateLimiter;
  publicUrl: string | undefined;
}): FastifyPluginAsync {
  const { sso, auth, cookies, limiter } = deps;
  const { oidc, saml } = sso;
  // onRequest runs before the body is read: a client over its limit costs no parsing.
  const limited = {
    start: rateLimitHook(limiter, ssoRateRules.start),
    acs: rateLimitHook(limiter, ssoRateRules.acs),
  };

  const baseUrl = (request: FastifyRequest) => publicBaseUrl(deps.publicUrl, request);

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
    request: FastifyRequest,
    reply: FastifyReply,
    result: { user: SessionUser; redirect: string },
  ) => {
    const session = await auth.issueSession(
      result.user,
      { loginType: 'FIREBASE_OIDC' },
      loginClientOf(request),
    );
    cookies.send(reply, session);
    return successLocation(result.redirect);
  };

  return async (app) => {
    registerRoute(
      app,
      httpContract.sso.oidcStart,
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
      { onRequest: limited.start },
    );

    registerRoute(app, httpContract.sso.oidcCallback, (request, reply) =>
      redirecting(request, reply, async () => {
        const browserState = request.cookies[OIDC_STATE_COOKIE];
        reply.clearCookie(OIDC_STATE_COOKIE, stateCookie(baseUrl(request)));
        const search = new URL(request.url, 'http://callback.invalid').search;
        const { state } = request.query;
        const result = await oidc.finish(request.params.providerId, { state, browserState, search });
        return finish(request, reply, result);
      }),
    );

    registerRoute(
      app,
      httpContract.sso.samlStart,
      (request, reply) =>
        redirecting(request, reply, () =>
          saml.start(request.params.providerId, request.query.redirect, baseUrl(request)),
        ),
      { onRequest: limited.start },
    );

    registerRoute(app, httpContract.sso.samlMetadata, async (request, reply) => {
      const xml = await saml.metadata(request.params.providerId, baseUrl(request));
      return reply.type('application/samlmetadata+xml').send(xml);
    });

    // The HTTP-POST binding is form-urlencoded: accepted here only, the rest of the API stays JSON.
    // A SAML response is a few kB: a larger body is refused (413) before it is read to the end.
    await app.register(async (scope) => {
      await scope.register(formbody, { bodyLimit: SAML_ACS_BODY_LIMIT_BYTES });
      registerRoute(
        scope,
        httpContract.sso.samlAcs,
        (request, reply) =>
          redirecting(request, reply, async () =>
            finish(request, reply, await saml.acs(request.params.providerId, request.body, baseUrl(request))),
          ),
        { bodyLimit: SAML_ACS_BODY_LIMIT_BYTES, onRequest: limited.acs },
      );
    });
  };
}
