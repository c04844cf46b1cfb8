import { AUDITORIUM_HOTSPOTS, AUDITORIUM_SIZE } from './demo-auditorium.svg';
import { DEMO_AREA_TEXTS } from './demo-event.content';
import { LOBBY_HOTSPOTS, LOBBY_SIZE } from './demo-lobby.svg';
import { LOUNGE_HOTSPOTS, LOUNGE_SIZE } from './demo-lounge.svg';
import { linkToArea, placeOn } from './demo-venue.helpers';
import { backstageScheduleWidgets } from './demo-venue-backstage';
import { speakerNotesWidget, welcomePackWidget } from './demo-venue-documents';
import { ALL_MEETING_SWITCHES } from './demo-venue-settings';

export function lobbyArea() {
  const at = (rect: (typeof LOBBY_HOTSPOTS)[keyof typeof LOBBY_HOTSPOTS]) => [
    placeOn('lobby-main', rect, LOBBY_SIZE),
  ];
  return {
    ...DEMO_AREA_TEXTS.lobby,
    viewMode: 'VIEW_2D',
    defaultViewpointId: 'lobby-main',
    viewPoints: [{ id: 'lobby-main', background: { type: 'BackgroundImage', assetId: 'lobby-bg' } }],
    contentWidgets: [
      linkToArea('door-auditorium', 'To the auditorium', 'auditorium', at(LOBBY_HOTSPOTS.doorAuditorium)),
      linkToArea('door-expo', 'To the expo hall', 'expo-hall', at(LOBBY_HOTSPOTS.doorExpo)),
      linkToArea('door-lounge', 'To the networking lounge', 'lounge', at(LOBBY_HOTSPOTS.doorLounge)),
      {
        id: 'event-guide',
        name: 'Event guide',
        type: 'PDF_VIEWER',
        placements: at(LOBBY_HOTSPOTS.guide),
        configurations: [
          {
            id: 'event-guide-1',
            name: 'Guide',
            cookieProviders: [],
            assetId: 'event-guide',
            linkOpeningMode: 'OVERLAY_DIALOG',
          },
        ],
      },
      {
        id: 'lobby-presence',
        name: 'Who is here',
        type: 'PRESENCE_LIST',
        placements: at(LOBBY_HOTSPOTS.presence),
        configurations: [{ id: 'lobby-presence-1', name: 'Presence', cookieProviders: [], filter: 'ALL' }],
      },
      {
        id: 'welcome-message',
        name: 'Welcome message',
        type: 'AUDIO',
        placements: at(LOBBY_HOTSPOTS.speaker),
        configurations: [
          {
            id: 'welcome-message-1',
            name: 'Welcome jingle',
            cookieProviders: [],
            assetId: 'welcome-audio',
            linkOpeningMode: 'EMBEDDED_DIALOG',
          },
        ],
      },
      // Documents: the welcome pack to download.
      welcomePackWidget(at(LOBBY_HOTSPOTS.welcomeDesk)),
    ],
  };
}

export function auditoriumArea() {
  const at = (rect: (typeof AUDITORIUM_HOTSPOTS)[keyof typeof AUDITORIUM_HOTSPOTS]) => [
    placeOn('auditorium-stage', rect, AUDITORIUM_SIZE),
  ];
  return {
    ...DEMO_AREA_TEXTS.auditorium,
    viewMode: 'VIEW_2D',
    defaultViewpointId: 'auditorium-stage',
    viewPoints: [
      {
        id: 'auditorium-stage',
        background: {
          type: 'BackgroundVideo',
          playerActive: true,
          videoUrl: 'https://player.vimeo.com/video/76979871',
          posterAssetId: 'auditorium-poster',
        },
      },
    ],
    contentWidgets: [
      {
        id: 'keynote',
        name: 'Keynote',
        type: 'MEETING',
        placements: at(AUDITORIUM_HOTSPOTS.screen),
        // The rehearsal has ended; listed first so that picking the active configuration matters.
        configurations: [
          {
            id: 'keynote-rehearsal',
            name: 'Keynote rehearsal',
            begin: '2025-03-10T09:00:00Z',
            end: '2025-03-10T12:00:00Z',
            cookieProviders: ['whereby'],
            linkOpeningMode: 'EMBEDDED',
            displayMode: 'EMBEDDED',
            webinarOn: false,
            meetingUrl: 'https://example.whereby.com/atrium-keynote-rehearsal',
            switches: {
              audio: true,
              video: true,
              chat: true,
              people: true,
              screenShare: true,
              leaveButton: true,
            },
          },
          {
            id: 'keynote-live',
            name: 'Opening keynote',
            begin: '2026-01-01T09:00:00Z',
            end: '2030-01-01T00:00:00Z',
            cookieProviders: ['whereby'],
            linkOpeningMode: 'EMBEDDED',
            displayMode: 'EMBEDDED',
            webinarOn: true,
            hostMeetingUrl: 'https://example.whereby.com/atrium-keynote?roomKey=demo-host-key',
            viewerMeetingUrl: 'https://example.whereby.com/atrium-keynote-viewer',
            switches: ALL_MEETING_SWITCHES,
          },
        ],
      },
      linkToArea('auditorium-door-lobby', 'Back to the lobby', 'lobby', at(AUDITORIUM_HOTSPOTS.doorLobby)),
      linkToArea('door-backstage', 'Backstage', 'backstage', at(AUDITORIUM_HOTSPOTS.doorBackstage)),
    ],
  };
}

