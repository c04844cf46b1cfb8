import { type ContentWidget, type Venue, validateVenue } from '@atrium/domain';
import { expect } from 'vitest';
import { newVenue } from '../overview/new-venue';

/** A link widget (a door into `targetAreaId`) placed as given. */
export function door(
  id: string,
  targetAreaId: string,
  placements: ContentWidget['placements'],
): ContentWidget {
  return {
    id,
    name: `Door ${id}`,
    type: 'LINK',
    placements,
    configurations: [
      { id: `${id}-1`, name: 'Door', cookieProviders: [], linkOpeningMode: 'EMBEDDED', targetAreaId },
    ],
  };
}

/**
 * A valid venue of two areas: `lobby` (2D, viewpoint `lobby-main`, a door to the hall on it, the
 * default area) and `hall` (360°, viewpoints `hall-main` and `hall-side`), with a global widget
 * placed in the lobby.
 */
export function testVenue(): Venue {
  const venue = newVenue({
    architectureId: 'expo',
    areaName: 'Lobby',
    locale: 'en',
    background: {
      id: 'lobby-bg',
      uri: '/backend-assets/preview/expo/lobby.png',
      generation: 1,
      displayName: 'lobby.png',
      alts: [],
    },
  });
  venue.assets.push({
    id: 'pano',
    uri: '/backend-assets/preview/expo/pano.jpg',
    generation: 1,
    displayName: 'pano.jpg',
    alts: [],
  });
  const architecture = venue.architectures[0]!;
  const lobby = architecture.areas[0]!;
  lobby.viewPoints[0]!.id = 'lobby-main';
  lobby.defaultViewpointId = 'lobby-main';
  lobby.contentWidgets.push(
    door('to-hall', 'hall', [{ viewpointId: 'lobby-main', x: 0.1, y: 0.5, width: 0.2, height: 0.2 }]),
  );
  architecture.areas.push({
    id: 'hall',
    names: [{ locale: 'en', text: 'Hall' }],
    descriptions: [],
    viewMode: 'VIEW_360D',
    defaultViewpointId: 'hall-side',
    viewPoints: [
      { id: 'hall-main', background: { type: 'BackgroundPanorama', assetId: 'pano' } },
      { id: 'hall-side', background: { type: 'BackgroundPanorama', assetId: 'pano' } },
    ],
    contentWidgets: [door('back', 'lobby', [{ viewpointId: 'hall-main', yaw: 90, pitch: -45 }])],
  });
  architecture.floorplan.areaPositions.push({ areaId: 'hall', visible: true });
  architecture.globalWidgets.push({
    ...door('help', 'hall', [{ viewpointId: 'lobby-main', x: 0.6, y: 0.6, width: 0.1, height: 0.1 }]),
    name: 'Help',
  });
  return venue;
}

/** Asserts the venue passes the venue validator (the autosave's check), showing its issues if not. */
export function expectValid(venue: Venue): void {
  const result = validateVenue(venue);
  expect(result.ok ? [] : result.errors).toEqual([]);
}
