import { z } from 'zod';
import { configurationBaseShape } from './configuration-base.schema';
import {
  httpUrlSchema,
  idSchema,
  isoDateTimeSchema,
  localizedListSchema,
  whenObject,
} from './venue-primitives.schema';

export const liveDiscussionSchema = z.strictObject({
  begin: isoDateTimeSchema,
  end: isoDateTimeSchema,
  meetingUrl: httpUrlSchema,
});
export type LiveDiscussion = z.infer<typeof liveDiscussionSchema>;

/** Who speaks in (or presents) a content piece. */
export const speakerSchema = z.strictObject({
  name: z.string().min(1, 'Must not be empty'),
  title: z.string().optional(),
  company: z.string().optional(),
});
export type Speaker = z.infer<typeof speakerSchema>;

/**
 * One piece of a media board. Its kind is derived (`contentPieceKind`): a video (`videoUrl`), a
 * document (`assetId`, a PDF asset) or, with neither, a live discussion; a video or a document
 * may have a live discussion besides.
 */
export const contentPieceSchema = z
  .strictObject({
    id: idSchema,
    title: localizedListSchema,
    description: localizedListSchema.default([]),
    tags: z.array(z.string()).default([]),
    speakers: z.array(speakerSchema).optional(),
    /** The card's picture: an asset of the venue (checked like every other asset id). */
    thumbnailAssetId: idSchema.optional(),
    /** Shown on the piece's detail ("additional info"). */
    additionalInfo: localizedListSchema.optional(),
    videoUrl: httpUrlSchema.optional(),
    assetId: idSchema.optional(),
    liveDiscussion: liveDiscussionSchema.optional(),
  })
  .refine(
    (piece) =>
      piece.videoUrl !== undefined || piece.assetId !== undefined || piece.liveDiscussion !== undefined,
    {
      message: 'A content piece needs a videoUrl, an assetId or a liveDiscussion',
      params: { code: 'content_source' },
      when: whenObject,
    },
  )
  .refine((piece) => piece.videoUrl === undefined || piece.assetId === undefined, {
    message: 'A content piece is either a video (videoUrl) or a document (assetId), not both',
    params: { code: 'content_source_both' },
    when: whenObject,
  });
export type ContentPiece = z.infer<typeof contentPieceSchema>;

export const mediaBoardConfigurationSchema = z.strictObject({
  ...configurationBaseShape,
  mediaBoardId: idSchema,
  contentPieces: z.array(contentPieceSchema).default([]),
});
export type MediaBoardConfiguration = z.infer<typeof mediaBoardConfigurationSchema>;
