import { DEMO_AREA_TEXTS, localized } from './demo-event.content';
import { BOOTH_PITCH, PANORAMA_BOOTHS } from './demo-panorama.svg';
import { linkToArea, linkToViewpoint } from './demo-venue.helpers';

const VIMEO_DEMO = 'https://player.vimeo.com/video/76979871';

/** A hotspot on one of the booths drawn into the panorama. */
function onBooth(viewpointId: string, booth: keyof typeof PANORAMA_BOOTHS, pitch = BOOTH_PITCH) {
  return { viewpointId, yaw: PANORAMA_BOOTHS[booth].yaw, pitch };
}

const CONTENT_PIECES = [
  {
    id: 'talk-presence',
    title: localized('Scaling realtime presence', 'Echtzeit-Präsenz skalieren'),
    description: localized(
      'How a venue keeps thousands of attendees in sync. Live discussion with the speaker running now.',
      'Wie ein Veranstaltungsort Tausende Teilnehmende synchron hält. Live-Diskussion mit dem Speaker läuft gerade.',
    ),
    tags: ['engineering', 'realtime'],
    videoUrl: VIMEO_DEMO,
    liveDiscussion: {
      begin: '2026-01-01T09:00:00Z',
      end: '2030-01-01T00:00:00Z',
      meetingUrl: 'https://example.whereby.com/atrium-talk-presence',
    },
  },
  {
    id: 'talk-accessibility',
    title: localized('Accessible virtual events', 'Barrierefreie virtuelle Events'),
    description: localized(
      'Keyboard navigation, screen readers and captions in a virtual venue.',
      'Tastaturbedienung, Screenreader und Untertitel in einem virtuellen Veranstaltungsort.',
    ),
    tags: ['design', 'accessibility'],
    videoUrl: VIMEO_DEMO,
  },
  {
    id: 'talk-consent',
    title: localized('Consent people understand', 'Einwilligung, die man versteht'),
    description: localized(
      'Cookie banners done right. Join the live discussion in June 2029.',
      'Cookie-Banner richtig gemacht. Live-Diskussion im Juni 2029.',
    ),
    tags: ['privacy', 'design'],
    videoUrl: VIMEO_DEMO,
    liveDiscussion: {
      begin: '2029-06-01T10:00:00Z',
      end: '2029-06-01T11:00:00Z',
      meetingUrl: 'https://example.whereby.com/atrium-talk-consent',
    },
  },
  {
    id: 'guide-overview',
    title: localized('Your event guide', 'Ihr Veranstaltungsführer'),
    description: localized(
      'Floor plan and schedule of Atrium Summit, to read or download.',
      'Lageplan und Programm des Atrium Summit, zum Lesen oder Herunterladen.',
    ),
    tags: ['guide', 'schedule'],
    assetId: 'event-guide',
  },
  {
    id: 'partner-packages',
    title: localized('Become a partner', 'Partner werden'),
    description: localized(
      'Booths, talks and meeting rooms for our partners.',
      'Stände, Vorträge und Besprechungsräume für unsere Partner.',
    ),
    tags: ['sponsors'],
    assetId: 'sponsor-brochure',
  },
];

export function expoHallArea() {
  return {
    ...DEMO_AREA_TEXTS.expoHall,
    viewMode: 'VIEW_360D',
    defaultViewpointId: 'expo-center',
    viewPoints: [
      { id: 'expo-center', background: { type: 'BackgroundPanorama', assetId: 'expo-panorama' } },
      { id: 'expo-cafe', background: { type: 'BackgroundPanorama', assetId: 'expo-panorama' } },
    ],
    contentWidgets: [
      {
        id: 'talks',
        name: 'Talks on demand',
        type: 'MEDIA_BOARD',
        placements: [onBooth('expo-center', 'talks')],
        configurations: [
          {
            id: 'talks-1',
            name: 'Talks',
            cookieProviders: ['vimeo', 'whereby'],
            linkOpeningMode: 'OVERLAY_DIALOG',
            mediaBoardId: 'atrium-talks',
            contentPieces: CONTENT_PIECES,
          },
        ],
      },
      {
        id: 'wall',
        name: 'Social wall',
        type: 'SOCIAL_WALL',
        placements: [onBooth('expo-center', 'social')],
        configurations: [
          {
            id: 'wall-1',
            name: 'Wall',
            cookieProviders: [],
            wallId: 'atrium-wall',
            linkOpeningMode: 'OVERLAY_DIALOG',
          },
        ],
      },
      {
        id: 'sponsor-brochure-viewer',
        name: 'Sponsor brochure',
        type: 'PDF_VIEWER',
        placements: [onBooth('expo-center', 'sponsors')],
        configurations: [
          {
            id: 'sponsor-brochure-viewer-1',
            name: 'Brochure',
            cookieProviders: [],
            assetId: 'sponsor-brochure',
            linkOpeningMode: 'OVERLAY_DIALOG',
          },
        ],
      },
      {
        id: 'downloads',
        name: 'Downloads',
        type: 'DOWNLOAD',
        placements: [onBooth('expo-center', 'downloads')],
        configurations: [
          {
            id: 'downloads-1',
            name: 'Press kit',
            cookieProviders: [],
            assetIds: ['event-guide', 'sponsor-brochure', 'logo'],
            linkOpeningMode: 'OVERLAY_DIALOG',
          },
        ],
      },
      {
        id: 'idea-lab',
        name: 'Idea lab',
        type: 'WHITEBOARD',
        placements: [onBooth('expo-cafe', 'ideaLab')],
        configurations: [
          {
            id: 'idea-lab-1',
            name: 'Board',
            cookieProviders: [],
            boardId: 'expo-ideas',
            linkOpeningMode: 'EMBEDDED_DIALOG',
          },
        ],
      },
      linkToViewpoint('to-cafe', 'To the café corner', 'expo-cafe', [onBooth('expo-center', 'cafe')]),
      linkToViewpoint('to-center', 'To the hall centre', 'expo-center', [onBooth('expo-cafe', 'talks', -15)]),
      linkToArea('expo-door-lobby', 'Back to the lobby', 'lobby', [
        onBooth('expo-center', 'lobby'),
        onBooth('expo-cafe', 'lobby'),
      ]),
    ],
  };
}
