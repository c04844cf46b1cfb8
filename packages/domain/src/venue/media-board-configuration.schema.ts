import { z } from 'zod';
import { configurationBaseShape } from './configuration-base.schema';
import { httpUrlSchema, idSchema, isoDateTimeSchema, localizedListSchema } from './venue-primitives.schema';

export const liveDiscussionSchema = z.strictObject({
  begin: isoDateTimeSchema,
  end: isoDateTimeSchema,
  meetingUrl: httpUrlSchema,
});
export type LiveDiscussion = z.infer<typeof liveDiscussionSchema>;

export const contentPieceSchema = z.strictObject({
  id: idSchema,
  title: localizedListSchema,
  description: localizedListSchema.default([]),
  tags: z.array(z.string()).default([]),
  videoUrl: httpUrlSchema.optional(),
  assetId: idSchema.optional(),
  liveDiscussion: liveDiscussionSchema.optional(),
});
export type ContentPiece = z.infer<typeof contentPieceSchema>;

export const mediaBoardConfigurationSchema = z.strictObject({
  ...configurationBaseShape,
  mediaBoardId: idSchema,
  contentPieces: z.array(contentPieceSchema).default([]),
});
export type MediaBoardConfiguration = z.infer<typeof mediaBoardConfigurationSchema>;
