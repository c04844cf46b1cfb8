import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearerFor,
  createTestApp,
  exampleVenue,
  type TestApp,
  testDialects,
} from '../../testing/test-app.factory';
import { multipart, sign } from './assets-test.helpers';

describe.each(testDialects())('assets on %s', (dialect) => {
  let app: TestApp;
  let admin: Record<string, string>;
  let png: Buffer;

  beforeAll(async () => {
    app = await createTestApp(dialect, { UPLOAD_LIMIT_BYTES: String(200 * 1024) });
    admin = await bearerFor(app, ['administrator']);
    png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#F70041' } })
      .png()
      .toBuffer();
  });
  afterAll(() => app.cleanup());

  const upload = (body: ReturnType<typeof multipart>, headers = admin) =>
    app.inject({
      method: 'POST',
      url: '/api/designer/architecture/example-expo/assets',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });

  it('stores an upload in the preview area, readable by administrators only', async () => {
    const response = await upload(multipart('Lobby Photo.png', png, 'image/png', 'lobby-bg'));
    expect(response.statusCode).toBe(200);
    const asset = response.json();
    expect(asset).toEqual({
      id: 'lobby-bg',
      uri: '/backend-assets/preview/example-expo/lobby-bg-g1.png',
      generation: 1,
      displayName: 'Lobby Photo.png',
      contentType: 'image/png',
      size: png.length,
    });
    expect((await app.inject({ method: 'GET', url: asset.uri })).statusCode).toBe(403);
    // A bearer token is not enough: files are read through signed URLs (an <img> sends none).
    const withBearer = await app.inject({ method: 'GET', url: asset.uri, headers: admin });
    expect(withBearer.statusCode).toBe(403);
    expect(withBearer.json()).toMatchObject({ error: 'asset.signature_invalid' });
    const asAdmin = await app.inject({ method: 'GET', url: await sign(app, asset.uri, admin) });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-type']).toBe('image/png');
    expect(asAdmin.rawPayload.equals(png)).toBe(true);

    const second = await upload(multipart('Lobby Photo.png', png, 'image/png', 'lobby-bg'));
    expect(second.json().generation).toBe(2);
  });

  it('trusts magic bytes, not the claimed type', async () => {
    const text = await upload(multipart('notes.png', Buffer.from('just some text'), 'image/png'));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ error: 'asset.unsupported_type' });

    const script = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svg = await upload(multipart('evil.svg', script, 'image/svg+xml'));
    expect(svg.statusCode).toBe(415);

    const clean = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
    );
    const ok = await upload(multipart('icon.svg', clean, 'text/plain', 'icon-door'));
    expect(ok.json().contentType).toBe('image/svg+xml');
  });

  it('refuses files over the upload limit and non-multipart bodies', async () => {
    const big = Buffer.concat([png, Buffer.alloc(300 * 1024)]);
    const tooLarge = await upload(multipart('big.png', big, 'image/png'));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ error: 'request.too_large' });

    const json = await app.inject({
      method: 'POST',
      url: '/api/designer/architecture/example-expo/assets',
      headers: admin,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(
      await app.services.database.db.selectFrom('stored_files').select('key').execute(),
    ).not.toContainEqual({
      key: expect.stringContaining('big'),
    });
  });

  it('publishes files with the venue and downloads them as attachment or inline', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const uploaded = (await upload(multipart('guide.pdf', pdf, 'application/pdf', 'guide-pdf'))).json();
    const venue = exampleVenue();
    venue.assets.find((a: { id: string }) => a.id === 'guide-pdf').uri = uploaded.uri;
    venue.assets.find((a: { id: string }) => a.id === 'guide-pdf').displayName = 'Event guide';
    await app.inject({
      method: 'POST',
      url: '/api/designer/save-venue-json/stage',
      headers: admin,
      payload: venue,
    });
    await app.inject({ method: 'POST', url: '/api/designer/publish/example-expo', headers: admin });

    const live = (
      await app.inject({ method: 'GET', url: '/api/ui/venue?architectureId=example-expo', headers: admin })
    ).json();
    const liveUri = live.assets.find((a: { id: string }) => a.id === 'guide-pdf').uri;
    expect(liveUri).toBe('/backend-assets/live/example-expo/guide-pdf-g1.pdf');
    const file = await app.inject({ method: 'GET', url: await sign(app, liveUri, admin) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);

    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/ui/architecture/example-expo/assets/guide-pdf/download?attachment=true',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'auth.unauthorized' });

    const download = await app.inject({
      method: 'GET',
      url: '/api/ui/architecture/example-expo/assets/guide-pdf/download?attachment=true',
      headers: admin,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="guide.pdf"/);
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const inline = await app.inject({
      method: 'GET',
      url: '/api/ui/architecture/example-expo/assets/guide-pdf/download?attachment=false',
      headers: admin,
    });
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);

    const missing = await app.inject({
      method: 'GET',
      url: '/api/ui/architecture/example-expo/assets/nope/download',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'asset.not_found' });
  });

  it('never serves paths outside the asset store', async () => {
    for (const url of [
      '/backend-assets/live/..%2F..%2Fatrium.sqlite/x',
      '/backend-assets/live/a/..%2Fb',
      '/backend-assets/other/a/b',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
