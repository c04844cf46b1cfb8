import type { WidgetIcon } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { widgetVenue } from '../widgets/widget-venue.fixture';
import { addAreaPosition, areasOutsideFloorplan, removeWidgetIcon, setWidgetIcon } from './navigation-edits';

describe('the floor plan', () => {
  it('tells which areas it does not list yet', () => {
    const architecture = widgetVenue().architectures[0]!;
    expect(areasOutsideFloorplan(architecture).map((area) => area.id)).toEqual(['foyer']);
    addAreaPosition(architecture.floorplan.areaPositions, 'foyer');
    expect(areasOutsideFloorplan(architecture)).toEqual([]);
  });

  it('adds an area once, at the end, shown', () => {
    const positions = [{ areaId: 'hall', visible: false }];
    addAreaPosition(positions, 'foyer');
    addAreaPosition(positions, 'hall');
    expect(positions).toEqual([
      { areaId: 'hall', visible: false },
      { areaId: 'foyer', visible: true },
    ]);
  });
});

describe('widget icons', () => {
  it('are set once per type, in the place the type has, else at the end', () => {
    const icons: WidgetIcon[] = [
      { type: 'LINK', assetId: 'door' },
      { type: 'AUDIO', assetId: 'speaker' },
    ];
    setWidgetIcon(icons, 'MEETING', 'camera');
    setWidgetIcon(icons, 'LINK', 'arrow');
    expect(icons).toEqual([
      { type: 'LINK', assetId: 'arrow' },
      { type: 'AUDIO', assetId: 'speaker' },
      { type: 'MEETING', assetId: 'camera' },
    ]);
  });

  it('replace repeats of a type and are removed with them', () => {
    const icons: WidgetIcon[] = [
      { type: 'AUDIO', assetId: 'a' },
      { type: 'AUDIO', assetId: 'b' },
      { type: 'WHITEBOARD', assetId: 'c' },
    ];
    setWidgetIcon(icons, 'AUDIO', 'd');
    expect(icons).toEqual([
      { type: 'AUDIO', assetId: 'd' },
      { type: 'WHITEBOARD', assetId: 'c' },
    ]);
    removeWidgetIcon(icons, 'AUDIO');
    expect(icons).toEqual([{ type: 'WHITEBOARD', assetId: 'c' }]);
  });
});
