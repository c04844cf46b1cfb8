import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createTestApp, type TestApp } from '../../testing/test-app.factory';
import { createLoginOptionsService } from '../auth/login-options.service';

describe('login configuration with identity providers', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
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
});
