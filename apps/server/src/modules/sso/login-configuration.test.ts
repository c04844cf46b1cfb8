import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createTestApp, type TestApp, testDialects } from '../../testing/test-app.factory';
import { createLoginOptionsService } from '../auth/login-options.service';

describe.each(testDialects())('login configuration with identity providers on %s', (dialect) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(dialect);
  });
  afterAll(() => app.cleanup());

  const options = [
    { loginType: 'EMAIL_PASSWORD', displayName: 'Email and password', providerId: 'password' },
    {
      loginType: 'FIREBASE_OIDC',
      displayName: 'Corp login',
      providerId: 'corp',
      oidc: { issuer: 'https://login.corp.example', clientId: 'atrium', clientSecret: 'oidc-client-secret' },
    },
    {
      loginType: 'FIREBASE_OIDC',
      displayName: 'Partner SAML',
      providerId: 'saml.partner',
      saml: { entryPoint: 'https://idp.partner.example/sso', idpCert: 'MIIBszCCAVmgAwIBAgIU' },
    },
  ];
  const publicOptions = options.map(({ loginType, displayName, providerId }) => ({
    loginType,
    displayName,
    providerId,
  }));

  it('stores provider settings but lists only loginType, displayName and providerId', async () => {
    const admin = await bearerFor(app, ['administrator']);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/designer/login-configuration',
      headers: admin,
      payload: { options },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual(publicOptions);

    const listed = await app.inject({ method: 'GET', url: '/api/loginOptions' });
    expect(listed.json()).toEqual(publicOptions);
    expect(listed.body).not.toMatch(/oidc-client-secret|MIIB|login\.corp|idp\.partner/);

    const stored = createLoginOptionsService(app.services.database.db);
    expect((await stored.findProvider('corp'))?.oidc).toEqual({
      issuer: 'https://login.corp.example',
      clientId: 'atrium',
      clientSecret: 'oidc-client-secret',
      scopes: 'openid email profile',
    });
    expect((await stored.findProvider('saml.partner'))?.saml?.wantAssertionsSigned).toBe(true);
  });

  it('refuses an OIDC option without settings and a SAML id with OIDC settings', async () => {
    const admin = await bearerFor(app, ['administrator']);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/designer/login-configuration',
      headers: admin,
      payload: {
        options: [
          { loginType: 'FIREBASE_OIDC', displayName: 'Corp', providerId: 'corp' },
          { ...options[1], providerId: 'saml.corp' },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { path: string }) => detail.path)).toEqual([
      'body.options.0.oidc',
      'body.options.1.oidc',
      'body.options.1.saml',
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/loginOptions' })).json()).toEqual(publicOptions);
  });
  const readBack = async (headers?: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/designer/login-configuration', headers });
  const replace = async (payload: object) =>
    app.inject({
      method: 'PUT',
      url: '/api/designer/login-configuration',
      headers: await bearerFor(app, ['administrator']),
      payload,
    });
  const storedSecret = async () =>
    (await createLoginOptionsService(app.services.database.db).findProvider('corp'))?.oidc?.clientSecret;
  const storedValue = async () =>
    (
      await app.services.database.db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', 'login_configuration')
        .executeTakeFirstOrThrow()
    ).value;

  it('lets administrators read the configuration back with the client secret masked', async () => {
    expect((await replace({ options })).statusCode).toBe(200);
    const response = await readBack(await bearerFor(app, ['administrator']));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      options: [
        options[0],
        {
          ...publicOptions[1],
          oidc: {
            issuer: 'https://login.corp.example',
            clientId: 'atrium',
            scopes: 'openid email profile',
            clientSecretSet: true,
          },
        },
        { ...options[2], saml: { ...options[2]!.saml, wantAssertionsSigned: true } },
      ],
    });
    expect(response.body).not.toContain('oidc-client-secret');
    expect(await storedValue()).toContain('oidc-client-secret');
  });

  it('is for administrators only', async () => {
    expect((await readBack()).statusCode).toBe(401);
    const refused = await readBack(await bearerFor(app, ['attendee']));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('auth.forbidden');
    expect(refused.body).not.toContain('oidc-client-secret');
  });

  it('keeps the stored secret when the masked form is sent back', async () => {
    const admin = await bearerFor(app, ['administrator']);
    const read = (await readBack(admin)).json();
    read.options[1].displayName = 'Corp single sign-on';
    const response = await replace(read);
    expect(response.statusCode).toBe(200);
    expect(response.json()[1]).toEqual({ ...publicOptions[1], displayName: 'Corp single sign-on' });
    expect(await storedSecret()).toBe('oidc-client-secret');
    expect(await storedValue()).not.toContain('clientSecretSet');
    expect((await readBack(admin)).json()).toEqual(read);
  });

  it('replaces the secret when a new one is sent', async () => {
    const read = (await readBack(await bearerFor(app, ['administrator']))).json();
    read.options[1].oidc = { ...read.options[1].oidc, clientSecret: 'a-new-client-secret' };
    expect((await replace(read)).statusCode).toBe(200);
    expect(await storedSecret()).toBe('a-new-client-secret');
  });

  it('refuses the masked form where no secret is stored for that provider id and issuer', async () => {
    const read = (await readBack(await bearerFor(app, ['administrator']))).json();
    const before = await storedValue();
    const cases = [
      // Another issuer: the stored secret is never sent to a host it was not entered for.
      { ...read.options[1], oidc: { ...read.options[1].oidc, issuer: 'https://evil.example' } },
      // A provider id that has no stored secret.
      { ...read.options[1], providerId: 'partner' },
    ];
    for (const changed of cases) {
      const response = await replace({ options: [read.options[0], changed, read.options[2]] });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation.failed',
        errMsg: 'The request is not valid.',
        details: [
          {
            path: 'body.options.1.oidc.clientSecret',
            message: 'Required: no client secret is stored for this provider id and issuer',
          },
        ],
      });
    }
    const { clientSecretSet: _set, ...withoutEither } = read.options[1].oidc;
    for (const oidc of [withoutEither, { ...withoutEither, clientSecretSet: false }]) {
      const response = await replace({ options: [{ ...read.options[1], oidc }] });
      expect(response.statusCode).toBe(400);
      expect(response.json().details.map((detail: { path: string }) => detail.path)).toEqual([
        oidc === withoutEither ? 'body.options.0.oidc.clientSecret' : 'body.options.0.oidc.clientSecretSet',
      ]);
    }
    expect(await storedValue()).toBe(before);
  });

  it('documents the read-back in the OpenAPI document', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(Object.keys(paths['/api/designer/login-configuration'])).toEqual(
      expect.arrayContaining(['get', 'put']),
    );
    const view = JSON.stringify(paths['/api/designer/login-configuration'].get.responses['200']);
    expect(view).toContain('clientSecretSet');
    expect(view).not.toContain('"clientSecret"');
  });
});
