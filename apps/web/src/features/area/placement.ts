import type { ContentWidget, Placement, Placement2d, Placement360, Viewpoint } from '@atrium/domain';

export type Placed<P> = { widget: ContentWidget; placement: P };

// The domain's isPlacement360 lives beside the zod schemas, which the area's first load must not pull in.
const is360 = (placement: Placement): placement is Placement360 => 'yaw' in placement;

/**
 * The widgets placed on one viewpoint: 2D placements in reading order (top to bottom, then left
 * to right, so Tab walks the picture as the eye does) and 360° placements in list order.
 */
export function placementsOn(widgets: readonly ContentWidget[], viewpointId: string) {
  const flat: Placed<Placement2d>[] = [];
  const sphere: Placed<Placement360>[] = [];
  for (const widget of widgets) {
    for (const placement of widget.placements) {
      if (placement.viewpointId !== viewpointId) continue;
      if (is360(placement)) sphere.push({ widget, placement });
      else flat.push({ widget, placement });
    }
  }
  flat.sort((a, b) => a.placement.y - b.placement.y || a.placement.x - b.placement.x);
  return { flat, sphere };
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const percent = (fraction: number) => `${Math.round(fraction * 1e6) / 1e4}%`;

/**
 * Where a 2D placement sits, in percent of the drawn background box: the box keeps the image's
 * aspect ratio, so fractions of it are fractions of the image and never distort.
 */
export function placementBox(placement: Pick<Placement2d, 'x' | 'y' | 'width' | 'height'>) {
  const x = clamp(placement.x);
  const y = clamp(placement.y);
  return {
    left: percent(x),
    top: percent(y),
    width: percent(Math.min(clamp(placement.width), 1 - x)),
    height: percent(Math.min(clamp(placement.height), 1 - y)),
  };
}

/** A 360° placement on the flat (equirectangular) panorama: yaw -180…180 left to right, pitch 90…-90 top to bottom. */
export function equirectangularPoint(placement: Pick<Placement360, 'yaw' | 'pitch'>) {
  return { x: clamp((placement.yaw + 180) / 360), y: clamp((90 - placement.pitch) / 180) };
}

/** The query parameter that keeps the current viewpoint across reloads. */
export const VIEWPOINT_PARAM = 'viewpoint';

/** The viewpoint named in the URL when the area has it, else the area's default, else its first. */
export function currentViewpoint(
  area: { defaultViewpointId: string; viewPoints: readonly Viewpoint[] },
  requested: string | null | undefined,
): Viewpoint {
  const byId = (id: string | null | undefined) => area.viewPoints.find((viewpoint) => viewpoint.id === id);
  return byId(requested) ?? byId(area.defaultViewpointId) ?? area.viewPoints[0]!;
}

/** The asset a viewpoint draws first: its image, panorama, or the video's poster. */
export function backgroundAssetId(viewpoint: Viewpoint): string | undefined {
  const { background } = viewpoint;
  return background.type === 'BackgroundVideo' ? background.posterAssetId : background.assetId;
}

/** The viewpoints with the default one first, the others in their order. */
export function defaultFirst<V extends { id: string }>(viewpoints: readonly V[], defaultId: string): V[] {
  return [...viewpoints].sort((a, b) => Number(b.id === defaultId) - Number(a.id === defaultId));
}
