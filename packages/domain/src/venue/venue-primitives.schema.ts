import { z } from 'zod';

/**
 * Lets an object-level refinement run even when some fields failed, so its issue is reported
 * together with theirs. Such refinements must only compare fields against undefined.
 */
export function whenObject(payload: { value: unknown }): boolean {
  return typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value);
}

export const idSchema = z.string().min(1, 'Must not be empty');

/**
 * Architecture ids name folders of stored files and appear in URLs, so they are restricted to a
 * safe set: letters, digits, - and _, at most 100 characters (the asset upload's rule).
 */
export const ARCHITECTURE_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
export const ARCHITECTURE_ID_MESSAGE = 'Use 1 to 100 letters, digits, - or _';
export const architectureIdSchema = z.string().regex(ARCHITECTURE_ID_PATTERN, ARCHITECTURE_ID_MESSAGE);

export const isoDateTimeSchema = z.iso.datetime({
  offset: true,
  error: 'Must be an ISO 8601 date-time with a time zone, e.g. 2026-01-01T09:00:00Z',
});

export const httpUrlSchema = z.url({
  protocol: /^https?$/,
  error: 'Must be an absolute http(s) URL',
});

export const HEX_COLOUR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const hexColourSchema = z
  .string()
  .regex(HEX_COLOUR_PATTERN, 'Must be a hex colour such as #RRGGBB or #RGB');

export const localizedItemSchema = z
  .strictObject({
    locale: z.string().min(1, 'Must not be empty'),
    text: z.string().optional(),
    uri: z.string().optional(),
    assetId: idSchema.optional(),
  })
  .refine((item) => item.text !== undefined || item.uri !== undefined || item.assetId !== undefined, {
    message: 'A localized item needs text, uri or assetId',
    params: { code: 'required' },
    when: whenObject,
  });
export type LocalizedItem = z.infer<typeof localizedItemSchema>;

export const localizedListSchema = z.array(localizedItemSchema);
export type LocalizedList = z.infer<typeof localizedListSchema>;
