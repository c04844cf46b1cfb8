import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearerFor,
  createTestApp,
  exampleVenue,
  type TestApp,
  testDialects,
} from '../../testing/test-app.factory';
import { multipart } from './assets-test.helpers';

describe.each(testDialects())('stored files of an architecture on %s', (dialect) => {
  let app: TestApp;
  let admin: Record<string, string>;
  let png: Buffer;

  beforeAll(async () => {
    app = await createTestApp(dialect);
    admin = await bearerFor(app, ['administrator']);
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
  });
  afterAll(() => app.cleanup());

  const upload = async (architectureId: string, assetId: string) => {
    const body = multipart(`${assetId}.png`, png, 'image/png', assetId);
    const response = await app.inject({
      method: 'POST',
      url: `/api/designer/architecture/${architectureId}/assets`,
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { uri: string }).uri;
  };

  const stage = async (architectureId: string) => {
    const venue = exampleVenue();
    venue.architectures[0].id = architectureId;
    const response = await app.inject({
      method: 'POST',
      url: '/api/designer/save-venue-json/stage',
      headers: admin,
      payload: venue,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  const liveKeys = async () =>
    (
      await app.services.database.db
        .selectFrom('stored_files')
        .select('key')
        .where('key', 'like', 'live/%')
        .orderBy('key')
        .execute()
    ).map((row) => row.key);

  it('publishing copies only its own preview files: _ and % in ids are no wildcards', async () => {
    await upload('secx_a', 'own');
    await upload('secxza', 'other');
    await upload('secx_ab', 'longer');
    await stage('secx_a');
    await stage('secxza');

    const published = await app.inject({
      method: 'POST',
      url: '/api/designer/publish/secx_a',
      headers: admin,
    });
    expect(published.statusCode, published.body).toBe(200);

    expect(await liveKeys()).toEqual(['live/secx_a/own-g1.png']);
    expect(existsSync(join(app.dataDir, 'assets', 'live', 'secxza'))).toBe(false);
    expect(existsSync(join(app.dataDir, 'assets', 'live', 'secx_ab'))).toBe(false);
    // The other architecture's preview file is still where it was, unpublished.
    expect(existsSync(join(app.dataDir, 'assets', 'preview', 'secxza', 'other-g1.png'))).toBe(true);
  });

  it.each(['sec%', 'sec x', 'a.b', 'é'])(
    'refuses the architecture id %j with a clear 400 on the write routes',
    async (architectureId) => {
      const id = encodeURIComponent(architectureId);
      const body = multipart('a.png', png, 'image/png', 'a');
      const calls = [
        app.inject({ method: 'POST', url: `/api/designer/publish/${id}`, headers: admin }),
        app.inject({
          method: 'POST',
          url: `/api/designer/architecture/${id}/assets`,
          payload: body.payload,
          headers: { ...admin, ...body.headers },
        }),
        app.inject({
          method: 'PUT',
          url: `/api/designer/architecture/${id}/registrations`,
          payload: [],
          headers: admin,
        }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({
          error: 'validation.failed',
          details: [{ path: 'params.architectureID', message: 'Use 1 to 100 letters, digits, - or _' }],
        });
      }
    },
  );
});
