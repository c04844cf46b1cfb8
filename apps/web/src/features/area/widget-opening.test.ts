import type { ContentWidget } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { areaHref, assetIdsOf, presentationOf, widgetAction } from './widget-opening';

const where = { architectureId: 'demo', areaId: 'lobby' };
const now = new Date('2027-06-01T10:00:00Z');
const base = { cookieProviders: [], name: 'Config' };

const link = (configuration: Record<string, unknown>): ContentWidget =>
  ({
    id: 'door',
    name: 'Door',
    type: 'LINK',
    placements: [],
    configurations: [{ id: 'door-1', ...base, linkOpeningMode: 'EMBEDDED', ...configuration }],
  }) as ContentWidget;

const meeting = (
  linkOpeningMode: string,
  window: { begin?: string; end?: string } = {},
  displayMode = 'EMBEDDED',
): ContentWidget =>
  ({
    id: 'talk',
    name: 'Talk',
    type: 'MEETING',
    placements: [],
    configurations: [
      {
        id: 'talk-1',
        ...base,
        ...window,
        linkOpeningMode,
        displayMode,
        webinarOn: false,
        meetingUrl: 'https://meet.test/talk',
        switches: {},
      },
    ],
  }) as ContentWidget;

const ofType = (type: string, configuration: Record<string, unknown>): ContentWidget =>
  ({
    id: type.toLowerCase(),
    name: type,
    type,
    placements: [],
    configurations: [{ id: 'c-1', ...base, ...configuration }],
  }) as unknown as ContentWidget;

const MEETING_ROUTE = '/v/demo/area-whereby-meeting/lobby/talk/talk-1';

describe('presentationOf', () => {
  it('maps every link opening mode; none opens a dialog', () => {
    expect(presentationOf('EMBEDDED')).toBe('embedded');
    expect(presentationOf('EMBEDDED_DIALOG')).toBe('dialog');
    expect(presentationOf('OVERLAY_DIALOG')).toBe('overlay');
    expect(presentationOf('NEW_TAB')).toBe('newTab');
    expect(presentationOf(undefined)).toBe('dialog');
  });
});

describe('areaHref', () => {
  it('carries the viewpoint in the query', () => {
    expect(areaHref('demo', 'expo hall')).toBe('/v/demo/area/expo%20hall');
    expect(areaHref('demo', 'expo', 'corner')).toBe('/v/demo/area/expo?viewpoint=corner');
  });
});

