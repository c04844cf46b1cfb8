import type { Placement360, WidgetType } from '@atrium/domain';
import type { PanoramaHotspot } from './hotspot.types';
import type { Placed } from './placement';

/**
 * The panorama viewer's markers: one per widget (its first placement on the viewpoint), with the
 * venue's icon for its type where it has one, as 2D hotspots have.
 */
export function panoramaHotspots(
  placed: readonly Placed<Placement360>[],
  isSeen: (widgetId: string) => boolean,
  iconOf: (type: WidgetType) => string | undefined = () => undefined,
): PanoramaHotspot[] {
  const seen = new Set<string>();
  return placed
    .filter(({ widget }) => !seen.has(widget.id) && seen.add(widget.id))
    .map(({ widget, placement }) => ({
      id: widget.id,
      label: widget.name,
      yaw: placement.yaw,
      pitch: placement.pitch,
      type: widget.type,
      iconAssetId: iconOf(widget.type),
      highlighted: !isSeen(widget.id),
    }));
}
