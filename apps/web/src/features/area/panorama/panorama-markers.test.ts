import { describe, expect, it } from 'vitest';
import type { PanoramaHotspot } from '../hotspot.types';
import { inTabOrder, positionOf } from './panorama-markers';

const spot = (id: string, yaw: number, pitch = 0): PanoramaHotspot => ({
  id,
  label: id,
  yaw,
  pitch,
  type: 'LINK',
  highlighted: false,
});

describe('positionOf', () => {
  it('turns the venue degrees into the viewer radians', () => {
    expect(positionOf({ yaw: 180, pitch: -90 })).toEqual({ yaw: Math.PI, pitch: -Math.PI / 2 });
    expect(positionOf({ yaw: 45, pitch: 10 }).yaw).toBeCloseTo(Math.PI / 4);
  });
});

describe('inTabOrder', () => {
  it('goes clockwise from straight ahead, top before bottom', () => {
    const order = inTabOrder([
      spot('behind', 180),
      spot('left', -90),
      spot('low', 0, -10),
      spot('high', 0, 20),
    ]);
    expect(order.map(({ id }) => id)).toEqual(['high', 'low', 'behind', 'left']);
  });

  it('leaves the given list alone', () => {
    const given = [spot('b', 90), spot('a', 10)];
    inTabOrder(given);
    expect(given.map(({ id }) => id)).toEqual(['b', 'a']);
  });
});
