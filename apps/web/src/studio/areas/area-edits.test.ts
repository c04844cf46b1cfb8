import { validateVenue } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import {
  addArea,
  addViewpoint,
  areaIdFor,
  areaIdProblem,
  backgroundOfType,
  convertPlacement,
  moveArea,
  removeArea,
  removeViewpoint,
  setViewMode,
  widgetsLinkingTo,
} from './area-edits';
import { expectValid, testVenue } from './areas-test.fixture';

const architectureOf = (venue: ReturnType<typeof testVenue>) => venue.architectures[0]!;

describe('adding an area', () => {
  it('derives a free id from the name', () => {
    const architecture = architectureOf(testVenue());
    expect(areaIdFor(architecture, 'Main Stage')).toBe('main-stage');
    expect(areaIdFor(architecture, 'Lobby')).toBe('lobby-2');
  });

  it('accepts only a free, URL-friendly id', () => {
    const architecture = architectureOf(testVenue());
    expect(areaIdProblem(architecture, '')).toBe('empty');
    expect(areaIdProblem(architecture, 'main hall')).toBe('format');
    expect(areaIdProblem(architecture, 'hall/2')).toBe('format');
    expect(areaIdProblem(architecture, 'hall')).toBe('taken');
    expect(areaIdProblem(architecture, 'Hall_2')).toBeUndefined();
  });

  it('gives it one viewpoint on the background and a place in the navigation, and stays valid', () => {
    const venue = testVenue();
    const architecture = architectureOf(venue);
    const area = addArea(architecture, {
      id: 'stage',
      name: 'Stage',
      locale: 'de',
      viewMode: 'VIEW_2D',
      background: {
        type: 'BackgroundVideo',
        playerActive: true,
        videoUrl: 'https://player.vimeo.com/video/1',
      },
    });
    expect(area.names).toEqual([{ locale: 'de', text: 'Stage' }]);
    expect(area.defaultViewpointId).toBe(area.viewPoints[0]?.id);
    expect(architecture.floorplan.areaPositions.at(-1)).toEqual({ areaId: 'stage', visible: true });
    expectValid(venue);
  });

  it('never reuses a viewpoint id of another area', () => {
    const architecture = architectureOf(testVenue());
    architecture.areas[0]!.viewPoints[0]!.id = 'hall-2-main';
    const area = addArea(architecture, {
      id: 'hall-2',
      name: '',
      locale: 'en',
      viewMode: 'VIEW_2D',
      background: { type: 'BackgroundImage', assetId: 'lobby-bg' },
    });
    expect(area.viewPoints[0]?.id).toBe('hall-2-main-2');
    expect(area.names).toEqual([]);
  });
});

describe('removing an area', () => {
  it('removes its floorplan position and the global hotspots on its viewpoints, and hands the default role on', () => {
    const venue = testVenue();
    const architecture = architectureOf(venue);
    expect(removeArea(architecture, 'lobby')).toBe(true);
    expect(architecture.areas.map((area) => area.id)).toEqual(['hall']);
    expect(architecture.defaultAreaId).toBe('hall');
    expect(architecture.floorplan.areaPositions.map((position) => position.areaId)).toEqual(['hall']);
    expect(architecture.globalWidgets[0]?.placements).toEqual([]);
  });

  it('leaves doors into it for the validator to report', () => {
    const venue = testVenue();
    const architecture = architectureOf(venue);
    expect(widgetsLinkingTo(architecture, 'hall').map((widget) => widget.id)).toEqual(['help', 'to-hall']);
    removeArea(architecture, 'hall');
    const result = validateVenue(venue);
    expect(result.ok ? [] : result.errors.map((issue) => issue.path)).toContain(
      'architectures[0].globalWidgets[0].configurations[0].targetAreaId',
    );
  });

  it('refuses to remove the last area', () => {
    const architecture = architectureOf(testVenue());
    removeArea(architecture, 'hall');
    expect(removeArea(architecture, 'lobby')).toBe(false);
    expect(architecture.areas).toHaveLength(1);
  });
});

