import type { Venue } from '@atrium/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearerFor,
  createTestApp,
  exampleVenue,
  type TestApp,
  testDialects,
} from '../../testing/test-app.factory';
import { SVG_SANDBOX_CSP } from './assets.routes';
import { createAssetsService } from './assets.service';
import { liveUri, publishWith, sign, uploadAsset } from './assets-test.helpers';

const drawing = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
);

describe.each(testDialects())('serving uploaded SVGs and external assets on %s', (dialect) => {
  let app: TestApp;
  let admin: Record<string, string>;
  let previewUri: string;

  beforeAll(async () => {
    app = await createTestApp(dialect);
    admin = await bearerFor(app, ['administrator']);
    ({ uri: previewUri } = await uploadAsset(app, admin, {
      name: 'logo.svg',
      bytes: drawing,
      contentType: 'image/svg+xml',
      assetId: 'logo',
    }));
    await publishWith(app, admin, {
      logo: previewUri,
      'guide-pdf': 'https://cdn.example.com/files/guide.pdf',
    });
  });
  afterAll(() => app.cleanup());

  const expectSandboxed = (response: Awaited<ReturnType<TestApp['inject']>>) => {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toBe(SVG_SANDBOX_CSP);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  };

  it.each(['true', 'false'])('sandboxes an SVG downloaded with attachment=%s', async (attachment) => {
    expectSandboxed(
      await app.inject({
        method: 'GET',
        url: `/api/ui/architecture/example-expo/assets/logo/download?attachment=${attachment}`,
        headers: admin,
      }),
    );
  });

  it('sandboxes an SVG read through signed live and preview URLs', async () => {
    expectSandboxed(await app.inject({ method: 'GET', url: await sign(app, liveUri(previewUri), admin) }));
    expectSandboxed(await app.inject({ method: 'GET', url: await sign(app, previewUri, admin) }));
  });

  it('saves and redirects to https asset URLs only', async () => {
    const venue = exampleVenue();
    venue.assets.find((asset: { id: string }) => asset.id === 'guide-pdf').uri =
      'http://cdn.example.com/guide.pdf';
    const plainHttp = await app.inject({
      method: 'POST',
      url: '/api/designer/save-venue-json/stage',
      headers: admin,
      payload: venue,
    });
    expect(plainHttp.statusCode).toBe(400);
    expect(plainHttp.json()).toMatchObject({
      error: 'venue.invalid',
      details: [{ path: expect.stringMatching(/^assets\[\d+\]\.uri$/) }],
    });

    const response = await app.inject({
      method: 'GET',
      url: '/api/ui/architecture/example-expo/assets/guide-pdf/download',
      headers: admin,
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://cdn.example.com/files/guide.pdf');
  });
});

describe('where a download of a stored venue asset leads', () => {
  // Venues saved before the asset uri rule may hold any string; they stay readable.
  const assets = createAssetsService({} as never, {} as never);
  const venueWith = (uri: string) => ({ assets: [{ id: 'a', uri }] }) as unknown as Venue;

  it('follows our own files and https URLs', () => {
    expect(assets.locate(venueWith('/backend-assets/live/expo/a-g1.pdf'), 'a')).toEqual({
      key: 'live/expo/a-g1.pdf',
    });
    expect(assets.locate(venueWith('https://cdn.example.com/a.pdf'), 'a')).toEqual({
      url: 'https://cdn.example.com/a.pdf',
    });
  });

  it.each([
    'http://evil.example/phish',
    'javascript:alert(1)',
    'https://user:pw@evil.example/',
    '/backend-assets/live/../../secrets',
    '//evil.example/',
  ])('never redirects to %s', (uri) => {
    expect(() => assets.locate(venueWith(uri), 'a')).toThrow(
      expect.objectContaining({ id: 'asset.not_found' }),
    );
  });
});
