import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { AVATAR_MAX_BYTES, variantUri } from '@atrium/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishExampleVenue } from '../../testing/auth-test.helpers';
import { createTestApp, type TestApp, testDialects } from '../../testing/test-app.factory';
import { multipart, sign } from '../assets/assets-test.helpers';
import { profileRateLimits } from './profiles-rate-limits';
import { avatarUrl, readProfile, type TestUser, userWith } from './profiles-test.helpers';

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();

describe.each(testDialects())('avatar images on %s', (dialect) => {
  let app: TestApp;
  let ada: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    app = await createTestApp(dialect);
    await publishExampleVenue(app);
    [ada, bob] = await Promise.all([userWith(app, ['attendee'], 'Ada'), userWith(app, ['attendee'], 'Bob')]);
  });
  afterAll(() => app?.cleanup());

  const upload = (user: TestUser, bytes: Buffer, fileName = 'me.png', contentType = 'image/png') => {
    const body = multipart(fileName, bytes, contentType);
    return app.inject({
      method: 'POST',
      url: avatarUrl(),
      payload: body.payload,
      headers: { ...user.headers, ...body.headers },
    });
  };
  const remove = (user: TestUser) =>
    app.inject({ method: 'DELETE', url: avatarUrl(), headers: user.headers });
  const fetchSigned = async (uri: string, user: TestUser) =>
    app.inject({ method: 'GET', url: await sign(app, uri, user.headers) });
  /** The avatar files of the live area on disk. */
  const avatarFiles = () =>
    readdirSync(join(app.dataDir, 'assets', 'live', 'example-expo')).filter((name) =>
      name.startsWith('avatar.'),
    );

  it('stores a good image with sized variants, served to others through signed URLs', async () => {
    const response = await upload(ada, await image(2000, 1500));
    expect(response.statusCode, response.body).toBe(200);
    const { avatarUri, completion } = response.json();
    expect(avatarUri).toMatch(/^\/backend-assets\/live\/example-expo\/avatar\.[0-9a-f]{32}\.png$/);
    expect(completion).toBeGreaterThan(0);
    expect((await readProfile(app, bob, ada.id)).json().avatarUri).toBe(avatarUri);

    // Unsigned, nobody reads it where the venue requires login.
    expect((await app.inject({ method: 'GET', url: avatarUri })).statusCode).toBe(403);
    const original = await fetchSigned(avatarUri, bob);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    // Stored no larger than 1024 px.
    expect((await sharp(original.rawPayload).metadata()).width).toBe(1024);
    const small = await fetchSigned(variantUri(avatarUri, 480), bob);
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(480);
  });

  it('re-encodes the image without its metadata (location, camera, comments)', async () => {
    const withExif = await sharp(await image(800, 600, 'jpeg'))
      .withExif({ IFD0: { Copyright: 'SECRET-OWNER', ImageDescription: 'SECRET-PLACE' } })
      .jpeg()
      .toBuffer();
    expect(withExif.includes('SECRET-PLACE')).toBe(true);
    const response = await upload(ada, withExif, 'me.jpg', 'image/jpeg');
    expect(response.statusCode, response.body).toBe(200);
    const { avatarUri } = response.json();
    expect(avatarUri).toMatch(/\.jpg$/);
    const served = await fetchSigned(avatarUri, bob);
    expect(served.rawPayload.includes('SECRET')).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('refuses files that are no JPEG, PNG or WebP image by their content, whatever they claim', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
    );
    const text = Buffer.from('just some text, not an image');
    const brokenPng = (await image(64, 64)).subarray(0, 60);
    for (const bytes of [pdf, svg, text, await image(64, 64, 'gif'), brokenPng]) {
      const response = await upload(ada, bytes, 'me.png', 'image/png');
      expect(response.statusCode, response.body).toBe(415);
      expect(response.json().error).toBe('asset.unsupported_type');
    }
  });

  it('refuses an image over the size limit while it streams', async () => {
    const response = await upload(ada, Buffer.alloc(AVATAR_MAX_BYTES + 1, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('asset.too_large');
  });

  it('refuses a body that is not multipart and a multipart body without a file', async () => {
    const json = await app.inject({
      method: 'POST',
      url: avatarUrl(),
      headers: ada.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const boundary = 'b0undary';
    const empty = await app.inject({
      method: 'POST',
      url: avatarUrl(),
      headers: { ...ada.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--${boundary}--\r\n`,
    });
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
  });

  it('replaces the old image (its files are deleted) and removes it on DELETE', async () => {
    const first = (await upload(bob, await image(1200, 1200))).json().avatarUri as string;
    const firstSigned = await sign(app, first, ada.headers);
    const second = (await upload(bob, await image(600, 600, 'webp'), 'me.webp', 'image/webp')).json()
      .avatarUri as string;
    expect(second).not.toBe(first);
    expect((await app.inject({ method: 'GET', url: firstSigned })).statusCode).toBe(404);
    expect((await fetchSigned(second, ada)).statusCode).toBe(200);

    const removed = await remove(bob);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().avatarUri).toBeNull();
    expect((await readProfile(app, ada, bob.id)).json().avatarUri).toBeNull();
    expect((await fetchSigned(second, ada)).statusCode).toBe(404);
    // Removing again changes nothing.
    expect((await remove(bob)).statusCode).toBe(200);
  });

  it('keeps exactly one image, and no stray files, after parallel uploads', async () => {
    const carol = await userWith(app, ['attendee'], 'Carol');
    const before = avatarFiles().length;
    const bytes = await image(1000, 800);
    const responses = await Promise.all(Array.from({ length: 5 }, () => upload(carol, bytes)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const finalUri = (await readProfile(app, carol, carol.id)).json().avatarUri as string;
    // The original and its 480 and 960 variants, nothing left of the other four.
    expect(avatarFiles().length - before).toBe(3);
    expect((await fetchSigned(finalUri, ada)).statusCode).toBe(200);
  });

  it('limits avatar changes per user and minute (429 with Retry-After)', async () => {
    const dave = await userWith(app, ['attendee'], 'Dave');
    const garbage = Buffer.from('not an image');
    const statuses: number[] = [];
    for (let index = 0; index < profileRateLimits.avatar.perUser; index++) {
      statuses.push((await upload(dave, garbage)).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([415]));
    const refused = await remove(dave);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('rate.limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Others are not held up by one user's limit.
    expect((await remove(bob)).statusCode).toBe(200);
  });

  it('is only for the logged-in owner in a published venue', async () => {
    const bytes = await image(100, 100);
    const body = multipart('me.png', bytes, 'image/png');
    const anonymous = await app.inject({
      method: 'POST',
      url: avatarUrl(),
      payload: body.payload,
      headers: body.headers,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: avatarUrl() })).statusCode).toBe(401);
    const guest = await userWith(app, ['guest']);
    expect((await upload(guest, bytes)).statusCode).toBe(401);
    const unpublished = await app.inject({
      method: 'POST',
      url: avatarUrl('not-published'),
      payload: body.payload,
      headers: { ...ada.headers, ...body.headers },
    });
    expect(unpublished.statusCode).toBe(404);
  });
});
