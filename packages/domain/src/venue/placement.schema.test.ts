import { describe, expect, it } from 'vitest';
import { isPlacement360, placement2dSchema, placement360Schema, placementSchema } from './placement.schema';

const base2d = { viewpointId: 'v', x: 0, y: 0, width: 0.5, height: 0.5 };

describe('placement2dSchema', () => {
  it('accepts a placement filling the whole viewpoint', () => {
    expect(placement2dSchema.safeParse({ ...base2d, width: 1, height: 1 }).success).toBe(true);
  });

  it('accepts x + width = 1 despite floating point rounding', () => {
    expect(placement2dSchema.safeParse({ ...base2d, x: 0.7, width: 0.3, y: 0.9, height: 0.1 }).success).toBe(
      true,
    );
  });

  it('rejects x + width above 1 at width', () => {
    const result = placement2dSchema.safeParse({ ...base2d, x: 0.6, width: 0.5 });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['width'], message: 'x + width must not exceed 1' }),
    ]);
  });

  it('rejects y + height above 1 at height', () => {
    const result = placement2dSchema.safeParse({ ...base2d, y: 0.8, height: 0.25 });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['height'], message: 'y + height must not exceed 1' }),
    ]);
  });

  it.each([
    ['x', -0.01],
    ['y', 1.01],
    ['width', 0],
    ['height', 1.5],
  ])('rejects %s = %d', (key, value) => {
    expect(placement2dSchema.safeParse({ ...base2d, [key]: value }).success).toBe(false);
  });
});

describe('placement360Schema', () => {
  it.each([
    [-180, -90],
    [180, 90],
    [0, 0],
  ])('accepts yaw %d and pitch %d', (yaw, pitch) => {
    expect(placement360Schema.safeParse({ viewpointId: 'v', yaw, pitch }).success).toBe(true);
  });

  it.each([
    [-180.5, 0],
    [180.5, 0],
    [0, -91],
    [0, 90.1],
  ])('rejects yaw %d and pitch %d', (yaw, pitch) => {
    expect(placement360Schema.safeParse({ viewpointId: 'v', yaw, pitch }).success).toBe(false);
  });
});

describe('placementSchema', () => {
  it('rejects a mix of 2D and 360 fields', () => {
    expect(placementSchema.safeParse({ ...base2d, yaw: 0, pitch: 0 }).success).toBe(false);
  });

  it('tells the shapes apart', () => {
    expect(isPlacement360(placementSchema.parse({ viewpointId: 'v', yaw: 1, pitch: 2 }))).toBe(true);
    expect(isPlacement360(placementSchema.parse(base2d))).toBe(false);
  });
});
