import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createTestApp, type TestApp } from '../../testing/test-app.factory';

describe('POST /api/auth/login', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.cleanup());

  const login = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });

  it('logs in the administrator created from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const response = await login({ email: 'Admin@Test.local', password: 'admin-password' });
    expect(response.statusCode).toBe(200);
    const claims = decodeJwt(response.json().accessToken);
    expect(claims.authorities).toEqual(['administrator']);
    expect(claims.email).toBe('admin@test.local');
    expect(claims.exp! - claims.iat!).toBe(1800);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    for (const payload of [
      { email: 'admin@test.local', password: 'wrong-password' },
      { email: 'nobody@test.local', password: 'admin-password' },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'auth.invalid_credentials', errMsg: 'Invalid credentials.' });
    }
  });

  it('answers malformed login bodies with a validation error naming the field', async () => {
    const response = await login({ email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('validation.failed');
    expect(body.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['body.email', 'body.password']),
    );
  });

  it('updates the administrator password at start', async () => {
    await app.services.auth.ensureUser('admin@test.local', 'new-password-1', ['administrator']);
    expect((await login({ email: 'admin@test.local', password: 'admin-password' })).statusCode).toBe(401);
    expect((await login({ email: 'admin@test.local', password: 'new-password-1' })).statusCode).toBe(200);
  });
});

describe('login options and user info', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.cleanup());

  it('lists email and password by default and lets administrators replace the configuration', async () => {
    const defaults = await app.inject({ method: 'GET', url: '/api/loginOptions' });
    expect(defaults.json()).toEqual([
      { loginType: 'EMAIL_PASSWORD', displayName: 'Email and password', providerId: 'password' },
    ]);
    const options = [{ loginType: 'ANONYMOUS', displayName: 'Guest access', providerId: 'anonymous' }];
    const attendee = await bearerFor(app, ['attendee']);
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/designer/login-configuration',
      headers: attendee,
      payload: { options },
    });
    expect(refused.statusCode).toBe(403);
    const admin = await bearerFor(app, ['administrator']);
    const replaced = await app.inject({
      method: 'PUT',
      url: '/api/designer/login-configuration',
      headers: admin,
      payload: { options },
    });
    expect(replaced.json()).toEqual(options);
    expect((await app.inject({ method: 'GET', url: '/api/loginOptions' })).json()).toEqual(options);

    const invalid = await app.inject({
      method: 'PUT',
      url: '/api/designer/login-configuration',
      headers: admin,
      payload: { options: [] },
    });
    expect(invalid.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/loginOptions' })).json()).toEqual(options);
  });

  it('answers userInfo for the token holder and 401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/userInfo' })).statusCode).toBe(401);
    const headers = await bearerFor(app, ['attendee'], 'jane.doe@test.local');
    const info = await app.inject({ method: 'GET', url: '/api/userInfo', headers });
    expect(info.json()).toEqual({
      userId: expect.any(String),
      email: 'jane.doe@test.local',
      name: null,
      roles: ['attendee'],
      // Set up by the operator: nothing proved that the mailbox is the user's.
      emailVerified: false,
    });
  });
});