export function loungeArea() {
  const at = (rect: (typeof LOUNGE_HOTSPOTS)[keyof typeof LOUNGE_HOTSPOTS]) => [
    placeOn('lounge-main', rect, LOUNGE_SIZE),
  ];
  return {
    ...DEMO_AREA_TEXTS.lounge,
    viewMode: 'VIEW_2D',
    defaultViewpointId: 'lounge-main',
    viewPoints: [{ id: 'lounge-main', background: { type: 'BackgroundImage', assetId: 'lounge-bg' } }],
    contentWidgets: [
      {
        id: 'lounge-presence',
        name: 'Who is in the lounge',
        type: 'PRESENCE_LIST',
        placements: at(LOUNGE_HOTSPOTS.presence),
        configurations: [
          { id: 'lounge-presence-1', name: 'Presence', cookieProviders: [], filter: 'THIS_AREA' },
        ],
      },
      {
        id: 'lounge-board',
        name: 'Idea wall',
        type: 'WHITEBOARD',
        placements: at(LOUNGE_HOTSPOTS.whiteboard),
        configurations: [
          {
            id: 'lounge-board-1',
            name: 'Ideas',
            cookieProviders: [],
            boardId: 'lounge-ideas',
            linkOpeningMode: 'EMBEDDED_DIALOG',
          },
        ],
      },
      {
        id: 'partner-site',
        name: 'Visit our partner',
        type: 'LINK',
        placements: at(LOUNGE_HOTSPOTS.partner),
        configurations: [
          {
            id: 'partner-site-1',
            name: 'Partner website',
            cookieProviders: [],
            url: 'https://example.com/atrium-partner',
            linkOpeningMode: 'NEW_TAB',
          },
        ],
      },
      linkToArea('lounge-door-lobby', 'Back to the lobby', 'lobby', at(LOUNGE_HOTSPOTS.doorLobby)),
    ],
  };
}

/** Hidden from the floor plan; speakers reach it through the backstage door of the auditorium. */
export function backstageArea() {
  const at = (rect: (typeof AUDITORIUM_HOTSPOTS)[keyof typeof AUDITORIUM_HOTSPOTS]) => [
    placeOn('backstage-main', rect, AUDITORIUM_SIZE),
  ];
  return {
    ...DEMO_AREA_TEXTS.backstage,
    viewMode: 'VIEW_2D',
    defaultViewpointId: 'backstage-main',
    viewPoints: [
      { id: 'backstage-main', background: { type: 'BackgroundImage', assetId: 'auditorium-poster' } },
    ],
    contentWidgets: [
      {
        id: 'green-room',
        name: 'Green room',
        type: 'MEETING',
        placements: at(AUDITORIUM_HOTSPOTS.screen),
        configurations: [
          {
            id: 'green-room-1',
            name: 'Speaker briefing',
            cookieProviders: ['whereby'],
            linkOpeningMode: 'EMBEDDED_DIALOG',
            displayMode: 'EMBEDDED',
            webinarOn: false,
            meetingUrl: 'https://example.whereby.com/atrium-green-room',
            switches: {
              audio: true,
              video: true,
              chat: true,
              people: true,
              screenShare: true,
              leaveButton: true,
            },
          },
        ],
      },
      linkToArea(
        'backstage-door-stage',
        'Back to the auditorium',
        'auditorium',
        at(AUDITORIUM_HOTSPOTS.doorBackstage),
      ),
      // Documents: the password-protected speaker notes on the lectern.
      speakerNotesWidget(at(AUDITORIUM_HOTSPOTS.lectern)),
      // Meetings of the speakers' schedule: new tab, ended, opens later.
      ...backstageScheduleWidgets(),
    ],
  };
}
