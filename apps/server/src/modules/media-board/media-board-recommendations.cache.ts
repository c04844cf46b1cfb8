import type { BoardKey } from './media-board-likes.repository';
import { indexLikes, type LikeIndex } from './media-board-recommendations.engine';
import type { MediaBoardRecommendationsRepository } from './media-board-recommendations.repository';

/**
 * How long a board's like index is shared by the recommendations of everyone on this node:
 * others' new likes count after at most this long (the user's own count at once: the service
 * reads them fresh). When a session starts and thousands open the board together, one read and
 * one index serve them all instead of one each.
 */
export const LIKE_INDEX_TTL_MS = 5_000;
const MAX_BOARDS = 64;

/** Each board's like index, read once per `LIKE_INDEX_TTL_MS`; concurrent askers share one read. */
export function createLikeIndexCache(
  repository: Pick<MediaBoardRecommendationsRepository, 'boardLikes'>,
  now: () => number = Date.now,
) {
  const boards = new Map<string, { at: number; index: Promise<LikeIndex> }>();
  return {
    of(key: BoardKey): Promise<LikeIndex> {
      const at = now();
      const id = JSON.stringify([key.architectureId, key.mode, key.mediaBoardId]);
      const cached = boards.get(id);
      if (cached && at - cached.at < LIKE_INDEX_TTL_MS) return cached.index;
      if (boards.size >= MAX_BOARDS) {
        for (const [other, entry] of boards) if (at - entry.at >= LIKE_INDEX_TTL_MS) boards.delete(other);
        if (boards.size >= MAX_BOARDS) boards.clear();
      }
      const index = repository.boardLikes(key).then(indexLikes);
      boards.set(id, { at, index });
      index.catch(() => boards.delete(id));
      return index;
    },
  };
}

export type LikeIndexCache = ReturnType<typeof createLikeIndexCache>;
