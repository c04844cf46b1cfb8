import { z } from 'zod';
import { configurationBaseShape } from './configuration-base.schema';
import { presenceFilterSchema } from './venue-enums.schema';
import { idSchema } from './venue-primitives.schema';

export const whiteboardConfigurationSchema = z.strictObject({
  ...configurationBaseShape,
  boardId: idSchema,
  /** Attendees only look; administrators may still draw. */
  readOnlyForAttendees: z.boolean().optional(),
});
export type WhiteboardConfiguration = z.infer<typeof whiteboardConfigurationSchema>;

export const socialWallConfigurationSchema = z.strictObject({
  ...configurationBaseShape,
  wallId: idSchema,
});
export type SocialWallConfiguration = z.infer<typeof socialWallConfigurationSchema>;

export const pdfViewerConfigurationSchema = z.strictObject({
  ...configurationBaseShape,
  assetId: idSchema,
});
export type PdfViewerConfiguration = z.infer<typeof pdfViewerConfigurationSchema>;

export const audioConfigurationSchema = z.strictObject({
  ...configurationBaseShape,
  assetId: idSchema,
});
export type AudioConfiguration = z.infer<typeof audioConfigurationSchema>;

export const downloadConfigurationSchema = z.strictObject({
  ...configurationBaseShape,
  assetIds: z.array(idSchema).min(1, 'A download needs at least one asset'),
});
export type DownloadConfiguration = z.infer<typeof downloadConfigurationSchema>;

export const presenceListConfigurationSchema = z.strictObject({
  ...configurationBaseShape,
  // The presence list opens nothing, so the example venue leaves the mode out.
  linkOpeningMode: configurationBaseShape.linkOpeningMode.optional(),
  filter: presenceFilterSchema,
});
export type PresenceListConfiguration = z.infer<typeof presenceListConfigurationSchema>;
