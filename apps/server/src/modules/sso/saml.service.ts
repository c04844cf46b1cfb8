import { randomBytes } from 'node:crypto';
import type { SamlProviderSettings } from '@atrium/domain';
import {
  type CacheProvider,
  type Profile,
  SAML,
  type SamlConfig,
  ValidateInResponseTo,
} from '@node-saml/node-saml';
import type { UserRecord } from '../auth/users.repository';
import type { SsoAccountsService } from './sso-accounts.service';
import { loginFailed } from './sso-outcome';
import { SSO_STATE_TTL_MS, type SsoProviders } from './sso-providers';
import type { SsoState, SsoStatesRepository } from './sso-states.repository';

const samlPath = (providerId: string, endpoint: 'acs' | 'metadata') =>
  `/api/auth/saml/${encodeURIComponent(providerId)}/${endpoint}`;

const EMAIL_ATTRIBUTES = [
  'email',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
];
const NAME_ATTRIBUTES = [
  'displayName',
  'name',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name',
  'urn:oid:2.16.840.1.113730.3.1.241',
  'cn',
];
const TRANSIENT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient';

const first = (value: unknown): string | null => {
  const candidate = Array.isArray(value) ? value[0] : value;
  return typeof candidate === 'string' && candidate.trim() ? candidate.trim() : null;
};
const attribute = (profile: Profile, names: string[]) => {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  return names.map((name) => first(profile[name] ?? attributes[name])).find(Boolean) ?? null;
};

const toPem = (cert: string) =>
  cert.includes('-----BEGIN')
    ? cert
    : `-----BEGIN CERTIFICATE-----\n${cert.replace(/\s+/g, '')}\n-----END CERTIFICATE-----`;

/**
 * node-saml checks InResponseTo through a cache. Ours is backed by sso_states: `start` stores the
 * request id in the row (so saving here is a no-op), and the ACS looks it up in the row the
 * RelayState names, already taken from the table: the response must answer that very request.
 */
function consumedRequestCache(state: SsoState | null): CacheProvider {
  return {
    saveAsync: async (_key, value) => ({ value, createdAt: Date.now() }),
    getAsync: async (key) => (state && key === state.requestId ? state.createdAt : null),
    removeAsync: async (key) => key,
  };
}

/** SAML 2.0 Web SSO: AuthnRequest by HTTP-Redirect, signed Response by HTTP-POST (@node-saml/node-saml). */
export function createSamlService(deps: {
  providers: SsoProviders;
  states: SsoStatesRepository;
  accounts: SsoAccountsService;
}) {
  const { providers, states, accounts } = deps;

  const samlFor = (
    providerId: string,
    settings: SamlProviderSettings,
    baseUrl: string,
    extra: Pick<SamlConfig, 'cacheProvider' | 'generateUniqueId'> = {},
  ) =>
    new SAML({
      entryPoint: settings.entryPoint,
      idpCert: toPem(settings.idpCert),
      issuer: settings.issuer ?? `${baseUrl}${samlPath(providerId, 'metadata')}`,
      callbackUrl: `${baseUrl}${samlPath(providerId, 'acs')}`,
      wantAssertionsSigned: settings.wantAssertionsSigned,
      // Most IdPs sign the assertion only; node-saml still refuses a response with no valid signature.
      wantAuthnResponseSigned: false,
      validateInResponseTo: ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: SSO_STATE_TTL_MS,
      acceptedClockSkewMs: 60_000,
      // Let the IdP choose its NameID format and authentication method (MFA, passkeys, …).
      identifierFormat: null,
      disableRequestedAuthnContext: true,
      cacheProvider: extra.cacheProvider ?? consumedRequestCache(null),
      ...(extra.generateUniqueId ? { generateUniqueId: extra.generateUniqueId } : {}),
    });

  return {
    /** Stores the sign-on and returns the IdP URL carrying the AuthnRequest and our RelayState. */
    async start(providerId: string, redirect: string, baseUrl: string): Promise<string> {
      const { settings } = await providers.saml(providerId);
      const now = Date.now();
      const relayState = randomBytes(32).toString('base64url');
      const requestId = `_${randomBytes(20).toString('hex')}`;
      await states.deleteExpired(new Date(now).toISOString());
      await states.insert({
        id: relayState,
        protocol: 'saml',
        providerId,
        redirect,
        callbackUrl: `${baseUrl}${samlPath(providerId, 'acs')}`,
        nonce: null,
        codeVerifier: null,
        requestId,
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + SSO_STATE_TTL_MS).toISOString(),
      });
      const saml = samlFor(providerId, settings, baseUrl, { generateUniqueId: () => requestId });
      return saml.getAuthorizeUrlAsync(relayState, undefined, {});
    },

    /** Validates the posted Response (signature, InResponseTo, audience, time bounds) and logs the user in. */
    async acs(
      providerId: string,
      body: { SAMLResponse: string; RelayState?: string | undefined },
      baseUrl: string,
    ): Promise<{ user: UserRecord; redirect: string }> {
      const { settings } = await providers.saml(providerId);
      const state = body.RelayState ? await states.consume(body.RelayState, 'saml', providerId) : undefined;
      if (!state || state.expiresAt <= new Date().toISOString()) {
        throw loginFailed('Unknown, used or expired SAML RelayState');
      }
      const saml = samlFor(providerId, settings, baseUrl, { cacheProvider: consumedRequestCache(state) });
      let profile: Profile | null;
      try {
        ({ profile } = await saml.validatePostResponseAsync({ SAMLResponse: body.SAMLResponse }));
      } catch (error) {
        throw loginFailed('The SAML response was refused', error);
      }
      if (!profile?.nameID) throw loginFailed('The SAML response holds no subject');
      const nameIdEmail = profile.nameID.includes('@') ? profile.nameID : null;
      const email = attribute(profile, EMAIL_ATTRIBUTES) ?? nameIdEmail;
      // A transient NameID changes on every login: the email identifies the account instead.
      const subject = profile.nameIDFormat === TRANSIENT ? `email:${email ?? ''}` : profile.nameID;
      const user = await accounts.resolveUser({
        providerId,
        subject,
        email,
        // The assertion is signed by the IdP the administrator trusts, so its email is vouched for.
        emailVerified: true,
        name: attribute(profile, NAME_ATTRIBUTES),
      });
      return { user, redirect: state.redirect };
    },

    /** Our SP metadata, for the IdP's administrator. */
    async metadata(providerId: string, baseUrl: string): Promise<string> {
      const { settings } = await providers.saml(providerId);
      return samlFor(providerId, settings, baseUrl).generateServiceProviderMetadata(null);
    },
  };
}

export type SamlService = ReturnType<typeof createSamlService>;
