import type { WidgetType } from '@atrium/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { WidgetViewProps } from './widget-view.types';

// Each view takes its own kind of widget; the area view hands it the widget of that type.
// biome-ignore lint/suspicious/noExplicitAny: the registry is keyed by the widget's type.
export type AnyWidgetView = ComponentType<WidgetViewProps<any>>;
type ViewLoader = () => Promise<AnyWidgetView>;

/** Widget type → its view, each in a chunk of its own that loads when a widget of the type opens. */
export const widgetViewLoaders: Record<WidgetType, ViewLoader> = {
  MEETING: async () => (await import('./meeting/meeting-widget-view')).MeetingWidgetView,
  PDF_VIEWER: async () => (await import('./pdf-viewer/pdf-viewer-widget-view')).PdfViewerWidgetView,
  AUDIO: async () => (await import('./audio/audio-widget-view')).AudioWidgetView,
  DOWNLOAD: async () => (await import('./download/download-widget-view')).DownloadWidgetView,
  LINK: async () => (await import('./widget-link-view')).LinkWidgetView,
  WHITEBOARD: async () => (await import('./whiteboard/whiteboard-widget-view')).WhiteboardWidgetView,
  MEDIA_BOARD: async () => (await import('./media-board/media-board-widget-view')).MediaBoardWidgetView,
  SOCIAL_WALL: async () => (await import('./social-wall/social-wall-widget-view')).SocialWallWidgetView,
  PRESENCE_LIST: async () =>
    (await import('./presence-list/presence-list-widget-view')).PresenceListWidgetView,
};

const views = new Map<WidgetType, LazyExoticComponent<AnyWidgetView>>();

/** The lazily loaded view of a widget type (one component per type, so React keeps its state). */
export function widgetView(type: WidgetType): LazyExoticComponent<AnyWidgetView> {
  let view = views.get(type);
  if (!view) {
    const load = widgetViewLoaders[type];
    view = lazy(async () => ({ default: await load() }));
    views.set(type, view);
  }
  return view;
}
