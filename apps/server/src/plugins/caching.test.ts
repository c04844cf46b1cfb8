import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.factory';

// Lighthouse on /login: JavaScript, CSS and JSON went out uncompressed and hashed files with
// `max-age=0`. Built files come pre-compressed (made at build time), JSON above 1 kB is compressed
// per request, hashed files are immutable, the rest is revalidated with ETags.

const SCRIPT = `export const big = ${JSON.stringify('x'.repeat(4000))};\n`;

describe('caching and compression of the web app and JSON', () => {
  let app: TestApp;
  const web = mkdtempSync(join(tmpdir(), 'atrium-web-'));

  beforeAll(async () => {
    mkdirSync(join(web, 'assets'), { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Atrium</title>');
    writeFileSync(join(web, 'assets', 'index-AbC123xy.js'), SCRIPT);
    writeFileSync(join(web, 'assets', 'index-AbC123xy.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(web, 'assets', 'index-AbC123xy.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(web, 'ui-config.json'), JSON.stringify({ tabTitle: 'Expo' }));
    app = await createTestApp('sqlite', { WEB_DIST_DIR: web });
  });
  afterAll(async () => {
    await app.cleanup();
    rmSync(web, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('sends hashed assets pre-compressed (Brotli first, then gzip) and immutable for a year', async () => {
    const br = await get('/assets/index-AbC123xy.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/index-AbC123xy.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-AbC123xy.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it.each(['/', '/index.html', '/login', '/ui-config.json'])(
    'revalidates %s: no-cache, an ETag, and 304 when the browser holds it',
    async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^(W\/)?".+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    },
  );

  it('changes the ETag of /ui-config.json when an operator edits it', async () => {
    const before = (await get('/ui-config.json')).headers.etag as string;
    writeFileSync(join(web, 'ui-config.json'), JSON.stringify({ tabTitle: 'Expo 2027' }));
    const after = await get('/ui-config.json', { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.json().tabTitle).toBe('Expo 2027');
  });

  it('revalidates a large /ui-config.json sent compressed (its tag turns weak)', async () => {
    const config = { tabTitle: 'Expo', favicon: `/${'f'.repeat(2000)}.svg` };
    writeFileSync(join(web, 'ui-config.json'), JSON.stringify(config));
    const first = await get('/ui-config.json', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString()).tabTitle).toBe('Expo');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/ui-config.json', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('compresses JSON answers above 1 kB for clients that accept it, and leaves small ones', async () => {
    const big = await get('/api/docs/json', { 'accept-encoding': 'gzip, br' });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).openapi).toBeDefined();

    const gz = await get('/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).openapi).toBeDefined();

    const refused = await get('/api/docs/json', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');

    const small = await get('/api/health', { 'accept-encoding': 'gzip, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});
