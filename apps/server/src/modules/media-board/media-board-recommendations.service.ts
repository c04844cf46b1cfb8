import {
  type ContentPiece,
  isWellFormedText,
  type LocalizedList,
  type Recommendations,
  ROLE_ADMIN,
  type recommendationQuerySchema,
} from '@atrium/domain';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/authorize';
import type { MemoryRateLimiter } from '../rate-limit/memory-rate-limiter';
import type { RatePolicy } from '../rate-limit/rate-limit.types';
import type { MediaBoardCatalog, MediaBoardEntry } from './media-board-catalog';
import type { MediaBoardLikesRepository } from './media-board-likes.repository';
import type { LikeIndexCache } from './media-board-recommendations.cache';
import {
  type PreparedBoard,
  type ProfileWords,
  prepareBoard,
  recommend,
} from './media-board-recommendations.engine';

/**
 * Recommendations one user may ask for per node: the board asks again after each of the user's
 * likes, so this matches the likes' own limit; a script polling faster does not fit.
 */
export const RECOMMENDATION_POLICY: RatePolicy = { limit: 60, windowMs: 10_000 };

type Query = z.output<typeof recommendationQuerySchema>;

const textsOf = (list: LocalizedList | undefined) => (list ?? []).flatMap((item) => item.text ?? []);

/** The words a piece offers a profile to match: titles and descriptions in every locale, speakers. */
const searchableTexts = (piece: ContentPiece) => [
  ...textsOf(piece.title),
  ...textsOf(piece.description),
  ...(piece.speakers ?? []).flatMap((speaker) => [speaker.name, speaker.title ?? '', speaker.company ?? '']),
];

/**
 * Recommended pieces of a board (spec §7): for oneself, or for anyone by an administrator. The
 * board must be in the scope's venue version and the scope open to the caller (the catalog's
 * check); the algorithm is the engine's.
 */
export function createMediaBoardRecommendationsService(deps: {
  catalog: Pick<MediaBoardCatalog, 'board'>;
  likeIndex: LikeIndexCache;
  likes: Pick<MediaBoardLikesRepository, 'likedPieces'>;
  /** The user's public company and job title in a venue; rejects for an unknown user. */
  profileWords: (userId: string, architectureId: string) => Promise<ProfileWords>;
  limiter: Pick<MemoryRateLimiter, 'takeNow'>;
}) {
  // A venue version's board entries are kept by the catalog as long as the version is current.
  const prepared = new WeakMap<MediaBoardEntry, PreparedBoard>();
  const preparedOf = (board: MediaBoardEntry) => {
    let entry = prepared.get(board);
    if (!entry) {
      entry = prepareBoard(
        [...board.pieces.values()].map((piece) => ({
          id: piece.id,
          tags: piece.tags,
          texts: searchableTexts(piece),
        })),
      );
      prepared.set(board, entry);
    }
    return entry;
  };

  function admit(principal: Principal) {
    const decision = deps.limiter.takeNow(`recommended:${principal.userId}`, RECOMMENDATION_POLICY);
    if (decision.allowed) return;
    const seconds = Math.ceil(decision.retryAfterMs / 1000);
    throw new AppError(
      'rate.limited',
      `Too many recommendation requests: try again in ${seconds} s.`,
      undefined,
      {
        'retry-after': String(seconds),
      },
    );
  }

  return {
    async recommended(
      principal: Principal,
      params: { mediaBoardId: string; userId: string },
      query: Query,
    ): Promise<Recommendations> {
      if (params.userId !== principal.userId && !principal.roles.includes(ROLE_ADMIN)) {
        throw new AppError('media_board.forbidden', 'You can see only your own recommendations.');
      }
      admit(principal);
      // Such an id names nobody, and PostgreSQL refuses NUL in text: answered here, not as a 500.
      if (!isWellFormedText(params.userId) || /\p{Cc}/u.test(params.userId)) {
        throw new AppError('validation.failed', 'The request is not valid.', [
          { path: 'params.userId', message: 'Must not contain control characters or broken text' },
        ]);
      }
      const scope = { architectureId: query.architectureId, mode: query.mode };
      const board = await deps.catalog.board(scope, params.mediaBoardId, principal);
      const key = { ...scope, mediaBoardId: params.mediaBoardId };
      const [index, liked, profile] = await Promise.all([
        deps.likeIndex.of(key),
        deps.likes.likedPieces(key, params.userId),
        // An unknown user (an administrator may ask for any id) has no profile: a newcomer's answer.
        deps.profileWords(params.userId, query.architectureId).catch(() => undefined),
      ]);
      return recommend(preparedOf(board), index, {
        userId: params.userId,
        limit: query.limit,
        liked: new Set(liked),
        profile,
      });
    },
  };
}

export type MediaBoardRecommendationsService = ReturnType<typeof createMediaBoardRecommendationsService>;
