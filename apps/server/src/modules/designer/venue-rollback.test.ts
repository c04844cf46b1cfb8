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
import { uploadAsset } from '../assets/assets-test.helpers';
import { publishVenue, rollbackVenue, stageVenue, storedBody } from './designer-test.helpers';

const png = (colour: string) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe.each(testDialects())('rolling back to a live version on %s', (dialect) => {
  let app: TestApp;
  let admin: Record<string, string>;
  let attendee: Record<string, string>;
  const events: string[] = [];

  beforeAll(async () => {
    app = await createTestApp(dialect);
    admin = await bearerFor(app, ['administrator'], 'ada@test.local');
    attendee = await bearerFor(app, ['attendee']);
    app.services.events.on('venue.staged', (event) => events.push(`staged ${event.version}`));
    app.services.events.on('venue.published', (event) => events.push(`published ${event.publishedVersion}`));
  });
  afterAll(() => app.cleanup());

  const readLive = async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/ui/venue?architectureId=example-expo',
      headers: attendee,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const lobbyName = async () => (await readLive()).architectures[0].areas[0].names[0].text;
  const logoUri = async () =>
    (await readLive()).assets.find((asset: { id: string }) => asset.id === 'logo').uri as string;
  const storedFileKeys = async () =>
    (await app.services.database.db.selectFrom('stored_files').select('key').execute()).map((row) => row.key);

  /** Stages the example venue with this lobby name and logo, and publishes it. */
  async function publishWith(lobby: string, logo: string) {
    const venue = exampleVenue();
    venue.architectures[0].areas[0].names[0].text = lobby;
    venue.assets.find((asset: { id: string }) => asset.id === 'logo').uri = logo;
    expect((await stageVenue(app, admin, venue)).statusCode).toBe(200);
    expect((await publishVenue(app, admin)).statusCode).toBe(200);
  }

  it('stores the live version as the next stage version, publishes it, and attendees read it', async () => {
    const first = await uploadAsset(app, admin, {
      name: 'logo.png',
      bytes: await png('#112233'),
      contentType: 'image/png',
      assetId: 'logo',
    });
    await publishWith('Lobby', first.uri);
    const second = await uploadAsset(app, admin, {
      name: 'logo.png',
      bytes: await png('#445566'),
      contentType: 'image/png',
      assetId: 'logo',
    });
    await publishWith('Grand lobby', second.uri);
    expect(await lobbyName()).toBe('Grand lobby');
    expect(await logoUri()).toMatch(/^\/backend-assets\/live\/example-expo\/logo-g2\./);
    // A newer logo, uploaded but not yet published.
    const third = await uploadAsset(app, admin, {
      name: 'logo.png',
      bytes: await png('#778899'),
      contentType: 'image/png',
      assetId: 'logo',
    });
    const liveThird = third.uri.replace('/preview/', '/live/').replace('/backend-assets/', '');
    expect(await storedFileKeys()).not.toContain(liveThird);
    events.length = 0;

    const rollback = await rollbackVenue(app, admin, 1);
    expect(rollback.statusCode, rollback.body).toBe(200);
    expect(rollback.json()).toEqual({ architectureId: 'example-expo', version: 3, publishedVersion: 3 });
    expect(events).toEqual(['staged 3', 'published 3']);

    expect(await lobbyName()).toBe('Lobby');
    expect(await logoUri()).toMatch(/^\/backend-assets\/live\/example-expo\/logo-g1\./);
    expect((await readLive()).publishInfo).toEqual({ publishedVersion: 3 });
    const version = await app.inject({ method: 'GET', url: '/api/venue/version' });
    expect(version.json()).toEqual({
      mode: 'LIVE',
      publishedVersion: 3,
      publishedArchitectureId: 'example-expo',
    });

    // The brought-back venue is what the stage and the live version hold now.
    expect(await storedBody(app, 'LIVE', 3)).toBe(await storedBody(app, 'LIVE', 1));
    expect(await storedBody(app, 'STAGE', 3)).toBe(await storedBody(app, 'LIVE', 1));
    // Files are published as a publish publishes them: every stage file of the architecture.
    expect(await storedFileKeys()).toContain(liveThird);
    expect(existsSync(join(app.dataDir, 'assets', liveThird))).toBe(true);
  });

  it('shows the rollback in the history as a stage and a live version', async () => {
    const history = await app.inject({
      method: 'GET',
      url: '/api/designer/architecture/example-expo/versions',
      headers: admin,
    });
    expect(history.json().versions.slice(0, 2)).toEqual([
      { mode: 'LIVE', version: 3, createdAt: expect.any(String), createdBy: 'ada@test.local' },
      { mode: 'STAGE', version: 3, createdAt: expect.any(String), createdBy: 'ada@test.local' },
    ]);
    expect(history.json().publishedVersion).toBe(3);
  });

  it('continues from the brought-back stage: the next save and publish number on', async () => {
    const stage = await app.inject({
      method: 'GET',
      url: '/api/designer/architecture/example-expo/versions/STAGE/3',
      headers: admin,
    });
    const venue = stage.json();
    venue.architectures[0].areas[0].names[0].text = 'Lobby again';
    expect((await stageVenue(app, admin, venue, 3)).json()).toEqual({
      architectureId: 'example-expo',
      version: 4,
    });
    expect((await publishVenue(app, admin)).json().publishedVersion).toBe(4);
    expect(await lobbyName()).toBe('Lobby again');
  });

  it('brings back a version of an unpublished venue and publishes it again', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/designer/unpublish', headers: admin })).statusCode,
    ).toBe(200);
    const rollback = await rollbackVenue(app, admin, 2);
    expect(rollback.json()).toEqual({ architectureId: 'example-expo', version: 5, publishedVersion: 5 });
    expect(await lobbyName()).toBe('Grand lobby');
  });

  it.each([
    { name: 'an unknown version', version: 99, status: 404, error: 'venue.version_not_found' },
    { name: 'version 0', version: 0, status: 400, error: 'validation.failed' },
    { name: 'a version that is not a number', version: 'one', status: 400, error: 'validation.failed' },
    { name: 'a fractional version', version: 1.5, status: 400, error: 'validation.failed' },
    { name: 'a version beyond any column', version: 2 ** 40, status: 400, error: 'validation.failed' },
  ])('answers $name with $status $error and changes nothing', async ({ version, status, error }) => {
    const before = await app.services.database.db
      .selectFrom('venue_versions')
      .select(['mode', 'version'])
      .execute();
    events.length = 0;
    const response = await rollbackVenue(app, admin, version);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error, errMsg: expect.any(String) });
    expect(
      await app.services.database.db.selectFrom('venue_versions').select(['mode', 'version']).execute(),
    ).toEqual(before);
    expect(events).toEqual([]);
  });

  it('answers an unknown architecture with 404 and a message naming what is missing', async () => {
    const response = await rollbackVenue(app, admin, 1, 'nowhere');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'venue.version_not_found',
      errMsg: 'nowhere has no live version 1 to bring back.',
    });
  });

  it('refuses a body with other fields', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/designer/architecture/example-expo/rollback',
      headers: admin,
      payload: { version: 1, mode: 'STAGE' },
    });
    expect(response.statusCode).toBe(400);
  });
});
