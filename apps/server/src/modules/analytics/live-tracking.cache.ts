import { venueArchitecture } from '@atrium/domain';
import type { VenueService } from '../venue/venue.service';
import type { LiveTrackingSetting } from './analytics.service';

/**
 * `personalizedTrackingEnabled` of the live venue, read once per published version (the venue
 * JSON is large; analytics events are many).
 */
export function createLiveTrackingCache(venues: VenueService): LiveTrackingSetting {
  let cached: { key: string; enabled: boolean } | undefined;
  return async (architectureId) => {
    const live = await venues.liveVersion();
    if (live.publishedArchitectureId !== architectureId || live.publishedVersion < 1) return undefined;
    const key = `${architectureId}:${live.publishedVersion}`;
    if (cached?.key !== key) {
      const venue = await venues.readLiveVenue(architectureId);
      cached = { key, enabled: venueArchitecture(venue).personalizedTrackingEnabled };
    }
    return cached.enabled;
  };
}
