import { z } from 'zod';
import { idSchema, localizedListSchema } from './venue-primitives.schema';

export const assetSchema = z.strictObject({
  id: idSchema,
  // Relative URIs such as /backend-assets/live/... are normal, so this is not a URL check.
  uri: z.string().min(1, 'Must not be empty'),
  generation: z.int().min(1),
  displayName: z.string(),
  alts: localizedListSchema.default([]),
  // Not in the example venue; accepted so an upload response can be stored as it is.
  contentType: z.string().optional(),
  size: z.int().nonnegative().optional(),
});
export type Asset = z.infer<typeof assetSchema>;
