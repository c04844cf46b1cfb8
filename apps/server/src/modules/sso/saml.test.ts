import { REFRESH_COOKIE_NAME } from '@atrium/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Dialect, type TestApp, testDialects } from '../../testing/test-app.factory';
import { createUsersRepository } from '../auth/users.repository';
import { configureLogin, passwordOption } from './login-configuration.fixture';
import {
  type AssertionInput,
  createIdpKeyPair,
  readAuthnRequest,
  signedSamlResponse,
} from './saml-idp.fixture';
import { createUserIdentitiesRepository } from './user-identities.repository';

const PUBLIC_URL = 'https://venue.example';
const ACS = `${PUBLIC_URL}/api/auth/saml/saml.corp/acs`;
const SP_ENTITY_ID = `${PUBLIC_URL}/api/auth/saml/saml.corp/metadata`;

describe.each(testDialects())('SAML single sign-on (%s)', (dialect: Dialect) => {
  let app: TestApp;
  const idp = createIdpKeyPair();

  beforeAll(async () => {
    app = await createTestApp(dialect, { PUBLIC_URL });
    await configureLogin(app, [
      passwordOption,
      {
        loginType: 'FIREBASE_OIDC',
        displayName: 'Corp SAML',
        providerId: 'saml.corp',
        saml: { entryPoint: 'https://idp.example/sso', idpCert: idp.cert, wantAssertionsSigned: true },
      },
    ]);
  });
  afterAll(() => app?.cleanup());

  /** Our start route, read as the IdP reads it. */
  const start = async (redirect = '/venue') => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/auth/saml/saml.corp/start?redirect=${encodeURIComponent(redirect)}`,
    });
    expect(response.statusCode).toBe(302);
    return readAuthnRequest(response.headers.location as string);
  };

  const post = (fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/saml/saml.corp/acs',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  const loginWith = async (
    overrides: Partial<AssertionInput> = {},
    tamper?: (xml: string) => string,
    redirect = '/venue',
  ) => {
    const request = await start(redirect);
    const SAMLResponse = signedSamlResponse(
      {
        requestId: request.id,
        acsUrl: request.acsUrl,
        audience: SP_ENTITY_ID,
        nameId: 'emp-1001',
        email: 'Dana@Corp.example',
        name: 'Dana Example',
        ...overrides,
      },
      idp,
      tamper,
    );
    const response = await post({ SAMLResponse, RelayState: request.relayState });
    expect(response.statusCode).toBe(302);
    return { response, request, SAMLResponse };
  };

  it('sends an AuthnRequest for our ACS and entity id, with an opaque RelayState', async () => {
    const request = await start();
    expect(request.acsUrl).toBe(ACS);
    expect(request.spEntityId).toBe(SP_ENTITY_ID);
    expect(request.id).toMatch(/^_[0-9a-f]{40}$/);
    expect(request.relayState).toMatch(/^[\w-]{43}$/);
    expect(request.relayState).not.toContain('venue');
  });

  it('logs in with a signed assertion: creates and links the user, sets the refresh cookie', async () => {
    const { response } = await loginWith({}, undefined, '/venue?area=expo');
    expect(response.headers.location).toBe('/login?sso=success&redirect=%2Fvenue%3Farea%3Dexpo');
    expect(String(response.headers['set-cookie'])).toMatch(
      new RegExp(`^${REFRESH_COOKIE_NAME}=.*HttpOnly`, 'i'),
    );
    const user = await createUsersRepository(app.services.database.db).findByEmail('dana@corp.example');
    // The IdP is trusted by configuration: its signed email counts as verified.
    expect(user).toMatchObject({ name: 'Dana Example', roles: ['attendee'], emailVerified: true });
    const identities = await createUserIdentitiesRepository(app.services.database.db).listForUser(user!.id);
    expect(identities).toEqual([
      { providerId: 'saml.corp', subject: 'emp-1001', userId: user!.id, email: 'dana@corp.example' },
    ]);

    const again = await loginWith({ email: 'dana.new@corp.example' });
    expect(again.response.headers.location).toBe('/login?sso=success&redirect=%2Fvenue');
    expect(
      await createUsersRepository(app.services.database.db).findByEmail('dana.new@corp.example'),
    ).toBeUndefined();
  });

  it('links an existing account by the signed email', async () => {
    const existing = await app.services.auth.ensureUser('erin@corp.example', 'erin-password', ['attendee']);
    expect(existing.emailVerified).toBe(false);
    const { response } = await loginWith({ nameId: 'emp-2002', email: 'erin@corp.example' });
    expect(response.headers.location).toContain('sso=success');
    expect((await createUsersRepository(app.services.database.db).findById(existing.id))?.emailVerified).toBe(
      true,
    );
    const identities = await createUserIdentitiesRepository(app.services.database.db).listForUser(
      existing.id,
    );
    expect(identities.map((identity) => identity.subject)).toEqual(['emp-2002']);
  });

  it.each([
    [
      'an assertion changed after signing',
      {},
      (xml: string) => xml.replace('Dana@Corp.example', 'admin@test.local'),
    ],
    ['a wrong audience', { audience: 'https://other-sp.example/metadata' }, undefined],
    ['an expired assertion', { validForSeconds: -600 }, undefined],
    ['expired conditions (NotOnOrAfter)', { conditionsValidForSeconds: -120 }, undefined],
    ['another InResponseTo', { requestId: '_not-our-request' }, undefined],
  ])('refuses %s as a failed login', async (_name, overrides: Partial<AssertionInput>, tamper) => {
    const { response } = await loginWith(overrides, tamper);
    expect(response.headers.location).toBe('/login?sso=error&reason=auth.login_failed');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a replayed response, a missing RelayState and an unsigned response', async () => {
    const { request, SAMLResponse } = await loginWith({ nameId: 'emp-3003', email: 'finn@corp.example' });
    const replay = await post({ SAMLResponse, RelayState: request.relayState });
    expect(replay.headers.location).toBe('/login?sso=error&reason=auth.login_failed');

    const next = await start();
    const fresh = signedSamlResponse(
      {
        requestId: next.id,
        acsUrl: ACS,
        audience: SP_ENTITY_ID,
        nameId: 'x',
        email: 'x@corp.example',
        name: 'X',
      },
      idp,
    );
    expect((await post({ SAMLResponse: fresh })).headers.location).toContain('reason=auth.login_failed');

    const unsigned = signedSamlResponse(
      {
        requestId: next.id,
        acsUrl: ACS,
        audience: SP_ENTITY_ID,
        nameId: 'x',
        email: 'x@corp.example',
        name: 'X',
      },
      idp,
      (xml) => xml.replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, ''),
    );
    const refused = await post({ SAMLResponse: unsigned, RelayState: next.relayState });
    expect(refused.headers.location).toBe('/login?sso=error&reason=auth.login_failed');
  });

  it('serves SP metadata and answers unknown providers with 404', async () => {
    const metadata = await app.inject({ method: 'GET', url: '/api/auth/saml/saml.corp/metadata' });
    expect(metadata.statusCode).toBe(200);
    expect(metadata.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(metadata.body).toContain(`entityID="${SP_ENTITY_ID}"`);
    expect(metadata.body).toContain(`Location="${ACS}"`);
    for (const url of ['/api/auth/saml/saml.nobody/metadata', '/api/auth/saml/password/start']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('auth.unknown_provider');
    }
  });

  it('accepts form bodies only at the ACS: the rest of the API still refuses them with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=admin%40test.local&password=admin-password',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('request.unsupported_media_type');
  });
});
