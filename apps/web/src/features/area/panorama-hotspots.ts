import type { Placement360 } from '@atrium/domain';
import type { PanoramaHotspot } from './hotspot.types';
import type { Placed } from './placement';

/** The panorama viewer's markers: one per widget (its first placement on the viewpoint). */
export function panoramaHotspots(
  placed: readonly Placed<Placement360>[],
  isSeen: (widgetId: string) => boolean,
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
      highlighted: !isSeen(widget.id),
    }));
}
