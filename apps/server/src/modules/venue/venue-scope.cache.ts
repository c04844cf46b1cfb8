import type { PresenceScope, Venue } from '@atrium/domain';
import { createLiveVenueCache } from './live-venue.cache';
import type { VenueService } from './venue.service';

/** How long a stage's derived value is reused (a save drops it at once: `stageChanged`). */
const STAGE_TTL_MS = 2_000;
const MAX_STAGES = 16;

/**
 * Something worked out from the venue version of a scope: the published venue once per
 * published version (undefined for an architecture that is not live), the latest stage version
 * for a short while or until a save on any node says it changed.
 */
export function createVenueScopeCache<T>(
  venues: Pick<VenueService, 'liveVersion' | 'readLiveVenue' | 'readStage'>,
  derive: (venue: Pick<Venue, 'architectures'>) => T,
  now: () => number = Date.now,
) {
  const live = createLiveVenueCache(venues, derive);
  const stages = new Map<string, { at: number; value: Promise<T> }>();

  function stage(architectureId: string): Promise<T> {
    const at = now();
    const cached = stages.get(architectureId);
    if (cached && at - cached.at < STAGE_TTL_MS) return cached.value;
    if (stages.size >= MAX_STAGES) stages.clear();
    const value = venues.readStage(architectureId).then(derive);
    stages.set(architectureId, { at, value });
    value.catch(() => stages.delete(architectureId));
    return value;
  }

  return {
    of: (scope: PresenceScope): Promise<T | undefined> =>
      scope.mode === 'STAGE' ? stage(scope.architectureId) : live(scope.architectureId),

    /** A new stage version was saved (on any node). */
    stageChanged(architectureId: string) {
      stages.delete(architectureId);
    },
  };
}
