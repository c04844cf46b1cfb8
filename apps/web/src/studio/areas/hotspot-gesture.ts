import type { Spot } from './hotspot-edits';
import {
  type Box,
  boxBetween,
  directionAt,
  isDrawn,
  moveBox,
  type Point,
  pointOf,
  resizeBox,
} from './hotspot-geometry';

/** A pointer drag on the picture, from where it started (fractions of the picture). */
export type Gesture =
  /** On the empty picture: draws the chosen widget's hotspot (a box, or a 360° point). */
  | { kind: 'draw'; start: Point }
  /** On a hotspot: moves it. */
  | { kind: 'move'; start: Point; original: Spot }
  /** On a 2D hotspot's corner handle: resizes it. */
  | { kind: 'resize'; start: Point; original: Box };

/** Where the hotspot is while the pointer is at `current`. */
export function spotDuring(gesture: Gesture, current: Point, panorama: boolean): Spot {
  switch (gesture.kind) {
    case 'draw':
      return panorama ? directionAt(current) : boxBetween(gesture.start, current);
    case 'resize':
      return resizeBox(gesture.original, current);
    case 'move': {
      const dx = current.x - gesture.start.x;
      const dy = current.y - gesture.start.y;
      const { original } = gesture;
      if ('yaw' in original) {
        const from = pointOf(original);
        return directionAt({ x: from.x + dx, y: from.y + dy });
      }
      return moveBox(original, dx, dy);
    }
  }
}

/**
 * What the drag leaves when the pointer is released at `current`: the new spot, or undefined when
 * nothing changes — a click on a hotspot only selects it, and a click on the empty 2D picture draws
 * no box (on a panorama a click places the point).
 */
export function spotAfter(gesture: Gesture, current: Point, panorama: boolean): Spot | undefined {
  const dragged = isDrawn(gesture.start, current);
  if (gesture.kind === 'draw' && panorama) return spotDuring(gesture, current, panorama);
  return dragged ? spotDuring(gesture, current, panorama) : undefined;
}
