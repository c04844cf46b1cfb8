import { type WhiteboardRef, whiteboardEvents } from '@atrium/domain';
import type { Server } from 'socket.io';
import { boardRoom, type WhiteboardRelayed, type WhiteboardService } from './whiteboard.service';

const RELAY_EVENT = 'atrium:whiteboard';

const isRelayed = (value: unknown): value is WhiteboardRelayed => {
  const message = value as Partial<WhiteboardRelayed> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof message.ref === 'object' &&
    message.ref !== null &&
    typeof (message.ref as WhiteboardRef).boardId === 'string' &&
    (message.kind === 'cleared' || ('update' in message && message.update instanceof Uint8Array))
  );
};

/**
 * Connects the whiteboard to Socket.IO: its pushes go to this node's participants of a board
 * (`io.local`), and, with several nodes, every accepted change goes to the other nodes once
 * (a server-side emit through the Redis adapter), which apply it to their memory of the board
 * and push it to their own participants. Only the node that received a change stores it.
 */
export function attachWhiteboard(io: Server, service: WhiteboardService, severalNodes: boolean): () => void {
  const to = (ref: WhiteboardRef, except?: string) => {
    const target = io.local.to(boardRoom(ref));
    return except ? target.except(except) : target;
  };
  service.attach(
    {
      update: (ref, generation, message, except) =>
        to(ref, except).emit(whiteboardEvents.update.name, { ...ref, generation, message }),
      awareness: (ref, update, except) =>
        to(ref, except).emit(whiteboardEvents.awarenessUpdate.name, { ...ref, update }),
      cleared: (ref, generation) => to(ref).emit(whiteboardEvents.cleared.name, { ...ref, generation }),
    },
    severalNodes ? (message) => io.serverSideEmit(RELAY_EVENT, message) : undefined,
  );
  if (!severalNodes) return () => {};
  const listener = (message: unknown) => {
    if (isRelayed(message)) void service.fromNode(message);
  };
  io.on(RELAY_EVENT, listener);
  return () => io.off(RELAY_EVENT, listener);
}
