import { UNPUBLISHED_VERSION } from '../constants';
import type { VenueVersion } from '../venue/venue-version.schema';

export type PublicationState = 'unknown' | 'unpublished' | 'published';

/** Spec §4: unknown without a version, unpublished in live mode with version -1, published otherwise. */
export function publicationState(version: VenueVersion | undefined | null): PublicationState {
  if (!version) return 'unknown';
  if (version.mode === 'LIVE' && version.publishedVersion === UNPUBLISHED_VERSION) return 'unpublished';
  return 'published';
}
