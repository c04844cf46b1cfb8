import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { variantUri } from '@atrium/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createTestApp, type TestApp, testDialects } from '../../testing/test-app.factory';
import { liveUri, publishWith, sign, uploadAsset } from './assets-test.helpers';
import { makeImageVariants } from './image-variants';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#884422' } });

describe('image variants', () => {
  it('makes one narrower copy per variant width below the image width, in its own format', async () => {
    const jpeg = await picture(2000, 1000).jpeg().toBuffer();
    const variants = await makeImageVariants(jpeg, 'image/jpeg');
    expect(variants.map((v) => v.width)).toEqual([480, 960, 1920]);
    for (const variant of variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: variant.width, height: variant.width / 2 });
    }
    const webp = await makeImageVariants(await picture(1000, 500).webp().toBuffer(), 'image/webp');
    expect(webp.map((v) => v.width)).toEqual([480, 960]);
    expect((await sharp(webp[0]!.bytes).metadata()).format).toBe('webp');
  });

  it('never enlarges and keeps the upright orientation of EXIF-rotated photos', async () => {
    expect(await makeImageVariants(await picture(480, 200).png().toBuffer(), 'image/png')).toEqual([]);
    // Stored 1200 × 600, shown turned by 90° (orientation 6): upright 600 wide, 1200 high.
    const rotated = await picture(1200, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const variants = await makeImageVariants(rotated, 'image/jpeg');
    expect(variants.map((v) => v.width)).toEqual([480]);
    expect(await sharp(variants[0]!.bytes).metadata()).toMatchObject({ width: 480, height: 960 });
  });

  it('makes none for other types or unreadable images', async () => {
    expect(await makeImageVariants(Buffer.from('<svg/>'), 'image/svg+xml')).toEqual([]);
    const gif = await picture(1000, 500).gif().toBuffer();
    expect(await makeImageVariants(gif, 'image/gif')).toEqual([]);
    expect(await makeImageVariants(Buffer.from('\xff\xd8\xff broken'), 'image/jpeg')).toEqual([]);
  });
});

describe.each(testDialects())('variants of uploaded images on %s', (dialect) => {
  let app: TestApp;
  let admin: Record<string, string>;
  let lobby: string;
  let logo: string;

  beforeAll(async () => {
    app = await createTestApp(dialect);
    admin = await bearerFor(app, ['administrator']);
    lobby = (
      await uploadAsset(app, admin, {
        name: 'lobby.jpg',
        bytes: await picture(1200, 600).jpeg().toBuffer(),
        contentType: 'image/jpeg',
        assetId: 'lobby-bg',
      })
    ).uri;
    logo = (
      await uploadAsset(app, admin, {
        name: 'logo.png',
        bytes: await picture(300, 100).png().toBuffer(),
        contentType: 'image/png',
        assetId: 'logo',
      })
    ).uri;
    await publishWith(app, admin, { 'lobby-bg': lobby, logo });
  });
  afterAll(() => app.cleanup());

  const fetchSigned = async (uri: string) => app.inject({ method: 'GET', url: await sign(app, uri, admin) });

  it('stores the variants beside the original, in preview and, once published, live', async () => {
    expect(lobby).toBe('/backend-assets/preview/example-expo/lobby-bg-g1.jpg');
    for (const uri of [lobby, liveUri(lobby)]) {
      for (const width of [480, 960] as const) {
        const response = await fetchSigned(variantUri(uri, width));
        expect(response.statusCode, `${uri} ${width}`).toBe(200);
        expect(response.headers['content-type']).toBe('image/jpeg');
        expect((await sharp(response.rawPayload).metadata()).width).toBe(width);
      }
    }
    const keys = await app.services.database.db
      .selectFrom('stored_files')
      .select(['key', 'asset_id', 'generation'])
      .where('asset_id', '=', 'lobby-bg')
      .orderBy('key')
      .execute();
    expect(keys.map((row) => row.key)).toEqual([
      'live/example-expo/lobby-bg-g1.jpg',
      'live/example-expo/lobby-bg-g1.w480.jpg',
      'live/example-expo/lobby-bg-g1.w960.jpg',
      'preview/example-expo/lobby-bg-g1.jpg',
      'preview/example-expo/lobby-bg-g1.w480.jpg',
      'preview/example-expo/lobby-bg-g1.w960.jpg',
    ]);
    expect(new Set(keys.map((row) => Number(row.generation)))).toEqual(new Set([1]));
  });

  it('redirects a variant wider than the image to the original, under the same signature', async () => {
    for (const [uri, width] of [
      [liveUri(lobby), 1920],
      [liveUri(lobby), 3840],
      [liveUri(logo), 480],
    ] as const) {
      const signedUrl = await sign(app, variantUri(uri, width), admin);
      const response = await app.inject({ method: 'GET', url: signedUrl });
      expect(response.statusCode, `${uri} ${width}`).toBe(302);
      const location = new URL(response.headers.location as string, 'http://localhost');
      expect(location.pathname).toBe(uri);
      expect(location.searchParams.get('expires')).toBe(
        new URL(signedUrl, 'http://localhost').searchParams.get('expires'),
      );
      const original = await app.inject({ method: 'GET', url: response.headers.location as string });
      expect(original.statusCode).toBe(200);
    }
  });

  it('answers 404 for a variant whose file is gone, and for widths that are not variant widths', async () => {
    const live480 = variantUri(liveUri(lobby), 480);
    rmSync(join(app.dataDir, 'assets', live480.slice('/backend-assets/'.length)));
    const gone = await fetchSigned(live480);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: 'asset.not_found' });
    expect((await app.inject({ method: 'HEAD', url: await sign(app, live480, admin) })).statusCode).toBe(404);
    expect((await fetchSigned(liveUri(lobby))).statusCode).toBe(200);

    const odd = await fetchSigned(liveUri(lobby).replace('.jpg', '.w500.jpg'));
    expect(odd.statusCode).toBe(404);
    // Formats without variants have none to redirect from.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
    );
    const icon = (
      await uploadAsset(app, admin, {
        name: 'icon.svg',
        bytes: svg,
        contentType: 'image/svg+xml',
        assetId: 'icon',
      })
    ).uri;
    expect((await fetchSigned(icon)).statusCode).toBe(200);
    expect((await fetchSigned(icon.replace('.svg', '.w480.svg'))).statusCode).toBe(404);
  });
});
