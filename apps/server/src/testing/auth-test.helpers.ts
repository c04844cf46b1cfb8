import { REFRESH_COOKIE_NAME } from '@atrium/domain';
import type { LightMyRequestResponse } from 'fastify';
import { bearerFor, exampleVenue, type TestApp } from './test-app.factory';

export type SetCookie = { value: string; attributes: Map<string, string> };

/** The atrium_refresh cookie a response sets (attribute names lower-cased), if any. */
export function refreshCookieOf(response: LightMyRequestResponse): SetCookie | undefined {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  for (const line of lines) {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const [name, ...value] = pair!.split('=');
    if (name !== REFRESH_COOKIE_NAME) continue;
    return {
      value: decodeURIComponent(value.join('=')),
      attributes: new Map(
        attributes.map((attribute) => {
          const [key, ...rest] = attribute.split('=');
          return [key!.toLowerCase(), rest.join('=')] as const;
        }),
      ),
    };
  }
  return undefined;
}

/** The Cookie header that sends a refresh token back. */
export const refreshCookieHeader = (token: string) => ({ cookie: `${REFRESH_COOKIE_NAME}=${token}` });

export function passwordLogin(
  app: TestApp,
  email: string,
  password: string,
  options: { ip?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: options.ip,
    headers: options.headers,
  });
}

/** Logs out the session a login response started (with its refresh cookie). */
export const logout = (app: TestApp, login: LightMyRequestResponse) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: refreshCookieHeader(refreshCookieOf(login)!.value),
  });

/** Stages and publishes the shared example venue (architecture `example-expo`). */
export async function publishExampleVenue(app: TestApp) {
  const headers = await bearerFor(app, ['administrator']);
  const staged = await app.inject({
    method: 'POST',
    url: '/api/designer/save-venue-json/stage',
    headers,
    payload: exampleVenue(),
  });
  if (staged.statusCode !== 200) throw new Error(`stage failed: ${staged.body}`);
  const published = await app.inject({ method: 'POST', url: '/api/designer/publish/example-expo', headers });
  if (published.statusCode !== 200) throw new Error(`publish failed: ${published.body}`);
  return 'example-expo';
}
