import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordLogin, refreshCookieHeader, refreshCookieOf } from '../../testing/auth-test.helpers';
import { createTestApp, type TestApp, testClock, testDialects } from '../../testing/test-app.factory';
import { createRefreshCookies, loginClientOf } from './refresh-cookie';
import { REFRESH_GRACE_SECONDS } from './session.service';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe.each(testDialects())('sessions on %s', (dialect) => {
  let app: TestApp;
  const clock = testClock();

  beforeAll(async () => {
    app = await createTestApp(dialect, {}, { now: clock.now });
    await app.services.auth.ensureUser('ada@test.local', 'ada-password', ['attendee'], 'Ada');
  });
  afterAll(() => app.cleanup());

  const refresh = (token?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: token ? refreshCookieHeader(token) : {},
    });
  const logout = (token?: string) =>
    app.inject({ method: 'POST', url: '/api/auth/logout', headers: token ? refreshCookieHeader(token) : {} });
  const tokenRows = () =>
    app.services.database.db.selectFrom('refresh_tokens').selectAll().orderBy('created_at').execute();

  it('sets an httpOnly, SameSite=Lax refresh cookie on /api/auth at password login, stored only hashed', async () => {
    const response = await passwordLogin(app, 'ada@test.local', 'ada-password');
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().accessToken).authorities).toEqual(['attendee']);
    const cookie = refreshCookieOf(response)!;
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    expect(cookie.attributes.get('path')).toBe('/api/auth');
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')).toBe('Lax');
    expect(cookie.attributes.has('secure')).toBe(false);
    const expires = Date.parse(cookie.attributes.get('expires')!);
    expect(Math.abs(expires - (clock.now().getTime() + 14 * 24 * 3600 * 1000))).toBeLessThan(2000);

    const rows = await tokenRows();
    const row = rows.find((r) => r.token_hash === sha256(cookie.value))!;
    expect(row).toBeDefined();
    expect(row.revoked_at).toBeNull();
    expect(JSON.stringify(rows)).not.toContain(cookie.value);
  });

  it('rotates the refresh token: a new access token and cookie, the old token revoked', async () => {
    const login = refreshCookieOf(await passwordLogin(app, 'ada@test.local', 'ada-password'))!.value;
    const response = await refresh(login);
    expect(response.statusCode).toBe(200);
    const claims = decodeJwt(response.json().accessToken);
    expect(claims).toMatchObject({ email: 'ada@test.local', authorities: ['attendee'] });
    expect(Object.keys(response.json())).toEqual(['accessToken']);
    const next = refreshCookieOf(response)!.value;
    expect(next).not.toBe(login);

    const rows = await tokenRows();
    const old = rows.find((r) => r.token_hash === sha256(login))!;
    const renewed = rows.find((r) => r.token_hash === sha256(next))!;
    expect(old.rotated_at).not.toBeNull();
    expect(old.revoked_at).not.toBeNull();
    expect(renewed.family_id).toBe(old.family_id);
    expect(renewed.revoked_at).toBeNull();
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('treats reuse of a rotated token after the grace window as theft: 401 and the whole family revoked', async () => {
    const first = refreshCookieOf(await passwordLogin(app, 'ada@test.local', 'ada-password'))!.value;
    const second = refreshCookieOf(await refresh(first))!.value;
    clock.advance(REFRESH_GRACE_SECONDS + 1);
    const reused = await refresh(first);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error).toBe('auth.unauthorized');
    expect(refreshCookieOf(reused)?.value).toBe('');
    // The legitimate holder's newer token is gone too.
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('answers 401 without a cookie and for an unknown token', async () => {
    expect((await refresh()).json()).toMatchObject({ error: 'auth.unauthorized' });
    expect((await refresh('not-a-real-token')).statusCode).toBe(401);
  });

  it('lets a refresh token expire after REFRESH_TOKEN_TTL_DAYS', async () => {
    const token = refreshCookieOf(await passwordLogin(app, 'ada@test.local', 'ada-password'))!.value;
    clock.advance(14 * 24 * 3600 - 60);
    const renewed = await refresh(token);
    expect(renewed.statusCode).toBe(200);
    clock.advance(14 * 24 * 3600 + 1);
    expect((await refresh(refreshCookieOf(renewed)!.value)).statusCode).toBe(401);
  });

  it('gives the roles the user has now on refresh', async () => {
    const token = refreshCookieOf(await passwordLogin(app, 'ada@test.local', 'ada-password'))!.value;
    await app.services.auth.ensureUser('ada@test.local', 'ada-password', ['administrator'], 'Ada');
    const response = await refresh(token);
    expect(decodeJwt(response.json().accessToken).authorities).toEqual(['administrator']);
    await app.services.auth.ensureUser('ada@test.local', 'ada-password', ['attendee'], 'Ada');
  });

  it('rotates while another transaction is open, after it and outside it (its rollback keeps the rotation)', async () => {
    const token = refreshCookieOf(await passwordLogin(app, 'ada@test.local', 'ada-password'))!.value;
    let release = () => {};
    const held = new Promise<void>((resolveHeld) => (release = resolveHeld));
    const other = app.services.database.db
      .transaction()
      .execute(async (trx) => {
        await trx.selectFrom('users').select('id').execute();
        await held;
        throw new Error('rolled back');
      })
      .catch(() => 'rolled back');
    const rotated = refresh(token);
    await new Promise((resolveSoon) => setTimeout(resolveSoon, 20));
    release();
    expect(await other).toBe('rolled back');
    const response = await rotated;
    expect(response.statusCode).toBe(200);
    const next = refreshCookieOf(response)!.value;
    const rows = await tokenRows();
    expect(rows.find((row) => row.token_hash === sha256(next))?.revoked_at).toBeNull();
    expect(rows.find((row) => row.token_hash === sha256(token))?.revoked_at).not.toBeNull();
  });

  it('logs out: revokes the session and clears the cookie', async () => {
    const token = refreshCookieOf(await passwordLogin(app, 'ada@test.local', 'ada-password'))!.value;
    const response = await logout(token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = refreshCookieOf(response)!;
    expect(cleared.value).toBe('');
    expect(cleared.attributes.get('path')).toBe('/api/auth');
    expect(Date.parse(cleared.attributes.get('expires')!)).toBeLessThan(Date.now());
    expect((await refresh(token)).statusCode).toBe(401);
    expect((await logout()).statusCode).toBe(204);
  });

  it('records a login event with referrer, user agent and visitor id', async () => {
    const user = (await app.services.auth.ensureUser('eve@test.local', 'eve-password', ['attendee']))!;
    await passwordLogin(app, 'eve@test.local', 'eve-password', {
      headers: {
        referer: 'https://venue.test/login',
        'user-agent': 'TestBrowser/1.0',
        'x-visitor-id': 'v-123',
      },
    });
    const events = await app.services.database.db
      .selectFrom('login_events')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(events).toEqual([
      expect.objectContaining({
        login_type: 'EMAIL_PASSWORD',
        architecture_id: null,
        visitor_id: 'v-123',
        referrer: 'https://venue.test/login',
        user_agent: 'TestBrowser/1.0',
        created_at: clock.now().toISOString(),
      }),
    ]);
  });
});

describe('issueSession for single sign-on and secure cookies', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp('sqlite', { TRUST_PROXY: 'true' });
    // What the SSO routes do after a successful OIDC or SAML login.
    const cookies = createRefreshCookies(app.config.publicUrl);
    app.get('/test/sso-finish', async (request, reply) => {
      const user = await app.services.auth.ensureUser('sso@test.local', 'unused-password', ['attendee']);
      return cookies.send(
        reply,
        await app.services.auth.issueSession(user, undefined, loginClientOf(request)),
      );
    });
  });
  afterAll(() => app.cleanup());

  it('sets the refresh cookie, returns an access token and records an SSO login event', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/sso-finish' });
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().accessToken).email).toBe('sso@test.local');
    const token = refreshCookieOf(response)!.value;
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: refreshCookieHeader(token),
    });
    expect(refreshed.statusCode).toBe(200);
    const events = await app.services.database.db.selectFrom('login_events').select('login_type').execute();
    expect(events.map((e) => e.login_type)).toEqual(['SSO']);
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/test/sso-finish',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(refreshCookieOf(response)!.attributes.has('secure')).toBe(true);
  });

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const secure = await createTestApp('sqlite', { PUBLIC_URL: 'https://venue.example' });
    try {
      const response = await passwordLogin(secure, 'admin@test.local', 'admin-password');
      expect(refreshCookieOf(response)!.attributes.has('secure')).toBe(true);
    } finally {
      await secure.cleanup();
    }
  });
});
