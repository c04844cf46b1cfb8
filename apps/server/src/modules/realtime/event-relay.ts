import type { Server } from 'socket.io';
import type { DomainEventName, DomainEvents, EventBus } from '../../events/event-bus';

/** The events every node must know of, wherever they happened. */
export const RELAYED_EVENTS = [
  'venue.staged',
  'venue.published',
  'venue.unpublished',
  'session.ended',
  'user.sessions.ended',
  'profile.updated',
  'chat.conversation.changed',
  'chat.block.changed',
  'chat.mute.changed',
  'media_board.counts.changed',
  'social_wall.post.changed',
  'social_wall.post.removed',
  'search.index.built',
] as const satisfies readonly DomainEventName[];

const RELAY_EVENT = 'atrium:event';
const relayed = new Set<string>(RELAYED_EVENTS);

/**
 * Carries the bus's events to the other nodes (through the Socket.IO adapter's server-side
 * emit, i.e. Redis) and theirs to this node's bus, marked remote. Only with an adapter that
 * spans nodes; one node has no one to tell.
 */
export function relayEvents(io: Server, events: EventBus) {
  const offs = RELAYED_EVENTS.map((name) =>
    events.on(name, (payload: DomainEvents[typeof name], meta) => {
      if (!meta.remote) io.serverSideEmit(RELAY_EVENT, name, payload);
    }),
  );
  io.on(RELAY_EVENT, (name: unknown, payload: unknown) => {
    if (typeof name !== 'string' || !relayed.has(name) || typeof payload !== 'object' || payload === null)
      return;
    events.emit(name as DomainEventName, payload as never, { remote: true });
  });
  return () => {
    for (const off of offs) off();
  };
}
