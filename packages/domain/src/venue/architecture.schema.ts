import { z } from 'zod';
import { areaSchema } from './area.schema';
import { contentWidgetSchema } from './content-widget.schema';
import { cookieBannerConfigSchema, cookieProviderSchema } from './cookie.schema';
import { venueStyleSchema } from './style.schema';
import { userProfileAttributeTypeSchema, widgetTypeSchema } from './venue-enums.schema';
import { architectureIdSchema, idSchema, localizedListSchema } from './venue-primitives.schema';

export const areaPositionSchema = z.strictObject({
  areaId: idSchema,
  visible: z.boolean(),
});
export type AreaPosition = z.infer<typeof areaPositionSchema>;

export const floorplanSchema = z.strictObject({
  areaPositions: z.array(areaPositionSchema).default([]),
});
export type Floorplan = z.infer<typeof floorplanSchema>;

export const widgetIconSchema = z.strictObject({
  type: widgetTypeSchema,
  assetId: idSchema,
});
export type WidgetIcon = z.infer<typeof widgetIconSchema>;

export const userProfileAttributeSchema = z.strictObject({
  key: idSchema,
  type: userProfileAttributeTypeSchema,
  required: z.boolean().default(false),
  private: z.boolean().default(false),
  label: localizedListSchema,
});
export type UserProfileAttribute = z.infer<typeof userProfileAttributeSchema>;

export const architectureSchema = z.strictObject({
  id: architectureIdSchema,
  defaultAreaId: idSchema,
  globalNavigationEnabled: z.boolean().default(false),
  personalizedTrackingEnabled: z.boolean().default(false),
  cventLoginEnabled: z.boolean().default(false),
  // The spec never shows the event's shape; an identifier string or null is what designers store.
  cventEvent: z.string().nullable().default(null),
  style: venueStyleSchema,
  floorplan: floorplanSchema.prefault({}),
  icons: z.array(widgetIconSchema).default([]),
  impress: localizedListSchema.default([]),
  privacyNotice: localizedListSchema.default([]),
  cookieBannerConfig: cookieBannerConfigSchema.optional(),
  cookieProviders: z.array(cookieProviderSchema).default([]),
  userProfileAttributes: z.array(userProfileAttributeSchema).default([]),
  globalWidgets: z.array(contentWidgetSchema).default([]),
  areas: z.array(areaSchema),
});
export type Architecture = z.infer<typeof architectureSchema>;
