import { z } from 'zod';
import { errorBodySchema } from '../api/error-body.schema';
import {
  createSocialWallPostSchema,
  createSocialWallReplySchema,
  editSocialWallPostSchema,
  hideSocialWallPostSchema,
  postParamsSchema,
  reportSocialWallPostSchema,
  socialWallImageIdSchema,
  socialWallImageQuerySchema,
  socialWallImageUploadedSchema,
  socialWallLikeStateSchema,
  socialWallPageQuerySchema,
  socialWallPageSchema,
  socialWallPostRemovedSchema,
  socialWallPostSchema,
  socialWallPushedPostSchema,
  socialWallRepliesQuerySchema,
  socialWallRepliesSchema,
  socialWallReportListSchema,
  socialWallScopeSchema,
  socialWallWatchSchema,
  wallParamsSchema,
} from '../social-wall/social-wall.schema';
import { commonFailures, defineRoute } from './http-route.contract';
import { defineClientEvent, defineServerEvent, emptySchema } from './socket-event.contract';

const tags = ['social-wall'];
const failures = commonFailures;

/**
 * The social wall (spec §2.8). Wall-level routes name the wall and its scope (venue and mode,
 * LIVE by default; STAGE for previewers); a wall that is not in that mode's venue version is
 * `social_wall.not_found`. Post-level routes take the scope from the post. A hidden post, a post
 * of a scope the caller may not use and a post that does not exist all look alike
 * (`social_wall.post_not_found`), except to administrators, who see hidden posts.
 */
