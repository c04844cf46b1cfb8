import type { MediaBoardCount } from '@atrium/domain';
import type { DomainEvents } from '../../events/event-bus';
import type { BoardKey } from './media-board-likes.repository';

/** The Socket.IO room of a board's watchers (ids may hold any character: JSON keeps them apart). */
export const boardRoom = (key: BoardKey) =>
  `mb:${JSON.stringify([key.architectureId, key.mode, key.mediaBoardId])}`;

/** How counts reach this node's watchers (the realtime module's, attached when it starts). */
export type CountsDelivery = {
  watched(room: string): boolean;
  emit(room: string, count: MediaBoardCount): void;
};

type Board = { key: BoardKey; dirty: Set<string>; reading: boolean };

/**
 * Pushes a board's changed counts to this node's watchers when any node announces a change.
 * The counts are read from the database, not taken from the announcement: announcements of
 * two nodes may arrive in either order, while a read after the last one sees the last commit.
 * A board is read by one query at a time; changes meanwhile are read right after it.
 */
export function createCountsPusher(deps: {
  counts: (key: BoardKey, contentPieceIds: readonly string[]) => Promise<Map<string, number>>;
  onError: (error: unknown) => void;
}) {
  let delivery: CountsDelivery | undefined;
  const boards = new Map<string, Board>();

  async function read(room: string, board: Board) {
    board.reading = true;
    try {
      while (board.dirty.size > 0 && delivery?.watched(room)) {
        const pieces = [...board.dirty];
        board.dirty.clear();
        const counts = await deps.counts(board.key, pieces);
        for (const contentPieceId of pieces) {
          delivery.emit(room, {
            mediaBoardId: board.key.mediaBoardId,
            contentPieceId,
            likes: counts.get(contentPieceId) ?? 0,
          });
        }
      }
    } catch (error) {
      deps.onError(error);
    } finally {
      board.reading = false;
      boards.delete(room);
    }
  }

  return {
    attach(socketDelivery: CountsDelivery) {
      delivery = socketDelivery;
    },

    changed(event: DomainEvents['media_board.counts.changed']) {
      const room = boardRoom(event);
      if (!delivery?.watched(room)) return;
      let board = boards.get(room);
      if (!board) {
        board = { key: event, dirty: new Set(), reading: false };
        boards.set(room, board);
      }
      for (const piece of event.contentPieceIds) board.dirty.add(piece);
      if (!board.reading) void read(room, board);
    },
  };
}

export type CountsPusher = ReturnType<typeof createCountsPusher>;
