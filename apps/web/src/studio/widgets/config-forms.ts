import type { WidgetType } from '@atrium/domain';
import { AudioConfigForm } from './forms/audio-config-form';
import { DownloadConfigForm } from './forms/download-config-form';
import { LinkConfigForm } from './forms/link-config-form';
import { MediaBoardConfigForm } from './forms/media-board-config-form';
import { MeetingConfigForm } from './forms/meeting-config-form';
import { PdfViewerConfigForm } from './forms/pdf-viewer-config-form';
import { PresenceListConfigForm } from './forms/presence-list-config-form';
import { SocialWallConfigForm } from './forms/social-wall-config-form';
import { WhiteboardConfigForm } from './forms/whiteboard-config-form';
import type { ConfigForm } from './widget-editing';

/** The form of each widget type's own configuration fields; the compiler checks every type has one. */
export const configForms: { [T in WidgetType]: ConfigForm<T> } = {
  MEETING: MeetingConfigForm,
  WHITEBOARD: WhiteboardConfigForm,
  MEDIA_BOARD: MediaBoardConfigForm,
  SOCIAL_WALL: SocialWallConfigForm,
  PDF_VIEWER: PdfViewerConfigForm,
  AUDIO: AudioConfigForm,
  DOWNLOAD: DownloadConfigForm,
  PRESENCE_LIST: PresenceListConfigForm,
  LINK: LinkConfigForm,
};
