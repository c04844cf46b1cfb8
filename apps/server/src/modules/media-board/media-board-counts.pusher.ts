import type { MediaBoardCount } from '@atrium/domain';
import type { DomainEvents } from '../../events/event-bus';
import type { BoardKey } from './media-board-likes.repository';

/** The Socket.IO room of a board's watchers (ids may hold any character: JSON keeps them apart). */
export const boardRoom = (key: BoardKey) =>
  `mb:${JSON.stringify([key.architectureId, key.mode, key.mediaBoardId])}`;

/**
 * A board watched by more connections of a node than this gets its counts less often: every
 * COUNTS_STEP_MS per this many watchers (50 ms for up to 500, 100 ms up to 1,000, …), so that a
 * node's pushes stay about the same however crowded a board is. Smaller boards get every
 * announcement at once (the announcing node already spaces them by 50 ms).
 */
export const WATCHERS_PER_STEP = 250;
export const COUNTS_STEP_MS = 25;

/** How counts reach this node's watchers (the realtime module's, attached when it starts). */
export type CountsDelivery = {
  /** How many of this node's connections watch the room. */
  watchers(room: string): number;
  /** Emits these counts (of one board) to the room's connections. */
  emit(room: string, counts: readonly MediaBoardCount[]): void;
};

type Board = { key: BoardKey; dirty: Set<string>; busy: boolean; lastAt: number };

/**
 * Pushes a board's changed counts to this node's watchers when any node announces a change.
 * The counts are read from the database, not taken from the announcement: announcements of
 * two nodes may arrive in either order, while a read after the last one sees the last commit.
 * A board is read by one query at a time; changes meanwhile are read right after it (or after
 * the board's interval, for a crowded board).
 */
export function createCountsPusher(deps: {
  counts: (key: BoardKey, contentPieceIds: readonly string[]) => Promise<Map<string, number>>;
  onError: (error: unknown) => void;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  let delivery: CountsDelivery | undefined;
  const boards = new Map<string, Board>();

  const intervalOf = (watchers: number) =>
    watchers <= WATCHERS_PER_STEP ? 0 : Math.ceil(watchers / WATCHERS_PER_STEP) * COUNTS_STEP_MS;

  function schedule(room: string, board: Board) {
    const watchers = delivery?.watchers(room) ?? 0;
    const interval = intervalOf(watchers);
    if (watchers === 0 || (board.dirty.size === 0 && interval === 0)) {
      boards.delete(room);
      return;
    }
    // A crowded board is kept while watched: its last push paces the next.
    if (board.dirty.size === 0) return;
    board.busy = true;
    const wait = board.lastAt + interval - now();
    if (wait > 0) setTimeout(() => void push(room, board), wait).unref();
    else void push(room, board);
  }

  async function push(room: string, board: Board) {
    try {
      const pieces = [...board.dirty];
      board.dirty.clear();
      const counts = await deps.counts(board.key, pieces);
      board.lastAt = now();
      delivery?.emit(
        room,
        pieces.map((contentPieceId) => ({
          mediaBoardId: board.key.mediaBoardId,
          contentPieceId,
          likes: counts.get(contentPieceId) ?? 0,
        })),
      );
    } catch (error) {
      deps.onError(error);
    }
    board.busy = false;
    schedule(room, board);
  }

  return {
    attach(socketDelivery: CountsDelivery) {
      delivery = socketDelivery;
    },

    changed(event: DomainEvents['media_board.counts.changed']) {
      const room = boardRoom(event);
      let board = boards.get(room);
      if (!board) {
        if (!delivery?.watchers(room)) return;
        board = { key: event, dirty: new Set(), busy: false, lastAt: 0 };
        boards.set(room, board);
      }
      for (const piece of event.contentPieceIds) board.dirty.add(piece);
      if (!board.busy) schedule(room, board);
    },
  };
}

export type CountsPusher = ReturnType<typeof createCountsPusher>;
