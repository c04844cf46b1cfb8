import type {
  Architecture,
  ContentWidget,
  IssuePath,
  Placement,
  Placement2d,
  Placement360,
} from '@atrium/domain';

/** One hotspot on the picture: a widget's placement on the viewpoint shown. */
export type Hotspot = {
  widget: ContentWidget;
  /** The placement's position in the widget's list (the key of the hotspot with the widget id). */
  index: number;
  placement: Placement;
  /** Where the placement is in the venue JSON, for its validation issues. */
  path: IssuePath;
};

export const hotspotKey = (widgetId: string, index: number) => `${widgetId}:${index}`;

/** Where a widget placeable in the area is in the venue JSON: the area's own list, else the global one. */
export function widgetPath(
  architecture: Architecture,
  areaId: string,
  widgetId: string,
): IssuePath | undefined {
  const areaIndex = architecture.areas.findIndex((area) => area.id === areaId);
  const area = architecture.areas[areaIndex];
  if (!area) return undefined;
  const own = area.contentWidgets.findIndex((widget) => widget.id === widgetId);
  if (own >= 0) return ['architectures', 0, 'areas', areaIndex, 'contentWidgets', own];
  const global = architecture.globalWidgets.findIndex((widget) => widget.id === widgetId);
  return global >= 0 ? ['architectures', 0, 'globalWidgets', global] : undefined;
}

/** The widget (of the area, or global) with this id, from the architecture given. */
export function placeableWidget(
  architecture: Architecture,
  areaId: string,
  widgetId: string,
): ContentWidget | undefined {
  const area = architecture.areas.find((candidate) => candidate.id === areaId);
  return (
    area?.contentWidgets.find((widget) => widget.id === widgetId) ??
    architecture.globalWidgets.find((widget) => widget.id === widgetId)
  );
}

/** The hotspots on a viewpoint of the area: its own widgets' first, then global widgets'. */
export function hotspotsOn(architecture: Architecture, areaId: string, viewpointId: string): Hotspot[] {
  const area = architecture.areas.find((candidate) => candidate.id === areaId);
  if (!area) return [];
  return [...area.contentWidgets, ...architecture.globalWidgets].flatMap((widget) => {
    const path = widgetPath(architecture, areaId, widget.id) ?? [];
    return widget.placements.flatMap((placement, index) =>
      placement.viewpointId === viewpointId
        ? [{ widget, index, placement, path: [...path, 'placements', index] }]
        : [],
    );
  });
}

/** What a hotspot's position is without its viewpoint: a box or a direction. */
export type Spot = Omit<Placement2d, 'viewpointId'> | Omit<Placement360, 'viewpointId'>;

/**
 * Puts the widget on the viewpoint at `spot`: a new 2D hotspot, or — since the 360° viewer shows
 * one marker per widget — the widget's existing 360° hotspot on the viewpoint moved there.
 * Returns the placement's index.
 */
export function placeWidget(
  architecture: Architecture,
  areaId: string,
  widgetId: string,
  viewpointId: string,
  spot: Spot,
): number {
  const widget = placeableWidget(architecture, areaId, widgetId);
  if (!widget) return -1;
  const placement = { viewpointId, ...spot } as Placement;
  const existing = 'yaw' in spot ? widget.placements.findIndex((p) => p.viewpointId === viewpointId) : -1;
  if (existing >= 0) {
    widget.placements[existing] = placement;
    return existing;
  }
  widget.placements.push(placement);
  return widget.placements.length - 1;
}

/** Moves or resizes the widget's placement at `index` to `spot`, on the same viewpoint. */
export function moveHotspot(
  architecture: Architecture,
  areaId: string,
  widgetId: string,
  index: number,
  spot: Spot,
): void {
  const widget = placeableWidget(architecture, areaId, widgetId);
  const current = widget?.placements[index];
  if (!widget || !current) return;
  widget.placements[index] = { viewpointId: current.viewpointId, ...spot } as Placement;
}

/** Removes the widget's placement at `index` (the widget stays in the area, without this hotspot). */
export function removeHotspot(
  architecture: Architecture,
  areaId: string,
  widgetId: string,
  index: number,
): void {
  const widget = placeableWidget(architecture, areaId, widgetId);
  if (widget) widget.placements = widget.placements.filter((_, position) => position !== index);
}

/** The position part of a placement. */
export function spotOf(placement: Placement): Spot {
  const { viewpointId: _, ...spot } = placement;
  return spot;
}
