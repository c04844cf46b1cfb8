import { describe, expect, it } from 'vitest';
import { validateVenue } from './venue.validator';
import { findVenueReferenceIssues } from './venue-references.validator';
import { errorsOf, exampleVenue, expectOnlyIssue, getAt, pushAt, setAt } from './venue-test.helpers';

const arch = 'architectures[0]';
const lobby = `${arch}.areas[0]`;
const auditorium = `${arch}.areas[1]`;
const expo = `${arch}.areas[2]`;
const lobbyDoorConfig = `${lobby}.contentWidgets[0].configurations[0]`;
const expoLinkConfig = `${expo}.contentWidgets[5].configurations[0]`;
const helpDesk = `${arch}.globalWidgets[0]`;

function withChange(path: string, value: unknown): Record<string, unknown> {
  const venue = exampleVenue();
  setAt(venue, path, value);
  return venue;
}

describe('area and viewpoint references', () => {
  it('architecture.defaultAreaId must name an area', () => {
    const venue = withChange(`${arch}.defaultAreaId`, 'foyer');
    expectOnlyIssue(venue, `${arch}.defaultAreaId`, 'No area with id "foyer" exists in this architecture');
  });

  it('area.defaultViewpointId must name a viewpoint of that area', () => {
    // expo-center exists, but in another area
    const venue = withChange(`${lobby}.defaultViewpointId`, 'expo-center');
    expectOnlyIssue(
      venue,
      `${lobby}.defaultViewpointId`,
      'No viewpoint with id "expo-center" exists in this area',
    );
  });

  it('floorplan area positions must name an area', () => {
    const venue = withChange(`${arch}.floorplan.areaPositions[3].areaId`, 'green-room');
    expectOnlyIssue(
      venue,
      `${arch}.floorplan.areaPositions[3].areaId`,
      'No area with id "green-room" exists in this architecture',
    );
  });
});

describe('placement references', () => {
  it('an area widget must be placed on a viewpoint of its own area', () => {
    const venue = withChange(`${lobby}.contentWidgets[1].placements[0].viewpointId`, 'auditorium-stage');
    expectOnlyIssue(
      venue,
      `${lobby}.contentWidgets[1].placements[0].viewpointId`,
      'No viewpoint with id "auditorium-stage" exists in area "lobby"',
    );
  });

  it('a global widget may be placed on a viewpoint of any area', () => {
    const venue = withChange(`${helpDesk}.placements`, [
      { viewpointId: 'auditorium-stage', x: 0, y: 0, width: 0.1, height: 0.1 },
      { viewpointId: 'expo-corner', yaw: 0, pitch: 0 },
    ]);
    expect(validateVenue(venue).ok).toBe(true);
  });

  it('a global widget placement must name an existing viewpoint', () => {
    const venue = withChange(`${helpDesk}.placements`, [
      { viewpointId: 'roof', x: 0, y: 0, width: 0.1, height: 0.1 },
    ]);
    expectOnlyIssue(
      venue,
      `${helpDesk}.placements[0].viewpointId`,
      'No viewpoint with id "roof" exists in any area',
    );
  });

  it('rejects a 2D placement in a VIEW_360D area', () => {
    const venue = withChange(`${expo}.contentWidgets[1].placements[0]`, {
      viewpointId: 'expo-center',
      x: 0.1,
      y: 0.1,
      width: 0.2,
      height: 0.2,
    });
    expectOnlyIssue(venue, `${expo}.contentWidgets[1].placements[0]`, /2D placement .* VIEW_360D area/);
  });

  it('rejects a yaw/pitch placement in a VIEW_2D area', () => {
    const venue = withChange(`${lobby}.contentWidgets[2].placements[0]`, {
      viewpointId: 'lobby-main',
      yaw: 10,
      pitch: 0,
    });
    expectOnlyIssue(venue, `${lobby}.contentWidgets[2].placements[0]`, /360° placement .* VIEW_2D area/);
  });

  it('checks a global widget placement against the view mode of the viewpoint area', () => {
    const venue = withChange(`${helpDesk}.placements`, [{ viewpointId: 'lobby-main', yaw: 0, pitch: 0 }]);
    expectOnlyIssue(venue, `${helpDesk}.placements[0]`, /360° placement .* VIEW_2D area/);
  });
});

describe('link targets', () => {
  it('targetAreaId must name an area', () => {
    const venue = withChange(`${lobbyDoorConfig}.targetAreaId`, 'roof');
    expectOnlyIssue(
      venue,
      `${lobbyDoorConfig}.targetAreaId`,
      'No area with id "roof" exists in this architecture',
    );
  });

  it('targetViewpointId must be a viewpoint of the target area', () => {
    const venue = withChange(`${lobbyDoorConfig}.targetViewpointId`, 'expo-corner');
    expectOnlyIssue(
      venue,
      `${lobbyDoorConfig}.targetViewpointId`,
      'No viewpoint with id "expo-corner" exists in area "auditorium"',
    );
  });

  it('accepts a targetViewpointId of the target area', () => {
    const venue = withChange(`${lobbyDoorConfig}.targetViewpointId`, 'auditorium-stage');
    expect(validateVenue(venue).ok).toBe(true);
  });

  it('without targetAreaId, targetViewpointId must be a viewpoint of the widget area', () => {
    const venue = withChange(`${expoLinkConfig}.targetViewpointId`, 'lobby-main');
    expectOnlyIssue(
      venue,
      `${expoLinkConfig}.targetViewpointId`,
      'No viewpoint with id "lobby-main" exists in area "expo-hall"',
    );
  });
});

