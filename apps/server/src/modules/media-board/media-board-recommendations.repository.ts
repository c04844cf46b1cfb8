import type { Db } from '../../db/database';
import type { BoardKey } from './media-board-likes.repository';
import type { CountedLike } from './media-board-recommendations.engine';

/**
 * The most recent likes of a board the recommendations read: a board's 200 pieces and 5,000
 * attendees have some 30,000; past this the oldest tastes are left out, so that one board's
 * history cannot make every request slow.
 */
export const RECOMMENDATION_LIKES_WINDOW = 200_000;

const boardOf = (key: BoardKey) => ({
  architecture_id: key.architectureId,
  mode: key.mode,
  media_board_id: key.mediaBoardId,
});

/**
 * The likes recommendations learn from: only those of a piece itself (no comment id) count. The
 * user's own likes are the likes repository's `likedPieces` (all of them, whatever the window).
 */
export function createMediaBoardRecommendationsRepository(db: Db, window = RECOMMENDATION_LIKES_WINDOW) {
  return {
    /** A board's counted likes in its venue and mode, the newest `window` of them. */
    async boardLikes(key: BoardKey): Promise<CountedLike[]> {
      const rows = await db
        .selectFrom('media_board_likes')
        .select(['author_id', 'content_piece_id'])
        .where((eb) => eb.and(boardOf(key)))
        .where('comment_id', '=', '')
        .orderBy('created_at', 'desc')
        .orderBy('uuid')
        .limit(window)
        .execute();
      return rows.map((row) => ({ authorId: row.author_id, contentPieceId: row.content_piece_id }));
    },
  };
}

export type MediaBoardRecommendationsRepository = ReturnType<
  typeof createMediaBoardRecommendationsRepository
>;
