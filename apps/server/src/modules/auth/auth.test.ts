import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.factory';

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
