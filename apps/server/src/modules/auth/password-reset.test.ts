import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordLogin, refreshCookieHeader, refreshCookieOf } from '../../testing/auth-test.helpers';
import { resetLinkIn, startSmtpServer } from '../../testing/smtp-test.server';
import { createTestApp, type TestApp, testClock, testDialects } from '../../testing/test-app.factory';
import { sameOriginPath } from './password-reset.service';

describe.each(testDialects())('password reset over SMTP on %s', (dialect) => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const clock = testClock();

  beforeAll(async () => {
    smtp = await startSmtpServer({ user: 'mailer', pass: 's3cret' });
    app = await createTestApp(
      dialect,
      { SMTP_URL: smtp.url, PUBLIC_URL: 'https://venue.example' },
      { now: clock.now },
    );
  });
  afterAll(async () => {
    await app.cleanup();
    await smtp.close();
  });

  const requestReset = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/auth/password-reset', payload });
  const confirm = (token: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password } });
  const lastLink = () => resetLinkIn(smtp.mails.at(-1)!.raw);
  const emailVerifiedOf = async (email: string) =>
    (
      await app.services.database.db
        .selectFrom('users')
        .select('email_verified')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).email_verified;

  it('mails a single-use link that sets a new password and ends every session', async () => {
    await app.services.auth.ensureUser('grace@test.local', 'old-password', ['attendee']);
    const session = refreshCookieOf(await passwordLogin(app, 'grace@test.local', 'old-password'))!.value;

    const response = await requestReset({
      email: 'Grace@Test.local',
      continueUrl: '/v/example-expo/area/lobby',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'sent' });

    const mail = smtp.mails.at(-1)!;
    expect(mail.user).toBe('mailer');
    expect(mail.from).toBe('no-reply@atrium.local');
    expect(mail.to).toEqual(['grace@test.local']);
    expect(mail.raw).toMatch(/^From: Atrium <no-reply@atrium\.local>/m);
    expect(mail.raw).toMatch(/^Subject: Reset your password/m);
    const link = lastLink();
    expect(link.origin).toBe('https://venue.example');
    expect(link.pathname).toBe('/login/reset-password');
    expect(link.searchParams.get('continueUrl')).toBe('/v/example-expo/area/lobby');
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/);

    const stored = await app.services.database.db.selectFrom('password_reset_tokens').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    // Asking for a mail proves nothing; following its link proves the mailbox.
    expect(await emailVerifiedOf('grace@test.local')).toBe(0);
    const confirmed = await confirm(token, 'brand-new-password');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'updated' });
    expect(await emailVerifiedOf('grace@test.local')).toBe(1);
    expect((await passwordLogin(app, 'grace@test.local', 'old-password')).statusCode).toBe(401);
    const login = await passwordLogin(app, 'grace@test.local', 'brand-new-password');
    expect(login.statusCode).toBe(200);
    const info = await app.inject({
      method: 'GET',
      url: '/api/userInfo',
      headers: { authorization: `Bearer ${login.json().accessToken}` },
    });
    expect(info.json()).toMatchObject({ email: 'grace@test.local', emailVerified: true });
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: refreshCookieHeader(session),
    });
    expect(refreshed.statusCode).toBe(401);

    const again = await confirm(token, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'auth.reset_token_invalid' });
  });

  it('answers 404 auth.unknown_user for an email without an account, and sends nothing', async () => {
    const before = smtp.mails.length;
    const response = await requestReset({ email: 'nobody@test.local' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'auth.unknown_user',
      errMsg: 'There is no account with this email address.',
    });
    expect(smtp.mails.length).toBe(before);
  });

  it('refuses an expired, unknown or superseded token', async () => {
    await app.services.auth.ensureUser('hopper@test.local', 'old-password', ['attendee']);
    await requestReset({ email: 'hopper@test.local' });
    const first = lastLink().searchParams.get('token')!;
    await requestReset({ email: 'hopper@test.local' });
    const second = lastLink().searchParams.get('token')!;
    expect((await confirm(first, 'new-password-1')).json().error).toBe('auth.reset_token_invalid');

    clock.advance(60 * 60 + 1);
    expect((await confirm(second, 'new-password-1')).statusCode).toBe(400);
    expect((await confirm('made-up-token', 'new-password-1')).statusCode).toBe(400);
    expect((await passwordLogin(app, 'hopper@test.local', 'old-password')).statusCode).toBe(200);
    expect(await emailVerifiedOf('hopper@test.local')).toBe(0);
  });

  it('lifts the lockout of the account', async () => {
    await app.services.auth.ensureUser('lovelace@test.local', 'old-password', ['attendee']);
    for (let attempt = 1; attempt <= 6; attempt++) await passwordLogin(app, 'lovelace@test.local', 'wrong');
    expect((await passwordLogin(app, 'lovelace@test.local', 'old-password')).json().error).toBe(
      'auth.locked',
    );
    await requestReset({ email: 'lovelace@test.local' });
    await confirm(lastLink().searchParams.get('token')!, 'fresh-password');
    expect((await passwordLogin(app, 'lovelace@test.local', 'fresh-password')).statusCode).toBe(200);
  });

  it('requires a new password of 8 to 128 characters', async () => {
    for (const password of ['short', 'p'.repeat(129)]) {
      const response = await confirm('any-token', password);
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([expect.objectContaining({ path: 'body.password' })]);
    }
  });

  it('sends at most 5 reset mails per address and hour', async () => {
    await app.services.auth.ensureUser('curie@test.local', 'old-password', ['attendee']);
    for (let request = 1; request <= 5; request++) {
      expect((await requestReset({ email: 'curie@test.local' })).statusCode).toBe(200);
    }
    const sixth = await requestReset({ email: 'curie@test.local' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toBe('rate.limited');
    clock.advance(3601);
    expect((await requestReset({ email: 'curie@test.local' })).statusCode).toBe(200);
  });
});

