import { type ContentWidget, type Venue, validateVenue, widgetTypes } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { copyConfiguration, newConfiguration, newWidget, newWidgetId, widgetIdsOf } from './new-widget';
import { widgetVenue } from './widget-venue.fixture';

function problems(venue: Venue) {
  const result = validateVenue(venue);
  return result.ok ? [] : result.errors;
}

describe('a new widget', () => {
  it.each(widgetTypes)(
    'of type %s is valid with one configuration, as a global and as an area widget',
    (type) => {
      const venue = widgetVenue();
      const architecture = venue.architectures[0]!;
      const global = newWidget(type, venue, 'Fresh');
      architecture.globalWidgets.push(global);
      architecture.areas[0]!.contentWidgets.push(newWidget(type, venue, 'Fresh'));

      expect(problems(venue)).toEqual([]);
      expect(global.type).toBe(type);
      expect(global.name).toBe('Fresh');
      expect(global.placements).toEqual([]);
      expect(global.configurations).toHaveLength(1);
      expect(global.configurations[0]).toMatchObject({
        id: `${global.id}-1`,
        name: 'Fresh',
        cookieProviders: [],
      });
    },
  );

  it('gets an id new in the whole architecture', () => {
    const venue = widgetVenue();
    const architecture = venue.architectures[0]!;
    architecture.areas[1]!.contentWidgets.push(newWidget('MEDIA_BOARD', venue, 'Talks'));
    architecture.globalWidgets.push(newWidget('MEDIA_BOARD', venue, 'Talks'));
    architecture.areas[0]!.contentWidgets.push(newWidget('MEDIA_BOARD', venue, 'Talks'));
    expect([...widgetIdsOf(architecture)]).toEqual(['media-board-2', 'media-board-3', 'media-board']);
    expect(newWidgetId('PDF_VIEWER', new Set())).toBe('pdf-viewer');
    expect(problems(venue)).toEqual([]);
  });

  it('points at a file of its kind and never at a file of another kind', () => {
    const venue = widgetVenue();
    expect(newWidget('PDF_VIEWER', venue, 'Guide').configurations[0]?.assetId).toBe('guide');
    expect(newWidget('AUDIO', venue, 'Song').configurations[0]?.assetId).toBe('song');
    expect(newWidget('DOWNLOAD', venue, 'Files').configurations[0]?.assetIds).toEqual(['guide']);

    venue.assets = venue.assets.filter((asset) => asset.id === 'picture');
    // Without a PDF the choice is left open (the field asks for one) rather than showing the picture.
    expect(newWidget('PDF_VIEWER', venue, 'Guide').configurations[0]?.assetId).toBe('');
    expect(newWidget('AUDIO', venue, 'Song').configurations[0]?.assetId).toBe('');
    // Any file can be downloaded.
    expect(newWidget('DOWNLOAD', venue, 'Files').configurations[0]?.assetIds).toEqual(['picture']);
  });

  it('links to the default area, or to a web address in a venue without areas', () => {
    const venue = widgetVenue();
    expect(newWidget('LINK', venue, 'Door').configurations[0]).toMatchObject({ targetAreaId: 'hall' });
    venue.architectures[0]!.defaultAreaId = 'gone';
    expect(newWidget('LINK', venue, 'Door').configurations[0]).toMatchObject({ targetAreaId: 'hall' });
    venue.architectures[0]!.areas = [];
    const link = newWidget('LINK', venue, 'Door').configurations[0];
    expect(link?.targetAreaId).toBeUndefined();
    expect(link?.url).toMatch(/^https:\/\//);
  });
});

describe('another configuration', () => {
  it('is a valid default of the widget type with an id new in the widget', () => {
    const venue = widgetVenue();
    const widget: ContentWidget = newWidget('WHITEBOARD', venue, 'Board');
    widget.configurations.push(newConfiguration(widget, venue, 'Day 2'));
    widget.configurations.push(newConfiguration(widget, venue, 'Day 3'));
    venue.architectures[0]!.globalWidgets.push(widget);
    expect(widget.configurations.map((c) => [c.id, c.name])).toEqual([
      ['whiteboard-1', 'Board'],
      ['whiteboard-2', 'Day 2'],
      ['whiteboard-3', 'Day 3'],
    ]);
    expect(widget.configurations[2]).toMatchObject({ boardId: 'whiteboard' });
    expect(problems(venue)).toEqual([]);
  });

  it('copied keeps the settings and time window but not the id or the original objects', () => {
    const venue = widgetVenue();
    const widget = newWidget('MEETING', venue, 'Keynote');
    const first = widget.configurations[0]!;
    first.begin = '2026-01-01T09:00:00Z';
    first.switches = { chat: true };
    const copy = copyConfiguration(widget, first, 'Keynote again');
    expect(copy).toMatchObject({
      id: 'meeting-2',
      name: 'Keynote again',
      begin: first.begin,
      switches: { chat: true },
    });
    copy.switches.chat = false;
    expect(first.switches.chat).toBe(true);
  });
});
