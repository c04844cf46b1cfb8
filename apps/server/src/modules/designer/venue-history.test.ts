import {
  designerArchitecturesResponseSchema,
  VENUE_HISTORY_LIMIT,
  venueVersionsResponseSchema,
} from '@atrium/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleVenueText } from '../../../../../packages/domain/src/venue/fixtures/example-venue.fixture';
import {
  bearerFor,
  createTestApp,
  exampleVenue,
  type TestApp,
  testDialects,
} from '../../testing/test-app.factory';
import { createVenueRepository } from '../venue/venue.repository';
import { historyCalls, publishVenue, stageVenue, storedBody } from './designer-test.helpers';

describe.each(testDialects())('the version history on %s', (dialect) => {
  let app: TestApp;
  let admin: Record<string, string>;
  let otherAdmin: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp(dialect);
    admin = await bearerFor(app, ['administrator'], 'ada@test.local');
    otherAdmin = await bearerFor(app, ['administrator'], 'grace@test.local');
  });
  afterAll(() => app.cleanup());

  const get = (url: string, headers = admin) => app.inject({ method: 'GET', url, headers });

  describe.each(historyCalls)('$method $url', (call) => {
    const send = (headers: Record<string, string>) =>
      app.inject({
        method: call.method,
        url: call.url,
        headers,
        ...('payload' in call ? { payload: call.payload } : {}),
      });

    it('answers 401 without a token', async () => {
      const response = await send({});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'auth.unauthorized', errMsg: expect.any(String) });
    });

    it('answers 403 for an attendee', async () => {
      const response = await send(await bearerFor(app, ['attendee']));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'auth.forbidden' });
    });
  });

  it('lists the routes in the OpenAPI document', async () => {
    const paths = (await get('/api/docs/json')).json().paths;
    expect(paths['/api/designer/architectures'].get.responses['200']).toBeDefined();
    expect(paths['/api/designer/architecture/{architectureID}/versions'].get).toBeDefined();
    expect(paths['/api/designer/architecture/{architectureID}/versions/{mode}/{version}'].get).toBeDefined();
    expect(paths['/api/designer/architecture/{architectureID}/rollback'].post.requestBody).toBeDefined();
    const stage = paths['/api/designer/save-venue-json/stage'].post;
    expect(stage.parameters.map((parameter: { name: string }) => parameter.name)).toContain('baseVersion');
    expect(stage.responses['409']).toBeDefined();
  });

  it('lists nothing before any version is stored, and an empty history for an unknown architecture', async () => {
    expect((await get('/api/designer/architectures')).json()).toEqual([]);
    expect((await get('/api/designer/architecture/example-expo/versions')).json()).toEqual({
      versions: [],
      publishedVersion: -1,
      publishedArchitectureId: null,
    });
  });

  it('lists the architectures, their versions newest first, and who saved them', async () => {
    expect((await stageVenue(app, admin, exampleVenue())).statusCode).toBe(200);
    expect((await publishVenue(app, admin)).statusCode).toBe(200);
    const changed = exampleVenue();
    changed.architectures[0].areas[0].names[0].text = 'Grand lobby';
    expect((await stageVenue(app, otherAdmin, changed)).statusCode).toBe(200);
    const second = exampleVenue();
    second.architectures[0].id = 'second-expo';
    expect((await stageVenue(app, otherAdmin, second)).statusCode).toBe(200);

    const architectures = await get('/api/designer/architectures');
    expect(architectures.statusCode).toBe(200);
    expect(architectures.headers['cache-control']).toBe('no-store');
    const list = designerArchitecturesResponseSchema.parse(architectures.json());
    expect(list).toEqual([
      {
        architectureId: 'second-expo',
        stageVersion: 1,
        liveVersion: 0,
        publishedVersion: -1,
        updatedAt: expect.any(String),
        updatedBy: 'grace@test.local',
      },
      {
        architectureId: 'example-expo',
        stageVersion: 2,
        liveVersion: 1,
        publishedVersion: 1,
        updatedAt: expect.any(String),
        updatedBy: 'grace@test.local',
      },
    ]);
    expect(Date.parse(list[0]!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(list[1]!.updatedAt));

    const versions = await get('/api/designer/architecture/example-expo/versions');
    expect(versions.statusCode).toBe(200);
    const history = venueVersionsResponseSchema.parse(versions.json());
    expect(history).toEqual({
      versions: [
        { mode: 'STAGE', version: 2, createdAt: expect.any(String), createdBy: 'grace@test.local' },
        { mode: 'LIVE', version: 1, createdAt: expect.any(String), createdBy: 'ada@test.local' },
        { mode: 'STAGE', version: 1, createdAt: expect.any(String), createdBy: 'ada@test.local' },
      ],
      publishedVersion: 1,
      publishedArchitectureId: 'example-expo',
    });
    const times = history.versions.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const other = (await get('/api/designer/architecture/second-expo/versions')).json();
    expect(other).toMatchObject({ publishedVersion: -1, publishedArchitectureId: 'example-expo' });
    expect(other.versions).toHaveLength(1);
  });

  it('reads one version: the stored venue, in the current schema version', async () => {
    const stage = await get('/api/designer/architecture/example-expo/versions/STAGE/2');
    expect(stage.statusCode).toBe(200);
    expect(stage.json().architectures[0].areas[0].names[0].text).toBe('Grand lobby');
    expect(stage.body).toBe(await storedBody(app, 'STAGE', 2));

    const live = await get('/api/designer/architecture/example-expo/versions/LIVE/1');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ schemaVersion: 2 });
    expect(live.json().architectures[0].areas[0].names[0].text).toBe('Lobby');
  });

  it('migrates a version stored before schema versions (version 1) when reading it', async () => {
    await createVenueRepository(app.services.database.db).insert({
      architectureId: 'old-expo',
      mode: 'STAGE',
      version: 1,
      body: exampleVenueText().replace('"example-expo"', '"old-expo"'),
      createdBy: null,
    });
    const response = await get('/api/designer/architecture/old-expo/versions/STAGE/1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ schemaVersion: 2, architectures: [{ id: 'old-expo' }] });
    const { schemaVersion: _version, ...rest } = response.json();
    expect(rest).toEqual({
      ...exampleVenue(),
      architectures: [{ ...exampleVenue().architectures[0], id: 'old-expo' }],
    });
    // Who saved a version is unknown for versions the server stored itself.
    const list = (await get('/api/designer/architectures')).json();
    expect(
      list.find((entry: { architectureId: string }) => entry.architectureId === 'old-expo'),
    ).toMatchObject({
      stageVersion: 1,
      liveVersion: 0,
      updatedBy: null,
    });
  });

  it.each([
    ['/api/designer/architecture/example-expo/versions/STAGE/9', 'venue.version_not_found', 404],
    ['/api/designer/architecture/example-expo/versions/LIVE/2', 'venue.version_not_found', 404],
    ['/api/designer/architecture/nowhere/versions/STAGE/1', 'venue.version_not_found', 404],
    ['/api/designer/architecture/example-expo/versions/LIVE/0', 'venue.version_not_found', 404],
    ['/api/designer/architecture/example-expo/versions/DRAFT/1', 'validation.failed', 400],
    ['/api/designer/architecture/example-expo/versions/STAGE/one', 'validation.failed', 400],
    ['/api/designer/architecture/example-expo/versions/STAGE/-1', 'validation.failed', 400],
    ['/api/designer/architecture/example-expo/versions/STAGE/1.5', 'validation.failed', 400],
    ['/api/designer/architecture/example-expo/versions/STAGE/99999999999', 'validation.failed', 400],
  ])('answers %s with %s', async (url, error, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error, errMsg: expect.any(String) });
  });

  it('names the missing version in its message', async () => {
    const response = await get('/api/designer/architecture/example-expo/versions/LIVE/7');
    expect(response.json().errMsg).toBe('example-expo has no live version 7.');
  });

  it(`lists at most the newest ${VENUE_HISTORY_LIMIT} versions`, async () => {
    const repository = createVenueRepository(app.services.database.db);
    const start = Date.parse('2020-01-01T00:00:00Z');
    for (let version = 1; version <= VENUE_HISTORY_LIMIT + 5; version++) {
      await app.services.database.db
        .insertInto('venue_versions')
        .values({
          architecture_id: 'busy-expo',
          mode: 'STAGE',
          version,
          body: '{}',
          created_at: new Date(start + version * 1000).toISOString(),
          created_by: 'ada@test.local',
        })
        .execute();
    }
    expect(await repository.maxVersion('busy-expo', 'STAGE')).toBe(VENUE_HISTORY_LIMIT + 5);
    const { versions } = (await get('/api/designer/architecture/busy-expo/versions')).json();
    expect(versions).toHaveLength(VENUE_HISTORY_LIMIT);
    expect(versions[0].version).toBe(VENUE_HISTORY_LIMIT + 5);
    expect(versions.at(-1).version).toBe(6);
  });

  it('answers a stored body that is no venue with a 500 and the reason in the log, not with bad data', async () => {
    const response = await get('/api/designer/architecture/busy-expo/versions/STAGE/1');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'internal.error', errMsg: expect.any(String) });
  });
});