describe('reordering areas', () => {
  it('moves an area up or down one place, and not past the ends', () => {
    const architecture = architectureOf(testVenue());
    moveArea(architecture, 1, -1);
    expect(architecture.areas.map((area) => area.id)).toEqual(['hall', 'lobby']);
    moveArea(architecture, 1, 1);
    moveArea(architecture, 0, -1);
    expect(architecture.areas.map((area) => area.id)).toEqual(['hall', 'lobby']);
  });

  it('moves the navigation’s order along while it is the areas’ order', () => {
    const architecture = architectureOf(testVenue());
    architecture.floorplan.areaPositions.push({ areaId: 'gone', visible: true });
    moveArea(architecture, 1, -1);
    expect(architecture.floorplan.areaPositions.map((position) => position.areaId)).toEqual([
      'hall',
      'lobby',
      'gone',
    ]);
  });

  it('keeps a navigation order of its own', () => {
    const venue = testVenue();
    const architecture = architectureOf(venue);
    addArea(architecture, {
      id: 'stage',
      name: 'Stage',
      locale: 'en',
      viewMode: 'VIEW_2D',
      background: { type: 'BackgroundImage', assetId: 'lobby-bg' },
    });
    architecture.floorplan.areaPositions.reverse();
    moveArea(architecture, 0, 1);
    expect(architecture.areas.map((area) => area.id)).toEqual(['hall', 'lobby', 'stage']);
    expect(architecture.floorplan.areaPositions.map((position) => position.areaId)).toEqual([
      'stage',
      'hall',
      'lobby',
    ]);
  });
});

describe('switching the view mode', () => {
  it('turns a 2D box into the direction of its centre, and a direction into a box around it', () => {
    expect(
      convertPlacement({ viewpointId: 'v', x: 0.7, y: 0.2, width: 0.1, height: 0.1 }, 'VIEW_360D'),
    ).toEqual({ viewpointId: 'v', yaw: 90, pitch: 45 });
    expect(convertPlacement({ viewpointId: 'v', yaw: -90, pitch: 45 }, 'VIEW_2D')).toEqual({
      viewpointId: 'v',
      x: 0.2,
      y: 0.2,
      width: 0.1,
      height: 0.1,
    });
  });

  it('converts the hotspots and pictures of the area, global widgets included, and stays valid', () => {
    const venue = testVenue();
    const architecture = architectureOf(venue);
    setViewMode(architecture, 'lobby', 'VIEW_360D');
    expect(architecture.areas[0]?.viewPoints[0]?.background).toEqual({
      type: 'BackgroundPanorama',
      assetId: 'lobby-bg',
    });
    expect(architecture.areas[0]?.contentWidgets[0]?.placements[0]).toEqual({
      viewpointId: 'lobby-main',
      yaw: -108,
      pitch: -18,
    });
    expect(architecture.globalWidgets[0]?.placements[0]).toHaveProperty('yaw');
    expectValid(venue);
    setViewMode(architecture, 'hall', 'VIEW_2D');
    expect(architecture.areas[1]?.viewPoints[0]?.background.type).toBe('BackgroundImage');
    expectValid(venue);
  });
});

describe('changing a background type', () => {
  it('keeps the picture between image and panorama, and offers it as a video poster', () => {
    const image = { type: 'BackgroundImage' as const, assetId: 'a' };
    expect(backgroundOfType(image, 'BackgroundPanorama')).toEqual({
      type: 'BackgroundPanorama',
      assetId: 'a',
    });
    expect(backgroundOfType(image, 'BackgroundVideo')).toEqual({
      type: 'BackgroundVideo',
      playerActive: true,
      videoUrl: '',
      posterAssetId: 'a',
    });
    expect(
      backgroundOfType(
        { type: 'BackgroundVideo', playerActive: false, videoUrl: 'https://v.example/1' },
        'BackgroundImage',
      ),
    ).toEqual({ type: 'BackgroundImage', assetId: '' });
  });
});

describe('viewpoints', () => {
  it('adds one with a fresh id', () => {
    const venue = testVenue();
    const architecture = architectureOf(venue);
    const id = addViewpoint(architecture, 'hall', { type: 'BackgroundPanorama', assetId: 'pano' });
    expect(id).toBe('hall-view-3');
    expectValid(venue);
  });

  it('removes one with its hotspots, handing the default role on', () => {
    const venue = testVenue();
    const architecture = architectureOf(venue);
    expect(removeViewpoint(architecture, 'hall', 'hall-side')).toBe(true);
    expect(architecture.areas[1]?.defaultViewpointId).toBe('hall-main');
    expect(removeViewpoint(architecture, 'hall', 'hall-main')).toBe(false);
    const venue2 = testVenue();
    removeViewpoint(architectureOf(venue2), 'hall', 'hall-main');
    expect(architectureOf(venue2).areas[1]?.contentWidgets[0]?.placements).toEqual([]);
    expectValid(venue);
    expectValid(venue2);
  });
});
