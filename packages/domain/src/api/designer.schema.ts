import { z } from 'zod';

export const publishResponseSchema = z.object({
  architectureId: z.string(),
  publishedVersion: z.int(),
});
export type PublishResponse = z.infer<typeof publishResponseSchema>;

export const stageResponseSchema = z.object({
  architectureId: z.string(),
  version: z.int(),
});
export type StageResponse = z.infer<typeof stageResponseSchema>;

export const assetUploadResponseSchema = z.object({
  id: z.string(),
  uri: z.string(),
  generation: z.int().min(1),
  displayName: z.string(),
  contentType: z.string(),
  size: z.int().nonnegative(),
});
export type AssetUploadResponse = z.infer<typeof assetUploadResponseSchema>;

/** `POST /api/designer/unpublish`: the venue is offline (published version -1). */
export const unpublishResponseSchema = z.object({
  publishedVersion: z.int(),
  publishedArchitectureId: z.string().nullable(),
});
export type UnpublishResponse = z.infer<typeof unpublishResponseSchema>;
