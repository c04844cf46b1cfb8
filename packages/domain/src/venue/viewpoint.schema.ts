import { z } from 'zod';
import { httpUrlSchema, idSchema } from './venue-primitives.schema';

export const backgroundImageSchema = z.strictObject({
  type: z.literal('BackgroundImage'),
  assetId: idSchema,
});
export type BackgroundImage = z.infer<typeof backgroundImageSchema>;

export const backgroundVideoSchema = z.strictObject({
  type: z.literal('BackgroundVideo'),
  playerActive: z.boolean(),
  videoUrl: httpUrlSchema,
  posterAssetId: idSchema.optional(),
});
export type BackgroundVideo = z.infer<typeof backgroundVideoSchema>;

export const backgroundPanoramaSchema = z.strictObject({
  type: z.literal('BackgroundPanorama'),
  assetId: idSchema,
});
export type BackgroundPanorama = z.infer<typeof backgroundPanoramaSchema>;

export const backgroundTypes = ['BackgroundImage', 'BackgroundVideo', 'BackgroundPanorama'] as const;
export type BackgroundType = (typeof backgroundTypes)[number];

export const backgroundSchema = z.discriminatedUnion(
  'type',
  [backgroundImageSchema, backgroundVideoSchema, backgroundPanoramaSchema],
  { error: `Unknown background type: expected one of ${backgroundTypes.join(', ')}` },
);
export type Background = z.infer<typeof backgroundSchema>;

export const viewpointSchema = z.strictObject({
  id: idSchema,
  background: backgroundSchema,
});
export type Viewpoint = z.infer<typeof viewpointSchema>;
