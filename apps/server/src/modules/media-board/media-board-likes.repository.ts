import type { Db } from '../../db/database';
import type { PieceKey, StoredLike } from './media-board-likes.writer';
import { toStoredLike } from './media-board-likes.writer';

export type BoardKey = Omit<PieceKey, 'contentPieceId'>;
type Scope = Pick<PieceKey, 'architectureId' | 'mode'>;

/** The reads of media board likes (the writes are the likes writer's, batched). */
export function createMediaBoardLikesRepository(db: Db) {
  const board = (key: BoardKey) => ({
    architecture_id: key.architectureId,
    mode: key.mode,
    media_board_id: key.mediaBoardId,
  });

  return {
    /** Each piece's count of likes without a comment (pieces nobody likes are left out). */
    async counts(key: BoardKey): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('media_board_like_counts')
        .select(['content_piece_id', 'likes'])
        .where((eb) => eb.and(board(key)))
        .where('likes', '>', 0)
        .execute();
      return new Map(rows.map((row) => [row.content_piece_id, Number(row.likes)]));
    },

    /** The counts of some pieces of a board (pieces nobody likes are left out). */
    async countsOf(key: BoardKey, contentPieceIds: readonly string[]): Promise<Map<string, number>> {
      if (contentPieceIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('media_board_like_counts')
        .select(['content_piece_id', 'likes'])
        .where((eb) => eb.and(board(key)))
        .where('content_piece_id', 'in', [...contentPieceIds])
        .execute();
      return new Map(rows.map((row) => [row.content_piece_id, Number(row.likes)]));
    },

    /** The pieces of a board a user liked (not their comments). */
    async likedPieces(key: BoardKey, authorId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('media_board_likes')
        .select('content_piece_id')
        .where('author_id', '=', authorId)
        .where((eb) => eb.and(board(key)))
        .where('comment_id', '=', '')
        .orderBy('content_piece_id')
        .execute();
      return rows.map((row) => row.content_piece_id);
    },

    /** A user's likes in a venue scope, oldest first, at most `limit`. */
    async byAuthor(scope: Scope, authorId: string, limit: number): Promise<StoredLike[]> {
      const rows = await db
        .selectFrom('media_board_likes')
        .selectAll()
        .where('author_id', '=', authorId)
        .where('architecture_id', '=', scope.architectureId)
        .where('mode', '=', scope.mode)
        .orderBy('created_at')
        .orderBy('uuid')
        .limit(limit)
        .execute();
      return rows.map(toStoredLike);
    },
  };
}

export type MediaBoardLikesRepository = ReturnType<typeof createMediaBoardLikesRepository>;
