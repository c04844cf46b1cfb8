import { AUDITORIUM_SIZE } from './demo-auditorium.svg';
import { placeOn } from './demo-venue.helpers';
import type { Rect } from './svg-render.helper';

/** Objects of the backstage picture (the auditorium drawing) that the schedule widgets sit on, in pixels. */
export const BACKSTAGE_SCHEDULE_HOTSPOTS = {
  curtainLeft: { x: 340, y: 70, width: 140, height: 550 },
  curtainRight: { x: 1440, y: 70, width: 140, height: 550 },
  seatsLeft: { x: 250, y: 820, width: 640, height: 250 },
} satisfies Record<string, Rect>;

const at = (rect: Rect) => [placeOn('backstage-main', rect, AUDITORIUM_SIZE)];

function speakerMeeting(
  id: string,
  name: string,
  configuration: { name: string; linkOpeningMode: string; begin?: string; end?: string },
  rect: Rect,
) {
  return {
    id,
    name,
    type: 'MEETING',
    placements: at(rect),
    configurations: [
      {
        id: `${id}-1`,
        cookieProviders: ['whereby'],
        displayMode: 'EMBEDDED',
        webinarOn: false,
        meetingUrl: `https://example.whereby.com/atrium-${id}`,
        switches: { audio: true, video: true, chat: true, people: true, leaveButton: true },
        ...configuration,
      },
    ],
  };
}

/**
 * Backstage meetings that show the time rules and the new-tab mode: the stage monitor opens the
 * full-screen meeting in a new tab, the sound check has ended, the award ceremony opens later.
 */
export function backstageScheduleWidgets() {
  return [
    speakerMeeting(
      'stage-monitor',
      'Stage monitor',
      { name: 'Stage monitor', linkOpeningMode: 'NEW_TAB' },
      BACKSTAGE_SCHEDULE_HOTSPOTS.curtainLeft,
    ),
    speakerMeeting(
      'sound-check',
      'Sound check',
      {
        name: 'Sound check',
        linkOpeningMode: 'EMBEDDED_DIALOG',
        begin: '2025-03-09T08:00:00Z',
        end: '2025-03-09T09:00:00Z',
      },
      BACKSTAGE_SCHEDULE_HOTSPOTS.seatsLeft,
    ),
    speakerMeeting(
      'award-ceremony',
      'Award ceremony',
      {
        name: 'Award ceremony',
        linkOpeningMode: 'EMBEDDED_DIALOG',
        begin: '2030-06-01T17:00:00Z',
        end: '2030-06-01T19:00:00Z',
      },
      BACKSTAGE_SCHEDULE_HOTSPOTS.curtainRight,
    ),
  ];
}
