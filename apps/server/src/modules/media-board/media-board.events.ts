import { mediaBoardEvents } from '@atrium/domain';
import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/authorize';
import type { EventRegistrar } from '../realtime/client-event';
import { boardRoom } from './media-board-counts.pusher';
import type { MediaBoardLikesService } from './media-board-likes.service';
import { MAX_WATCHED_BOARDS } from './media-board-rate-limits';

/** One connection as the media board's handlers need it: who it is, and its Socket.IO rooms. */
export type MediaBoardConnection = {
  principal: () => Principal;
  join(room: string): void;
  leave(room: string): void;
  rooms(): Iterable<string>;
};

const isBoardRoom = (room: string) => room.startsWith('mb:');

/**
 * Watching a board's counts: the board is checked as a read of its likes is (scope, venue
 * version), the connection joins the board's room before the counts are read, so no change
 * falls between the answer and the first push.
 */
export function registerMediaBoardEvents(
  on: EventRegistrar,
  likes: MediaBoardLikesService,
  connection: MediaBoardConnection,
) {
  on(mediaBoardEvents.watch, async ({ mediaBoardId, ...scope }) => {
    const room = boardRoom({ ...scope, mediaBoardId });
    const watched = [...connection.rooms()].filter(isBoardRoom);
    if (!watched.includes(room) && watched.length >= MAX_WATCHED_BOARDS) {
      throw new AppError(
        'rate.limited',
        `A connection watches at most ${MAX_WATCHED_BOARDS} boards at once.`,
      );
    }
    await likes.checkBoard(connection.principal(), scope, mediaBoardId);
    connection.join(room);
    return likes.board(connection.principal(), scope, mediaBoardId);
  });
  on(mediaBoardEvents.unwatch, ({ mediaBoardId, ...scope }) => {
    connection.leave(boardRoom({ ...scope, mediaBoardId }));
    return {};
  });
}
