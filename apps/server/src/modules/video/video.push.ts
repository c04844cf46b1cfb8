import { videoEvents } from '@atrium/domain';
import type { Server } from 'socket.io';
import type { EventBus } from '../../events/event-bus';
import { userRoom } from '../realtime/realtime-gateway';

/**
 * Pushes the video service's events to the tabs they are for, through the Socket.IO adapter
 * (with Redis, to whichever node holds the tab): a call to every tab of its people (their user
 * rooms), a signal to the one tab it is addressed to (a socket id is a room of its own).
 */
export function pushVideoEvents(io: Server, events: EventBus): () => void {
  const offCall = events.on('video.call', ({ userIds, call }) => {
    io.to(userIds.map(userRoom)).emit(videoEvents.call.name, call);
  });
  const offSignal = events.on('video.signal', ({ to, ...signal }) => {
    io.to(to).emit(videoEvents.signalReceived.name, signal);
  });
  return () => {
    offCall();
    offSignal();
  };
}
