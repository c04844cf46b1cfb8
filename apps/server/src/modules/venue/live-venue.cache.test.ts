import type { Venue, VenueVersion } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { createLiveVenueCache } from './live-venue.cache';

/** A venue store whose publication the test moves; counts the venue reads. */
function fakeVenues() {
  const state = { architectureId: 'expo' as string | null, version: 1, reads: 0, failNext: false };
  const venues = {
    async liveVersion(): Promise<VenueVersion> {
      return { mode: 'LIVE', publishedArchitectureId: state.architectureId, publishedVersion: state.version };
    },
    async readLiveVenue(architectureId: string): Promise<Venue> {
      state.reads++;
      if (state.failNext) {
        state.failNext = false;
        throw new Error('database down');
      }
      return { architectures: [{ id: `${architectureId}@${state.version}` }] } as unknown as Venue;
    },
  };
  return { state, venues };
}

const idOf = (venue: Venue) => (venue.architectures[0] as unknown as { id: string }).id;

describe('createLiveVenueCache', () => {
  it('reads the venue once per published version, also for callers at once', async () => {
    const { state, venues } = fakeVenues();
    const cache = createLiveVenueCache(venues, idOf);
    expect(await Promise.all([cache('expo'), cache('expo')])).toEqual(['expo@1', 'expo@1']);
    expect(await cache('expo')).toBe('expo@1');
    expect(state.reads).toBe(1);

    state.version = 2;
    expect(await cache('expo')).toBe('expo@2');
    expect(state.reads).toBe(2);
  });

  it('answers undefined for an architecture that is not live, without reading it', async () => {
    const { state, venues } = fakeVenues();
    const cache = createLiveVenueCache(venues, idOf);
    expect(await cache('other')).toBeUndefined();
    state.version = 0;
    expect(await cache('expo')).toBeUndefined();
    state.architectureId = null;
    expect(await cache('expo')).toBeUndefined();
    expect(state.reads).toBe(0);
  });

  it('does not keep a failed read', async () => {
    const { state, venues } = fakeVenues();
    const cache = createLiveVenueCache(venues, idOf);
    state.failNext = true;
    await expect(cache('expo')).rejects.toThrow('database down');
    expect(await cache('expo')).toBe('expo@1');
    expect(state.reads).toBe(2);
  });
});
