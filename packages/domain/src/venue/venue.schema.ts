import { z } from 'zod';
import type { Architecture } from './architecture.schema';
import { architectureSchema } from './architecture.schema';
import { assetSchema } from './asset.schema';
import { CURRENT_VENUE_SCHEMA_VERSION, FIRST_VENUE_SCHEMA_VERSION } from './venue-schema-version.constants';

export const EXACTLY_ONE_ARCHITECTURE_MESSAGE = 'The venue must include exactly one architecture';
export const SCHEMA_VERSION_MESSAGE = `Unknown venue schema version: this server reads versions ${FIRST_VENUE_SCHEMA_VERSION} to ${CURRENT_VENUE_SCHEMA_VERSION}`;

export const publishInfoSchema = z.strictObject({
  publishedVersion: z.int(),
});
export type PublishInfo = z.infer<typeof publishInfoSchema>;

/** The venue JSON's schema version: absent means version 1 (see venue-migrations.ts). */
export const venueSchemaVersionSchema = z
  .int({ error: SCHEMA_VERSION_MESSAGE })
  .min(FIRST_VENUE_SCHEMA_VERSION, SCHEMA_VERSION_MESSAGE)
  .max(CURRENT_VENUE_SCHEMA_VERSION, SCHEMA_VERSION_MESSAGE);

function venueSchemaOf<A extends z.ZodType>(architecture: A) {
  return z.strictObject({
    schemaVersion: venueSchemaVersionSchema.optional(),
    // A refinement rather than .length(1): zod stops at an oversized array before parsing its
    // items, and the items' own errors should be reported too.
    architectures: z.array(architecture).refine((architectures) => architectures.length === 1, {
      message: EXACTLY_ONE_ARCHITECTURE_MESSAGE,
      params: { code: 'one_architecture' },
      when: (payload) => Array.isArray(payload.value),
    }),
    assets: z.array(assetSchema).default([]),
    publishInfo: publishInfoSchema.optional(),
  });
}

export const venueSchema = venueSchemaOf(architectureSchema);
export type Venue = z.infer<typeof venueSchema>;

/**
 * A venue as read back from storage: the venue schema, except that the architecture id may be
 * any non-empty text — venues stored before the safe-id rule keep their ids and stay readable.
 */
export const storedVenueSchema = venueSchemaOf(architectureSchema.extend({ id: z.string().min(1) }));

/** The single architecture of a validated venue. */
export function venueArchitecture(venue: Venue): Architecture {
  const architecture = venue.architectures[0];
  if (!architecture) throw new Error(EXACTLY_ONE_ARCHITECTURE_MESSAGE);
  return architecture;
}
