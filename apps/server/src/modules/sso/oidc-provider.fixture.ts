import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import type { TestBrowser } from './test-browser.fixture';

export type TestAccountClaims = { email?: string; email_verified?: boolean; name?: string };

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 with one confidential client that must use
 * PKCE, development login and consent pages, and accounts whose claims a test may change.
 */
export async function startOidcProvider(options: {
  redirectUris: string[];
  accounts: Record<string, TestAccountClaims>;
}) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = { clientId: 'atrium-test', clientSecret: 'atrium-test-secret-0123456789' };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['oidc-provider-test-cookie-key'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    findAccount: (_ctx, id) => {
      const claims = options.accounts[id];
      return claims && { accountId: id, claims: () => ({ sub: id, ...claims }) };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    ...client,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Walks a browser from our start URL through the provider's login and consent pages (or its
 * cancel link) and back, until the server sends it to /login. `onCallback` may rewrite the
 * authorization response on its way to our callback, or stop there (then `landing` is that URL).
 */
export async function signInThroughProvider(
  browser: TestBrowser,
  startUrl: string,
  as: { login: string; cancel?: boolean; onCallback?: (callback: URL) => 'stop' | undefined },
): Promise<{ landing: URL; callbackResponse: Response | undefined }> {
  let url = new URL(startUrl);
  let response = await browser.request(url);
  let callbackResponse: Response | undefined;
  for (let step = 0; step < 20; step++) {
    if (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location')!, url);
      if (next.pathname === '/login') return { landing: next, callbackResponse };
      if (next.pathname.endsWith('/callback') && as.onCallback?.(next) === 'stop') {
        return { landing: next, callbackResponse };
      }
      url = next;
      response = await browser.request(url);
      if (url.pathname.endsWith('/callback')) callbackResponse = response;
      continue;
    }
    const html = await response.text();
    const interaction = url.pathname.match(/^\/interaction\/([^/]+)$/);
    if (response.status !== 200 || !interaction)
      throw new Error(`Unexpected ${response.status} at ${url}: ${html}`);
    if (as.cancel) {
      url = new URL(`/interaction/${interaction[1]}/abort`, url);
      response = await browser.request(url);
      continue;
    }
    const action = new URL(html.match(/<form[^>]*action="([^"]+)"/)![1]!, url);
    const prompt = html.match(/name="prompt" value="(\w+)"/)![1]!;
    const form: Record<string, string> =
      prompt === 'login' ? { prompt, login: as.login, password: 'any' } : { prompt };
    url = action;
    response = await browser.request(action, form);
  }
  throw new Error('Too many redirects');
}
