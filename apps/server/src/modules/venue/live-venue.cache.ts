import type { Venue } from '@atrium/domain';
import type { VenueService } from './venue.service';

/**
 * Something worked out from the published venue, once per published version (the venue JSON is
 * large; its readers are many): undefined for an architecture that is not live. Callers at once
 * share one read; a failed read is not kept.
 */
export function createLiveVenueCache<T>(
  venues: Pick<VenueService, 'liveVersion' | 'readLiveVenue'>,
  derive: (venue: Venue) => T,
) {
  let cached: { key: string; value: Promise<T> } | undefined;

  return async (architectureId: string): Promise<T | undefined> => {
    const { publishedArchitectureId, publishedVersion } = await venues.liveVersion();
    if (publishedArchitectureId !== architectureId || publishedVersion < 1) return undefined;
    const key = `${architectureId}:${publishedVersion}`;
    if (cached?.key !== key) {
      const entry = { key, value: venues.readLiveVenue(architectureId).then(derive) };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.value;
  };
}
