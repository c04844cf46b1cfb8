import {
  isWellFormedText,
  LIKES_QUERY_LIMIT,
  type LikeResult,
  type likeRequestSchema,
  type MediaBoardLikes,
  type MediaBoardScope,
  type MyLikes,
  parseLikeUuid,
} from '@atrium/domain';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/authorize';
import type { MemoryRateLimiter } from '../rate-limit/memory-rate-limiter';
import { presentLike } from './media-board.presenter';
import type { MediaBoardCatalog } from './media-board-catalog';
import type { CountChangesThrottle } from './media-board-changes.throttle';
import type { MediaBoardLikesRepository } from './media-board-likes.repository';
import type { LikeKey, LikesWriter } from './media-board-likes.writer';
import { LIKE_POLICY } from './media-board-rate-limits';

export type LikeInput = z.output<typeof likeRequestSchema>;

/** Control characters cannot be stored everywhere (PostgreSQL refuses NUL) and mean nothing in an id. */
const CONTROL = /\p{Cc}/u;

function invalid(path: string, message: string) {
  return new AppError('validation.failed', 'The request is not valid.', [{ path: `body.${path}`, message }]);
}

/**
 * The like's author is the caller; a client that names the author, uuid or time (as it received
 * them with an earlier like) must name them consistently.
 */
function checkLike(input: LikeInput, principal: Principal): void {
  if (input.authorId !== undefined && input.authorId !== principal.userId) {
    throw new AppError('media_board.forbidden', 'You can like only as yourself.');
  }
  for (const [path, value] of [
    ['contentPieceId', input.contentPieceId],
    ['commentId', input.commentId],
  ] as const) {
    if (value !== undefined && (!isWellFormedText(value) || CONTROL.test(value))) {
      throw invalid(path, 'Must not contain control characters or broken text');
    }
  }
  if (input.uuid === undefined) return;
  const parts = parseLikeUuid(input.uuid);
  if (!parts) throw invalid('uuid', 'Is not a like uuid');
  if (parts.authorId !== principal.userId) {
    throw new AppError('media_board.forbidden', 'You can like only as yourself.');
  }
  if (parts.contentPieceId !== input.contentPieceId || parts.commentId !== input.commentId) {
    throw invalid('uuid', 'Names another content piece or comment');
  }
  if (input.creationTimestamp !== undefined && input.creationTimestamp !== parts.creationTimestamp) {
    throw invalid('creationTimestamp', 'Does not agree with the uuid');
  }
}

/**
 * Likes of media board pieces (spec §3, §7): one per user and thing, the count of each piece
 * moved in the transaction that stores or removes a like, changes announced after the commit.
 */
export function createMediaBoardLikesService(deps: {
  catalog: Pick<MediaBoardCatalog, 'boards' | 'board' | 'piece'>;
  likes: MediaBoardLikesRepository;
  writer: LikesWriter;
  changes: Pick<CountChangesThrottle, 'changed'>;
  limiter: Pick<MemoryRateLimiter, 'takeNow'>;
  now: () => Date;
}) {
  const { catalog, likes, writer, changes } = deps;

  function admit(principal: Principal) {
    const decision = deps.limiter.takeNow(`like:${principal.userId}`, LIKE_POLICY);
    if (decision.allowed) return;
    const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
    throw new AppError('rate.limited', `Too many likes: try again in ${seconds} s.`, undefined, {
      'retry-after': String(seconds),
    });
  }

  async function write(kind: 'like' | 'unlike', principal: Principal, input: LikeInput): Promise<LikeResult> {
    checkLike(input, principal);
    admit(principal);
    await catalog.piece(input, input.mediaBoardId, input.contentPieceId, principal);
    const key: LikeKey = {
      architectureId: input.architectureId,
      mode: input.mode,
      mediaBoardId: input.mediaBoardId,
      contentPieceId: input.contentPieceId,
      commentId: input.commentId ?? '',
      authorId: principal.userId,
    };
    const outcome = await writer.write(
      kind === 'like' ? { kind, key, createdAt: deps.now().toISOString() } : { kind, key },
    );
    if (outcome.changed && key.commentId === '') {
      changes.changed({
        architectureId: input.architectureId,
        mode: input.mode,
        mediaBoardId: key.mediaBoardId,
        contentPieceId: key.contentPieceId,
      });
    }
    return {
      mediaBoardId: key.mediaBoardId,
      contentPieceId: key.contentPieceId,
      likes: outcome.likes,
      liked: kind === 'like',
      ...(outcome.like ? { like: presentLike(outcome.like) } : {}),
    };
  }

  return {
    like: (principal: Principal, input: LikeInput) => write('like', principal, input),
    unlike: (principal: Principal, input: LikeInput) => write('unlike', principal, input),

    /** Refuses a board the caller may not see (a scope they may not enter, a board not in it). */
    async checkBoard(principal: Principal, scope: MediaBoardScope, mediaBoardId: string): Promise<void> {
      await catalog.board(scope, mediaBoardId, principal);
    },

    /** A board's counts per piece and the pieces the caller liked. */
    async board(
      principal: Principal,
      scope: MediaBoardScope,
      mediaBoardId: string,
    ): Promise<MediaBoardLikes> {
      const board = await catalog.board(scope, mediaBoardId, principal);
      const key = { ...scope, mediaBoardId };
      const [counts, liked] = await Promise.all([
        likes.counts(key),
        principal.roles.length > 0 ? likes.likedPieces(key, principal.userId) : Promise.resolve([]),
      ]);
      // Likes of pieces a newer venue version no longer has are kept, but not shown.
      return {
        mediaBoardId,
        counts: Object.fromEntries([...counts].filter(([piece]) => board.pieces.has(piece))),
        liked: liked.filter((piece) => board.pieces.has(piece)),
      };
    },

    /** The caller's own likes in a venue scope (spec §9: at most LIKES_QUERY_LIMIT). */
    async mine(principal: Principal, scope: MediaBoardScope): Promise<MyLikes> {
      await catalog.boards(scope, principal);
      const rows = await likes.byAuthor(scope, principal.userId, LIKES_QUERY_LIMIT);
      return { likes: rows.map(presentLike) };
    },
  };
}

export type MediaBoardLikesService = ReturnType<typeof createMediaBoardLikesService>;
