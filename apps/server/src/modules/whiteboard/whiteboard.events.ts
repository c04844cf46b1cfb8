import { whiteboardEvents } from '@atrium/domain';
import type { EventRegistrar } from '../realtime/client-event';
import type { WhiteboardConnection, WhiteboardService } from './whiteboard.service';

/**
 * The whiteboard events of one connection: thin, as routes are (the rules are the service's).
 * Sync and awareness are limited by the whiteboard's own buckets, not the connection's limit of
 * all events (a drawing user sends several a second).
 */
export function registerWhiteboardEvents(
  on: EventRegistrar,
  whiteboard: WhiteboardService,
  connection: WhiteboardConnection,
  onDisconnect: (listener: () => void) => void,
) {
  on(whiteboardEvents.join, (payload) => whiteboard.join(connection, payload));
  on(whiteboardEvents.sync, (payload) => whiteboard.sync(connection, payload), { rateLimit: 'own' });
  on(whiteboardEvents.awareness, (payload) => whiteboard.awareness(connection, payload), {
    rateLimit: 'own',
  });
  on(whiteboardEvents.leave, (payload) => whiteboard.leave(connection, payload));
  on(whiteboardEvents.imageUrls, (payload) => whiteboard.imageUrls(connection, payload));
  onDisconnect(() => whiteboard.disconnected(connection));
}
