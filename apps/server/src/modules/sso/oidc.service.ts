import { randomBytes } from 'node:crypto';
import type { OidcProviderSettings } from '@atrium/domain';
import * as client from 'openid-client';
import { AppError } from '../../errors/app-error';
import type { UserRecord } from '../auth/users.repository';
import { createGuardedFetch } from './guarded-fetch';
import type { SsoAccountsService } from './sso-accounts.service';
import { loginFailed } from './sso-outcome';
import { SSO_STATE_TTL_MS, type SsoProviders } from './sso-providers';
import type { SsoStatesRepository } from './sso-states.repository';

/** Discovery documents change rarely; a settings change gives a new cache key at once. */
const DISCOVERY_TTL_MS = 10 * 60 * 1000;
/** A failed discovery is remembered this long: logins cannot make us ask the provider again and again. */
const FAILED_DISCOVERY_TTL_MS = 30 * 1000;
/** Discovery may take this long (seconds); every later request of a flow too. */
const DISCOVERY_TIMEOUT_SECONDS = 5;
const REQUEST_TIMEOUT_SECONDS = 10;
/** Entries are per configured provider; the bound only matters after many configuration changes. */
const MAX_CACHED_PROVIDERS = 100;

export const oidcCallbackPath = (providerId: string) =>
  `/api/auth/oidc/${encodeURIComponent(providerId)}/callback`;

type Claims = Record<string, unknown>;
type Discovered = { key: string; expiresAt: number; config: Promise<client.Configuration> };
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
// Some providers (e.g. Amazon Cognito) send email_verified as the string 'true'.
const isTrue = (value: unknown) => value === true || value === 'true';

/** OpenID Connect authorization-code flow with PKCE, state and nonce (openid-client). */
export function createOidcService(deps: {
  providers: SsoProviders;
  states: SsoStatesRepository;
  accounts: SsoAccountsService;
  allowHttpIssuers: boolean;
  /** Lets issuers (and their endpoints) resolve to loopback, private or link-local addresses. */
  allowPrivateHosts: boolean;
}) {
  const { providers, states, accounts } = deps;
  // Every request of discovery, keys, token and userinfo goes through it: each connection is checked.
  const guardedFetch = createGuardedFetch({ allowPrivateHosts: deps.allowPrivateHosts });
  const discovered = new Map<string, Discovered>();

  /**
   * The provider's configuration, discovered once per provider and settings, shared by concurrent
   * logins, kept 10 minutes (a failure 30 seconds). Only providers of the stored login
   * configuration get here, so nobody can make the server fetch from a host of their choosing.
   */
  const configurationFor = (providerId: string, settings: OidcProviderSettings) => {
    const key = JSON.stringify(settings);
    const cached = discovered.get(providerId);
    if (cached && cached.key === key && Date.now() < cached.expiresAt) return cached.config;
    const issuer = new URL(settings.issuer);
    if (issuer.protocol === 'http:' && !deps.allowHttpIssuers) {
      return Promise.reject(loginFailed(`OIDC issuer ${settings.issuer} must use https in production`));
    }
    const entry = { key, expiresAt: Date.now() + DISCOVERY_TTL_MS } as Discovered;
    entry.config = client
      .discovery(issuer, settings.clientId, undefined, client.ClientSecretBasic(settings.clientSecret), {
        execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        [client.customFetch]: guardedFetch,
      })
      .then((config) => {
        config.timeout = REQUEST_TIMEOUT_SECONDS;
        return config;
      })
      .catch((error: unknown) => {
        entry.expiresAt = Math.min(entry.expiresAt, Date.now() + FAILED_DISCOVERY_TTL_MS);
        throw loginFailed(`OIDC discovery failed for ${settings.issuer}`, error);
      });
    // A failure is answered from the cache too; it must not count as unhandled meanwhile.
    entry.config.catch(() => undefined);
    discovered.delete(providerId);
    discovered.set(providerId, entry);
    if (discovered.size > MAX_CACHED_PROVIDERS) discovered.delete(discovered.keys().next().value!);
    return entry.config;
  };

  /** The claims of the verified ID token, completed from the userinfo endpoint (same subject). */
  const verifiedClaims = async (
    config: client.Configuration,
    tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
  ) => {
    const idClaims = tokens.claims();
    if (!idClaims) throw loginFailed('The OIDC provider returned no ID token');
    if (text(idClaims.email) || !config.serverMetadata().userinfo_endpoint) return idClaims as Claims;
    const userInfo = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    return {
      ...userInfo,
      ...idClaims,
      email: userInfo.email,
      email_verified: userInfo.email_verified,
    } as Claims;
  };

  return {
    /** Stores the flow's secrets; returns the provider's authorization URL and the state. */
    async start(
      providerId: string,
      redirect: string,
      baseUrl: string,
    ): Promise<{ location: string; state: string }> {
      const { settings } = await providers.oidc(providerId);
      const config = await configurationFor(providerId, settings);
      const now = Date.now();
      const state = randomBytes(32).toString('base64url');
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const callbackUrl = `${baseUrl}${oidcCallbackPath(providerId)}`;
      await states.deleteExpired(new Date(now).toISOString());
      await states.insert({
        id: state,
        protocol: 'oidc',
        providerId,
        redirect,
        callbackUrl,
        nonce,
        codeVerifier,
        requestId: null,
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + SSO_STATE_TTL_MS).toISOString(),
      });
      const location = client.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl,
        scope: settings.scopes,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { location: location.href, state };
    },

    /**
     * Finishes the flow from the callback's query string: the state is used up, the code exchanged
     * with the PKCE verifier, the ID token checked (signature, issuer, audience, nonce).
     */
    async finish(
      providerId: string,
      callback: { state: string | undefined; browserState: string | undefined; search: string },
    ): Promise<{ user: UserRecord; redirect: string }> {
      const { settings } = await providers.oidc(providerId);
      // The state must also be the one this browser started with: a callback URL someone else
      // obtained (login CSRF) does not log this browser in.
      if (!callback.state || callback.state !== callback.browserState) {
        throw loginFailed('The OIDC state does not belong to this browser');
      }
      const state = await states.consume(callback.state, 'oidc', providerId);
      if (!state || state.expiresAt <= new Date().toISOString()) {
        throw loginFailed('Unknown, used or expired OIDC state');
      }
      const config = await configurationFor(providerId, settings);
      const currentUrl = new URL(state.callbackUrl);
      currentUrl.search = callback.search;
      let claims: Claims;
      try {
        const tokens = await client.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: state.codeVerifier!,
          expectedState: state.id,
          expectedNonce: state.nonce!,
          idTokenExpected: true,
        });
        claims = await verifiedClaims(config, tokens);
      } catch (error) {
        if (error instanceof client.AuthorizationResponseError && error.error === 'access_denied') {
          throw new AppError('auth.login_aborted', 'The login was cancelled at the identity provider.');
        }
        if (error instanceof AppError) throw error;
        throw loginFailed('The OIDC authorization response or token exchange failed', error);
      }
      const user = await accounts.resolveUser({
        providerId,
        subject: String(claims.sub),
        email: text(claims.email),
        emailVerified: isTrue(claims.email_verified),
        name: text(claims.name),
      });
      return { user, redirect: state.redirect };
    },
  };
}

export type OidcService = ReturnType<typeof createOidcService>;
