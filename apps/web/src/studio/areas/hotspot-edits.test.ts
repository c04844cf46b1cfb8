import { describe, expect, it } from 'vitest';
import { expectValid, testVenue } from './areas-test.fixture';
import { hotspotsOn, moveHotspot, placeWidget, removeHotspot, spotOf, widgetPath } from './hotspot-edits';

describe('hotspots of a viewpoint', () => {
  it('are the placements on it of the area’s widgets and the global ones, with their JSON paths', () => {
    const architecture = testVenue().architectures[0]!;
    const hotspots = hotspotsOn(architecture, 'lobby', 'lobby-main');
    expect(hotspots.map((hotspot) => [hotspot.widget.id, hotspot.index, hotspot.path])).toEqual([
      ['to-hall', 0, ['architectures', 0, 'areas', 0, 'contentWidgets', 0, 'placements', 0]],
      ['help', 0, ['architectures', 0, 'globalWidgets', 0, 'placements', 0]],
    ]);
    expect(hotspotsOn(architecture, 'hall', 'hall-side')).toEqual([]);
    expect(widgetPath(architecture, 'hall', 'to-hall')).toBeUndefined();
  });
});

describe('placing a widget', () => {
  it('adds another 2D hotspot, keeping the ones it had', () => {
    const venue = testVenue();
    const architecture = venue.architectures[0]!;
    const box = { x: 0.5, y: 0.1, width: 0.2, height: 0.3 };
    expect(placeWidget(architecture, 'lobby', 'to-hall', 'lobby-main', box)).toBe(1);
    expect(architecture.areas[0]?.contentWidgets[0]?.placements).toHaveLength(2);
    expect(spotOf(architecture.areas[0]!.contentWidgets[0]!.placements[1]!)).toEqual(box);
    expectValid(venue);
  });

  it('moves a widget’s 360° hotspot on the viewpoint rather than adding a second marker', () => {
    const venue = testVenue();
    const architecture = venue.architectures[0]!;
    expect(placeWidget(architecture, 'hall', 'back', 'hall-main', { yaw: 10, pitch: 5 })).toBe(0);
    expect(placeWidget(architecture, 'hall', 'back', 'hall-side', { yaw: 20, pitch: 0 })).toBe(1);
    expect(architecture.areas[1]?.contentWidgets[0]?.placements).toEqual([
      { viewpointId: 'hall-main', yaw: 10, pitch: 5 },
      { viewpointId: 'hall-side', yaw: 20, pitch: 0 },
    ]);
    expectValid(venue);
  });

  it('places global widgets in the area too, and not another area’s widgets', () => {
    const architecture = testVenue().architectures[0]!;
    expect(placeWidget(architecture, 'hall', 'help', 'hall-side', { yaw: 0, pitch: 0 })).toBe(1);
    expect(placeWidget(architecture, 'hall', 'to-hall', 'hall-side', { yaw: 0, pitch: 0 })).toBe(-1);
  });
});

describe('moving and removing a hotspot', () => {
  it('keeps its viewpoint when it moves', () => {
    const architecture = testVenue().architectures[0]!;
    moveHotspot(architecture, 'lobby', 'help', 0, { x: 0, y: 0, width: 0.5, height: 0.5 });
    expect(architecture.globalWidgets[0]?.placements[0]).toEqual({
      viewpointId: 'lobby-main',
      x: 0,
      y: 0,
      width: 0.5,
      height: 0.5,
    });
  });

  it('removes only that placement', () => {
    const architecture = testVenue().architectures[0]!;
    placeWidget(architecture, 'lobby', 'to-hall', 'lobby-main', { x: 0.5, y: 0.1, width: 0.2, height: 0.3 });
    removeHotspot(architecture, 'lobby', 'to-hall', 0);
    expect(architecture.areas[0]?.contentWidgets[0]?.placements.map((p) => spotOf(p))).toEqual([
      { x: 0.5, y: 0.1, width: 0.2, height: 0.3 },
    ]);
  });
});
