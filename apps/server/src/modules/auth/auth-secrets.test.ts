import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  passwordLogin,
  publishExampleVenue,
  refreshCookieHeader,
  refreshCookieOf,
} from '../../testing/auth-test.helpers';
import { resetLinkIn } from '../../testing/smtp-test.server';
import { bearerFor, createTestApp, type TestApp } from '../../testing/test-app.factory';

type Seen = { route: string; status: number; text: string };

/** Secrets that occur in `text`, by name. */
function leakedSecrets(text: string, secrets: Map<string, string>): string[] {
  return [...secrets]
    .filter(([, secret]) => secret.length >= 16 && text.includes(secret))
    .map(([name]) => name);
}

/**
 * Drives every auth route (successes and failures) and then checks that no response body or
 * header other than Set-Cookie carries a password hash, a token hash, a refresh token, a
 * password-reset token or the JWT secret.
 */
describe('no auth response gives away a secret', () => {
  let app: TestApp;
  const seen: Seen[] = [];
  const refreshTokens: string[] = [];

  const record = async (route: string, response: LightMyRequestResponse) => {
    const { 'set-cookie': setCookie, ...headers } = response.headers;
    const cookie = refreshCookieOf(response)?.value;
    if (cookie) refreshTokens.push(cookie);
    expect(setCookie === undefined || String(setCookie).includes('atrium_refresh')).toBe(true);
    seen.push({ route, status: response.statusCode, text: `${JSON.stringify(headers)}\n${response.body}` });
    await collectSecrets();
    return response;
  };
  const call = async (method: 'GET' | 'POST' | 'PUT', route: string, options: object = {}, url = route) =>
    record(`${method} ${route}`, await app.inject({ method, url, ...options }));

  beforeAll(async () => {
    app = await createTestApp('sqlite');
    await publishExampleVenue(app);
    const admin = await bearerFor(app, ['administrator']);
    await app.services.auth.ensureUser('ada@test.local', 'ada-password', ['attendee']);
    await app.inject({
      method: 'PUT',
      url: '/api/designer/login-configuration',
      headers: admin,
      payload: {
        options: [
          { loginType: 'EMAIL_PASSWORD', displayName: 'Email', providerId: 'password' },
          { loginType: 'ANONYMOUS', displayName: 'Guest', providerId: 'anonymous' },
        ],
      },
    });

    const registrations = '/api/designer/architecture/{architectureID}/registrations';
    const registrationsUrl = '/api/designer/architecture/example-expo/registrations';
    await call(
      'PUT',
      registrations,
      {
        headers: admin,
        payload: [{ email: 'ada@test.local', ticketNumber: 7, confirmationNumber: 'ADA7' }],
      },
      registrationsUrl,
    );
    await call('PUT', registrations, { headers: admin, payload: [{ email: 'bad' }] }, registrationsUrl);
    await call('GET', registrations, { headers: admin }, registrationsUrl);
    const boundary = 'b0undary';
    await call(
      'POST',
      `${registrations}/csv`,
      {
        headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.csv"\r\n\r\nemail,ticketNumber,confirmationNumber\nada@test.local,7,ADA7\r\n--${boundary}--\r\n`,
      },
      `${registrationsUrl}/csv`,
    );

    const login = (payload: object) => call('POST', '/api/auth/login', { payload });
    const session = refreshCookieOf(
      await login({ email: 'ada@test.local', password: 'ada-password' }),
    )!.value;
    await login({ email: 'ada@test.local', password: 'wrong-password' });
    await login({ email: 'nobody', password: '' });

    const refresh = (token?: string) =>
      call('POST', '/api/auth/refresh', { headers: token ? refreshCookieHeader(token) : {} });
    const renewed = refreshCookieOf(await refresh(session))!.value;
    await refresh(session);
    await refresh();
    const second = refreshCookieOf(await passwordLogin(app, 'ada@test.local', 'ada-password'))!.value;
    refreshTokens.push(renewed, second);
    await call('POST', '/api/auth/logout', { headers: refreshCookieHeader(second) });

    const bizzabo = (registrationNumber: number, emailAddress: string) =>
      call('POST', '/api/bizzabo/login', {
        payload: { architectureID: 'example-expo', registrationNumber, emailAddress },
      });
    await bizzabo(7, 'ada@test.local');
    await bizzabo(7, 'eve@test.local');
    const cvent = (confirmationNumber: string) =>
      call('POST', '/api/cvent/login', { payload: { architectureID: 'example-expo', confirmationNumber } });
    await cvent('ADA7');
    await cvent('NOPE');
    const guest = await call('POST', '/api/capture/login');

    await call('GET', '/api/userInfo', { headers: { authorization: `Bearer ${guest.json().accessToken}` } });
    await call('GET', '/api/loginOptions');

    await call('POST', '/api/auth/password-reset', { payload: { email: 'ada@test.local' } });
    await call('POST', '/api/auth/password-reset', { payload: { email: 'nobody@test.local' } });
    const outbox = join(app.dataDir, 'outbox');
    const mail = readFileSync(join(outbox, readdirSync(outbox)[0]!), 'utf8');
    const resetToken = resetLinkIn(mail).searchParams.get('token')!;
    const confirm = (token: string) =>
      call('POST', '/api/auth/password-reset/confirm', { payload: { token, password: 'a-new-password' } });
    await confirm(resetToken);
    await confirm(resetToken);
    refreshTokens.push(resetToken);

    for (let attempt = 0; attempt < 6; attempt++) await login({ email: 'ada@test.local', password: 'wrong' });
  });
  afterAll(() => app.cleanup());

  /** Every secret seen so far, by value (a reset replaces a password hash, so they are collected after each call). */
  const byValue = new Map<string, string>();
  const remember = (name: string, value: string) => {
    if (!byValue.has(value)) byValue.set(value, name);
  };
  async function collectSecrets() {
    const db = app.services.database.db;
    for (const user of await db.selectFrom('users').select(['email', 'password_hash']).execute()) {
      if (user.password_hash) remember(`password hash of ${user.email}`, user.password_hash);
    }
    for (const row of await db.selectFrom('refresh_tokens').select('token_hash').execute()) {
      remember('refresh token hash', row.token_hash);
    }
    for (const row of await db.selectFrom('password_reset_tokens').select('token_hash').execute()) {
      remember('reset token hash', row.token_hash);
    }
    for (const token of refreshTokens) remember('token', token);
    const jwt = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'jwt_secret')
      .executeTakeFirst();
    remember('JWT secret', jwt!.value);
  }
  /** name → value, names made unique. */
  const secrets = async () => {
    await collectSecrets();
    return new Map([...byValue].map(([value, name], index) => [`${name} #${index}`, value]));
  };

  it('covers every auth route, each with a success and a failure where there is one', async () => {
    const documented = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<
      string,
      Record<string, { tags?: string[] }>
    >;
    const authRoutes = Object.entries(documented).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method, operation]) => method !== 'head' && operation.tags?.includes('auth'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set(seen.map((s) => s.route));
    expect(authRoutes.length).toBeGreaterThanOrEqual(10);
    for (const route of authRoutes) expect(covered, route).toContain(route);
    expect(seen.some((s) => s.status === 429)).toBe(true);
    expect(seen.filter((s) => s.status === 200).length).toBeGreaterThan(10);
  });

  it('finds password hashes, token hashes, tokens and the JWT secret to look for', async () => {
    const all = `\n${[...(await secrets()).keys()].join('\n')}`;
    for (const kind of [
      'password hash of',
      'refresh token hash',
      'reset token hash',
      '\ntoken #',
      'JWT secret',
    ]) {
      expect(all).toContain(kind);
    }
    // The scan itself would notice a leak.
    const found = await secrets();
    const [name, secret] = [...found][0]!;
    expect(leakedSecrets(`{"x":"${secret}"}`, found)).toEqual([name]);
  });

  it('leaks none of them in any body or header', async () => {
    const found = await secrets();
    const leaks = seen.flatMap((s) =>
      leakedSecrets(s.text, found).map((name) => `${s.route} (${s.status}): ${name}`),
    );
    expect(leaks).toEqual([]);
  });
});
