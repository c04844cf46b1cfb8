import { type SocialWallWatch, socialWallEvents } from '@atrium/domain';
import type { Principal } from '../auth/authorize';
import type { EventRegistrar } from '../realtime/client-event';
import type { SocialWallModule } from './social-wall.module';

type WallOf = Pick<SocialWallWatch, 'architectureId' | 'mode' | 'wallId'>;

/** The Socket.IO room of a wall's watchers (per venue and mode: stage and live never mix). */
export const wallRoom = (wall: WallOf) => `sw:${wall.mode}:${wall.architectureId}:${wall.wallId}`;
/** The watchers of a wall who moderate it (they see hidden posts). */
export const wallModeratorsRoom = (wall: WallOf) => `${wallRoom(wall)}:moderators`;

/** One connection as the wall's handlers need it: who it is, and its Socket.IO rooms. */
export type WallConnection = {
  principal: () => Principal;
  join(room: string): void;
  leave(room: string): void;
};

/** The social wall events of one connection: thin, as routes are (the rules are the module's). */
export function registerSocialWallEvents(
  on: EventRegistrar,
  wall: Pick<SocialWallModule, 'watch'>,
  connection: WallConnection,
) {
  on(socialWallEvents.watch, async (watch) => {
    const viewer = await wall.watch(connection.principal(), watch);
    connection.join(wallRoom(watch));
    if (viewer.moderator) connection.join(wallModeratorsRoom(watch));
    return {};
  });
  on(socialWallEvents.unwatch, async (watch) => {
    connection.leave(wallRoom(watch));
    connection.leave(wallModeratorsRoom(watch));
    return {};
  });
}
