import { type ProfileField, profileFieldsOf } from '@atrium/domain';
import type { VenueService } from '../venue/venue.service';

/** The fields every profile has, for a venue that is not (or no longer) published. */
export const standardFields: readonly ProfileField[] = profileFieldsOf([]);

/**
 * The profile fields of the published venue (standard fields and its `userProfileAttributes`),
 * worked out once per published version; undefined for an architecture that is not live.
 */
export function createLiveProfileFields(venues: Pick<VenueService, 'liveVersion' | 'readLiveVenue'>) {
  let cached: { architectureId: string; version: number; fields: Promise<ProfileField[]> } | undefined;

  return async (architectureId: string): Promise<readonly ProfileField[] | undefined> => {
    const { publishedArchitectureId, publishedVersion } = await venues.liveVersion();
    if (
      publishedArchitectureId !== architectureId ||
      publishedVersion === undefined ||
      publishedVersion < 1
    ) {
      return undefined;
    }
    if (cached?.architectureId !== architectureId || cached.version !== publishedVersion) {
      const fields = venues
        .readLiveVenue(architectureId)
        .then((venue) => profileFieldsOf(venue.architectures[0]?.userProfileAttributes));
      const entry = { architectureId, version: publishedVersion, fields };
      cached = entry;
      fields.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.fields;
  };
}
