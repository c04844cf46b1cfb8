import { UNPUBLISHED_VERSION } from '../constants';
import type { VenueVersionState } from '../venue/venue-enums.schema';

export type VersionNumbers = { version?: number | undefined; publishedVersion: number };

export type VersionChangeInput = {
  loginEnabled: boolean;
  loggedIn: boolean;
  mode: VenueVersionState | undefined | null;
  /** The version the UI is showing. */
  current: VersionNumbers;
  /** The version the server reports now. */
  latest: VersionNumbers;
};

export type VersionChange = 'none' | 'unpublished' | 'reload-version' | 'reload-venue';

function watchedNumber(mode: VersionChangeInput['mode'], numbers: VersionNumbers): number {
  if (mode === 'STAGE') return numbers.version ?? UNPUBLISHED_VERSION;
  if (mode === 'LIVE') return numbers.publishedVersion;
  return UNPUBLISHED_VERSION;
}

/**
 * Spec §4 "Venue version watching": stage mode compares `version`, live mode `publishedVersion`.
 * 'unpublished' means unset the venue and go to /; 'reload-version' reload the venue version;
 * 'reload-venue' reload the whole venue.
 */
export function decideVersionChange(input: VersionChangeInput): VersionChange {
  if (input.loginEnabled && !input.loggedIn) return 'none';
  const oldVersion = watchedNumber(input.mode, input.current);
  const newVersion = watchedNumber(input.mode, input.latest);
  if (oldVersion === newVersion) return 'none';
  if (newVersion === UNPUBLISHED_VERSION) return 'unpublished';
  if (newVersion < oldVersion) return 'reload-version';
  return 'reload-venue';
}
