import type { PresenceScope, Venue, VenueVersion } from '@atrium/domain';
import { AppError } from '../../errors/app-error';
import { authorize, type Principal } from '../auth/authorize';

/** What the area check reads of the venues. */
export type VenueAreasSource = {
  liveVersion(): Promise<VenueVersion>;
  readLiveVenue(architectureId: string): Promise<Venue>;
  readStage(architectureId: string): Promise<Venue>;
};

/**
 * How long the stage's areas are reused: a save on this or another node drops them at once
 * (`stageChanged`), this is the fallback; the live ones are kept per published version.
 */
const STAGE_TTL_MS = 2_000;

const areaIdsOf = (venue: Pick<Venue, 'architectures'>) =>
  new Set(venue.architectures.flatMap((architecture) => architecture.areas.map((area) => area.id)));

/**
 * The areas a scope's presence may name: those of the published venue (LIVE), or of the latest
 * stage version for administrators (STAGE). Refuses a scope nobody can be in.
 */
export function createPresenceAreas(venues: VenueAreasSource, now: () => number = Date.now) {
  let live: { key: string; areas: Promise<Set<string>> } | undefined;
  const stages = new Map<string, { at: number; areas: Promise<Set<string>> }>();

  async function liveAreas(architectureId: string): Promise<Set<string>> {
    const version = await venues.liveVersion();
    if (version.publishedArchitectureId !== architectureId || version.publishedVersion < 1) {
      throw new AppError('venue.not_published', `The venue ${architectureId} is not published.`);
    }
    const key = `${architectureId}:${version.publishedVersion}`;
    if (live?.key !== key) {
      const areas = venues.readLiveVenue(architectureId).then(areaIdsOf);
      const entry = { key, areas };
      live = entry;
      areas.catch(() => {
        if (live === entry) live = undefined;
      });
    }
    return live.areas;
  }

  function stageAreas(architectureId: string): Promise<Set<string>> {
    const at = now();
    const cached = stages.get(architectureId);
    if (cached && at - cached.at < STAGE_TTL_MS) return cached.areas;
    if (stages.size > 16) stages.clear();
    const areas = venues.readStage(architectureId).then(areaIdsOf);
    stages.set(architectureId, { at, areas });
    areas.catch(() => stages.delete(architectureId));
    return areas;
  }

  return {
    /** The scope's area ids, after checking that the caller may be present in it. */
    async of(scope: PresenceScope, principal: Principal): Promise<Set<string>> {
      if (scope.mode === 'STAGE') {
        authorize(principal, 'venue.preview');
        return stageAreas(scope.architectureId);
      }
      return liveAreas(scope.architectureId);
    },

    /** A new stage version was saved (on any node): its areas are read again. */
    stageChanged(architectureId: string) {
      stages.delete(architectureId);
    },

    /** Refuses an area the scope's venue does not have. */
    async check(scope: PresenceScope, areaId: string, principal: Principal): Promise<void> {
      const areas = await this.of(scope, principal);
      if (!areas.has(areaId)) {
        throw new AppError('presence.unknown_area', `The venue has no area ${areaId.slice(0, 200)}.`);
      }
    },
  };
}

export type PresenceAreas = ReturnType<typeof createPresenceAreas>;
