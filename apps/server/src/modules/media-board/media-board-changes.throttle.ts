import type { VenueVersionState } from '@atrium/domain';
import type { EventBus } from '../../events/event-bus';

/**
 * A board's changed pieces are announced at most once per this window (the first change at
 * once): 2,000 likes a second become 40 events a second per board, not 2,000 — and as many
 * messages to each watcher.
 */
export const COUNTS_WINDOW_MS = 25;

export type ChangedPiece = {
  architectureId: string;
  mode: VenueVersionState;
  mediaBoardId: string;
  contentPieceId: string;
};

const boardOf = (piece: ChangedPiece) =>
  JSON.stringify([piece.architectureId, piece.mode, piece.mediaBoardId]);

/**
 * Announces committed count changes on the bus (`media_board.counts.changed`, relayed to the
 * other nodes), leading edge then once per window per board with every piece changed meanwhile.
 */
export function createCountChangesThrottle(events: Pick<EventBus, 'emit'>, windowMs = COUNTS_WINDOW_MS) {
  const waiting = new Map<string, { board: Omit<ChangedPiece, 'contentPieceId'>; pieces: Set<string> }>();
  const windows = new Map<string, ReturnType<typeof setTimeout>>();

  const announce = (board: Omit<ChangedPiece, 'contentPieceId'>, pieces: Iterable<string>) =>
    events.emit('media_board.counts.changed', { ...board, contentPieceIds: [...pieces] });

  function openWindow(key: string) {
    const timer = setTimeout(() => {
      windows.delete(key);
      const pending = waiting.get(key);
      if (!pending) return;
      waiting.delete(key);
      announce(pending.board, pending.pieces);
      openWindow(key);
    }, windowMs);
    timer.unref();
    windows.set(key, timer);
  }

  return {
    changed(piece: ChangedPiece) {
      const key = boardOf(piece);
      const { contentPieceId, ...board } = piece;
      if (!windows.has(key)) {
        announce(board, [contentPieceId]);
        openWindow(key);
        return;
      }
      const pending = waiting.get(key);
      if (pending) pending.pieces.add(contentPieceId);
      else waiting.set(key, { board, pieces: new Set([contentPieceId]) });
    },

    /** Announces what waits, and stops. */
    close() {
      for (const timer of windows.values()) clearTimeout(timer);
      windows.clear();
      for (const { board, pieces } of waiting.values()) announce(board, pieces);
      waiting.clear();
    },
  };
}

export type CountChangesThrottle = ReturnType<typeof createCountChangesThrottle>;
