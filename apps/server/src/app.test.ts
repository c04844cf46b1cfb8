import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.factory';

describe('the server', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp('sqlite', {});
  });
  afterAll(() => app.cleanup());

  it('reports health and readiness', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready' });
  });

  it('sends security headers and a strict content security policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('lets the page load and reach the analytics tracker named in the UI config', async () => {
    const file = join(app.dataDir, 'ui-config-with-tracker.json');
    writeFileSync(file, JSON.stringify({ analytics: { trackerUrl: 'https://stats.example.org/matomo/' } }));
    const withTracker = await createTestApp('sqlite', { UI_CONFIG_FILE: file });
    try {
      const csp = (await withTracker.inject({ method: 'GET', url: '/api/health' })).headers[
        'content-security-policy'
      ] as string;
      expect(csp).toMatch(/script-src 'self' https:\/\/stats\.example\.org;/);
      expect(csp).toMatch(/connect-src 'self' https:\/\/stats\.example\.org;/);
    } finally {
      await withTracker.cleanup();
    }
    const csp = (await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'];
    expect(csp).not.toContain('stats.example.org');
  });

  it('answers unknown API paths with the error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'route.not_found',
      errMsg: expect.stringContaining('/api/nothing-here'),
    });
  });

  it('answers a badly encoded URL and an over-long path parameter with the error shape', async () => {
    const badUrl = await app.inject({ method: 'POST', url: '/api/designer/publish/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ error: 'request.bad_url', errMsg: expect.any(String) });
    const longParam = await app.inject({ method: 'POST', url: `/api/designer/publish/${'x'.repeat(101)}` });
    expect(longParam.statusCode).toBe(414);
    expect(longParam.json()).toEqual({ error: 'request.url_too_long', errMsg: expect.any(String) });
  });

  it('serves the OpenAPI document with the spec paths', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/ui/venue',
        '/api/venue/version',
        '/api/venue',
        '/api/designer/save-venue-json/stage',
        '/api/designer/publish/{architectureID}',
        '/api/designer/unpublish',
        '/api/ui/architecture/{architectureID}/assets/{assetID}/download',
        '/api/auth/login',
      ]),
    );
  });

  it('serves ui-config.json from next to index.html, re-read on each request', async () => {
    expect((await app.inject({ method: 'GET', url: '/ui-config.json' })).statusCode).toBe(404);
    const file = join(app.dataDir, 'no-web', 'ui-config.json');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(app.dataDir, 'no-web'), { recursive: true });
    writeFileSync(
      file,
      JSON.stringify({
        tabTitle: 'Operators',
        i18n: { defaultLocale: 'de', supportedLocales: ['de', 'en'] },
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/ui-config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      tabTitle: 'Operators',
      i18n: { defaultLocale: 'de', supportedLocales: ['de', 'en'] },
      features: { userPresence: true, ai: false },
    });

    writeFileSync(file, JSON.stringify({ i18n: { defaultLocale: 'fr', supportedLocales: ['de'] } }));
    const invalid = await app.inject({ method: 'GET', url: '/ui-config.json' });
    expect(invalid.statusCode).toBe(500);
    expect(invalid.json()).toMatchObject({
      error: 'config.invalid',
      errMsg: expect.stringContaining('defaultLocale'),
    });
  });
});
