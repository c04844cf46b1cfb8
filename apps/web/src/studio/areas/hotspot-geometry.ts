import type { Placement2d, Placement360 } from '@atrium/domain';

/** A point on the picture, in fractions of its width (x) and height (y). */
export type Point = { x: number; y: number };
/** A 2D hotspot's box, in fractions of the picture (the placement without its viewpoint). */
export type Box = Pick<Placement2d, 'x' | 'y' | 'width' | 'height'>;
/** A 360° hotspot's direction, in degrees. */
export type Direction = Pick<Placement360, 'yaw' | 'pitch'>;
export type Size = { width: number; height: number };
/** Where something is drawn, in CSS pixels from its container's top left corner. */
export type Rect = Size & { left: number; top: number };

/** The smallest hotspot side, so a drawn box stays big enough to hit. */
export const MIN_BOX_SIDE = 0.01;
/** The box a hotspot gets when placed without drawing it. */
export const DEFAULT_BOX_SIDE = 0.1;
/** What an arrow key moves a hotspot by: 1 % of the picture or 1°; with Shift ten times as much. */
export const FRACTION_STEP = 0.01;
export const DEGREE_STEP = 1;
export const BIG_STEP_FACTOR = 10;

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

// Fractions to 1/10 000 of the picture and angles to 1/100°: finer than a pixel, tidy in the JSON.
const roundFraction = (value: number) => Math.round(value * 1e4) / 1e4;
const roundDegrees = (value: number) => Math.round(value * 100) / 100;

/**
 * The box a picture of `ratio` (width / height) is drawn in when it is contained in `container`
 * (CSS object-fit: contain): as large as fits, centred, never distorted.
 */
export function containRect(container: Size, ratio: number): Rect {
  if (container.width <= 0 || container.height <= 0 || !(ratio > 0)) {
    return { left: 0, top: 0, width: 0, height: 0 };
  }
  const width = Math.min(container.width, container.height * ratio);
  const height = width / ratio;
  return { left: (container.width - width) / 2, top: (container.height - height) / 2, width, height };
}

/** Where a pointer (client coordinates) is on the picture drawn in `rect`, clamped onto it. */
export function pointIn(rect: Rect, clientX: number, clientY: number): Point {
  if (rect.width <= 0 || rect.height <= 0) return { x: 0, y: 0 };
  return {
    x: clamp((clientX - rect.left) / rect.width, 0, 1),
    y: clamp((clientY - rect.top) / rect.height, 0, 1),
  };
}

/**
 * Makes a box valid: sides at least MIN_BOX_SIDE, inside the picture (x + width ≤ 1, y + height ≤ 1),
 * rounded. A box larger than the picture is shrunk to it.
 */
export function fitBox(box: Box): Box {
  const width = roundFraction(clamp(box.width, MIN_BOX_SIDE, 1));
  const height = roundFraction(clamp(box.height, MIN_BOX_SIDE, 1));
  const x = roundFraction(clamp(box.x, 0, 1 - width));
  const y = roundFraction(clamp(box.y, 0, 1 - height));
  // Rounding x may have pushed the sum past 1 by a rounding step.
  return {
    x,
    y,
    width: Math.min(width, roundFraction(1 - x)),
    height: Math.min(height, roundFraction(1 - y)),
  };
}

/** The box drawn by dragging from `from` to `to`, in whichever direction the drag went. */
export function boxBetween(from: Point, to: Point): Box {
  const a = { x: clamp(from.x, 0, 1), y: clamp(from.y, 0, 1) };
  const b = { x: clamp(to.x, 0, 1), y: clamp(to.y, 0, 1) };
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  const width = Math.max(Math.abs(a.x - b.x), MIN_BOX_SIDE);
  const height = Math.max(Math.abs(a.y - b.y), MIN_BOX_SIDE);
  // A box drawn against the right or bottom edge grows inwards to its minimum size.
  return fitBox({ x: Math.min(x, 1 - width), y: Math.min(y, 1 - height), width, height });
}