describe('password reset without SMTP_URL', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp('sqlite');
    await app.services.auth.ensureUser('turing@test.local', 'old-password', ['attendee']);
  });
  afterAll(() => app.cleanup());

  it('writes the mail as an .eml file into <DATA_DIR>/outbox, linking to the announced address, never the Host header', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      headers: { host: 'venue.local:8080' },
      payload: { email: 'turing@test.local', continueUrl: 'https://evil.example/phish' },
    });
    expect(response.statusCode).toBe(200);
    const outbox = join(app.dataDir, 'outbox');
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(join(outbox, files[0]!), 'utf8');
    expect(raw).toMatch(/^To: turing@test\.local/m);
    const link = resetLinkIn(raw);
    // PUBLIC_URL is not set: the address the server announces at start (HOST and PORT), not the Host header.
    expect(`${link.origin}${link.pathname}`).toBe('http://127.0.0.1:3000/login/reset-password');
    // A continue URL on another origin is dropped (no open redirect).
    expect(link.searchParams.has('continueUrl')).toBe(false);

    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: link.searchParams.get('token'), password: 'outbox-password' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await passwordLogin(app, 'turing@test.local', 'outbox-password')).statusCode).toBe(200);
  });

  it('answers 502 mail.send_failed when the SMTP server cannot be reached', async () => {
    const unreachable = await createTestApp('sqlite', { SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      await unreachable.services.auth.ensureUser('noether@test.local', 'old-password', ['attendee']);
      const response = await unreachable.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: 'noether@test.local' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toBe('mail.send_failed');
    } finally {
      await unreachable.cleanup();
    }
  });
});

describe('sameOriginPath', () => {
  it('keeps paths on the venue origin and drops anything else', () => {
    const base = 'https://venue.example';
    expect(sameOriginPath('/v/a/area/b?x=1#y', base)).toBe('/v/a/area/b?x=1#y');
    expect(sameOriginPath('https://venue.example/v/a', base)).toBe('/v/a');
    expect(sameOriginPath('//evil.example/x', base)).toBeUndefined();
    expect(sameOriginPath('https://evil.example/v/a', base)).toBeUndefined();
    expect(sameOriginPath('javascript:alert(1)', base)).toBeUndefined();
    expect(sameOriginPath(undefined, base)).toBeUndefined();
  });
});

describe('reset links never follow the Host header', () => {
  const outboxLinks = (app: TestApp) => {
    const outbox = join(app.dataDir, 'outbox');
    return readdirSync(outbox).map((file) => resetLinkIn(readFileSync(join(outbox, file), 'utf8')));
  };

  it('links to the address the server listens on and announced at start, whatever Host says', async () => {
    const app = await createTestApp('sqlite', { HOST: '127.0.0.1', PORT: '0' });
    try {
      await app.services.auth.ensureUser('admin-victim@test.local', 'old-password', ['administrator']);
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
        payload: { email: 'admin-victim@test.local' },
      });
      expect(response.statusCode).toBe(200);
      const [link] = outboxLinks(app);
      expect(link!.origin).toBe(`http://127.0.0.1:${port}`);
    } finally {
      await app.cleanup();
    }
  });

  it('refuses to send reset mails in production until PUBLIC_URL is set (503 auth.reset_unavailable)', async () => {
    const app = await createTestApp('sqlite', { NODE_ENV: 'production' });
    try {
      await app.services.auth.ensureUser('hopper@test.local', 'old-password', ['attendee']);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        headers: { host: 'attacker.example' },
        payload: { email: 'hopper@test.local' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'auth.reset_unavailable',
        errMsg: expect.stringContaining('PUBLIC_URL is not set'),
      });
      const tokens = await app.services.database.db
        .selectFrom('password_reset_tokens')
        .select('id')
        .execute();
      expect(tokens).toEqual([]);
    } finally {
      await app.cleanup();
    }
  });
});
