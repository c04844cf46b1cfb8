/** The zoom levels the zoom buttons step through. */
export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;
const MIN = 0.25;
const MAX = 4;
// A fitted scale within this distance of a step counts as that step.
const EPSILON = 0.01;

/** Either follows the width of the viewer, or a fixed scale (1 = 72 dpi at CSS pixel size). */
export type Zoom = { kind: 'fit-width' } | { kind: 'scale'; scale: number };

export function zoomIn(current: number): number {
  return ZOOM_STEPS.find((step) => step > current + EPSILON) ?? MAX;
}

export function zoomOut(current: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < current - EPSILON) ?? MIN;
}

/** The scale at which a page `pageWidth` wide (at scale 1) fills `availableWidth`. */
export function fitWidthScale(pageWidth: number, availableWidth: number): number {
  if (pageWidth <= 0 || availableWidth <= 0) return 1;
  return Math.min(MAX, Math.max(MIN, availableWidth / pageWidth));
}

/** A typed page number made valid: a whole number from 1 to `count`; undefined if not a number. */
export function clampPage(value: number, count: number): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  return Math.min(Math.max(1, Math.round(value)), Math.max(1, count));
}
