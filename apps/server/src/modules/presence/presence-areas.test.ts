import type { Venue, VenueVersion } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../auth/authorize';
import { createPresenceAreas } from './presence-areas';

const attendee: Principal = { userId: 'u1', email: 'a@test.local', roles: ['attendee'] };
const administrator: Principal = { userId: 'u2', email: 'b@test.local', roles: ['administrator'] };
const LIVE = { architectureId: 'expo', mode: 'LIVE' } as const;
const STAGE = { architectureId: 'expo', mode: 'STAGE' } as const;

const venueWith = (...areaIds: string[]) =>
  ({ architectures: [{ areas: areaIds.map((id) => ({ id })) }] }) as unknown as Venue;

/** Areas over a venue source the test changes, counting its reads, on a clock the test moves. */
function setUp() {
  let time = 0;
  const source = {
    version: { mode: 'LIVE', publishedVersion: 1, publishedArchitectureId: 'expo' } as VenueVersion,
    live: venueWith('lobby'),
    stage: venueWith('lobby', 'hall'),
    fail: false,
    liveReads: 0,
    stageReads: 0,
  };
  const areas = createPresenceAreas(
    {
      liveVersion: async () => source.version,
      readLiveVenue: async () => {
        source.liveReads += 1;
        if (source.fail) throw new Error('unreadable');
        return source.live;
      },
      readStage: async () => {
        source.stageReads += 1;
        if (source.fail) throw new Error('unreadable');
        return structuredClone(source.stage);
      },
    },
    () => time,
  );
  return { areas, source, advance: (ms: number) => (time += ms) };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { id?: string }) => error.id,
  );

describe('the areas presence may name', () => {
  it('takes the published venue’s areas, refusing others and a venue that is not live', async () => {
    const { areas, source } = setUp();
    await expect(areas.check(LIVE, 'lobby', attendee)).resolves.toBeUndefined();
    expect(await refusal(areas.check(LIVE, 'hall', attendee))).toBe('presence.unknown_area');
    expect(await refusal(areas.of({ ...LIVE, architectureId: 'other' }, attendee))).toBe(
      'venue.not_published',
    );
    source.version = { ...source.version, publishedVersion: -1 };
    expect(await refusal(areas.of(LIVE, attendee))).toBe('venue.not_published');
  });

  it('reads the live venue once per published version, and again after a failed read', async () => {
    const { areas, source } = setUp();
    await areas.of(LIVE, attendee);
    await areas.of(LIVE, attendee);
    expect(source.liveReads).toBe(1);
    source.live = venueWith('lobby', 'hall');
    source.version = { ...source.version, publishedVersion: 2 };
    await expect(areas.check(LIVE, 'hall', attendee)).resolves.toBeUndefined();
    expect(source.liveReads).toBe(2);

    source.fail = true;
    source.version = { ...source.version, publishedVersion: 3 };
    await expect(areas.of(LIVE, attendee)).rejects.toThrow('unreadable');
    source.fail = false;
    await expect(areas.of(LIVE, attendee)).resolves.toEqual(new Set(['lobby', 'hall']));
    expect(source.liveReads).toBe(4);
  });

  it('gives the stage to administrators only', async () => {
    const { areas } = setUp();
    expect(await refusal(areas.of(STAGE, attendee))).toBe('auth.forbidden');
    await expect(areas.check(STAGE, 'hall', administrator)).resolves.toBeUndefined();
  });

  it('reuses the stage’s areas for a moment, and reads them again at once after a save', async () => {
    const { areas, source, advance } = setUp();
    await areas.of(STAGE, administrator);
    source.stage = venueWith('lobby', 'hall', 'garden');
    advance(1_000);
    expect(await refusal(areas.check(STAGE, 'garden', administrator))).toBe('presence.unknown_area');
    expect(source.stageReads).toBe(1);

    areas.stageChanged('expo');
    await expect(areas.check(STAGE, 'garden', administrator)).resolves.toBeUndefined();
    expect(source.stageReads).toBe(2);

    source.stage = venueWith('lobby');
    advance(2_000);
    expect(await refusal(areas.check(STAGE, 'garden', administrator))).toBe('presence.unknown_area');
    expect(source.stageReads).toBe(3);
  });
});
