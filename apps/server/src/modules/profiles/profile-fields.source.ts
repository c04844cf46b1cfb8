import { type ProfileField, profileFieldsOf } from '@atrium/domain';
import { createLiveVenueCache } from '../venue/live-venue.cache';
import type { VenueService } from '../venue/venue.service';

/** The fields every profile has, for a venue that is not (or no longer) published. */
export const standardFields: readonly ProfileField[] = profileFieldsOf([]);

/**
 * The profile fields of the published venue (standard fields and its `userProfileAttributes`),
 * worked out once per published version; undefined for an architecture that is not live.
 */
export const createLiveProfileFields = (venues: Pick<VenueService, 'liveVersion' | 'readLiveVenue'>) =>
  createLiveVenueCache<readonly ProfileField[]>(venues, (venue) =>
    profileFieldsOf(venue.architectures[0]?.userProfileAttributes),
  );
