import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishExampleVenue } from '../../testing/auth-test.helpers';
import { bearerFor, createTestApp, type TestApp, testDialects } from '../../testing/test-app.factory';

// A venue that requires login answers callers without a session only what the login page needs;
// the hidden backstage, the widgets and their meeting URLs, and the other files stay behind 401.

const ARCH = 'example-expo';
const VENUE = `/api/ui/venue?architectureId=${ARCH}`;
const signUrl = (uri: string) => `/api/ui/sign-asset-url?url=${encodeURIComponent(`http://localhost${uri}`)}`;

describe.each(testDialects())('what callers without a session read on %s', (dialect) => {
  let app: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp(dialect);
    admin = await bearerFor(app, ['administrator']);
    await publishExampleVenue(app);
  });
  afterAll(() => app.cleanup());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const setLoginOptions = (options: unknown[]) =>
    app.inject({
      method: 'PUT',
      url: '/api/designer/login-configuration',
      headers: admin,
      payload: { options },
    });

  it('where login is required: the login page part only, to anonymous callers and stale guest sessions', async () => {
    for (const headers of [{}, await bearerFor(app, ['guest'])]) {
      const response = await get(VENUE, headers);
      expect(response.statusCode).toBe(200);
      const venue = response.json();
      const [architecture] = venue.architectures;
      expect(architecture.id).toBe(ARCH);
      expect(architecture.style.logoAssetId).toBe('logo');
      expect(architecture.impress[0].text).toContain('Imprint');
      expect(architecture.privacyNotice[0].text).toContain('Privacy notice');
      expect(architecture.cookieBannerConfig.type).toBe('DETAILED');
      expect(architecture.cookieProviders.map((p: { id: string }) => p.id)).toContain('whereby');
      expect(architecture.areas).toEqual([]);
      expect(architecture.globalWidgets).toEqual([]);
      expect(architecture.floorplan.areaPositions).toEqual([]);
      expect(venue.assets.map((asset: { id: string }) => asset.id)).toEqual(['logo']);
      expect(response.body).not.toContain('backstage');
      expect(response.body).not.toContain('whereby.com');
      expect(venue.publishInfo.publishedVersion).toBe(1);
    }
  });

  it('logged-in attendees and administrators read the whole venue', async () => {
    for (const role of ['attendee', 'administrator'] as const) {
      const response = await get(VENUE, await bearerFor(app, [role]));
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('backstage');
      expect(response.body).toContain('https://example.whereby.com/');
    }
  });

  it('signs only the public part’s files for anonymous callers; downloads need a login', async () => {
    const logo = await get(signUrl(`/backend-assets/live/${ARCH}/logo.png`));
    expect(logo.statusCode, logo.body).toBe(200);
    expect(logo.json().signedUrl).toContain('/backend-assets/live/example-expo/logo.png?expires=');
    const sizedLogo = await get(signUrl(`/backend-assets/live/${ARCH}/logo.w480.png`));
    expect(sizedLogo.statusCode, sizedLogo.body).toBe(200);
    const venue = (await get(VENUE, admin)).json();
    for (const asset of venue.assets.filter((a: { id: string }) => a.id !== 'logo')) {
      const refused = await get(signUrl(asset.uri));
      expect(refused.statusCode, asset.uri).toBe(401);
      expect(refused.json().error).toBe('auth.unauthorized');
    }
    const guest = await get(signUrl(venue.assets.find((a: { id: string }) => a.id === 'guide-pdf').uri), {
      ...(await bearerFor(app, ['guest'])),
    });
    expect(guest.statusCode).toBe(401);
    const download = await get(`/api/ui/architecture/${ARCH}/assets/logo/download`);
    expect(download.statusCode).toBe(401);
  });

  it('a public venue (ANONYMOUS option) is read whole without a session, from the moment it is configured', async () => {
    expect(
      (await setLoginOptions([{ loginType: 'ANONYMOUS', displayName: 'Guest', providerId: 'anonymous' }]))
        .statusCode,
    ).toBe(200);
    try {
      const response = await get(VENUE);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('backstage');
      expect(response.body).not.toContain('roomKey=');
      const pdf = await get(signUrl(`/backend-assets/live/${ARCH}/guide.pdf`));
      expect(pdf.statusCode).toBe(200);
    } finally {
      await setLoginOptions([{ loginType: 'EMAIL_PASSWORD', displayName: 'Email', providerId: 'password' }]);
    }
    expect((await get(VENUE)).body).not.toContain('backstage');
  });
});

describe('the venue JSON on the wire', () => {
  let app: TestApp;
  let attendee: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp('sqlite');
    attendee = await bearerFor(app, ['attendee']);
    await publishExampleVenue(app);
  });
  afterAll(() => app.cleanup());

  const get = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: VENUE, headers: { ...attendee, ...headers } });

  it('is sent Brotli- or gzip-compressed as accepted, the same JSON in each coding, never cached unchecked', async () => {
    const plain = await get({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    for (const response of [plain, br, gzip]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    }
    expect(new Set([plain, br, gzip].map((r) => r.headers.etag)).size).toBe(3);
  });

  it('answers 304 to the ETag it sent, until the next publish', async () => {
    const first = await get({ 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    const again = await get({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    await publishExampleVenue(app);
    const after = await get({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(JSON.parse(brotliDecompressSync(after.rawPayload).toString()).publishInfo.publishedVersion).toBe(
      2,
    );
  });

  it('sends each reader its own bytes: an attendee’s cached answer never reaches an administrator', async () => {
    const attendeeTag = (await get({})).headers.etag as string;
    const adminRead = await app.inject({
      method: 'GET',
      url: VENUE,
      headers: { ...(await bearerFor(app, ['administrator'])), 'if-none-match': attendeeTag },
    });
    expect(adminRead.statusCode).toBe(200);
    expect(adminRead.headers.etag).not.toBe(attendeeTag);
  });
});
