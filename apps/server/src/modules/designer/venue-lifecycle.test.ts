import type { MeetingConfiguration, Venue } from '@atrium/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearerFor,
  createTestApp,
  exampleVenue,
  type TestApp,
  testDialects,
} from '../../testing/test-app.factory';

describe.each(testDialects())('venue lifecycle on %s', (dialect) => {
  let app: TestApp;
  let admin: Record<string, string>;
  let attendee: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp(dialect);
    admin = await bearerFor(app, ['administrator']);
    attendee = await bearerFor(app, ['attendee']);
  });
  afterAll(() => app.cleanup());

  const version = async () => (await app.inject({ method: 'GET', url: '/api/venue/version' })).json();
  // As a logged-in attendee: without a session the venue (login required) sends its public part.
  const readLive = (headers: Record<string, string> = attendee) =>
    app.inject({ method: 'GET', url: '/api/ui/venue?architectureId=example-expo', headers });

  it('stage → publish → version → read → republish → unpublish → version -1', async () => {
    expect(await version()).toEqual({ mode: 'LIVE', publishedVersion: -1, publishedArchitectureId: null });

    const staged = await app.inject({
      method: 'POST',
      url: '/api/designer/save-venue-json/stage',
      headers: admin,
      payload: exampleVenue(),
    });
    expect(staged.statusCode).toBe(200);
    expect(staged.json()).toEqual({ architectureId: 'example-expo', version: 1 });

    // Staged but not published: attendees see nothing, administrators can preview.
    expect((await readLive()).json().error).toBe('venue.not_published');
    const preview = await app.inject({
      method: 'GET',
      url: '/api/ui/venue?architectureId=example-expo&preview=true',
      headers: admin,
    });
    expect(preview.statusCode).toBe(200);
    // Stored in the current schema version: the example venue (version 1) with it stamped.
    expect(preview.json()).toEqual({ schemaVersion: 2, ...exampleVenue() });

    const published = await app.inject({
      method: 'POST',
      url: '/api/designer/publish/example-expo',
      headers: admin,
    });
    expect(published.json()).toEqual({ architectureId: 'example-expo', publishedVersion: 1 });
    expect(await version()).toEqual({
      mode: 'LIVE',
      publishedVersion: 1,
      publishedArchitectureId: 'example-expo',
    });

    const live = await readLive();
    expect(live.statusCode).toBe(200);
    const venue = live.json();
    expect(venue.publishInfo).toEqual({ publishedVersion: 1 });
    expect(venue.architectures[0].areas.map((a: { id: string }) => a.id)).toEqual([
      'lobby',
      'auditorium',
      'expo-hall',
      'backstage',
    ]);
    expect((await app.inject({ method: 'HEAD', url: '/api/venue', headers: attendee })).statusCode).toBe(200);

    const changed = exampleVenue();
    changed.architectures[0].areas[0].names[0].text = 'Grand lobby';
    await app.inject({
      method: 'POST',
      url: '/api/designer/save-venue-json/stage',
      headers: admin,
      payload: changed,
    });
    // A new stage version does not touch what attendees see until it is published.
    expect((await readLive()).json().architectures[0].areas[0].names[0].text).toBe('Lobby');
    const republished = await app.inject({
      method: 'POST',
      url: '/api/designer/publish/example-expo',
      headers: admin,
    });
    expect(republished.json().publishedVersion).toBe(2);
    expect((await readLive()).json().architectures[0].areas[0].names[0].text).toBe('Grand lobby');

    const unpublished = await app.inject({ method: 'POST', url: '/api/designer/unpublish', headers: admin });
    expect(unpublished.json()).toEqual({ publishedVersion: -1, publishedArchitectureId: 'example-expo' });
    expect((await version()).publishedVersion).toBe(-1);
    expect((await readLive()).statusCode).toBe(404);
    expect((await app.inject({ method: 'HEAD', url: '/api/venue', headers: attendee })).statusCode).toBe(404);

    // Published versions are kept: publishing again continues the numbering.
    const rows = await app.services.database.db
      .selectFrom('venue_versions')
      .select(['mode', 'version'])
      .where('architecture_id', '=', 'example-expo')
      .orderBy('mode')
      .orderBy('version')
      .execute();
    expect(rows).toEqual([
      { mode: 'LIVE', version: 1 },
      { mode: 'LIVE', version: 2 },
      { mode: 'STAGE', version: 1 },
      { mode: 'STAGE', version: 2 },
    ]);
    const again = await app.inject({
      method: 'POST',
      url: '/api/designer/publish/example-expo',
      headers: admin,
    });
    expect(again.json().publishedVersion).toBe(3);
  });

  it('keeps host meeting URLs from attendees and gives them to administrators', async () => {
    const keynote = (venue: Venue) => {
      const auditorium = venue.architectures[0]!.areas.find((a) => a.id === 'auditorium')!;
      return auditorium.contentWidgets.find((w) => w.id === 'keynote')!
        .configurations[0] as MeetingConfiguration;
    };
    const forAttendee = keynote((await readLive(attendee)).json());
    expect(forAttendee.hostMeetingUrl).toBeUndefined();
    expect(forAttendee.viewerMeetingUrl).toBe('https://example.whereby.com/keynote-viewer');
    expect(JSON.stringify((await readLive()).json())).not.toContain('host-secret');
    expect(keynote((await readLive(admin)).json()).hostMeetingUrl).toContain('roomKey=host-secret');
  });

  it('publishing an architecture without a stage version is a 404 and changes nothing', async () => {
    const before = await version();
    const response = await app.inject({
      method: 'POST',
      url: '/api/designer/publish/nowhere',
      headers: admin,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'venue.stage_missing' });
    expect(await version()).toEqual(before);
  });
});
