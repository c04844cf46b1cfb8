import { z } from 'zod';

/** `GET /api/ui/architecture/:architectureID/assets/:assetID/download`. */
export const assetDownloadParamsSchema = z.object({
  architectureID: z.string().min(1),
  assetID: z.string().min(1),
});

/** `attachment=false` shows the file inline instead of saving it. */
export const assetDownloadQuerySchema = z.object({ attachment: z.stringbool().default(true) });

/** `GET /backend-assets/:mode/:architectureId/:fileName`: a stored file of a venue version. */
export const backendAssetParamsSchema = z.object({
  mode: z.enum(['live', 'preview']),
  architectureId: z.string(),
  fileName: z.string(),
});

/** The signature of a signed asset URL (see `signAssetUrlResponseSchema`). */
export const backendAssetQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
});
export type BackendAssetQuery = z.infer<typeof backendAssetQuerySchema>;
