import { z } from 'zod';
import { hexColourSchema, idSchema } from './venue-primitives.schema';

export const venueStyleSchema = z.strictObject({
  primary: hexColourSchema,
  secondary: hexColourSchema,
  accent: hexColourSchema,
  error: hexColourSchema,
  info: hexColourSchema,
  success: hexColourSchema,
  warning: hexColourSchema,
  surface: hexColourSchema,
  text: hexColourSchema,
  background: hexColourSchema,
  logoAssetId: idSchema.optional(),
  faviconAssetId: idSchema.optional(),
});
export type VenueStyle = z.infer<typeof venueStyleSchema>;
