import {
  likeRequestSchema,
  likeResultSchema,
  mediaBoardCountSchema,
  mediaBoardLikesSchema,
  mediaBoardParamsSchema,
  mediaBoardScopeSchema,
  mediaBoardWatchSchema,
  myLikesSchema,
  recommendationParamsSchema,
  recommendationQuerySchema,
  recommendationsSchema,
} from '../media-board/media-board.schema';
import { commonFailures, defineRoute } from './http-route.contract';
import { defineClientEvent, defineServerEvent, emptySchema } from './socket-event.contract';

const tags = ['media-board'];
const failures = commonFailures;

/**
 * The media board's likes and recommendations (spec §7). A board or piece that is not in the
 * scope's venue version (LIVE by default; STAGE for previewers) is `media_board.not_found`.
 */
export const mediaBoardRoutes = {
  like: defineRoute({
    method: 'POST',
    path: '/api/media-board/like',
    access: 'media_board.like',
    tags,
    summary: 'Like a content piece (or a comment of it): once per user; liking again changes nothing',
    description:
      "The server builds the like's uuid from the UTC time, the piece, the optional comment and the caller (reserved characters percent-encoded). Only likes without a comment id count towards the piece's likes.",
    body: likeRequestSchema,
    response: { 200: likeResultSchema, ...failures },
  }),
  unlike: defineRoute({
    method: 'POST',
    path: '/api/media-board/unlike',
    access: 'media_board.like',
    tags,
    summary: 'Take back a like (unliking what is not liked changes nothing)',
    body: likeRequestSchema,
    response: { 200: likeResultSchema, ...failures },
  }),
  likes: defineRoute({
    method: 'GET',
    path: '/api/media-board/:mediaBoardId/likes',
    access: 'media_board.read',
    tags,
    summary: "A board's like counts per piece, and which pieces the caller liked",
    params: mediaBoardParamsSchema,
    query: mediaBoardScopeSchema,
    response: { 200: mediaBoardLikesSchema, ...failures },
  }),
  myLikes: defineRoute({
    method: 'GET',
    path: '/api/media-board/likes/mine',
    access: 'media_board.like',
    tags,
    summary: "The caller's own likes in a venue and mode (spec §9: at most 10,000,000)",
    query: mediaBoardScopeSchema,
    response: { 200: myLikesSchema, ...failures },
  }),
  recommended: defineRoute({
    method: 'GET',
    path: '/api/media-board/:mediaBoardId/recommended/:userId',
    access: 'media_board.read',
    tags,
    summary: "A user's recommended pieces of a board, best first (oneself, or an administrator)",
    description:
      'Item-to-item co-occurrence of likes (what attendees who liked the same pieces liked), then tags of liked pieces, the profile and popularity for a user with few likes; never a piece the user liked.',
    params: recommendationParamsSchema,
    query: recommendationQuerySchema,
    response: { 200: recommendationsSchema, ...failures },
  }),
} as const;

/** Live like counts of the boards a connection watches. */
export const mediaBoardEvents = {
  watch: defineClientEvent({
    name: 'media-board:watch',
    access: 'media_board.read',
    summary: "Receive a board's like counts as they change, until unwatched",
    payload: mediaBoardWatchSchema,
    ack: mediaBoardLikesSchema,
  }),
  unwatch: defineClientEvent({
    name: 'media-board:unwatch',
    access: 'media_board.read',
    summary: "Stop receiving a board's like counts",
    payload: mediaBoardWatchSchema,
    ack: emptySchema,
  }),
  count: defineServerEvent({
    name: 'media-board:count',
    summary: "A piece's like count changed",
    payload: mediaBoardCountSchema,
  }),
} as const;
