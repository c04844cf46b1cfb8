import type { Rect } from './svg-render.helper';

export type Placement2d = { viewpointId: string; x: number; y: number; width: number; height: number };

const fraction = (value: number, total: number) => Math.round((value / total) * 10000) / 10000;

/** Turns a pixel rectangle of a drawn background into a placement: top-left corner and size as fractions. */
export function placeOn(
  viewpointId: string,
  rect: Rect,
  size: { readonly width: number; readonly height: number },
): Placement2d {
  return {
    viewpointId,
    x: fraction(rect.x, size.width),
    y: fraction(rect.y, size.height),
    width: fraction(rect.width, size.width),
    height: fraction(rect.height, size.height),
  };
}

export function linkToArea(id: string, name: string, targetAreaId: string, placements: unknown[]) {
  return {
    id,
    name,
    type: 'LINK',
    placements,
    configurations: [
      { id: `${id}-1`, name: 'Door', cookieProviders: [], targetAreaId, linkOpeningMode: 'EMBEDDED' },
    ],
  };
}

export function linkToViewpoint(id: string, name: string, targetViewpointId: string, placements: unknown[]) {
  return {
    id,
    name,
    type: 'LINK',
    placements,
    configurations: [
      { id: `${id}-1`, name, cookieProviders: [], targetViewpointId, linkOpeningMode: 'EMBEDDED' },
    ],
  };
}
