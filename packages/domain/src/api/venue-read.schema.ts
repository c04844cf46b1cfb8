import { z } from 'zod';

/** Reads accept any stored id (older ones too); writes take only ids of the safe set. */
const storedArchitectureIdSchema = z.string().min(1).max(200);

/** `GET /api/ui/venue`: the published venue, or with `preview=true` (administrators) the stage. */
export const venueReadQuerySchema = z.object({
  architectureId: storedArchitectureIdSchema,
  preview: z.stringbool().optional(),
});
export type VenueReadQuery = z.input<typeof venueReadQuerySchema>;

/** `GET /api/venue/version`: the live state, or a stage version (administrators). */
export const venueVersionQuerySchema = z.object({
  mode: z.enum(['LIVE', 'STAGE']).default('LIVE'),
  architectureId: storedArchitectureIdSchema.optional(),
});
export type VenueVersionQuery = z.input<typeof venueVersionQuerySchema>;
