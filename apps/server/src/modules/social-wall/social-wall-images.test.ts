import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SOCIAL_WALL_IMAGE_MAX_BYTES, socialWallMessages } from '@atrium/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testClock, testDialects } from '../../testing/test-app.factory';
import { multipart } from '../assets/assets-test.helpers';
import { elfExecutable, image } from '../chat/chat-files.fixtures';
import type { TestUser } from '../profiles/profiles-test.helpers';
import {
  LIVE,
  pageOf,
  postTo,
  postUrl,
  startWallApp,
  uploadImage,
  WALL,
  wallCall,
} from './social-wall-test.helpers';

describe.each(testDialects())('social wall images on %s', (dialect) => {
  let app: TestApp;
  let ada: TestUser;
  let bob: TestUser;
  let admin: TestUser;
  const clock = testClock();

  beforeAll(async () => {
    ({ app, ada, bob, admin } = await startWallApp(dialect, clock));
  });
  afterAll(() => app?.cleanup());

  const imagesOnDisk = () => {
    const root = join(app.dataDir, 'assets', 'social-wall');
    if (!existsSync(root)) return 0;
    return readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
      .length;
  };
  const get = (url: string) => app.inject({ method: 'GET', url });
  const refusal = (response: { statusCode: number; json: () => { error: string } }) => [
    response.statusCode,
    response.json().error,
  ];

  it('posts a real JPEG as sized WebP variants without its EXIF, served by URLs signed per user', async () => {
    const photo = await sharp(await image(2400, 1600, 'jpeg'))
      .withExif({ IFD0: { ImageDescription: 'SECRET-PLACE' } })
      .jpeg()
      .toBuffer();
    expect(photo.includes('SECRET-PLACE')).toBe(true);
    const uploaded = await uploadImage(app, ada, photo, 'holiday.jpg');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json()).toMatchObject({ width: 1600, height: 1067, imageId: expect.any(String) });
    const preview = await get(uploaded.json().previewUrl);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(preview.headers['x-content-type-options']).toBe('nosniff');
    expect(preview.rawPayload.includes('SECRET-PLACE')).toBe(false);
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(640);

    const post = await postTo(app, ada, 'look', uploaded.json().imageId);
    expect(post.image).toMatchObject({ width: 1600, height: 1067 });
    const large = await get(post.image!.url);
    expect(large.statusCode).toBe(200);
    expect(large.rawPayload.includes('SECRET-PLACE')).toBe(false);
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600 });

    // Bob sees it through his own URL; the image cannot be posted twice.
    const bobsView = (await pageOf(app, bob)).posts.find((candidate) => candidate.id === post.id)!;
    expect(new URL(bobsView.image!.url, 'http://x').searchParams.get('uid')).toBe(bob.id);
    expect((await get(bobsView.image!.previewUrl)).statusCode).toBe(200);
    const again = await wallCall(app, ada, {
      method: 'POST',
      url: `/api/social-wall/${WALL}/posts`,
      query: LIVE,
      payload: { text: 'again', imageId: uploaded.json().imageId },
    });
    expect(refusal(again)).toEqual([404, 'social_wall.image_not_found']);
  });

  it('accepts a PNG, and refuses an executable named .png (415) and another user posting the upload', async () => {
    const png = await uploadImage(app, bob, await image(300, 200, 'png'), 'chart.png');
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json()).toMatchObject({ width: 300, height: 200 });
    const stolen = await wallCall(app, ada, {
      method: 'POST',
      url: `/api/social-wall/${WALL}/posts`,
      query: LIVE,
      payload: { text: 'not mine', imageId: png.json().imageId },
    });
    expect(refusal(stolen)).toEqual([404, 'social_wall.image_not_found']);
    // The uploader alone sees an image no post took.
    const asBob = new URL(png.json().previewUrl, 'http://x');
    expect(asBob.searchParams.get('uid')).toBe(bob.id);

    const before = imagesOnDisk();
    const elf = await uploadImage(app, ada, elfExecutable(), 'innocent.png');
    expect(refusal(elf)).toEqual([415, 'social_wall.image_type_invalid']);
    expect(elf.json().errMsg).toBe(socialWallMessages.imageTypeInvalid);
    const svg = await uploadImage(
      app,
      ada,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'a.png',
    );
    expect(refusal(svg)).toEqual([415, 'social_wall.image_type_invalid']);
    expect(imagesOnDisk()).toBe(before);
    const guestless = await app.inject({
      method: 'POST',
      url: `/api/social-wall/${WALL}/images`,
      query: LIVE,
    });
    expect(guestless.statusCode).toBe(401);
    const notAWall = await app.inject({
      method: 'POST',
      url: '/api/social-wall/nowhere/images',
      query: LIVE,
      ...multipart('a.png', await image(10, 10), 'image/png'),
      headers: { ...ada.headers, ...multipart('a.png', Buffer.alloc(0), 'image/png').headers },
    });
    expect(refusal(notAWall)).toEqual([404, 'social_wall.not_found']);
  });

  it('answers a real client sending 11 MB with 413 while streaming, and takes just under 10 MB', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const before = imagesOnDisk();
    const url = `${address}/api/social-wall/${WALL}/images?architectureId=example-expo&mode=LIVE`;
    const big = multipart('big.png', Buffer.alloc(11 * 1024 * 1024, 0x61), 'image/png');
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...ada.headers, ...big.headers },
      body: big.payload,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      error: 'social_wall.image_too_large',
      errMsg: socialWallMessages.imageTooLarge,
    });
    expect(imagesOnDisk()).toBe(before);
    // A real PNG of just under 10 MB (incompressible noise) is taken.
    const side = 1800;
    const noise = Buffer.alloc(side * side * 3);
    for (let index = 0; index < noise.length; index++) noise[index] = (index * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeLessThan(SOCIAL_WALL_IMAGE_MAX_BYTES);
    expect(png.length).toBeGreaterThan(9 * 1024 * 1024);
    const ok = multipart('noise.png', png, 'image/png');
    const accepted = await fetch(url, {
      method: 'POST',
      headers: { ...ada.headers, ...ok.headers },
      body: ok.payload,
    });
    expect(accepted.status).toBe(201);
  });

  it('refuses a signed URL for another user, tampered or expired, and hides images of hidden posts', async () => {
    const uploaded = await uploadImage(app, ada, await image(200, 200, 'gif'), 'anim.gif');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const post = await postTo(app, ada, 'gif', uploaded.json().imageId);
    const url = new URL(post.image!.url, 'http://x');
    const variant = (change: (params: URLSearchParams) => void) => {
      const copy = new URL(url);
      change(copy.searchParams);
      return `${copy.pathname}${copy.search}`;
    };
    expect((await get(variant(() => {}))).statusCode).toBe(200);
    expect(refusal(await get(variant((p) => p.set('uid', bob.id))))).toEqual([
      403,
      'asset.signature_invalid',
    ]);
    expect(refusal(await get(variant((p) => p.set('variant', 'preview'))))).toEqual([
      403,
      'asset.signature_invalid',
    ]);
    expect(
      refusal(await get(variant((p) => p.set('signature', `${p.get('signature')!.slice(0, -2)}AA`)))),
    ).toEqual([403, 'asset.signature_invalid']);
    expect(
      refusal(await get(variant((p) => p.set('expires', String(Number(p.get('expires')) + 600))))),
    ).toEqual([403, 'asset.signature_invalid']);
    expect((await get(variant((p) => p.delete('signature')))).statusCode).toBe(400);

    // Hidden: attendees' URLs answer 404, an administrator's still serves it.
    const adminView = (await pageOf(app, admin)).posts.find((candidate) => candidate.id === post.id)!;
    expect(
      (
        await wallCall(app, admin, {
          method: 'POST',
          url: postUrl(post.id, '/hide'),
          payload: { hidden: true },
        })
      ).statusCode,
    ).toBe(200);
    expect(refusal(await get(post.image!.url))).toEqual([404, 'social_wall.image_not_found']);
    expect((await get(adminView.image!.url)).statusCode).toBe(200);
    // Deleted: nobody.
    expect((await wallCall(app, admin, { method: 'DELETE', url: postUrl(post.id) })).statusCode).toBe(204);
    expect(refusal(await get(adminView.image!.url))).toEqual([404, 'social_wall.image_not_found']);

    clock.advance(2 * 60 * 60);
    const bobsUpload = await uploadImage(app, bob, await image(20, 20, 'webp'), 'x.webp');
    clock.advance(-2 * 60 * 60);
    expect(bobsUpload.statusCode).toBe(201);
    // Signed two hours ahead of now and checked now it is valid; checked later than its expiry not.
    clock.advance(5 * 60 * 60);
    expect(refusal(await get(bobsUpload.json().previewUrl))).toEqual([403, 'asset.signature_expired']);
    clock.advance(-5 * 60 * 60);
  });

  it('deletes images no post took after a day, with their files', async () => {
    const kept = await uploadImage(app, ada, await image(40, 40), 'kept.png');
    const posted = await postTo(app, ada, 'kept', kept.json().imageId);
    const left = await uploadImage(app, ada, await image(40, 40), 'left.png');
    const onDisk = imagesOnDisk();
    clock.advance(23 * 60 * 60);
    expect(await app.services.socialWall.images.sweep()).toBe(0);
    clock.advance(2 * 60 * 60);
    expect(await app.services.socialWall.images.sweep()).toBeGreaterThanOrEqual(1);
    expect(imagesOnDisk()).toBeLessThanOrEqual(onDisk - 2);
    const late = await wallCall(app, ada, {
      method: 'POST',
      url: `/api/social-wall/${WALL}/posts`,
      query: LIVE,
      payload: { text: 'too late', imageId: left.json().imageId },
    });
    expect(refusal(late)).toEqual([404, 'social_wall.image_not_found']);
    const stillThere = (await pageOf(app, bob)).posts.find((candidate) => candidate.id === posted.id)!;
    expect((await get(stillThere.image!.previewUrl)).statusCode).toBe(200);
  });
});
