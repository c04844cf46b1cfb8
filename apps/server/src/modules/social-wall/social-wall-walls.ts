import type { Venue } from '@atrium/domain';
import { AppError } from '../../errors/app-error';
import { authorize, isGuestOnly, type Principal } from '../auth/authorize';
import type { VenueAreasSource } from '../presence/presence-areas';
import { createVenueScopeCache } from '../venue/venue-scope.cache';
import type { WallScope } from './social-wall.repository';

/** The walls of a venue version: the `wallId` of every SOCIAL_WALL configuration, placed anywhere. */
export function wallIdsOf(venue: Pick<Venue, 'architectures'>): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const architecture of venue.architectures) {
    const widgets = [
      ...architecture.globalWidgets,
      ...architecture.areas.flatMap((area) => area.contentWidgets),
    ];
    for (const widget of widgets) {
      if (widget.type !== 'SOCIAL_WALL') continue;
      for (const configuration of widget.configurations) ids.add(configuration.wallId);
    }
  }
  return ids;
}

const clip = (id: string) => id.slice(0, 200);

/**
 * Which walls a caller may use: those of the venue version of the scope — the stage only for
 * those who may preview (as presence and chat decide), the live venue only while it is
 * published, and for a guest only where the venue offers anonymous access.
 */
export function createSocialWalls(deps: {
  venues: VenueAreasSource;
  loginRequired: () => Promise<boolean>;
  now?: () => number;
}) {
  const walls = createVenueScopeCache(deps.venues, wallIdsOf, deps.now);

  async function check(scope: WallScope, wallId: string, principal: Principal): Promise<void> {
    if (scope.mode === 'STAGE') authorize(principal, 'venue.preview');
    else if (isGuestOnly(principal)) {
      authorize(principal, 'venue.enter', { anonymousAccess: !(await deps.loginRequired()) });
    }
    const ids = await walls.of(scope);
    if (!ids)
      throw new AppError('venue.not_published', `The venue ${clip(scope.architectureId)} is not published.`);
    if (!ids.has(wallId)) {
      throw new AppError('social_wall.not_found', `The venue has no social wall ${clip(wallId)}.`);
    }
  }

  return {
    /** Refuses a scope the caller may not use, or a wall its venue version does not have. */
    check,

    /** Whether the caller may use the wall (a post's wall: refusals look like a missing post). */
    async mayUse(scope: WallScope, wallId: string, principal: Principal): Promise<boolean> {
      try {
        await check(scope, wallId, principal);
        return true;
      } catch (error) {
        if (error instanceof AppError) return false;
        throw error;
      }
    },

    stageChanged: walls.stageChanged,
  };
}

export type SocialWalls = ReturnType<typeof createSocialWalls>;
