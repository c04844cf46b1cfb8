import { join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../src/shared/api/api-routes';
import {
  API_ROUTES_MODULE,
  apiRoutesPlugin,
  EARLY_REQUESTS_MARKER,
  earlyUrl,
  loadApiRoutes,
} from './api-routes.plugin';

const WEB_ROOT = join(import.meta.dirname, '..');

type Hook = (...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'configResolved' | 'load') => plugin[name] as Hook;
const htmlHook = (plugin: Plugin) => (plugin.transformIndexHtml as { handler: Hook }).handler;

describe('URLs of the start-up script', () => {
  it('are the contract paths with the query given, placeholders kept', () => {
    expect(earlyUrl(apiRoutes.auth.userInfo)).toBe('/api/userInfo');
    expect(earlyUrl(apiRoutes.venue.read, { architectureId: '$1' })).toBe('/api/ui/venue?architectureId=$1');
    expect(earlyUrl(apiRoutes.assets.signUrl, { url: '' })).toBe('/api/ui/sign-asset-url?url=');
  });

  it('refuse a route with path parameters', () => {
    expect(() => earlyUrl(apiRoutes.userProfile.get)).toThrow(/parameters/);
  });
});

describe('the api-routes plugin', () => {
  const plugin = apiRoutesPlugin({ auth: { login: { method: 'POST', path: '/api/auth/login' } } }, [
    '/ui-config.json',
    '/api/venue/version',
  ]);
  hook(plugin, 'configResolved')({ root: WEB_ROOT });

  it('replaces the routes module by its value, and nothing else', () => {
    const code = hook(plugin, 'load')(join(WEB_ROOT, API_ROUTES_MODULE)) as string;
    expect(code).toBe(
      'export const apiRoutes = {"auth":{"login":{"method":"POST","path":"/api/auth/login"}}};\n',
    );
    expect(hook(plugin, 'load')(join(WEB_ROOT, 'src/shared/api/api-client.ts'))).toBeUndefined();
  });

  it('puts the preload links where index.html asks for them, and insists on the marker', () => {
    const html = htmlHook(plugin)(`<head>\n    ${EARLY_REQUESTS_MARKER}\n</head>`) as string;
    expect(html).toBe(
      '<head>\n    <link rel="preload" href="/ui-config.json" as="fetch" crossorigin="anonymous" />\n' +
        '    <link rel="preload" href="/api/venue/version" as="fetch" crossorigin="anonymous" />\n</head>',
    );
    expect(() => htmlHook(plugin)('<head></head>')).toThrow(/atrium:early-requests/);
  });

  it('inlines what the app computes from the contract', async () => {
    expect(await loadApiRoutes(WEB_ROOT)).toEqual(apiRoutes);
  });
});
