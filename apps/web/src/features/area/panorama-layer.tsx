import type { ContentWidget, Placement360, WidgetType } from '@atrium/domain';
import Box from '@mui/material/Box';
import { useCallback, useMemo, useRef } from 'react';
import { useAssetSource } from '../../shared/assets/use-asset-source';
import { useVenueView } from '../../shared/ui/use-venue-view';
import type { PanoramaHotspot } from './hotspot.types';
import { PanoramaViewpoint } from './panorama/panorama-viewpoint';
import { panoramaHotspots } from './panorama-hotspots';
import type { Placed } from './placement';
import { isWidgetSeen } from './widget-seen';

type PanoramaLayerProps = {
  assetId: string | undefined;
  alt: string;
  placed: readonly Placed<Placement360>[];
  /** The venue's icon asset of a widget type (`architecture.icons`). */
  iconOf: (type: WidgetType) => string | undefined;
  onActivate: (widget: ContentWidget) => void;
  /** Drawn: from then on the viewer takes the clicks (before, they reach the flat picture under it). */
  ready: boolean;
  onReady: () => void;
};

/**
 * The 360° viewer (this module loads only in 360° areas), over the flat picture. Until it is ready
 * clicks pass through it to the picture's hotspots; when it is ready the picture goes, and a viewer
 * that fails leaves the picture in use under its notice.
 */
export function PanoramaLayer(props: PanoramaLayerProps) {
  const { assetId, alt, placed, iconOf, onActivate, ready, onReady } = props;
  const { text } = useVenueView();
  const { asset, src } = useAssetSource(assetId);
  // The viewer gets markers and a callback that change only when their content does.
  const markersKey = JSON.stringify(panoramaHotspots(placed, isWidgetSeen, iconOf));
  const markers = useMemo(() => JSON.parse(markersKey) as PanoramaHotspot[], [markersKey]);
  const latest = useRef({ placed, onActivate });
  latest.current = { placed, onActivate };
  const activate = useCallback((widgetId: string) => {
    const found = latest.current.placed.find(({ widget }) => widget.id === widgetId);
    if (found) latest.current.onActivate(found.widget);
  }, []);

  if (!src) return null;
  return (
    <Box sx={{ position: 'absolute', inset: 0, pointerEvents: ready ? 'auto' : 'none' }}>
      <PanoramaViewpoint
        imageUrl={src}
        alt={text(asset?.alts ?? []) || alt}
        hotspots={markers}
        onActivate={activate}
        onReady={onReady}
      />
    </Box>
  );
}