describe('cookie provider and asset references', () => {
  it('configuration cookieProviders must be defined by the architecture', () => {
    const path = `${auditorium}.contentWidgets[0].configurations[0].cookieProviders`;
    const venue = withChange(path, ['whereby', 'zoom']);
    expectOnlyIssue(
      venue,
      `${path}[1]`,
      'No cookie provider with id "zoom" is defined in the architecture\'s cookieProviders',
    );
  });

  it.each([
    ['style logo', `${arch}.style.logoAssetId`],
    ['style favicon', `${arch}.style.faviconAssetId`],
    ['icon', `${arch}.icons[1].assetId`],
    ['image background', `${lobby}.viewPoints[0].background.assetId`],
    ['panorama background', `${expo}.viewPoints[1].background.assetId`],
    ['video poster', `${auditorium}.viewPoints[0].background.posterAssetId`],
    ['PDF viewer', `${lobby}.contentWidgets[2].configurations[0].assetId`],
    ['audio', `${expo}.contentWidgets[3].configurations[0].assetId`],
    ['content piece', `${expo}.contentWidgets[0].configurations[0].contentPieces[2].assetId`],
    ['localized item', `${arch}.impress[1].assetId`],
  ])('the %s asset id must name a venue asset', (_label, path) => {
    const venue = withChange(path, 'missing-asset');
    expectOnlyIssue(venue, path, 'No asset with id "missing-asset" exists in the venue\'s assets');
  });

  it('every download asset id must name a venue asset', () => {
    const path = `${expo}.contentWidgets[4].configurations[0].assetIds`;
    const venue = withChange(path, ['guide-pdf', 'missing-asset']);
    expectOnlyIssue(venue, `${path}[1]`, 'No asset with id "missing-asset" exists in the venue\'s assets');
  });
});

describe('duplicate ids', () => {
  it.each([
    ['area', `${auditorium}.id`, 'lobby', 'Duplicate area id "lobby"'],
    ['asset', 'assets[1].id', 'logo', 'Duplicate asset id "logo"'],
    ['cookie provider', `${arch}.cookieProviders[2].id`, 'whereby', 'Duplicate cookie provider id "whereby"'],
    [
      'widget across the architecture',
      `${lobby}.contentWidgets[1].id`,
      'help-desk',
      'Duplicate widget id "help-desk"',
    ],
    [
      'content piece within a board',
      `${expo}.contentWidgets[0].configurations[0].contentPieces[1].id`,
      'talk-scaling',
      'Duplicate content piece id "talk-scaling"',
    ],
  ])('reports a duplicate %s at the duplicate id path', (_label, path, id, message) => {
    const venue = withChange(path, id);
    const errors = errorsOf(venue);
    expect(errors).toContainEqual({ path, message, code: 'duplicate_id', params: { id } });
  });

  it('reports a duplicate viewpoint within an area', () => {
    const venue = withChange(`${expo}.viewPoints[1].id`, 'expo-center');
    expect(errorsOf(venue)).toContainEqual({
      path: `${expo}.viewPoints[1].id`,
      message: 'Duplicate viewpoint id "expo-center"',
      code: 'duplicate_id',
      params: { id: 'expo-center' },
    });
  });

  it('allows the same viewpoint id in different areas', () => {
    const venue = withChange(`${arch}.areas[3].viewPoints[0].id`, 'lobby-main');
    setAt(venue, `${arch}.areas[3].defaultViewpointId`, 'lobby-main');
    expect(validateVenue(venue).ok).toBe(true);
  });

  it('reports a duplicate configuration within a widget', () => {
    const path = `${lobby}.contentWidgets[0].configurations`;
    const venue = exampleVenue();
    pushAt(venue, path, structuredClone(getAt(venue, `${path}[0]`)));
    expectOnlyIssue(venue, `${path}[1].id`, 'Duplicate configuration id "door-auditorium-1"');
  });
});

describe('time windows', () => {
  const keynote = `${auditorium}.contentWidgets[0].configurations[0]`;

  it('begin after end is reported at end', () => {
    const venue = withChange(`${keynote}.end`, '2025-12-31T23:59:59Z');
    expectOnlyIssue(venue, `${keynote}.end`, 'end must be after begin (2026-01-01T09:00:00Z)');
  });

  it('begin equal to end is reported at end', () => {
    const venue = withChange(`${keynote}.end`, '2026-01-01T10:00:00+01:00');
    expectOnlyIssue(venue, `${keynote}.end`, /^end must be after begin/);
  });

  it('a live discussion must begin before it ends', () => {
    const path = `${expo}.contentWidgets[0].configurations[0].contentPieces[2].liveDiscussion`;
    const venue = withChange(`${path}.end`, '2029-06-01T09:00:00Z');
    expectOnlyIssue(venue, `${path}.end`, /^end must be after begin/);
  });
});

describe('findVenueReferenceIssues on broken input', () => {
  it('still checks references where the structure is intact', () => {
    const venue = withChange(`${lobby}.viewPoints`, 'not-a-list');
    setAt(venue, `${arch}.defaultAreaId`, 'nowhere');
    const issues = findVenueReferenceIssues(venue);
    expect(issues).toContainEqual({
      path: `${arch}.defaultAreaId`,
      message: 'No area with id "nowhere" exists in this architecture',
      code: 'unknown_area',
      params: { id: 'nowhere' },
    });
  });

  it('returns nothing for input that is not an object', () => {
    expect(findVenueReferenceIssues('venue')).toEqual([]);
  });
});
