import { z } from 'zod';
import type { Architecture } from './architecture.schema';
import { architectureSchema } from './architecture.schema';
import { assetSchema } from './asset.schema';

export const EXACTLY_ONE_ARCHITECTURE_MESSAGE = 'The venue must include exactly one architecture';

export const publishInfoSchema = z.strictObject({
  publishedVersion: z.int(),
});
export type PublishInfo = z.infer<typeof publishInfoSchema>;

export const venueSchema = z.strictObject({
  // A refinement rather than .length(1): zod stops at an oversized array before parsing its items,
  // and the items' own errors should be reported too.
  architectures: z.array(architectureSchema).refine((architectures) => architectures.length === 1, {
    message: EXACTLY_ONE_ARCHITECTURE_MESSAGE,
    when: (payload) => Array.isArray(payload.value),
  }),
  assets: z.array(assetSchema).default([]),
  publishInfo: publishInfoSchema.optional(),
});
export type Venue = z.infer<typeof venueSchema>;

/** The single architecture of a validated venue. */
export function venueArchitecture(venue: Venue): Architecture {
  const architecture = venue.architectures[0];
  if (!architecture) throw new Error(EXACTLY_ONE_ARCHITECTURE_MESSAGE);
  return architecture;
}
