import type { MediaBoardCount, ServerEvent } from '@atrium/domain';
import type { Server } from 'socket.io';
import type { CountsDelivery } from './media-board-counts.pusher';

/** What an Engine.IO connection is underneath Socket.IO (not in its typings). */
type EngineConnection = {
  flush(): void;
  transport?: { name?: string; writable?: boolean; socket?: { _socket?: { cork(): void; uncork(): void } } };
};

/**
 * Emits a board's changed counts to this node's watchers, all of one flush in one write per
 * connection. Each emit would otherwise be a frame written on its own (a system call per frame
 * and watcher: most of a crowded board's cost); here each WebSocket connection holds its packets
 * until the last count is queued, then sends them with its TCP socket corked.
 */
export function createSocketCountsDelivery(io: Server, event: ServerEvent): CountsDelivery {
  const engineOf = (id: string) =>
    (io.of('/').sockets.get(id)?.conn as unknown as EngineConnection | undefined) ?? undefined;

  return {
    watchers: (room) => io.of('/').adapter.rooms.get(room)?.size ?? 0,

    emit(room: string, counts: readonly MediaBoardCount[]) {
      const held: EngineConnection[] = [];
      for (const id of io.of('/').adapter.rooms.get(room) ?? []) {
        const connection = engineOf(id);
        const transport = connection?.transport;
        if (transport?.name !== 'websocket' || transport.writable !== true) continue;
        transport.writable = false;
        held.push(connection!);
      }
      try {
        for (const count of counts) io.local.to(room).emit(event.name, count);
      } finally {
        for (const connection of held) {
          const transport = connection.transport!;
          transport.writable = true;
          const socket = transport.socket?._socket;
          socket?.cork();
          connection.flush();
          socket?.uncork();
        }
      }
    },
  };
}
