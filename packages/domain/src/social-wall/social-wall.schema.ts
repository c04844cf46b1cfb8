import { z } from 'zod';
import { venueVersionStateSchema } from '../venue/venue-enums.schema';
import { architectureIdSchema, idSchema } from '../venue/venue-primitives.schema';

/**
 * Spec §2.8 social wall: posts with text and an image, replies, likes on both, likes count and
 * replies count per post. A wall is named by a SOCIAL_WALL widget configuration's `wallId` and,
 * like presence and chat, belongs to one venue and mode (stage and live never mix).
 */

/** The longest post or reply text, in characters (after trimming). */
export const SOCIAL_WALL_TEXT_MAX_CHARS = 2000;
/** The largest page of posts; the default page. */
export const SOCIAL_WALL_PAGE_MAX = 50;
export const SOCIAL_WALL_PAGE_DEFAULT = 20;
/** The most replies one call answers (oldest first; `next` continues). */
export const SOCIAL_WALL_REPLIES_PAGE_MAX = 200;
/** The longest report reason, in characters. */
export const SOCIAL_WALL_REPORT_REASON_MAX = 500;
/** An uploaded image must be smaller than this (10 MiB). */
export const SOCIAL_WALL_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The most reports one call answers (newest first). */
export const SOCIAL_WALL_REPORTS_MAX = 200;

export const socialWallMessages = {
  loadFailed: 'Social wall could not be loaded.',
  imageTooLarge: 'Images should not exceed 10 MB in size',
  imageTypeInvalid: 'Only PNG, JPEG, GIF and WebP images can be posted.',
} as const;

export const wallIdSchema = idSchema.max(200);
export const socialWallPostIdSchema = z.uuid();
export const socialWallImageIdSchema = z.uuid();

/** Which wall, of which venue and mode; `mode` defaults to LIVE (STAGE: previewers only). */
export const socialWallScopeSchema = z.strictObject({
  architectureId: architectureIdSchema,
  mode: venueVersionStateSchema.default('LIVE'),
});
export type SocialWallScope = z.output<typeof socialWallScopeSchema>;

/** The author as presence and profiles show them; `avatarUri` is signed like the profile's. */
export const socialWallAuthorSchema = z.object({
  userId: z.string(),
  name: z.string(),
  initials: z.string(),
  /** The profile picture's asset path (sign it as the profile's `avatarUri`), when there is one. */
  avatarUri: z.string().optional(),
});
export type SocialWallAuthor = z.infer<typeof socialWallAuthorSchema>;

