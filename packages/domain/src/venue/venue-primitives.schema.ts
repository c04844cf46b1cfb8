import { z } from 'zod';

/**
 * Lets an object-level refinement run even when some fields failed, so its issue is reported
 * together with theirs. Such refinements must only compare fields against undefined.
 */
export function whenObject(payload: { value: unknown }): boolean {
  return typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value);
}

export const idSchema = z.string().min(1, 'Must not be empty');

export const isoDateTimeSchema = z.iso.datetime({
  offset: true,
  error: 'Must be an ISO 8601 date-time with a time zone, e.g. 2026-01-01T09:00:00Z',
});

export const httpUrlSchema = z.url({
  protocol: /^https?$/,
  error: 'Must be an absolute http(s) URL',
});

export const hexColourSchema = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Must be a hex colour such as #RRGGBB or #RGB');

export const localizedItemSchema = z
  .strictObject({
    locale: z.string().min(1, 'Must not be empty'),
    text: z.string().optional(),
    uri: z.string().optional(),
    assetId: idSchema.optional(),
  })
  .refine((item) => item.text !== undefined || item.uri !== undefined || item.assetId !== undefined, {
    message: 'A localized item needs text, uri or assetId',
    when: whenObject,
  });
export type LocalizedItem = z.infer<typeof localizedItemSchema>;

export const localizedListSchema = z.array(localizedItemSchema);
export type LocalizedList = z.infer<typeof localizedListSchema>;
