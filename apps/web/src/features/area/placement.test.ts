import type { ContentWidget } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import {
  backgroundAssetId,
  currentViewpoint,
  defaultFirst,
  equirectangularPoint,
  placementBox,
  placementsOn,
} from './placement';

const link = (id: string, placements: ContentWidget['placements']): ContentWidget => ({
  id,
  name: `Widget ${id}`,
  type: 'LINK',
  placements,
  configurations: [
    { id: `${id}-1`, name: 'Door', cookieProviders: [], linkOpeningMode: 'EMBEDDED', targetAreaId: 'lobby' },
  ],
});

describe('placementBox', () => {
  it('turns fractions of the background into percentages of the drawn box', () => {
    expect(placementBox({ x: 0.12, y: 0.55, width: 0.1, height: 0.2 })).toEqual({
      left: '12%',
      top: '55%',
      width: '10%',
      height: '20%',
    });
  });

  it('keeps a placement inside the box', () => {
    expect(placementBox({ x: 0.95, y: -0.1, width: 0.2, height: 1.5 })).toEqual({
      left: '95%',
      top: '0%',
      width: '5%',
      height: '100%',
    });
  });

  it('does not print floating point noise', () => {
    expect(placementBox({ x: 0.1 + 0.2, y: 0.4167, width: 0.0781, height: 0.1 }).left).toBe('30%');
    expect(placementBox({ x: 0, y: 0.4167, width: 0.0781, height: 0.1 }).top).toBe('41.67%');
  });
});

describe('placementsOn', () => {
  const widgets = [
    link('bottom-left', [{ viewpointId: 'main', x: 0.1, y: 0.8, width: 0.1, height: 0.1 }]),
    link('top-right', [{ viewpointId: 'main', x: 0.7, y: 0.1, width: 0.1, height: 0.1 }]),
    link('top-left', [{ viewpointId: 'main', x: 0.1, y: 0.1, width: 0.1, height: 0.1 }]),
    link('elsewhere', [{ viewpointId: 'other', x: 0.1, y: 0.1, width: 0.1, height: 0.1 }]),
    link('sphere', [
      { viewpointId: 'main', yaw: 10, pitch: 0 },
      { viewpointId: 'other', yaw: 20, pitch: 0 },
    ]),
  ];

  it('keeps the placements of the viewpoint, 2D ones in reading order', () => {
    const { flat, sphere } = placementsOn(widgets, 'main');
    expect(flat.map((p) => p.widget.id)).toEqual(['top-left', 'top-right', 'bottom-left']);
    expect(sphere.map((p) => [p.widget.id, p.placement.yaw])).toEqual([['sphere', 10]]);
  });

  it('finds nothing on a viewpoint without placements (global widgets)', () => {
    expect(placementsOn(widgets, 'none')).toEqual({ flat: [], sphere: [] });
  });
});

describe('equirectangularPoint', () => {
  it('maps yaw and pitch onto the flat panorama', () => {
    expect(equirectangularPoint({ yaw: 0, pitch: 0 })).toEqual({ x: 0.5, y: 0.5 });
    expect(equirectangularPoint({ yaw: -180, pitch: 90 })).toEqual({ x: 0, y: 0 });
    expect(equirectangularPoint({ yaw: 90, pitch: -45 })).toEqual({ x: 0.75, y: 0.75 });
  });
});

describe('currentViewpoint', () => {
  const image = (id: string) => ({
    id,
    background: { type: 'BackgroundImage' as const, assetId: `${id}-bg` },
  });
  const area = { defaultViewpointId: 'centre', viewPoints: [image('corner'), image('centre')] };

  it('follows the URL, then the default, then the first viewpoint', () => {
    expect(currentViewpoint(area, 'corner').id).toBe('corner');
    expect(currentViewpoint(area, null).id).toBe('centre');
    expect(currentViewpoint(area, 'unknown').id).toBe('centre');
    expect(currentViewpoint({ ...area, defaultViewpointId: 'gone' }, null).id).toBe('corner');
  });

  it('draws the poster of a video background first', () => {
    expect(backgroundAssetId(image('a'))).toBe('a-bg');
    expect(
      backgroundAssetId({
        id: 'v',
        background: {
          type: 'BackgroundVideo',
          playerActive: true,
          videoUrl: 'https://x.test/',
          posterAssetId: 'p',
        },
      }),
    ).toBe('p');
  });
});

describe('defaultFirst', () => {
  const views = ['corner', 'centre', 'stage', 'bar'].map((id) => ({ id }));

  it('puts the default viewpoint first and keeps the order of the others', () => {
    expect(defaultFirst(views, 'stage').map(({ id }) => id)).toEqual(['stage', 'corner', 'centre', 'bar']);
    expect(defaultFirst(views, 'corner').map(({ id }) => id)).toEqual(['corner', 'centre', 'stage', 'bar']);
  });

  it('keeps the order when the default is unknown, and leaves the given list alone', () => {
    expect(defaultFirst(views, 'gone').map(({ id }) => id)).toEqual(['corner', 'centre', 'stage', 'bar']);
    defaultFirst(views, 'bar');
    expect(views.map(({ id }) => id)).toEqual(['corner', 'centre', 'stage', 'bar']);
  });
});
