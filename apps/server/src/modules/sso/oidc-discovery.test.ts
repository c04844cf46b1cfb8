import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LoginConfigurationRequest, LoginProviderOptionInput } from '@atrium/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createTestApp, type TestApp } from '../../testing/test-app.factory';
import { createLoginOptionsService } from '../auth/login-options.service';
import { createGuardedFetch, InternalAddressError } from './guarded-fetch';
import { configureLogin, passwordOption } from './login-configuration.fixture';

/** A stand-in identity provider on loopback that counts the requests it gets. */
async function startIssuer(options: { answer: boolean } = { answer: true }) {
  const hits: string[] = [];
  let issuer = '';
  const server: Server = createServer((request, response) => {
    hits.push(request.url ?? '');
    if (!options.answer) return;
    if (request.url === '/big') {
      response.end('x'.repeat(2 * 1024 * 1024));
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  issuer = `http://127.0.0.1:${port}`;
  return {
    issuer,
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('the outbound fetch of OIDC requests', () => {
  let idp: Awaited<ReturnType<typeof startIssuer>>;
  beforeAll(async () => {
    idp = await startIssuer();
  });
  afterAll(() => idp.close());

  const get = (allowPrivateHosts: boolean, url: string) =>
    createGuardedFetch({ allowPrivateHosts })(url, {
      method: 'GET',
      headers: {},
      body: undefined,
      redirect: 'manual',
    });

  it.each(['http://127.0.0.1:PORT/x', 'http://localhost:PORT/x', 'http://[::ffff:127.0.0.1]:PORT/x'])(
    'refuses %s before connecting',
    async (url) => {
      const before = idp.hits.length;
      await expect(get(false, url.replace('PORT', String(idp.port)))).rejects.toBeInstanceOf(
        InternalAddressError,
      );
      expect(idp.hits.length).toBe(before);
    },
  );

  it('connects to loopback when the operator allows private hosts, and limits the response size', async () => {
    const response = await get(true, `${idp.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ issuer: idp.issuer });
    await expect(get(true, `${idp.issuer}/big`)).rejects.toThrow(/larger than/);
  });
});

describe('OIDC discovery from the public start route', () => {
  const apps: TestApp[] = [];
  const issuers: Awaited<ReturnType<typeof startIssuer>>[] = [];
  afterEach(async () => {
    await Promise.all([
      ...apps.splice(0).map((app) => app.cleanup()),
      ...issuers.splice(0).map((i) => i.close()),
    ]);
  });

  const corp = (issuer: string): LoginProviderOptionInput => ({
    loginType: 'FIREBASE_OIDC',
    displayName: 'Corp',
    providerId: 'corp',
    oidc: { issuer, clientId: 'atrium', clientSecret: 'secret' },
  });

  const appWith = async (issuer: string, env: Record<string, string> = {}) => {
    const app = await createTestApp('sqlite', env);
    apps.push(app);
    if (env.OIDC_ALLOW_PRIVATE_HOSTS) {
      await configureLogin(app, [passwordOption, corp(issuer)]);
    } else {
      // Stored before the rule, or a host that resolved elsewhere when it was saved.
      await createLoginOptionsService(app.services.database.db).replace({
        options: [passwordOption, corp(issuer)],
      } as LoginConfigurationRequest);
    }
    return (remoteAddress = '192.0.2.10') =>
      app.inject({ method: 'GET', url: '/api/auth/oidc/corp/start', remoteAddress });
  };

  it('refuses an issuer on loopback as a failed login unless the operator allows it', async () => {
    const idp = await startIssuer();
    issuers.push(idp);
    const start = await appWith(idp.issuer);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await start();
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?sso=error&reason=auth.login_failed');
    }
    expect(idp.hits).toEqual([]);

    // An operator whose provider runs inside the network allows it; it is discovered once.
    const allowed = await appWith(idp.issuer, { OIDC_ALLOW_PRIVATE_HOSTS: 'true' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await allowed(`192.0.2.${attempt + 20}`);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toMatch(new RegExp(`^${idp.issuer}/auth\\?`));
    }
    expect(idp.hits).toEqual(['/.well-known/openid-configuration']);
  });

  it('gives up on a provider that does not answer within 5 seconds, and does not ask it again at once', async () => {
    const idp = await startIssuer({ answer: false });
    issuers.push(idp);
    const start = await appWith(idp.issuer, { OIDC_ALLOW_PRIVATE_HOSTS: 'true' });
    const response = await start();
    expect(response.headers.location).toBe('/login?sso=error&reason=auth.login_failed');
    expect((await start()).headers.location).toBe('/login?sso=error&reason=auth.login_failed');
    expect(idp.hits).toEqual(['/.well-known/openid-configuration']);
    // Discovery is given up after 5 seconds; the test's own limit leaves room, not 10 seconds.
  }, 8_000);

  it.each([
    'https://127.0.0.1:8443',
    'https://169.254.169.254/latest',
    'https://[::1]/',
    'https://[::ffff:10.0.0.1]/',
    'https://localhost/',
    'https://idp.localhost/',
  ])('refuses to save the issuer %s with 400 and its path', async (issuer) => {
    const app = await createTestApp('sqlite');
    apps.push(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/designer/login-configuration',
      headers: await bearerFor(app, ['administrator']),
      payload: { options: [passwordOption, corp(issuer)] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation.failed',
      details: [{ path: 'body.options.1.oidc.issuer', message: expect.stringMatching(/public/) }],
    });
  });
});