/** A post's image: signed URLs (they expire) of the large and the preview variant. */
export const socialWallImageSchema = z.object({
  url: z.string(),
  previewUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type SocialWallImage = z.infer<typeof socialWallImageSchema>;

/**
 * A post (`parentId` null) or a reply (`parentId` its post). Text is plain text with the chat's
 * small markdown subset and links; clients render it as elements, never as HTML. `hidden` posts
 * reach administrators only. `liked` and `mine` are the caller's.
 */
export const socialWallPostSchema = z.object({
  id: socialWallPostIdSchema,
  wallId: z.string(),
  parentId: socialWallPostIdSchema.nullable(),
  author: socialWallAuthorSchema,
  text: z.string(),
  image: socialWallImageSchema.optional(),
  likes: z.number().int(),
  liked: z.boolean(),
  /** Replies to the post (administrators count hidden ones too); 0 for a reply. */
  replies: z.number().int(),
  createdAt: z.number().int(),
  editedAt: z.number().int().optional(),
  hidden: z.boolean(),
  mine: z.boolean(),
});
export type SocialWallPost = z.infer<typeof socialWallPostSchema>;

/**
 * A post as pushed to everyone watching a wall: without the per-viewer `liked` and `mine`
 * (a client keeps its own `liked` and knows its user id). Hidden posts are pushed to
 * administrators only; everyone else receives `social-wall:post-removed` instead.
 */
export const socialWallPushedPostSchema = socialWallPostSchema.omit({ liked: true, mine: true });
export type SocialWallPushedPost = z.infer<typeof socialWallPushedPostSchema>;

const postTextSchema = z.string().trim().min(1, 'Please write something.').max(SOCIAL_WALL_TEXT_MAX_CHARS);

export const wallParamsSchema = z.strictObject({ wallId: wallIdSchema });
export const postParamsSchema = z.strictObject({ postId: socialWallPostIdSchema });

/** A page of a wall's posts, newest first, before an opaque cursor (the first page without). */
export const socialWallPageQuerySchema = socialWallScopeSchema.extend({
  before: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(SOCIAL_WALL_PAGE_MAX).default(SOCIAL_WALL_PAGE_DEFAULT),
});
export type SocialWallPageQuery = z.input<typeof socialWallPageQuerySchema>;
export const socialWallPageSchema = z.object({
  posts: z.array(socialWallPostSchema),
  /** The cursor of the next (older) page, or null at the end. */
  next: z.string().nullable(),
});
export type SocialWallPage = z.infer<typeof socialWallPageSchema>;

/** A post's replies, oldest first, after an opaque cursor (from the first without). */
export const socialWallRepliesQuerySchema = z.strictObject({
  after: z.string().max(200).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SOCIAL_WALL_REPLIES_PAGE_MAX)
    .default(SOCIAL_WALL_REPLIES_PAGE_MAX),
});
export const socialWallRepliesSchema = z.object({
  replies: z.array(socialWallPostSchema),
  /** The cursor of the next (newer) replies, or null when all are here. */
  next: z.string().nullable(),
});
export type SocialWallReplies = z.infer<typeof socialWallRepliesSchema>;

export const createSocialWallPostSchema = z.strictObject({
  text: postTextSchema,
  imageId: socialWallImageIdSchema.optional(),
});
export type CreateSocialWallPost = z.input<typeof createSocialWallPostSchema>;
export const createSocialWallReplySchema = z.strictObject({ text: postTextSchema });
export const editSocialWallPostSchema = z.strictObject({ text: postTextSchema });

export const socialWallLikeStateSchema = z.object({ likes: z.number().int(), liked: z.boolean() });
export type SocialWallLikeState = z.infer<typeof socialWallLikeStateSchema>;

export const hideSocialWallPostSchema = z.strictObject({ hidden: z.boolean() });

export const reportSocialWallPostSchema = z.strictObject({
  reason: z.string().trim().max(SOCIAL_WALL_REPORT_REASON_MAX).default(''),
});

/** A report as administrators see it, with the post as it is now. */
export const socialWallReportSchema = z.object({
  id: z.uuid(),
  post: socialWallPostSchema,
  reporter: z.object({ userId: z.string(), name: z.string() }),
  reason: z.string(),
  createdAt: z.number().int(),
});
export type SocialWallReport = z.infer<typeof socialWallReportSchema>;
export const socialWallReportListSchema = z.object({ reports: z.array(socialWallReportSchema) });

/** An uploaded image, not yet posted: the id to post it with and its preview (signed). */
export const socialWallImageUploadedSchema = z.object({
  imageId: socialWallImageIdSchema,
  previewUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type SocialWallImageUploaded = z.infer<typeof socialWallImageUploadedSchema>;

/** The query of a signed image URL. */
export const socialWallImageQuerySchema = z.object({
  variant: z.enum(['large', 'preview']),
  uid: z.string().min(1).max(200),
  expires: z.coerce.number().int(),
  signature: z.string().max(200),
});

/** Watch a wall: the connection receives its posts' changes until unwatched or gone. */
export const socialWallWatchSchema = z.strictObject({
  architectureId: architectureIdSchema,
  mode: venueVersionStateSchema,
  wallId: wallIdSchema,
});
export type SocialWallWatch = z.infer<typeof socialWallWatchSchema>;

export const socialWallPostRemovedSchema = z.object({
  wallId: z.string(),
  postId: socialWallPostIdSchema,
  parentId: socialWallPostIdSchema.nullable(),
});
export type SocialWallPostRemoved = z.infer<typeof socialWallPostRemovedSchema>;
