import type { AddressInfo } from 'node:net';
import { REFRESH_COOKIE_NAME } from '@atrium/domain';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Dialect, type TestApp, testDialects } from '../../testing/test-app.factory';
import { createUsersRepository } from '../auth/users.repository';
import { configureLogin, passwordOption } from './login-configuration.fixture';
import { signInThroughProvider, startOidcProvider, type TestAccountClaims } from './oidc-provider.fixture';
import { createTestBrowser } from './test-browser.fixture';
import { createUserIdentitiesRepository } from './user-identities.repository';

describe.each(testDialects())('OIDC single sign-on and account linking (%s)', (dialect: Dialect) => {
  let app: TestApp;
  let origin: string;
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  const accounts: Record<string, TestAccountClaims> = {
    alice: { email: 'Alice@Corp.example', email_verified: true, name: 'Alice Example' },
    mallory: { email: 'bob@corp.example', email_verified: false, name: 'Not Bob' },
    bob: { email: 'bob@corp.example', email_verified: true, name: 'Bob at Corp' },
    nomail: { name: 'No Mail' },
    carol: { email: 'carol@corp.example', email_verified: false, name: 'Someone claiming Carol' },
    'carol-verified': { email: 'carol@corp.example', email_verified: true, name: 'Carol' },
  };

  beforeAll(async () => {
    // The test provider listens on loopback.
    app = await createTestApp(dialect, { OIDC_ALLOW_PRIVATE_HOSTS: 'true' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    provider = await startOidcProvider({
      redirectUris: [`${origin}/api/auth/oidc/corp/callback`],
      accounts,
    });
    await configureLogin(app, [
      passwordOption,
      {
        loginType: 'FIREBASE_OIDC',
        displayName: 'Corp login',
        providerId: 'corp',
        oidc: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
      },
    ]);
  });
  afterAll(async () => {
    await provider?.close();
    await app?.cleanup();
  });

  const users = () => createUsersRepository(app.services.database.db);
  const identities = () => createUserIdentitiesRepository(app.services.database.db);
  const startUrl = (redirect = '/venue?area=lobby') =>
    `${origin}/api/auth/oidc/corp/start?redirect=${encodeURIComponent(redirect)}`;

  it('redirects to the provider with PKCE, state and nonce, and keeps no secret in the URL', async () => {
    const response = await fetch(startUrl(), { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(provider.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: provider.clientId,
      response_type: 'code',
      redirect_uri: `${origin}/api/auth/oidc/corp/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[\w-]{40,}$/),
      nonce: expect.any(String),
      code_challenge: expect.any(String),
    });
    expect(location.href).not.toContain(provider.clientSecret);
  });

  it('creates the user, links the identity, sets the refresh cookie and returns to the login screen', async () => {
    const browser = createTestBrowser();
    const { landing, callbackResponse } = await signInThroughProvider(browser, startUrl(), {
      login: 'alice',
    });
    expect(landing.pathname).toBe('/login');
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      sso: 'success',
      redirect: '/venue?area=lobby',
    });
    expect(callbackResponse?.headers.getSetCookie().join('\n')).toMatch(/HttpOnly/i);
    const refreshToken = browser.cookies(new URL(origin).host).get(REFRESH_COOKIE_NAME);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [REFRESH_COOKIE_NAME]: refreshToken! },
    });
    expect(refresh.statusCode).toBe(200);

    const user = await users().findByEmail('alice@corp.example');
    expect(user).toMatchObject({
      name: 'Alice Example',
      roles: ['attendee'],
      passwordHash: null,
      emailVerified: true,
    });
    expect(decodeJwt(refresh.json().accessToken)).toMatchObject({ sub: user!.id, authorities: ['attendee'] });
    expect(await identities().listForUser(user!.id)).toEqual([
      { providerId: 'corp', subject: 'alice', userId: user!.id, email: 'alice@corp.example' },
    ]);
  });

  it('finds the same user on the next login, by the identity even when the email changed', async () => {
    const first = await users().findByEmail('alice@corp.example');
    accounts.alice = { ...accounts.alice, email: 'alice.renamed@corp.example' };
    const { landing } = await signInThroughProvider(createTestBrowser(), startUrl('/'), { login: 'alice' });
    expect(landing.searchParams.get('sso')).toBe('success');
    expect(await users().findByEmail('alice.renamed@corp.example')).toBeUndefined();
    expect(await identities().listForUser(first!.id)).toEqual([
      expect.objectContaining({ subject: 'alice', email: 'alice.renamed@corp.example' }),
    ]);
  });

  it('refuses to link an existing email the provider has not verified: duplicate account', async () => {
    const existing = await app.services.auth.ensureUser(
      'bob@corp.example',
      'bob-password',
      ['attendee'],
      'Bob',
    );
    const { landing } = await signInThroughProvider(createTestBrowser(), startUrl(), { login: 'mallory' });
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      sso: 'error',
      reason: 'auth.duplicate_account',
    });
    expect(await identities().listForUser(existing.id)).toEqual([]);
    expect((await users().findById(existing.id))?.emailVerified).toBe(false);
  });

  it('links an existing email the provider has verified, and marks it verified', async () => {
    const existing = (await users().findByEmail('bob@corp.example'))!;
    expect(existing.emailVerified).toBe(false);
    const { landing } = await signInThroughProvider(createTestBrowser(), startUrl(), { login: 'bob' });
    expect(landing.searchParams.get('sso')).toBe('success');
    expect(await identities().listForUser(existing.id)).toEqual([
      expect.objectContaining({ providerId: 'corp', subject: 'bob' }),
    ]);
    const linked = await users().findByEmail('bob@corp.example');
    expect(linked?.passwordHash).toBe(existing.passwordHash);
    expect(linked?.emailVerified).toBe(true);
  });

  it('hands an account made from an unverified email to whoever the provider vouches for', async () => {
    const host = new URL(origin).host;
    const impostor = createTestBrowser();
    const first = await signInThroughProvider(impostor, startUrl(), { login: 'carol' });
    expect(first.landing.searchParams.get('sso')).toBe('success');
    const account = (await users().findByEmail('carol@corp.example'))!;
    expect(account).toMatchObject({ name: 'Someone claiming Carol', emailVerified: false });
    const impostorSession = impostor.cookies(host).get(REFRESH_COOKIE_NAME)!;

    const owner = await signInThroughProvider(createTestBrowser(), startUrl(), { login: 'carol-verified' });
    expect(owner.landing.searchParams.get('sso')).toBe('success');
    expect(await users().findById(account.id)).toMatchObject({ emailVerified: true });
    // The identity that never proved the address no longer logs in as the account, nor its session.
    expect(await identities().listForUser(account.id)).toEqual([
      expect.objectContaining({ subject: 'carol-verified' }),
    ]);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [REFRESH_COOKIE_NAME]: impostorSession },
    });
    expect(refresh.statusCode).toBe(401);
    const again = await signInThroughProvider(createTestBrowser(), startUrl(), { login: 'carol' });
    expect(again.landing.searchParams.get('reason')).toBe('auth.duplicate_account');
  });

  it('marks a known identity verified once the provider vouches for the account email', async () => {
    accounts.mallory = { email: 'mallory@corp.example', email_verified: false, name: 'Mallory' };
    await signInThroughProvider(createTestBrowser(), startUrl(), { login: 'mallory' });
    expect((await users().findByEmail('mallory@corp.example'))?.emailVerified).toBe(false);
    accounts.mallory = { ...accounts.mallory, email_verified: true };
    const { landing } = await signInThroughProvider(createTestBrowser(), startUrl(), { login: 'mallory' });
    expect(landing.searchParams.get('sso')).toBe('success');
    expect((await users().findByEmail('mallory@corp.example'))?.emailVerified).toBe(true);
  });

  it('does not finish a flow in a browser that did not start it (login CSRF)', async () => {
    const attacker = createTestBrowser();
    const { landing: callback } = await signInThroughProvider(attacker, startUrl(), {
      login: 'alice',
      onCallback: () => 'stop',
    });
    expect(callback.pathname).toBe('/api/auth/oidc/corp/callback');
    const victim = createTestBrowser();
    const response = await victim.request(callback);
    expect(response.headers.get('location')).toBe('/login?sso=error&reason=auth.login_failed');
    expect(victim.cookies(new URL(origin).host).has(REFRESH_COOKIE_NAME)).toBe(false);
    // The state was not used up by the forged request: its own browser still finishes.
    const own = await attacker.request(callback);
    expect(own.headers.get('location')).toBe('/login?sso=success&redirect=%2Fvenue%3Farea%3Dlobby');
  });

  it('reports a cancelled login at the provider as login aborted', async () => {
    const { landing, callbackResponse } = await signInThroughProvider(createTestBrowser(), startUrl(), {
      login: 'alice',
      cancel: true,
    });
    expect(Object.fromEntries(landing.searchParams)).toEqual({ sso: 'error', reason: 'auth.login_aborted' });
    expect(callbackResponse?.headers.getSetCookie().join('\n')).not.toContain(REFRESH_COOKIE_NAME);
  });

  it('refuses a tampered state, a replayed callback and an identity without email as a failed login', async () => {
    const tampered = await signInThroughProvider(createTestBrowser(), startUrl(), {
      login: 'alice',
      onCallback: (callback) => {
        callback.searchParams.set('state', 'forged-state');
        return undefined;
      },
    });
    expect(Object.fromEntries(tampered.landing.searchParams)).toEqual({
      sso: 'error',
      reason: 'auth.login_failed',
    });

    let callbackUrl: URL | undefined;
    const browser = createTestBrowser();
    const ok = await signInThroughProvider(browser, startUrl(), {
      login: 'alice',
      onCallback: (callback) => {
        callbackUrl = new URL(callback);
        return undefined;
      },
    });
    expect(ok.landing.searchParams.get('sso')).toBe('success');
    const replay = await browser.request(callbackUrl!);
    expect(replay.headers.get('location')).toBe('/login?sso=error&reason=auth.login_failed');

    const nomail = await signInThroughProvider(createTestBrowser(), startUrl(), { login: 'nomail' });
    expect(nomail.landing.searchParams.get('reason')).toBe('auth.login_failed');
  });

  it('answers unknown providers with 404 and refuses redirects outside the app', async () => {
    for (const path of [
      '/api/auth/oidc/nobody/start',
      '/api/auth/oidc/password/start',
      '/api/auth/oidc/nobody/callback',
    ]) {
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('auth.unknown_provider');
    }
    for (const redirect of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'venue']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/auth/oidc/corp/start?redirect=${encodeURIComponent(redirect)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('validation.failed');
    }
  });
});

describe('OIDC issuers in production', () => {
  it('refuses a plain-http issuer as a failed login instead of sending secrets over http', async () => {
    const app = await createTestApp('sqlite', {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://venue.example',
      OIDC_ALLOW_PRIVATE_HOSTS: 'true',
    });
    try {
      await configureLogin(app, [
        {
          loginType: 'FIREBASE_OIDC',
          displayName: 'Corp',
          providerId: 'corp',
          oidc: { issuer: 'http://127.0.0.1:9/', clientId: 'atrium', clientSecret: 'secret' },
        },
      ]);
      const response = await app.inject({ method: 'GET', url: '/api/auth/oidc/corp/start' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?sso=error&reason=auth.login_failed');
    } finally {
      await app.cleanup();
    }
  });
});
