import { placement2dSchema, placement360Schema } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { equirectangularPoint } from '../../features/area/placement';
import {
  boxAround,
  boxBetween,
  centreOf,
  containRect,
  directionAt,
  fitBox,
  isDrawn,
  MIN_BOX_SIDE,
  moveBox,
  nudgeBox,
  nudgeDirection,
  pointIn,
  pointOf,
  resizeBox,
  withBoxField,
} from './hotspot-geometry';

const valid2d = (box: object) => placement2dSchema.safeParse({ viewpointId: 'v', ...box }).success;
const valid360 = (direction: object) =>
  placement360Schema.safeParse({ viewpointId: 'v', ...direction }).success;

describe('containRect', () => {
  it('letterboxes a wide picture in a tall box: full width, centred vertically', () => {
    expect(containRect({ width: 800, height: 800 }, 2)).toEqual({
      left: 0,
      top: 200,
      width: 800,
      height: 400,
    });
  });

  it('pillarboxes a tall picture: full height, centred horizontally', () => {
    expect(containRect({ width: 1000, height: 400 }, 1)).toEqual({
      left: 300,
      top: 0,
      width: 400,
      height: 400,
    });
  });

  it('draws nothing in an empty container or for a ratio it cannot use', () => {
    expect(containRect({ width: 0, height: 400 }, 2).width).toBe(0);
    expect(containRect({ width: 400, height: 400 }, Number.NaN).width).toBe(0);
  });
});

describe('pointIn', () => {
  const rect = { left: 100, top: 50, width: 400, height: 200 };

  it('gives fractions of the drawn picture, not of the space around it', () => {
    expect(pointIn(rect, 300, 100)).toEqual({ x: 0.5, y: 0.25 });
  });

  it('clamps a pointer outside the picture onto its edge', () => {
    expect(pointIn(rect, 0, 1000)).toEqual({ x: 0, y: 1 });
  });
});

describe('boxBetween', () => {
  it('is the same box whichever corner the drag started from', () => {
    const box = { x: 0.2, y: 0.3, width: 0.4, height: 0.2 };
    expect(boxBetween({ x: 0.2, y: 0.3 }, { x: 0.6, y: 0.5 })).toEqual(box);
    expect(boxBetween({ x: 0.6, y: 0.5 }, { x: 0.2, y: 0.3 })).toEqual(box);
  });

  it('gives a tiny drag the minimum size, inside the picture even at its far corner', () => {
    const box = boxBetween({ x: 1, y: 1 }, { x: 1, y: 1 });
    expect(box).toEqual({
      x: 1 - MIN_BOX_SIDE,
      y: 1 - MIN_BOX_SIDE,
      width: MIN_BOX_SIDE,
      height: MIN_BOX_SIDE,
    });
    expect(valid2d(box)).toBe(true);
  });

  it('tells a drag from a click', () => {
    expect(isDrawn({ x: 0.5, y: 0.5 }, { x: 0.503, y: 0.502 })).toBe(false);
    expect(isDrawn({ x: 0.5, y: 0.5 }, { x: 0.5, y: 0.53 })).toBe(true);
  });
});

describe('fitBox', () => {
  it('keeps x + width and y + height within the picture, as the schema requires', () => {
    for (const box of [
      { x: 0.95, y: 0.95, width: 0.3, height: 0.3 },
      { x: -0.2, y: 0.7, width: 1.4, height: 0.3 },
      { x: 0.70001, y: 0.33333, width: 0.29999, height: 0.66667 },
      { x: 0.123456, y: 0.654321, width: 0.876544, height: 0.345679 },
    ]) {
      const fitted = fitBox(box);
      expect(fitted.x + fitted.width).toBeLessThanOrEqual(1);
      expect(fitted.y + fitted.height).toBeLessThanOrEqual(1);
      expect(valid2d(fitted)).toBe(true);
    }
  });

  it('moves an overhanging box back onto the picture, keeping its size', () => {
    expect(fitBox({ x: 0.95, y: 0.5, width: 0.2, height: 0.1 })).toEqual({
      x: 0.8,
      y: 0.5,
      width: 0.2,
      height: 0.1,
    });
  });
});

