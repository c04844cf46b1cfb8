import { z } from 'zod';
import { idSchema } from './venue-primitives.schema';

// Sums such as 0.7 + 0.3 are not exact in binary floating point.
const EPSILON = 1e-9;

const fraction = z.number().min(0).max(1);

export const placement2dSchema = z
  .strictObject({
    viewpointId: idSchema,
    x: fraction,
    y: fraction,
    width: z.number().positive().max(1),
    height: z.number().positive().max(1),
  })
  .refine((p) => p.x + p.width <= 1 + EPSILON, {
    message: 'x + width must not exceed 1',
    params: { code: 'outside_picture' },
    path: ['width'],
  })
  .refine((p) => p.y + p.height <= 1 + EPSILON, {
    message: 'y + height must not exceed 1',
    params: { code: 'outside_picture' },
    path: ['height'],
  });
export type Placement2d = z.infer<typeof placement2dSchema>;

export const placement360Schema = z.strictObject({
  viewpointId: idSchema,
  yaw: z.number().min(-180).max(180),
  pitch: z.number().min(-90).max(90),
});
export type Placement360 = z.infer<typeof placement360Schema>;

export const placementSchema = z.union([placement2dSchema, placement360Schema]);
export type Placement = z.infer<typeof placementSchema>;

export function isPlacement360(placement: Placement): placement is Placement360 {
  return 'yaw' in placement;
}
