// The widget gallery of widget-gallery.spec.ts: a hidden 2D area with one widget per kind and
// link opening mode (spec §3), plus the extras the spec opens (meeting display modes, a one-file
// download), built on the demo venue's assets.

export const GALLERY = 'gallery';
export const GALLERY_NAME = 'Widget gallery';
export const MEETING_URL = 'https://example.whereby.com/atrium-gallery';
/** The web page of the link widgets: on the venue's own origin, answered by the test (see `enter`). */
export const linkedPage = (baseURL: string) => `${baseURL}/e2e/linked-page.html`;
export const LINKED_PAGE_TITLE = 'A page the venue links to';
export const MODES = ['EMBEDDED', 'EMBEDDED_DIALOG', 'OVERLAY_DIALOG', 'NEW_TAB'] as const;
export type Mode = (typeof MODES)[number];
const MODE_NAMES: Record<Mode, string> = {
  EMBEDDED: 'in place',
  EMBEDDED_DIALOG: 'dialog',
  OVERLAY_DIALOG: 'overlay',
  NEW_TAB: 'new tab',
};
/** Kinds without a page of their own: NEW_TAB opens them as a dialog. */
export const NO_PAGE_OF_THEIR_OWN = ['WHITEBOARD', 'MEDIA_BOARD', 'SOCIAL_WALL', 'PRESENCE_LIST'] as const;
/** The demo's files the gallery's widgets show (apps/server/src/seed/demo-assets.ts). */
export const GUIDE = 'event-guide';
export const JINGLE = 'welcome-audio';
export const PACK = [GUIDE, JINGLE, 'logo'];

/** The rows of the gallery: one widget per kind (a link twice: to a page and to an area) and mode. */
export type Row = {
  key: string;
  type: string;
  label: string;
  fields: (baseURL: string) => Record<string, unknown>;
};
export const ROWS: Row[] = [
  {
    key: 'meeting',
    type: 'MEETING',
    label: 'Meeting',
    fields: () => ({
      cookieProviders: ['whereby'],
      displayMode: 'EMBEDDED',
      webinarOn: false,
      meetingUrl: MEETING_URL,
      switches: { audio: true, video: true, chat: true },
    }),
  },
  {
    key: 'whiteboard',
    type: 'WHITEBOARD',
    label: 'Whiteboard',
    fields: () => ({ boardId: 'gallery-board' }),
  },
  {
    key: 'media-board',
    type: 'MEDIA_BOARD',
    label: 'Media board',
    fields: () => ({ mediaBoardId: 'gallery-media', contentPieces: [] }),
  },
  {
    key: 'social-wall',
    type: 'SOCIAL_WALL',
    label: 'Social wall',
    fields: () => ({ wallId: 'gallery-wall' }),
  },
  { key: 'pdf', type: 'PDF_VIEWER', label: 'PDF viewer', fields: () => ({ assetId: GUIDE }) },
  { key: 'audio', type: 'AUDIO', label: 'Audio', fields: () => ({ assetId: JINGLE }) },
  { key: 'download', type: 'DOWNLOAD', label: 'Downloads', fields: () => ({ assetIds: PACK }) },
  { key: 'presence', type: 'PRESENCE_LIST', label: 'Presence list', fields: () => ({ filter: 'ALL' }) },
  { key: 'page', type: 'LINK', label: 'Web page', fields: (baseURL) => ({ url: linkedPage(baseURL) }) },
  { key: 'door', type: 'LINK', label: 'Door to the lobby', fields: () => ({ targetAreaId: 'lobby' }) },
];

export const widgetId = (row: string, mode: Mode) => `g-${row}-${mode.toLowerCase().replace('_', '-')}`;
export const widgetName = (label: string, mode: Mode) => `${label} (${MODE_NAMES[mode]})`;

/** Meetings whose display mode takes them out of the area, and a download of a single file. */
export const EXTRAS = {
  fullScreen: { id: 'g-meeting-full-screen', name: 'Meeting (full-screen page)' },
  meetingTab: { id: 'g-meeting-display-new-tab', name: 'Meeting (display in a new tab)' },
  singleFile: { id: 'g-download-single', name: 'Logo download (new tab)' },
};

const ROW_COUNT = ROWS.length + 1;
function place(row: number, column: number) {
  return [
    {
      viewpointId: 'gallery-main',
      x: column * 0.25 + 0.02,
      y: row / ROW_COUNT + 0.01,
      width: 0.21,
      height: 1 / ROW_COUNT - 0.02,
    },
  ];
}

function configuration(id: string, mode: Mode, fields: Record<string, unknown>) {
  return { id: `${id}-1`, name: id, cookieProviders: [], linkOpeningMode: mode, ...fields };
}

export function galleryArea(baseURL: string) {
  const widgets = ROWS.flatMap((row, r) =>
    MODES.map((mode, column) => {
      const id = widgetId(row.key, mode);
      return {
        id,
        name: widgetName(row.label, mode),
        type: row.type,
        placements: place(r, column),
        configurations: [configuration(id, mode, row.fields(baseURL))],
      };
    }),
  );
  const meeting = ROWS[0]!.fields(baseURL);
  const extras = [
    {
      ...EXTRAS.fullScreen,
      type: 'MEETING',
      placements: place(ROWS.length, 0),
      configurations: [
        configuration(EXTRAS.fullScreen.id, 'EMBEDDED', { ...meeting, displayMode: 'FULL_SCREEN' }),
      ],
    },
    {
      ...EXTRAS.meetingTab,
      type: 'MEETING',
      placements: place(ROWS.length, 1),
      configurations: [
        configuration(EXTRAS.meetingTab.id, 'OVERLAY_DIALOG', { ...meeting, displayMode: 'NEW_TAB' }),
      ],
    },
    {
      ...EXTRAS.singleFile,
      type: 'DOWNLOAD',
      placements: place(ROWS.length, 2),
      configurations: [configuration(EXTRAS.singleFile.id, 'NEW_TAB', { assetIds: ['logo'] })],
    },
  ];
  return {
    id: GALLERY,
    names: [{ locale: 'en', text: GALLERY_NAME }],
    descriptions: [],
    viewMode: 'VIEW_2D',
    defaultViewpointId: 'gallery-main',
    viewPoints: [{ id: 'gallery-main', background: { type: 'BackgroundImage', assetId: 'lounge-bg' } }],
    contentWidgets: [...widgets, ...extras],
  };
}