describe('moving and resizing a box', () => {
  const box = { x: 0.1, y: 0.2, width: 0.3, height: 0.4 };

  it('moves it by the drag, and stops at the edges without changing its size', () => {
    expect(moveBox(box, 0.2, 0.1)).toEqual({ x: 0.3, y: 0.3, width: 0.3, height: 0.4 });
    expect(moveBox(box, 5, -5)).toEqual({ x: 0.7, y: 0, width: 0.3, height: 0.4 });
  });

  it('resizes from the bottom right corner, keeping the top left one', () => {
    expect(resizeBox(box, { x: 0.6, y: 0.9 })).toEqual({ x: 0.1, y: 0.2, width: 0.5, height: 0.7 });
  });

  it('never resizes below the minimum, even when the corner is dragged past the top left', () => {
    expect(resizeBox(box, { x: 0, y: 0 })).toEqual({
      x: 0.1,
      y: 0.2,
      width: MIN_BOX_SIDE,
      height: MIN_BOX_SIDE,
    });
  });

  it('moves 1 % per arrow key press and 10 % with Shift', () => {
    expect(nudgeBox(box, 'ArrowRight', false)).toEqual({ ...box, x: 0.11 });
    expect(nudgeBox(box, 'ArrowUp', false)).toEqual({ ...box, y: 0.19 });
    expect(nudgeBox(box, 'ArrowDown', true)).toEqual({ ...box, y: 0.3 });
    expect(nudgeBox(box, 'ArrowLeft', true)).toEqual({ ...box, x: 0 });
    expect(nudgeBox(box, 'Enter', false)).toBeUndefined();
  });

  it('places a box of the default size around a point, kept on the picture', () => {
    expect(boxAround({ x: 0.5, y: 0.5 })).toEqual({ x: 0.45, y: 0.45, width: 0.1, height: 0.1 });
    expect(boxAround({ x: 0, y: 1 })).toEqual({ x: 0, y: 0.9, width: 0.1, height: 0.1 });
    expect(centreOf({ x: 0.2, y: 0.4, width: 0.4, height: 0.2 })).toEqual({ x: 0.4, y: 0.5 });
  });
});

describe('typing a box field', () => {
  const box = { x: 0.5, y: 0.2, width: 0.3, height: 0.4 };

  it('limits a size to what is left of the picture, without moving the box', () => {
    expect(withBoxField(box, 'width', 0.8)).toEqual({ ...box, width: 0.5 });
    expect(withBoxField(box, 'height', 0)).toEqual({ ...box, height: MIN_BOX_SIDE });
  });

  it('limits a position so the size still fits, without shrinking the box', () => {
    expect(withBoxField(box, 'x', 0.9)).toEqual({ ...box, x: 0.7 });
    expect(withBoxField(box, 'y', -1)).toEqual({ ...box, y: 0 });
  });

  it('ignores a value that is not a number', () => {
    expect(withBoxField(box, 'x', Number.NaN)).toBe(box);
  });
});

describe('360° directions on the flat panorama', () => {
  it('maps yaw = (u − 0.5)·360 and pitch = (0.5 − v)·180', () => {
    expect(directionAt({ x: 0.5, y: 0.5 })).toEqual({ yaw: 0, pitch: 0 });
    expect(directionAt({ x: 0, y: 0 })).toEqual({ yaw: -180, pitch: 90 });
    expect(directionAt({ x: 0.75, y: 0.75 })).toEqual({ yaw: 90, pitch: -45 });
  });

  it('is where the viewer draws the hotspot, both ways', () => {
    for (const direction of [
      { yaw: 0, pitch: 0 },
      { yaw: -120, pitch: 30 },
      { yaw: 179.5, pitch: -89 },
    ]) {
      expect(pointOf(direction)).toEqual(equirectangularPoint(direction));
      expect(directionAt(pointOf(direction))).toEqual(direction);
    }
  });

  it('turns 1° per arrow key press and 10° with Shift, up raising the pitch', () => {
    const direction = { yaw: 10, pitch: 20 };
    expect(nudgeDirection(direction, 'ArrowRight', false)).toEqual({ yaw: 11, pitch: 20 });
    expect(nudgeDirection(direction, 'ArrowUp', false)).toEqual({ yaw: 10, pitch: 21 });
    expect(nudgeDirection(direction, 'ArrowDown', true)).toEqual({ yaw: 10, pitch: 10 });
    expect(nudgeDirection(direction, 'Tab', true)).toBeUndefined();
  });

  it('stops at the ends of the ranges', () => {
    const edge = nudgeDirection({ yaw: 175, pitch: 85 }, 'ArrowRight', true);
    expect(edge).toEqual({ yaw: 180, pitch: 85 });
    expect(nudgeDirection({ yaw: 0, pitch: 85 }, 'ArrowUp', true)).toEqual({ yaw: 0, pitch: 90 });
    expect(valid360(edge!)).toBe(true);
  });
});
