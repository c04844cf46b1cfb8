import { type PresencePage, presenceEvents } from '@atrium/domain';
import type { EventRegistrar } from '../realtime/client-event';
import type { PresenceConnection, PresenceService } from './presence.service';

/**
 * The rooms a connection is in (its view's room comes and goes with `presence:watch`), and the
 * page pushed to it alone when its view moves to another room without it asking.
 */
export type RoomMembership = {
  join(room: string): void;
  leave(room: string): void;
  push(page: PresencePage): void;
};

/** Joins the room of the connection's view (leaving the one it was in); true when it changed. */
async function enterViewRoom(
  presence: PresenceService,
  connection: PresenceConnection,
  rooms: RoomMembership,
  view: NonNullable<PresenceConnection['view']>,
): Promise<string> {
  const room = await presence.watch(connection, view);
  if (connection.room !== room) {
    if (connection.room) rooms.leave(connection.room);
    connection.room = room;
    rooms.join(room);
  }
  return room;
}

/**
 * The user's profile changed: the entry shows the new card, and a view that depends on the card
 * (the 'my company' filter, whether the user is listed) moves to its new room with a fresh page.
 */
export async function refreshAfterProfileChange(
  presence: PresenceService,
  connection: PresenceConnection,
  rooms: RoomMembership,
  architectureId: string,
) {
  await presence.profileChanged(connection, architectureId);
  const view = connection.view;
  if (!view || view.architectureId !== architectureId || !connection.room) return;
  const before = connection.room;
  const room = await enterViewRoom(presence, connection, rooms, view);
  if (room !== before) rooms.push(presence.page(room));
}

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

  on(presenceEvents.watch, async (view) =>
    presence.page(await enterViewRoom(presence, connection, rooms, view)),
  );

  on(presenceEvents.unwatch, () => {
    if (connection.room) rooms.leave(connection.room);
    connection.room = undefined;
    connection.view = undefined;
    return {};
  });
}
