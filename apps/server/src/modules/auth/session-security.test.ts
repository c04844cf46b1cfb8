import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { passwordLogin, refreshCookieHeader, refreshCookieOf } from '../../testing/auth-test.helpers';
import { resetLinkIn } from '../../testing/smtp-test.server';
import { createTestApp, type TestApp, testClock, testDialects } from '../../testing/test-app.factory';
import { REFRESH_GRACE_SECONDS } from './session.service';
import { SESSION_CHECK_CACHE_MS } from './session-guard.service';

describe.each(testDialects())('ending sessions on %s', (dialect) => {
  let app: TestApp;
  const clock = testClock();

  beforeAll(async () => {
    app = await createTestApp(dialect, {}, { now: clock.now });
    await app.services.auth.ensureUser('ada@test.local', 'ada-password', ['attendee'], 'Ada');
  });
  afterAll(() => app.cleanup());

  const login = async () => {
    const response = await passwordLogin(app, 'ada@test.local', 'ada-password');
    expect(response.statusCode).toBe(200);
    return { cookie: refreshCookieOf(response)!.value, bearer: `Bearer ${response.json().accessToken}` };
  };
  const userInfo = (target: { inject: TestApp['inject'] }, bearer: string) =>
    target.inject({ method: 'GET', url: '/api/userInfo', headers: { authorization: bearer } });
  const refresh = (cookie: string) =>
    app.inject({ method: 'POST', url: '/api/auth/refresh', headers: refreshCookieHeader(cookie) });

  it('refuses the access token of a logged-out session at once', async () => {
    const session = await login();
    const other = await login();
    expect((await userInfo(app, session.bearer)).statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: refreshCookieHeader(session.cookie),
    });
    expect((await userInfo(app, session.bearer)).statusCode).toBe(401);
    // Other sessions of the same user go on.
    expect((await userInfo(app, other.bearer)).statusCode).toBe(200);
  });

  it('refuses it on another node within a minute of a logout there', async () => {
    const secondNode = await buildApp(app.config, { logger: false, now: clock.now });
    try {
      const session = await login();
      expect((await userInfo(secondNode, session.bearer)).statusCode).toBe(200);
      await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: refreshCookieHeader(session.cookie),
      });
      clock.advance(SESSION_CHECK_CACHE_MS / 1000);
      expect((await userInfo(secondNode, session.bearer)).statusCode).toBe(401);
    } finally {
      await secondNode.close();
    }
  });

  it('refuses every access token of the user after a password reset', async () => {
    const first = await login();
    const second = await login();
    expect((await userInfo(app, first.bearer)).statusCode).toBe(200);
    const requested = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: 'ada@test.local' },
    });
    expect(requested.statusCode).toBe(200);
    const outbox = join(app.dataDir, 'outbox');
    const newest = readdirSync(outbox).sort().at(-1)!;
    const token = resetLinkIn(readFileSync(join(outbox, newest), 'utf8')).searchParams.get('token');
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'ada-password' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await userInfo(app, first.bearer)).statusCode).toBe(401);
    expect((await userInfo(app, second.bearer)).statusCode).toBe(401);
    expect((await refresh(second.cookie)).statusCode).toBe(401);
  });

  it('refuses a validly signed token without an expiry', async () => {
    const session = await login();
    const secret =
      app.config.jwtSecret ??
      (
        await app.services.database.db
          .selectFrom('settings')
          .select('value')
          .where('key', '=', 'jwt_secret')
          .executeTakeFirstOrThrow()
      ).value;
    const claims = JSON.parse(Buffer.from(session.bearer.split('.')[1]!, 'base64url').toString());
    const { exp: _exp, ...withoutExpiry } = claims;
    const forever = await new SignJWT(withoutExpiry)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(secret));
    const withExpiry = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(secret));
    expect((await userInfo(app, `Bearer ${withExpiry}`)).statusCode).toBe(200);
    expect((await userInfo(app, `Bearer ${forever}`)).statusCode).toBe(401);
  });

  it('lets two tabs refresh at once: both get the same new cookie and the session goes on', async () => {
    const session = await login();
    const [a, b] = await Promise.all([refresh(session.cookie), refresh(session.cookie)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const next = refreshCookieOf(a)!.value;
    expect(refreshCookieOf(b)!.value).toBe(next);
    expect(next).not.toBe(session.cookie);
    expect((await userInfo(app, `Bearer ${b.json().accessToken}`)).statusCode).toBe(200);
    // A late tab within the window too; the family stays alive.
    clock.advance(REFRESH_GRACE_SECONDS);
    const late = await refresh(session.cookie);
    expect(late.statusCode).toBe(200);
    expect(refreshCookieOf(late)!.value).toBe(next);
    // The successor is not stored anywhere in a usable form.
    const rows = await app.services.database.db.selectFrom('refresh_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(next);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('gives nothing for a rotated cookie within the window once the session was logged out', async () => {
    const session = await login();
    const [a, b] = await Promise.all([refresh(session.cookie), refresh(session.cookie)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: refreshCookieHeader(refreshCookieOf(a)!.value),
    });
    expect((await refresh(session.cookie)).statusCode).toBe(401);
  });

  it('still revokes the family when a rotated cookie comes back after the window', async () => {
    const session = await login();
    const next = refreshCookieOf(await refresh(session.cookie))!.value;
    clock.advance(REFRESH_GRACE_SECONDS + 1);
    const replay = await refresh(session.cookie);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(next)).statusCode).toBe(401);
    expect((await userInfo(app, session.bearer)).statusCode).toBe(401);
  });
});

describe.each(testDialects())('guest sessions on %s', (dialect) => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp(dialect);
    admin = (await passwordLogin(app, 'admin@test.local', 'admin-password')).json().accessToken;
  });
  afterAll(() => app.cleanup());

  const configure = async (loginType: 'EMAIL_PASSWORD' | 'ANONYMOUS') => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/designer/login-configuration',
      headers: { authorization: `Bearer ${admin}` },
      payload: { options: [{ loginType, displayName: loginType, providerId: loginType.toLowerCase() }] },
    });
    expect(response.statusCode).toBe(200);
  };

  it('end the moment the venue stops offering anonymous access: no refresh, no token', async () => {
    await configure('ANONYMOUS');
    const guest = await app.inject({ method: 'POST', url: '/api/capture/login' });
    expect(guest.statusCode).toBe(200);
    const bearer = { authorization: `Bearer ${guest.json().accessToken}` };
    const cookie = refreshCookieOf(guest)!.value;
    const signUrl = {
      method: 'GET' as const,
      url: '/api/ui/sign-asset-url?url=/backend-assets/live/example-expo/x.png',
      headers: bearer,
    };
    expect((await app.inject({ method: 'GET', url: '/api/userInfo', headers: bearer })).statusCode).toBe(200);
    expect((await app.inject(signUrl)).statusCode).toBe(200);

    await configure('EMAIL_PASSWORD');
    expect((await app.inject({ method: 'GET', url: '/api/userInfo', headers: bearer })).statusCode).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: refreshCookieHeader(cookie),
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await app.inject(signUrl)).statusCode).toBe(401);

    // The session stays ended when the venue is opened again.
    await configure('ANONYMOUS');
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: refreshCookieHeader(cookie) }))
        .statusCode,
    ).toBe(401);
    // An administrator is no guest: untouched throughout.
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/userInfo',
          headers: { authorization: `Bearer ${admin}` },
        })
      ).statusCode,
    ).toBe(200);
  });
});