export const socialWallRoutes = {
  posts: defineRoute({
    method: 'GET',
    path: '/api/social-wall/:wallId/posts',
    access: 'social_wall.read',
    tags,
    summary: "A page of a wall's posts, newest first",
    description:
      '`next` is the cursor of the following (older) page, stable while posts are added; null at the end.',
    params: wallParamsSchema,
    query: socialWallPageQuerySchema,
    response: { 200: socialWallPageSchema, ...failures },
  }),
  replies: defineRoute({
    method: 'GET',
    path: '/api/social-wall/posts/:postId/replies',
    access: 'social_wall.read',
    tags,
    summary: "A post's replies, oldest first (200 at most per call; `next` continues)",
    params: postParamsSchema,
    query: socialWallRepliesQuerySchema,
    response: { 200: socialWallRepliesSchema, ...failures },
  }),
  createPost: defineRoute({
    method: 'POST',
    path: '/api/social-wall/:wallId/posts',
    access: 'social_wall.write',
    tags,
    summary: 'Post to a wall: text (1 to 2,000 characters) and an uploaded image',
    params: wallParamsSchema,
    query: socialWallScopeSchema,
    body: createSocialWallPostSchema,
    response: { 201: socialWallPostSchema, ...failures },
  }),
  createReply: defineRoute({
    method: 'POST',
    path: '/api/social-wall/posts/:postId/replies',
    access: 'social_wall.write',
    tags,
    summary: 'Reply to a post (text only; replies have no replies)',
    params: postParamsSchema,
    body: createSocialWallReplySchema,
    response: { 201: socialWallPostSchema, ...failures },
  }),
  editPost: defineRoute({
    method: 'PATCH',
    path: '/api/social-wall/posts/:postId',
    access: 'social_wall.write',
    tags,
    summary: "Edit one's own post or reply",
    params: postParamsSchema,
    body: editSocialWallPostSchema,
    response: { 200: socialWallPostSchema, ...failures },
  }),
  deletePost: defineRoute({
    method: 'DELETE',
    path: '/api/social-wall/posts/:postId',
    access: 'social_wall.write',
    tags,
    summary: "Delete one's own post (administrators: any post); a post's replies go with it",
    params: postParamsSchema,
    response: { 204: z.null().describe('Done'), ...failures },
  }),
  like: defineRoute({
    method: 'POST',
    path: '/api/social-wall/posts/:postId/like',
    access: 'social_wall.write',
    tags,
    summary: 'Like a post or reply (once per user; liking again changes nothing)',
    params: postParamsSchema,
    response: { 200: socialWallLikeStateSchema, ...failures },
  }),
  unlike: defineRoute({
    method: 'DELETE',
    path: '/api/social-wall/posts/:postId/like',
    access: 'social_wall.write',
    tags,
    summary: 'Take back a like (unliking what is not liked changes nothing)',
    params: postParamsSchema,
    response: { 200: socialWallLikeStateSchema, ...failures },
  }),
  hide: defineRoute({
    method: 'POST',
    path: '/api/social-wall/posts/:postId/hide',
    access: 'social_wall.moderate',
    tags,
    summary: 'Hide a post or reply from attendees, or show it again (administrators)',
    params: postParamsSchema,
    body: hideSocialWallPostSchema,
    response: { 200: socialWallPostSchema, ...failures },
  }),
  report: defineRoute({
    method: 'POST',
    path: '/api/social-wall/posts/:postId/report',
    access: 'social_wall.write',
    tags,
    summary: 'Report a post or reply to the administrators (once per user and post)',
    params: postParamsSchema,
    body: reportSocialWallPostSchema,
    response: { 204: z.null().describe('Done'), ...failures },
  }),
  reports: defineRoute({
    method: 'GET',
    path: '/api/social-wall/:wallId/reports',
    access: 'social_wall.moderate',
    tags,
    summary: "Reports of a wall's posts, newest first, with the posts (administrators)",
    params: wallParamsSchema,
    query: socialWallScopeSchema,
    response: { 200: socialWallReportListSchema, ...failures },
  }),
  uploadImage: defineRoute({
    method: 'POST',
    path: '/api/social-wall/:wallId/images',
    access: 'social_wall.write',
    tags,
    summary: 'Upload an image to post (multipart: field "file"; PNG, JPEG, GIF or WebP under 10 MB)',
    description:
      'The type is decided by the content (magic bytes), not the name. Sized variants are made (EXIF stripped); the answer names the image, which a post then carries. An image no post uses is deleted after a day.',
    params: wallParamsSchema,
    query: socialWallScopeSchema,
    multipart: true,
    response: {
      201: socialWallImageUploadedSchema,
      ...failures,
      413: errorBodySchema,
      415: errorBodySchema,
    },
  }),
  image: defineRoute({
    method: 'GET',
    path: '/api/social-wall/images/:imageId',
    access: 'public',
    tags,
    summary: "A post's image by the signed URL the post carries",
    description:
      'The signature names the user it was signed for and expires; an image of a hidden or deleted post is answered 404 (administrators still see hidden ones).',
    params: z.object({ imageId: socialWallImageIdSchema }),
    query: socialWallImageQuerySchema,
    response: { 403: errorBodySchema, 404: errorBodySchema },
  }),
} as const;

/** Live updates of the walls a connection watches. */
export const socialWallEvents = {
  watch: defineClientEvent({
    name: 'social-wall:watch',
    access: 'social_wall.read',
    summary: "Receive a wall's new and changed posts and replies until unwatched",
    payload: socialWallWatchSchema,
    ack: emptySchema,
  }),
  unwatch: defineClientEvent({
    name: 'social-wall:unwatch',
    access: 'social_wall.read',
    summary: "Stop receiving a wall's changes",
    payload: socialWallWatchSchema,
    ack: emptySchema,
  }),

  post: defineServerEvent({
    name: 'social-wall:post',
    summary:
      'A post or reply was created or changed (text, counts, hidden); without liked/mine, which the client keeps',
    payload: socialWallPushedPostSchema,
  }),
  postRemoved: defineServerEvent({
    name: 'social-wall:post-removed',
    summary: 'A post or reply was deleted, or hidden from the recipient (its replies go with a post)',
    payload: socialWallPostRemovedSchema,
  }),
} as const;
