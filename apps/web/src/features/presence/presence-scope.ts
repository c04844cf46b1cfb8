import type { VenueVersionState } from '@atrium/domain';
import { architectureOf, useVenueStore } from '../../shared/stores/venue.store';

/**
 * The presence a viewer is part of: the loaded venue in the mode it is viewed in. A preview of
 * the stage version (its venue version in mode STAGE) is never mixed with the live audience.
 */
export const presenceModeOf = (
  version: { mode?: VenueVersionState | null } | undefined,
): VenueVersionState => (version?.mode === 'STAGE' ? 'STAGE' : 'LIVE');

export function usePresenceScope(): { architectureId: string; mode: VenueVersionState } | undefined {
  const architectureId = useVenueStore((s) => architectureOf(s.venue)?.id);
  const mode = useVenueStore((s) => presenceModeOf(s.version));
  return architectureId ? { architectureId, mode } : undefined;
}
