import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type Dialect,
  type TestApp,
  testClock,
  testDialects,
} from '../../testing/test-app.factory';
import { configureLogin, passwordOption } from './login-configuration.fixture';
import { createIdpKeyPair } from './saml-idp.fixture';
import { ssoRateLimits } from './sso-rate-limits';

describe.each(testDialects())('limits of the public single sign-on routes (%s)', (dialect: Dialect) => {
  let app: TestApp;
  const clock = testClock(Date.parse('2026-03-02T10:00:05Z'));

  beforeAll(async () => {
    app = await createTestApp(dialect, { PUBLIC_URL: 'https://venue.example' }, { now: clock.now });
    await configureLogin(app, [
      passwordOption,
      {
        loginType: 'FIREBASE_OIDC',
        displayName: 'Corp SAML',
        providerId: 'saml.corp',
        saml: {
          entryPoint: 'https://idp.example/sso',
          idpCert: createIdpKeyPair().cert,
          wantAssertionsSigned: true,
        },
      },
    ]);
  });
  afterAll(() => app?.cleanup());

  const postAcs = (SAMLResponse: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/saml/saml.corp/acs',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ SAMLResponse, RelayState: 'unknown' }).toString(),
    });

  it('refuses a SAML response of megabytes with 413 before parsing it', async () => {
    const huge = Buffer.alloc(5 * 1024 * 1024, 'PHNhbWw+').toString();
    const response = await postAcs(huge, '198.51.100.1');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'request.too_large' });
    // Just over the limit is refused too; a response of a usual size gets to the RelayState check.
    expect((await postAcs('A'.repeat(130 * 1024), '198.51.100.1')).statusCode).toBe(413);
    const usual = await postAcs('A'.repeat(8 * 1024), '198.51.100.1');
    expect(usual.statusCode).toBe(302);
    expect(usual.headers.location).toBe('/login?sso=error&reason=auth.login_failed');
  });

  it('limits ACS posts per IP address across the window, with Retry-After', async () => {
    for (let index = 0; index < ssoRateLimits.acs; index += 1) {
      expect((await postAcs('PHNhbWw+', '203.0.113.7')).statusCode).toBe(302);
    }
    // Over the limit even a huge body is answered at once, unread.
    const limited = await postAcs(Buffer.alloc(5 * 1024 * 1024, 'PHNhbWw+').toString(), '203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'rate.limited' });
    expect(Number(limited.headers['retry-after'])).toBe(55);
    expect((await postAcs('PHNhbWw+', '203.0.113.8')).statusCode).toBe(302);
    clock.advance(60);
    expect((await postAcs('PHNhbWw+', '203.0.113.7')).statusCode).toBe(302);
  });

  it('limits sign-on starts per IP address', async () => {
    const start = () =>
      app.inject({ method: 'GET', url: '/api/auth/saml/saml.corp/start', remoteAddress: '203.0.113.9' });
    for (let index = 0; index < ssoRateLimits.start; index += 1) {
      expect((await start()).statusCode).toBe(302);
    }
    const limited = await start();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'rate.limited' });
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
