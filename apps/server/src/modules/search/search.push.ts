import { searchEvents } from '@atrium/domain';
import type { Server } from 'socket.io';
import type { EventBus } from '../../events/event-bus';
import { ADMINISTRATORS_ROOM } from '../realtime/realtime-gateway';

/**
 * Pushes a search build's progress to administrators, through the Socket.IO adapter (with Redis,
 * to administrators on every node) from the node that runs the build.
 */
export function pushSearchEvents(io: Server, events: EventBus): () => void {
  return events.on('search.build.progress', (event) => {
    io.to(ADMINISTRATORS_ROOM).emit(searchEvents.build.name, event);
  });
}
