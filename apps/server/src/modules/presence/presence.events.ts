import { presenceEvents } from '@atrium/domain';
import type { EventRegistrar } from '../realtime/client-event';
import type { PresenceConnection, PresenceService } from './presence.service';

/** The rooms a connection is in (its view's room comes and goes with `presence:watch`). */
export type RoomMembership = { join(room: string): void; leave(room: string): void };

/** The presence events of one connection: thin, as routes are. */
export function registerPresenceEvents(
  on: EventRegistrar,
  presence: PresenceService,
  connection: PresenceConnection,
  rooms: RoomMembership,
) {
  on(presenceEvents.move, (move) => presence.move(connection, move));

  on(presenceEvents.leave, async (scope) => {
    await presence.leave(connection, scope);
    return {};
  });

  on(presenceEvents.watch, async (view) => {
    const room = await presence.watch(connection, view);
    if (connection.room !== room) {
      if (connection.room) rooms.leave(connection.room);
      connection.room = room;
      rooms.join(room);
    }
    return presence.page(room);
  });

  on(presenceEvents.unwatch, () => {
    if (connection.room) rooms.leave(connection.room);
    connection.room = undefined;
    return {};
  });
}
