import { z } from 'zod';

/** `GET /api/ui/sign-asset-url?url=` — the absolute (or root-relative) URL of a backend asset. */
export const signAssetUrlQuerySchema = z.object({
  url: z.string().min(1).max(2000),
});
export type SignAssetUrlQuery = z.infer<typeof signAssetUrlQuerySchema>;

/** A root-relative URL carrying `expires` (epoch seconds) and `signature` (HMAC-SHA256, base64url). */
export const signAssetUrlResponseSchema = z.object({
  signedUrl: z.string(),
});
export type SignAssetUrlResponse = z.infer<typeof signAssetUrlResponseSchema>;