/** Whether a drag from `from` to `to` was long enough to mean a box rather than a click. */
export function isDrawn(from: Point, to: Point): boolean {
  return Math.abs(from.x - to.x) >= MIN_BOX_SIDE || Math.abs(from.y - to.y) >= MIN_BOX_SIDE;
}

/** A box of the default size centred on `point`, kept on the picture. */
export function boxAround(point: Point, side = DEFAULT_BOX_SIDE): Box {
  return fitBox({ x: point.x - side / 2, y: point.y - side / 2, width: side, height: side });
}

/** The box moved by `dx`, `dy` (fractions), its size kept: it stops at the picture's edges. */
export function moveBox(box: Box, dx: number, dy: number): Box {
  return fitBox({ ...box, x: box.x + dx, y: box.y + dy });
}

/** The box with its bottom right corner dragged to `corner`; the top left corner stays. */
export function resizeBox(box: Box, corner: Point): Box {
  return fitBox({ ...box, width: corner.x - box.x, height: corner.y - box.y });
}

const arrowDeltas: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The direction an arrow key moves in on the picture (screen directions, also right to left); undefined for other keys. */
export function arrowDelta(key: string): Point | undefined {
  return arrowDeltas[key];
}

/** The box moved by one arrow key press; undefined when the key is not an arrow. */
export function nudgeBox(box: Box, key: string, big: boolean): Box | undefined {
  const delta = arrowDelta(key);
  if (!delta) return undefined;
  const step = FRACTION_STEP * (big ? BIG_STEP_FACTOR : 1);
  return moveBox(box, delta.x * step, delta.y * step);
}

/** Keeps a direction in range (yaw -180…180, pitch -90…90), rounded. */
export function fitDirection(direction: Direction): Direction {
  return {
    yaw: roundDegrees(clamp(direction.yaw, -180, 180)),
    pitch: roundDegrees(clamp(direction.pitch, -90, 90)),
  };
}

/**
 * The direction at a point of the equirectangular panorama drawn flat: yaw = (x − 0.5)·360,
 * pitch = (0.5 − y)·180 — the inverse of the viewer's `equirectangularPoint`.
 */
export function directionAt(point: Point): Direction {
  return fitDirection({ yaw: (clamp(point.x, 0, 1) - 0.5) * 360, pitch: (0.5 - clamp(point.y, 0, 1)) * 180 });
}

/** Where a direction is on the flat panorama (as the viewer draws it). */
export function pointOf(direction: Direction): Point {
  return { x: clamp((direction.yaw + 180) / 360, 0, 1), y: clamp((90 - direction.pitch) / 180, 0, 1) };
}

/** The direction moved by one arrow key press (right turns right, up looks up); undefined for other keys. */
export function nudgeDirection(direction: Direction, key: string, big: boolean): Direction | undefined {
  const delta = arrowDelta(key);
  if (!delta) return undefined;
  const step = DEGREE_STEP * (big ? BIG_STEP_FACTOR : 1);
  return fitDirection({ yaw: direction.yaw + delta.x * step, pitch: direction.pitch - delta.y * step });
}

/** The centre of a box, for turning a 2D hotspot into a 360° one. */
export function centreOf(box: Box): Point {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * The box with one field typed in: a position is kept where the size still fits (the box does not
 * shrink), a size is kept within what is left of the picture from the position (the box does not move).
 */
export function withBoxField(box: Box, field: keyof Box, value: number): Box {
  if (!Number.isFinite(value)) return box;
  switch (field) {
    case 'x':
      return fitBox({ ...box, x: clamp(value, 0, 1 - box.width) });
    case 'y':
      return fitBox({ ...box, y: clamp(value, 0, 1 - box.height) });
    case 'width':
      return fitBox({ ...box, width: clamp(value, MIN_BOX_SIDE, 1 - box.x) });
    case 'height':
      return fitBox({ ...box, height: clamp(value, MIN_BOX_SIDE, 1 - box.y) });
  }
}
