import { z } from 'zod';
import { venueVersionStateSchema } from '../venue/venue-enums.schema';
import { architectureIdSchema } from '../venue/venue-primitives.schema';
import { LIKE_ID_MAX_LENGTH, RECOMMENDATIONS_DEFAULT, RECOMMENDATIONS_MAX } from './media-board.constants';

/**
 * Spec §3 like, §7 media-board calls. A media board is named by a MEDIA_BOARD configuration's
 * `mediaBoardId` and, like presence, chat and the social wall, belongs to one venue and mode:
 * stage and live likes never mix.
 */

const likeIdSchema = z.string().trim().min(1).max(LIKE_ID_MAX_LENGTH);

/** Which venue and mode; `mode` defaults to LIVE (STAGE: previewers only). */
export const mediaBoardScopeSchema = z.strictObject({
  architectureId: architectureIdSchema,
  mode: venueVersionStateSchema.default('LIVE'),
});
export type MediaBoardScope = z.output<typeof mediaBoardScopeSchema>;

/**
 * The body of `POST /api/media-board/like` and `/unlike`: the spec's like. The server decides
 * `authorId` (the caller; another user's id is refused), `creationTimestamp` and `uuid`; a client
 * may send them as it received them, and they must then agree.
 */
export const likeRequestSchema = z.strictObject({
  architectureId: architectureIdSchema,
  mode: venueVersionStateSchema.default('LIVE'),
  mediaBoardId: likeIdSchema,
  contentPieceId: likeIdSchema,
  commentId: likeIdSchema.optional(),
  authorId: likeIdSchema.optional(),
  uuid: z
    .string()
    .max(4 * LIKE_ID_MAX_LENGTH * 3)
    .optional(),
  creationTimestamp: z.iso.datetime({ offset: false }).optional(),
});
export type LikeRequest = z.input<typeof likeRequestSchema>;

/** A like as stored (spec §3): the uuid built by `likeUuid`, the time in UTC. */
export const likeSchema = z.object({
  uuid: z.string(),
  mediaBoardId: z.string(),
  contentPieceId: z.string(),
  commentId: z.string().optional(),
  authorId: z.string(),
  creationTimestamp: z.string(),
});
export type Like = z.infer<typeof likeSchema>;

/** The answer to a like or an unlike: the piece's count after it, and the caller's state. */
export const likeResultSchema = z.object({
  mediaBoardId: z.string(),
  contentPieceId: z.string(),
  likes: z.number().int().nonnegative(),
  liked: z.boolean(),
  /** The like (after `like`; absent after `unlike`). */
  like: likeSchema.optional(),
});
export type LikeResult = z.infer<typeof likeResultSchema>;

export const mediaBoardParamsSchema = z.strictObject({ mediaBoardId: likeIdSchema });

/** A board's likes as a viewer opens it: each piece's count, and which the caller liked. */
export const mediaBoardLikesSchema = z.object({
  mediaBoardId: z.string(),
  counts: z.record(z.string(), z.number().int().nonnegative()),
  liked: z.array(z.string()),
});
export type MediaBoardLikes = z.infer<typeof mediaBoardLikesSchema>;

/** The caller's own likes in a venue and mode (spec §9: at most `LIKES_QUERY_LIMIT`). */
export const myLikesSchema = z.object({ likes: z.array(likeSchema) });
export type MyLikes = z.infer<typeof myLikesSchema>;

export const recommendationParamsSchema = z.strictObject({
  mediaBoardId: likeIdSchema,
  userId: likeIdSchema,
});
export const recommendationQuerySchema = mediaBoardScopeSchema.extend({
  limit: z.coerce.number().int().min(1).max(RECOMMENDATIONS_MAX).default(RECOMMENDATIONS_DEFAULT),
});
export type RecommendationQuery = z.input<typeof recommendationQuerySchema>;

/** Why a piece is recommended, for the card's hint. */
export const recommendationReasonSchema = z.enum(['similar-attendees', 'similar-tags', 'profile', 'popular']);
export type RecommendationReason = z.infer<typeof recommendationReasonSchema>;

/** Spec §7 "reply: array": the recommended pieces, best first; never one the user liked. */
export const recommendationsSchema = z.array(
  z.object({
    contentPieceId: z.string(),
    score: z.number(),
    reason: recommendationReasonSchema,
  }),
);
export type Recommendations = z.infer<typeof recommendationsSchema>;

/** Watch a board: the connection receives its pieces' like counts as they change. */
export const mediaBoardWatchSchema = z.strictObject({
  architectureId: architectureIdSchema,
  mode: venueVersionStateSchema,
  mediaBoardId: likeIdSchema,
});
export type MediaBoardWatch = z.infer<typeof mediaBoardWatchSchema>;

/** A piece's new count, pushed to everyone watching its board. */
export const mediaBoardCountSchema = z.object({
  mediaBoardId: z.string(),
  contentPieceId: z.string(),
  likes: z.number().int().nonnegative(),
});
export type MediaBoardCount = z.infer<typeof mediaBoardCountSchema>;
