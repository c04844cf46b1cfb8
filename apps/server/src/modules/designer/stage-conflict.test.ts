import { stageConflictOf } from '@atrium/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearerFor,
  createTestApp,
  exampleVenue,
  type TestApp,
  testDialects,
} from '../../testing/test-app.factory';
import { stageVenue, storedBody } from './designer-test.helpers';

describe.each(testDialects())('stage saves with a base version on %s', (dialect) => {
  let app: TestApp;
  let admin: Record<string, string>;
  let otherAdmin: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp(dialect);
    admin = await bearerFor(app, ['administrator'], 'ada@test.local');
    otherAdmin = await bearerFor(app, ['administrator'], 'grace@test.local');
  });
  afterAll(() => app.cleanup());

  const stageVersions = async () =>
    (
      await app.services.database.db
        .selectFrom('venue_versions')
        .select('version')
        .where('architecture_id', '=', 'example-expo')
        .where('mode', '=', 'STAGE')
        .orderBy('version')
        .execute()
    ).map((row) => row.version);

  it('refuses a base version other than 0 before the first save, and saves with 0', async () => {
    const early = await stageVenue(app, admin, exampleVenue(), 3);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      error: 'venue.stage_conflict',
      errMsg: 'This save is based on stage version 3 of example-expo, but example-expo has no stage version.',
      details: [{ path: 'latest.version', message: '0' }],
    });
    expect(await stageVersions()).toEqual([]);

    const first = await stageVenue(app, admin, exampleVenue(), 0);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ architectureId: 'example-expo', version: 1 });
  });

  it('stores the venue in the current schema version', async () => {
    expect(JSON.parse(await storedBody(app, 'STAGE', 1))).toEqual({ schemaVersion: 2, ...exampleVenue() });
  });

  it('refuses a save based on an older version, naming the latest, who saved it and when', async () => {
    const second = await stageVenue(app, otherAdmin, exampleVenue(), 1);
    expect(second.statusCode).toBe(200);
    const stale = await stageVenue(app, admin, exampleVenue(), 1);
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body.error).toBe('venue.stage_conflict');
    expect(body.errMsg).toMatch(
      /^The stage of example-expo changed meanwhile: version 2 was saved by grace@test\.local at \d{4}-\d\d-\d\dT[\d:.]+Z, and this save is based on version 1\. Open version 2 and apply your changes to it\.$/,
    );
    const conflict = stageConflictOf(body.details);
    expect(conflict).toEqual({ latestVersion: 2, savedBy: 'grace@test.local', savedAt: expect.any(String) });
    expect(Date.now() - Date.parse(conflict!.savedAt!)).toBeLessThan(60_000);
    expect(await stageVersions()).toEqual([1, 2]);
  });

  it('refuses 0 once a stage version exists, and a base version from the future', async () => {
    const none = await stageVenue(app, admin, exampleVenue(), 0);
    expect(none.statusCode).toBe(409);
    expect(none.json().errMsg).toContain('and this save expected none');
    const ahead = await stageVenue(app, admin, exampleVenue(), 5);
    expect(ahead.statusCode).toBe(409);
    expect(stageConflictOf(ahead.json().details)?.latestVersion).toBe(2);
    expect(await stageVersions()).toEqual([1, 2]);
  });

  it('saves as before without a base version', async () => {
    expect((await stageVenue(app, admin, exampleVenue())).json().version).toBe(3);
    expect((await stageVenue(app, otherAdmin, exampleVenue())).json().version).toBe(4);
  });

  it.each(['x', '-1', '1.5', '99999999999'])(
    'answers baseVersion=%s with 400 validation.failed',
    async (base) => {
      const response = await stageVenue(app, admin, exampleVenue(), base);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'validation.failed',
        details: [{ path: expect.stringContaining('baseVersion') }],
      });
    },
  );

  it('checks the venue before the base version: an invalid venue is a 400 whatever the version', async () => {
    const venue = exampleVenue();
    venue.architectures[0].defaultAreaId = 'nowhere';
    expect((await stageVenue(app, admin, venue, 1)).json().error).toBe('venue.invalid');
  });

  it('lets exactly one of a burst of saves with the same base version through', async () => {
    const base = (await stageVersions()).at(-1)!;
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, index) => {
        const venue = exampleVenue();
        venue.architectures[0].areas[0].names[0].text = `Lobby ${index}`;
        return stageVenue(app, index % 2 ? admin : otherAdmin, venue, base);
      }),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
    const winner = burst.find((response) => response.statusCode === 200)!;
    expect(winner.json().version).toBe(base + 1);
    for (const loser of burst.filter((response) => response.statusCode === 409)) {
      expect(stageConflictOf(loser.json().details)?.latestVersion).toBe(base + 1);
    }
    expect(await stageVersions()).toEqual(Array.from({ length: base + 1 }, (_, index) => index + 1));
  });

  it('stores a venue read back and saved again byte for byte as before', async () => {
    const first = await stageVenue(app, admin, exampleVenue());
    const firstVersion: number = first.json().version;
    const firstBody = await storedBody(app, 'STAGE', firstVersion);
    // As a client that opened the stage would: read it back, save it on top.
    const preview = await app.inject({
      method: 'GET',
      url: '/api/ui/venue?architectureId=example-expo&preview=true',
      headers: admin,
    });
    expect(preview.body).toBe(firstBody);
    const history = await app.inject({
      method: 'GET',
      url: `/api/designer/architecture/example-expo/versions/STAGE/${firstVersion}`,
      headers: admin,
    });
    expect(history.body).toBe(firstBody);
    const again = await stageVenue(app, admin, history.json(), firstVersion);
    expect(again.statusCode, again.body).toBe(200);
    expect(await storedBody(app, 'STAGE', firstVersion + 1)).toBe(firstBody);
  });
});
