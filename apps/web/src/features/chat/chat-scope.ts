import type { PresenceScope } from '@atrium/domain';
import { architectureOf, useVenueStore } from '../../shared/stores/venue.store';
import { presenceModeOf } from '../presence/presence-scope';

/** The venue and mode the chat belongs to now (as presence: stage and live apart), outside React. */
export function chatScopeNow(): PresenceScope | undefined {
  const { venue, version } = useVenueStore.getState();
  const architectureId = architectureOf(venue)?.id;
  return architectureId ? { architectureId, mode: presenceModeOf(version) } : undefined;
}
