import { z } from 'zod';
import { venueVersionStateSchema } from './venue-enums.schema';

export const venueVersionSchema = z.object({
  mode: venueVersionStateSchema,
  publishedVersion: z.int(),
  publishedArchitectureId: z.string().nullable(),
  version: z.int().optional(),
});
export type VenueVersion = z.infer<typeof venueVersionSchema>;
