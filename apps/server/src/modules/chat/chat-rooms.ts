import type { ChatRoom, PresenceScope, Venue } from '@atrium/domain';
import { AppError } from '../../errors/app-error';
import { can, type Principal } from '../auth/authorize';
import type { PresenceAreas, VenueAreasSource } from '../presence/presence-areas';
import { createLiveVenueCache } from '../venue/live-venue.cache';

/** How long the stage's widgets are reused (a save drops them at once: `stageChanged`). */
const STAGE_TTL_MS = 2_000;

type Widgets = Map<string, Set<string>>;

const widgetsOf = (venue: Pick<Venue, 'architectures'>): Widgets =>
  new Map(
    venue.architectures.flatMap((architecture) =>
      architecture.areas.map((area) => [area.id, new Set(area.contentWidgets.map((widget) => widget.id))]),
    ),
  );

/** A room chat's key in its scope: `r:{areaId}` or `r:{areaId}/{widgetId}`. */
export const roomKey = (room: ChatRoom) =>
  room.widgetId ? `r:${room.areaId}/${room.widgetId}` : `r:${room.areaId}`;

/** The room a room chat's key names. */
export function roomOfKey(key: string): ChatRoom | undefined {
  if (!key.startsWith('r:')) return undefined;
  const [areaId, ...widget] = key.slice(2).split('/');
  return widget.length > 0 ? { areaId: areaId!, widgetId: widget.join('/') } : { areaId: areaId! };
}

const noRoom = () => new AppError('chat.not_found', 'The venue has no such room to chat in.');

/**
 * Which venue scopes chat may be used in, and which rooms they have — by presence's rules: the
 * stage only for administrators, the live venue only while it is published. A room is an area
 * of that venue version, or a widget placed in that area.
 */
export function createChatRooms(deps: {
  areas: Pick<PresenceAreas, 'of'>;
  venues: VenueAreasSource;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const liveWidgets = createLiveVenueCache(deps.venues, widgetsOf);
  const stages = new Map<string, { at: number; widgets: Promise<Widgets> }>();

  function stageWidgets(architectureId: string): Promise<Widgets> {
    const cached = stages.get(architectureId);
    if (cached && now() - cached.at < STAGE_TTL_MS) return cached.widgets;
    if (stages.size > 16) stages.clear();
    const widgets = deps.venues.readStage(architectureId).then(widgetsOf);
    stages.set(architectureId, { at: now(), widgets });
    widgets.catch(() => stages.delete(architectureId));
    return widgets;
  }

  return {
    /** Refuses a scope the caller may not chat in (as presence refuses it). */
    async enter(scope: PresenceScope, principal: Principal): Promise<void> {
      await deps.areas.of(scope, principal);
    },

    /**
     * Whether the caller may still use a conversation of the scope (no venue read: the stage
     * needs the role, the live venue its publication).
     */
    async mayUse(scope: PresenceScope, principal: Principal): Promise<boolean> {
      if (scope.mode === 'STAGE') return can(principal, 'venue.preview');
      const live = await deps.venues.liveVersion();
      return live.publishedArchitectureId === scope.architectureId && live.publishedVersion >= 1;
    },

    /** Refuses a room the scope's venue version does not have. */
    async check(scope: PresenceScope, room: ChatRoom, principal: Principal): Promise<void> {
      const areas = await deps.areas.of(scope, principal);
      if (!areas.has(room.areaId)) throw noRoom();
      if (room.widgetId === undefined) return;
      const widgets =
        scope.mode === 'STAGE'
          ? await stageWidgets(scope.architectureId)
          : await liveWidgets(scope.architectureId);
      if (!widgets?.get(room.areaId)?.has(room.widgetId)) throw noRoom();
    },

    /** A new stage version was saved (on any node). */
    stageChanged(architectureId: string) {
      stages.delete(architectureId);
    },
  };
}

export type ChatRooms = ReturnType<typeof createChatRooms>;
