import { widgetTypes } from '@atrium/domain';
import { describe, expect, it, vi } from 'vitest';
import { LinkWidgetView } from './widget-link-view';
import { widgetView, widgetViewLoaders } from './widget-registry';

// The views of other widget kinds stand in as markers: the mapping is under test, not the views.
vi.mock('./meeting/meeting-widget-view', () => ({ MeetingWidgetView: () => 'meeting' }));
vi.mock('./pdf-viewer/pdf-viewer-widget-view', () => ({ PdfViewerWidgetView: () => 'pdf' }));
vi.mock('./audio/audio-widget-view', () => ({ AudioWidgetView: () => 'audio' }));
vi.mock('./download/download-widget-view', () => ({ DownloadWidgetView: () => 'download' }));
vi.mock('./presence-list/presence-list-widget-view', () => ({ PresenceListWidgetView: () => 'presence' }));
vi.mock('./media-board/media-board-widget-view', () => ({ MediaBoardWidgetView: () => 'media-board' }));
vi.mock('./social-wall/social-wall-widget-view', () => ({ SocialWallWidgetView: () => 'social-wall' }));
vi.mock('./whiteboard/whiteboard-widget-view', () => ({ WhiteboardWidgetView: () => 'whiteboard' }));

describe('widget registry', () => {
  it('has a view for every widget type', () => {
    expect(Object.keys(widgetViewLoaders).sort()).toEqual([...widgetTypes].sort());
  });

  it.each([
    ['MEETING', 'meeting'],
    ['PDF_VIEWER', 'pdf'],
    ['AUDIO', 'audio'],
    ['DOWNLOAD', 'download'],
    ['PRESENCE_LIST', 'presence'],
    ['MEDIA_BOARD', 'media-board'],
    ['SOCIAL_WALL', 'social-wall'],
    ['WHITEBOARD', 'whiteboard'],
  ] as const)('loads the %s view from its widget folder', async (type, marker) => {
    const view = (await widgetViewLoaders[type]()) as () => string;
    expect(view()).toBe(marker);
  });

  it('opens a link with a url in the link view', async () => {
    expect(await widgetViewLoaders.LINK()).toBe(LinkWidgetView);
  });

  it('keeps one lazy component per type', () => {
    expect(widgetView('MEETING')).toBe(widgetView('MEETING'));
    expect(widgetView('MEETING')).not.toBe(widgetView('AUDIO'));
  });
});