describe('widgetAction', () => {
  it('navigates a door to its area, with its viewpoint', () => {
    expect(widgetAction(link({ targetAreaId: 'auditorium' }), now, where)).toEqual({
      kind: 'navigate',
      href: '/v/demo/area/auditorium',
      areaId: 'auditorium',
    });
    expect(widgetAction(link({ targetAreaId: 'expo', targetViewpointId: 'cafe' }), now, where)).toEqual({
      kind: 'navigate',
      href: '/v/demo/area/expo?viewpoint=cafe',
      areaId: 'expo',
    });
  });

  it('opens an area in a new tab when the door says so', () => {
    expect(
      widgetAction(link({ targetAreaId: 'expo', linkOpeningMode: 'NEW_TAB' }), now, where),
    ).toMatchObject({
      kind: 'newTab',
      configuration: { id: 'door-1' },
      target: { href: '/v/demo/area/expo' },
    });
  });

  it('switches the viewpoint for a viewpoint-only link', () => {
    expect(widgetAction(link({ targetViewpointId: 'cafe' }), now, where)).toEqual({
      kind: 'viewpoint',
      viewpointId: 'cafe',
    });
  });

  it('opens a url in a new tab, or embeds it in the chosen presentation', () => {
    expect(
      widgetAction(link({ url: 'https://partner.test/', linkOpeningMode: 'NEW_TAB' }), now, where),
    ).toMatchObject({
      kind: 'newTab',
      target: { href: 'https://partner.test/' },
    });
    const embedded = widgetAction(
      link({ url: 'https://partner.test/', linkOpeningMode: 'OVERLAY_DIALOG' }),
      now,
      where,
    );
    expect(embedded).toMatchObject({ kind: 'open', presentation: 'overlay' });
  });

  it('opens a meeting in a new tab on its full-screen route', () => {
    expect(widgetAction(meeting('NEW_TAB'), now, where)).toMatchObject({
      kind: 'newTab',
      configuration: { id: 'talk-1' },
      target: { href: MEETING_ROUTE },
    });
  });

  it('combines a meeting’s display mode with its opening mode', () => {
    const modes = ['EMBEDDED', 'EMBEDDED_DIALOG', 'OVERLAY_DIALOG'];
    for (const mode of modes) {
      // FULL_SCREEN: the full-screen route in this tab, whatever the frame would have been.
      expect(widgetAction(meeting(mode, {}, 'FULL_SCREEN'), now, where), mode).toEqual({
        kind: 'navigate',
        href: MEETING_ROUTE,
      });
      // NEW_TAB: the full-screen route in a new tab.
      expect(widgetAction(meeting(mode, {}, 'NEW_TAB'), now, where), mode).toMatchObject({
        kind: 'newTab',
        target: { href: MEETING_ROUTE },
      });
      // EMBEDDED and EMBEDDED_DIALOG: the frame of the opening mode (the view adds its own dialog).
      expect(widgetAction(meeting(mode, {}, 'EMBEDDED_DIALOG'), now, where), mode).toMatchObject({
        kind: 'open',
        presentation: presentationOf(mode as 'EMBEDDED'),
      });
    }
    // The opening mode NEW_TAB wins over every display mode.
    for (const displayMode of ['EMBEDDED', 'EMBEDDED_DIALOG', 'FULL_SCREEN', 'NEW_TAB']) {
      expect(widgetAction(meeting('NEW_TAB', {}, displayMode), now, where), displayMode).toMatchObject({
        kind: 'newTab',
        target: { href: MEETING_ROUTE },
      });
    }
  });

  it('opens the files of a PDF, an audio or a download widget in a new tab', () => {
    expect(
      widgetAction(ofType('PDF_VIEWER', { linkOpeningMode: 'NEW_TAB', assetId: 'guide' }), now, where),
    ).toMatchObject({ kind: 'newTab', target: { assetIds: ['guide'] } });
    expect(
      widgetAction(ofType('AUDIO', { linkOpeningMode: 'NEW_TAB', assetId: 'jingle' }), now, where),
    ).toMatchObject({ kind: 'newTab', target: { assetIds: ['jingle'] } });
    expect(
      widgetAction(ofType('DOWNLOAD', { linkOpeningMode: 'NEW_TAB', assetIds: ['a', 'b'] }), now, where),
    ).toMatchObject({ kind: 'newTab', target: { assetIds: ['a', 'b'] } });
    expect(
      widgetAction(ofType('PDF_VIEWER', { linkOpeningMode: 'OVERLAY_DIALOG', assetId: 'guide' }), now, where),
    ).toMatchObject({ kind: 'open', presentation: 'overlay' });
  });

  it('opens kinds without a page of their own as a dialog when they say new tab', () => {
    const kinds = {
      WHITEBOARD: { boardId: 'b' },
      MEDIA_BOARD: { mediaBoardId: 'm', contentPieces: [] },
      SOCIAL_WALL: { wallId: 'w' },
      PRESENCE_LIST: { filter: 'ALL' },
    };
    for (const [type, fields] of Object.entries(kinds)) {
      expect(
        widgetAction(ofType(type, { linkOpeningMode: 'NEW_TAB', ...fields }), now, where),
        type,
      ).toMatchObject({ kind: 'open', presentation: 'dialog' });
    }
  });

  it('opens other widgets in the presentation of their opening mode', () => {
    expect(widgetAction(meeting('EMBEDDED'), now, where)).toMatchObject({
      kind: 'open',
      presentation: 'embedded',
      configuration: { id: 'talk-1' },
    });
    expect(widgetAction(meeting('EMBEDDED_DIALOG'), now, where)).toMatchObject({ presentation: 'dialog' });
  });

  it('chooses the configuration active at the server time, exactly from begin and until before end', () => {
    const window = { begin: '2027-06-01T10:00:00Z', end: '2027-06-01T11:00:00Z' };
    expect(widgetAction(meeting('EMBEDDED', window), now, where)).toMatchObject({ kind: 'open' });
    expect(widgetAction(meeting('EMBEDDED', window), new Date('2027-06-01T09:59:59.999Z'), where)).toEqual({
      kind: 'notice',
      state: 'upcoming',
      opensAt: window.begin,
    });
    expect(widgetAction(meeting('EMBEDDED', window), new Date(window.end), where)).toEqual({
      kind: 'notice',
      state: 'ended',
    });
  });

  it('reports a widget without any configuration as ended', () => {
    expect(widgetAction({ ...meeting('EMBEDDED'), configurations: [] } as ContentWidget, now, where)).toEqual(
      {
        kind: 'notice',
        state: 'ended',
      },
    );
  });
});

describe('assetIdsOf', () => {
  it('lists the files of file-based configurations only', () => {
    expect(assetIdsOf({ id: 'c', ...base, linkOpeningMode: 'EMBEDDED', assetId: 'guide' })).toEqual([
      'guide',
    ]);
    expect(assetIdsOf({ id: 'c', ...base, linkOpeningMode: 'EMBEDDED', assetIds: ['a', 'b'] })).toEqual([
      'a',
      'b',
    ]);
    expect(assetIdsOf({ id: 'c', ...base, linkOpeningMode: 'EMBEDDED', wallId: 'w' })).toEqual([]);
  });
});
