import { z } from 'zod';
import { linkOpeningModeSchema } from './venue-enums.schema';
import { idSchema, isoDateTimeSchema } from './venue-primitives.schema';

/** Fields every widget configuration has; spread into each type's strict object. */
export const configurationBaseShape = {
  id: idSchema,
  name: z.string(),
  begin: isoDateTimeSchema.optional(),
  end: isoDateTimeSchema.optional(),
  cookieProviders: z.array(idSchema).default([]),
  linkOpeningMode: linkOpeningModeSchema,
};

export type ConfigurationWindow = { begin?: string | undefined; end?: string | undefined };
