import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app.factory';

describe.each(testDialects())('the administrator of a fresh install (%s)', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(dialect);
  });
  afterAll(() => app.cleanup());

  const login = (password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'organiser@test.local', password },
    });

  it('is created once, and can log in to design the venue', async () => {
    expect(await app.services.auth.ensureAdministrator('Organiser@test.local', 'first-password')).toBe(true);
    const response = await login('first-password');
    expect(response.statusCode, response.body).toBe(200);
    const userInfo = await app.inject({
      method: 'GET',
      url: '/api/userInfo',
      headers: { authorization: `Bearer ${response.json().accessToken}` },
    });
    expect(userInfo.json().roles).toEqual(['administrator']);
  });

  it('keeps an existing account as it is (a password changed since stays changed)', async () => {
    expect(await app.services.auth.ensureAdministrator('organiser@test.local', 'another-password')).toBe(
      false,
    );
    expect((await login('another-password')).statusCode).toBe(401);
    expect((await login('first-password')).statusCode).toBe(200);
  });
});
