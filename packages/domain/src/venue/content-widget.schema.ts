import { z } from 'zod';
import { linkConfigurationSchema } from './link-configuration.schema';
import { mediaBoardConfigurationSchema } from './media-board-configuration.schema';
import { meetingConfigurationSchema } from './meeting-configuration.schema';
import { placementSchema } from './placement.schema';
import { widgetTypes } from './venue-enums.schema';
import { idSchema } from './venue-primitives.schema';
import {
  audioConfigurationSchema,
  downloadConfigurationSchema,
  pdfViewerConfigurationSchema,
  presenceListConfigurationSchema,
  socialWallConfigurationSchema,
  whiteboardConfigurationSchema,
} from './widget-configurations.schema';

function widgetOf<const T extends string, C extends z.ZodType>(type: T, configuration: C) {
  return z.strictObject({
    id: idSchema,
    name: z.string(),
    type: z.literal(type),
    placements: z.array(placementSchema).default([]),
    configurations: z.array(configuration),
  });
}

export const meetingWidgetSchema = widgetOf('MEETING', meetingConfigurationSchema);
export const whiteboardWidgetSchema = widgetOf('WHITEBOARD', whiteboardConfigurationSchema);
export const mediaBoardWidgetSchema = widgetOf('MEDIA_BOARD', mediaBoardConfigurationSchema);
export const socialWallWidgetSchema = widgetOf('SOCIAL_WALL', socialWallConfigurationSchema);
export const pdfViewerWidgetSchema = widgetOf('PDF_VIEWER', pdfViewerConfigurationSchema);
export const audioWidgetSchema = widgetOf('AUDIO', audioConfigurationSchema);
export const downloadWidgetSchema = widgetOf('DOWNLOAD', downloadConfigurationSchema);
export const presenceListWidgetSchema = widgetOf('PRESENCE_LIST', presenceListConfigurationSchema);
export const linkWidgetSchema = widgetOf('LINK', linkConfigurationSchema);

export type MeetingWidget = z.infer<typeof meetingWidgetSchema>;
export type WhiteboardWidget = z.infer<typeof whiteboardWidgetSchema>;
export type MediaBoardWidget = z.infer<typeof mediaBoardWidgetSchema>;
export type SocialWallWidget = z.infer<typeof socialWallWidgetSchema>;
export type PdfViewerWidget = z.infer<typeof pdfViewerWidgetSchema>;
export type AudioWidget = z.infer<typeof audioWidgetSchema>;
export type DownloadWidget = z.infer<typeof downloadWidgetSchema>;
export type PresenceListWidget = z.infer<typeof presenceListWidgetSchema>;
export type LinkWidget = z.infer<typeof linkWidgetSchema>;

export const contentWidgetSchema = z.discriminatedUnion(
  'type',
  [
    meetingWidgetSchema,
    whiteboardWidgetSchema,
    mediaBoardWidgetSchema,
    socialWallWidgetSchema,
    pdfViewerWidgetSchema,
    audioWidgetSchema,
    downloadWidgetSchema,
    presenceListWidgetSchema,
    linkWidgetSchema,
  ],
  { error: `Unknown widget type: expected one of ${widgetTypes.join(', ')}` },
);
export type ContentWidget = z.infer<typeof contentWidgetSchema>;
export type WidgetConfiguration = ContentWidget['configurations'][number];
