import { DEMO_AREA_TEXTS } from './demo-event.content';
import { demoContentPieces } from './demo-media-board';
import { BOOTH_PITCH, PANORAMA_BOOTHS } from './demo-panorama.svg';
import { linkToArea, linkToViewpoint } from './demo-venue.helpers';

/** A hotspot on one of the booths drawn into the panorama. */
function onBooth(viewpointId: string, booth: keyof typeof PANORAMA_BOOTHS, pitch = BOOTH_PITCH) {
  return { viewpointId, yaw: PANORAMA_BOOTHS[booth].yaw, pitch };
}

/** The expo hall; `seed` is when the demo is seeded (the media board's live windows follow it). */
export function expoHallArea(seed: Date) {
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
            contentPieces: demoContentPieces(seed),
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
            readOnlyForAttendees: false,
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
