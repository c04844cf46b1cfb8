import { z } from 'zod';
import { cookieCategorySchema, cookieConsentLevelSchema } from './venue-enums.schema';
import { hexColourSchema, idSchema, localizedListSchema } from './venue-primitives.schema';

export const cookieProviderAttributeSchema = z.strictObject({
  key: localizedListSchema,
  value: localizedListSchema,
});
export type CookieProviderAttribute = z.infer<typeof cookieProviderAttributeSchema>;

export const cookieProviderSchema = z.strictObject({
  id: idSchema,
  name: z.string(),
  type: cookieCategorySchema,
  defaultProvider: z.boolean().default(false),
  accepted: z.boolean().optional(),
  attributes: z.array(cookieProviderAttributeSchema).default([]),
});
export type CookieProvider = z.infer<typeof cookieProviderSchema>;

export const cookieBannerStylingSchema = z.strictObject({
  backgroundColor: hexColourSchema,
  textColor: hexColourSchema,
});
export type CookieBannerStyling = z.infer<typeof cookieBannerStylingSchema>;

export const cookieBannerConfigSchema = z.strictObject({
  type: cookieConsentLevelSchema,
  text: localizedListSchema.default([]),
  personalizedTrackingText: localizedListSchema.optional(),
  styling: cookieBannerStylingSchema.optional(),
});
export type CookieBannerConfig = z.infer<typeof cookieBannerConfigSchema>;
