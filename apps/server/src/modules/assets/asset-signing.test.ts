import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearerFor,
  createTestApp,
  type TestApp,
  testClock,
  testDialects,
} from '../../testing/test-app.factory';
import { createLoginOptionsService } from '../auth/login-options.service';
import { SIGNED_URL_LIFETIME_SECONDS } from './asset-url-signature';
import { SVG_SANDBOX_CSP } from './assets.routes';
import { liveUri, publishWith, sign, signRequest, uploadAsset } from './assets-test.helpers';

describe.each(testDialects())('signed asset URLs on %s', (dialect) => {
  let app: TestApp;
  const clock = testClock();
  let admin: Record<string, string>;
  let attendee: Record<string, string>;
  let previewUri: string;
  let iconUri: string;

  beforeAll(async () => {
    app = await createTestApp(dialect, {}, { now: clock.now });
    admin = await bearerFor(app, ['administrator']);
    attendee = await bearerFor(app, ['attendee']);
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    previewUri = (
      await uploadAsset(app, admin, {
        name: 'logo.png',
        bytes: png,
        contentType: 'image/png',
        assetId: 'logo',
      })
    ).uri;
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
    );
    iconUri = (
      await uploadAsset(app, admin, {
        name: 'icon.svg',
        bytes: svg,
        contentType: 'image/svg+xml',
        assetId: 'icon-door',
      })
    ).uri;
    await publishWith(app, admin, { logo: previewUri, 'icon-door': iconUri });
  });
  afterAll(() => app.cleanup());

  const get = (url: string) => app.inject({ method: 'GET', url });
  const parts = (signedUrl: string) => {
    const url = new URL(signedUrl, 'http://localhost');
    return {
      path: url.pathname,
      expires: url.searchParams.get('expires')!,
      signature: url.searchParams.get('signature')!,
    };
  };

  it('signs a live file for an attendee; the signed URL reads it, cached privately until expiry', async () => {
    const signedUrl = await sign(app, liveUri(previewUri), attendee);
    const { path, expires, signature } = parts(signedUrl);
    expect(path).toBe(liveUri(previewUri));
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lifetime = Number(expires) - Math.floor(clock.now().getTime() / 1000);
    expect(lifetime).toBeGreaterThanOrEqual(SIGNED_URL_LIFETIME_SECONDS);
    expect(lifetime).toBeLessThanOrEqual(SIGNED_URL_LIFETIME_SECONDS + 600);

    const file = await get(signedUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe(`private, max-age=${lifetime}, immutable`);
    // Root-relative URLs are accepted too, and signings close in time give the same URL.
    const again = await app.inject({
      method: 'GET',
      url: `/api/ui/sign-asset-url?url=${encodeURIComponent(liveUri(previewUri))}`,
      headers: attendee,
    });
    expect(again.json()).toEqual({ signedUrl });
    expect(again.headers['cache-control']).toBe('no-store');
  });

  it('refuses tampered paths, expiries and signatures, and missing signatures', async () => {
    const { path, expires, signature } = parts(await sign(app, liveUri(previewUri), attendee));
    const otherPath = liveUri(iconUri);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      `${otherPath}?expires=${expires}&signature=${signature}`,
      `${path}?expires=${Number(expires) + 600}&signature=${signature}`,
      `${path}?expires=${expires}&signature=${flipped}`,
      `${path}?expires=${expires}`,
      `${path}?signature=${signature}`,
      `${path}?expires=soon&signature=${signature}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject({ error: 'asset.signature_invalid' });
    }
    // The venue requires login (the default options have no anonymous access).
    const unsigned = await get(path);
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toMatchObject({ error: 'asset.signature_invalid' });
  });

  it('refuses an expired signature', async () => {
    const signedUrl = await sign(app, liveUri(previewUri), attendee);
    clock.advance(SIGNED_URL_LIFETIME_SECONDS - 60);
    expect((await get(signedUrl)).statusCode).toBe(200);
    clock.advance(SIGNED_URL_LIFETIME_SECONDS);
    const expired = await get(signedUrl);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ error: 'asset.signature_expired' });
    // Tokens made before the jump have expired too.
    attendee = await bearerFor(app, ['attendee']);
    admin = await bearerFor(app, ['administrator']);
    expect((await get(await sign(app, liveUri(previewUri), attendee))).statusCode).toBe(200);
  });

  it('signs preview files for administrators only', async () => {
    const asAttendee = await signRequest(app, previewUri, attendee);
    expect(asAttendee.statusCode).toBe(403);
    expect(asAttendee.json()).toMatchObject({ error: 'auth.forbidden' });
    expect((await signRequest(app, previewUri)).statusCode).toBe(401);

    const signedUrl = await sign(app, previewUri, admin);
    expect((await get(signedUrl)).statusCode).toBe(200);
    // A preview file is never read without a signature, not even with a bearer token.
    const unsigned = await app.inject({ method: 'GET', url: previewUri, headers: admin });
    expect(unsigned.statusCode).toBe(403);
  });

  it('signs only backend assets', async () => {
    for (const url of [
      'https://cdn.example.com/lobby.jpg',
      '/api/ui/venue?architectureId=example-expo',
      '/backend-assets/other/example-expo/logo.png',
      '/backend-assets/live/example-expo/../../atrium.sqlite',
      'not a url at all',
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/ui/sign-asset-url?url=${encodeURIComponent(url)}`,
        headers: attendee,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ error: 'asset.not_signable' });
    }
    const missing = await app.inject({ method: 'GET', url: '/api/ui/sign-asset-url', headers: attendee });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'validation.failed' });
  });

  it('needs login to sign where the venue requires it; serves live files publicly where it does not', async () => {
    // The logo belongs to the login page's public part; the door icon does not.
    const anonymous = await signRequest(app, liveUri(iconUri));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'auth.unauthorized' });

    const loginOptions = createLoginOptionsService(app.services.database.db);
    await loginOptions.replace({
      options: [{ loginType: 'ANONYMOUS', displayName: 'Guest', providerId: 'guest' }],
    });
    try {
      const signedUrl = await sign(app, liveUri(previewUri));
      expect((await get(signedUrl)).statusCode).toBe(200);
      const unsigned = await get(liveUri(previewUri));
      expect(unsigned.statusCode).toBe(200);
      expect(unsigned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Preview files still need an administrator's signature.
      expect((await get(previewUri)).statusCode).toBe(403);
      expect((await signRequest(app, previewUri)).statusCode).toBe(401);
    } finally {
      await loginOptions.replace({
        options: [{ loginType: 'EMAIL_PASSWORD', displayName: 'Email and password', providerId: 'password' }],
      });
    }
  });

  it("answers HEAD like GET, without the file (the viewer reads a failed image's status so)", async () => {
    const signedUrl = await sign(app, liveUri(previewUri), attendee);
    const head = await app.inject({ method: 'HEAD', url: signedUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.body).toBe('');
    const { path, expires } = parts(signedUrl);
    const refused = await app.inject({ method: 'HEAD', url: `${path}?expires=${expires}&signature=x` });
    expect(refused.statusCode).toBe(403);
  });

  it('documents the signing call', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(docs.json().paths)).toContain('/api/ui/sign-asset-url');
  });

  it('serves SVG files sandboxed', async () => {
    const file = await get(await sign(app, liveUri(iconUri), attendee));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.headers['content-security-policy']).toBe(SVG_SANDBOX_CSP);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });
});
