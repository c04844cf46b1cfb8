import Box from '@mui/material/Box';
import { type KeyboardEvent, type PointerEvent, useLayoutEffect, useRef, useState } from 'react';
import { type Hotspot, hotspotKey, type Spot, spotOf } from './hotspot-edits';
import {
  type Box as BoxSpot,
  containRect,
  nudgeBox,
  nudgeDirection,
  pointIn,
  type Size,
} from './hotspot-geometry';
import { type Gesture, spotAfter, spotDuring } from './hotspot-gesture';
import { HotspotMarker, spotStyle } from './hotspot-marker';
import { useDraftAssetUrl } from './use-draft-asset-url';

/** The tallest the picture is drawn in the editor, in CSS pixels. */
const MAX_HEIGHT = 560;

export type HotspotCanvasProps = {
  panorama: boolean;
  /** The viewpoint's picture: its image, panorama, or video poster. */
  assetId: string | undefined;
  label: string;
  hotspots: readonly Hotspot[];
  /** Ids of global widgets (their hotspots are drawn dashed). */
  globalIds: ReadonlySet<string>;
  /** The widget a drag on the empty picture draws a hotspot for; nothing is drawn without one. */
  drawing: boolean;
  selectedKey: string | undefined;
  /** The id of the text that tells how hotspots are moved with keys. */
  describedBy: string;
  onSelect: (key: string | undefined) => void;
  onDraw: (spot: Spot) => void;
  /** `typing` is set for key presses, which are one undo step while they follow each other. */
  onMove: (hotspot: Hotspot, spot: Spot, typing?: boolean) => void;
  onRemove: (hotspot: Hotspot) => void;
};

/** The space the picture may use, measured as it changes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

type Live = { gesture: Gesture; pointerId: number; key: string | undefined; spot: Spot | undefined };

/**
 * The viewpoint's picture with its hotspots: drag on it to draw the chosen widget's hotspot, drag a
 * hotspot to move it, its corner to resize it. The surface is exactly the drawn picture (contained
 * in the space, never distorted; a panorama drawn flat at 2:1), so positions are fractions of the
 * picture as the viewer reads them. A drag shows live and is committed once, on release.
 */
export function HotspotCanvas(props: HotspotCanvasProps) {
  const { panorama, hotspots, selectedKey } = props;
  const { src } = useDraftAssetUrl(props.assetId);
  const [naturalRatio, setNaturalRatio] = useState(16 / 9);
  const ratio = panorama ? 2 : naturalRatio;
  const { ref: spaceRef, width } = useWidth();
  const space: Size = { width, height: MAX_HEIGHT };
  const drawn = containRect(space, ratio);
  const surface = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState<Live>();

  const pointAt = (event: PointerEvent) => {
    const rect = surface.current!.getBoundingClientRect();
    return pointIn(rect, event.clientX, event.clientY);
  };
  const byKey = (key: string | null | undefined) =>
    hotspots.find((hotspot) => hotspotKey(hotspot.widget.id, hotspot.index) === key);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || live) return;
    const target = event.target as Element;
    const marker = target.closest<HTMLElement>('[data-hotspot-key]');
    const hotspot = byKey(marker?.dataset.hotspotKey);
    const start = pointAt(event);
    let gesture: Gesture;
    if (hotspot && marker) {
      const key = hotspotKey(hotspot.widget.id, hotspot.index);
      const original = spotOf(hotspot.placement);
      props.onSelect(key);
      marker.focus();
      gesture =
        target.closest('[data-resize-handle]') && !('yaw' in original)
          ? { kind: 'resize', start, original }
          : { kind: 'move', start, original };
      setLive({ gesture, pointerId: event.pointerId, key, spot: undefined });
    } else if (props.drawing) {
      gesture = { kind: 'draw', start };
      setLive({ gesture, pointerId: event.pointerId, key: undefined, spot: undefined });
    } else {
      props.onSelect(undefined);
      return;
    }
    // No text selection, no dragging of the image itself; the drag is followed outside the picture too.
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!live || event.pointerId !== live.pointerId) return;
    setLive({ ...live, spot: spotDuring(live.gesture, pointAt(event), panorama) });
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!live || event.pointerId !== live.pointerId) return;
    const spot = spotAfter(live.gesture, pointAt(event), panorama);
    setLive(undefined);
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
    if (!spot) return;
    const hotspot = byKey(live.key);
    if (live.gesture.kind === 'draw') props.onDraw(spot);
    else if (hotspot) props.onMove(hotspot, spot);
  };

  const cancel = () => setLive(undefined);

  const onMarkerKey = (hotspot: Hotspot) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      props.onRemove(hotspot);
      return;
    }
    const spot = spotOf(hotspot.placement);
    const next =
      'yaw' in spot
        ? nudgeDirection(spot, event.key, event.shiftKey)
        : nudgeBox(spot as BoxSpot, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    props.onSelect(hotspotKey(hotspot.widget.id, hotspot.index));
    props.onMove(hotspot, next, true);
  };

  const drawnSpot = live?.gesture.kind === 'draw' ? live.spot : undefined;

  return (
    <Box ref={spaceRef} sx={{ width: '100%', display: 'flex', justifyContent: 'center' }}>
      <Box
        ref={surface}
        role="group"
        aria-label={props.label}
        tabIndex={-1}
        data-testid="hotspot-canvas"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={cancel}
        onLostPointerCapture={cancel}
        onKeyDown={(event) => event.key === 'Escape' && live && cancel()}
        style={
          drawn.width > 0
            ? { width: drawn.width, height: drawn.height }
            : { width: '100%', aspectRatio: String(ratio) }
        }
        sx={{
          position: 'relative',
          flex: 'none',
          bgcolor: 'grey.900',
          outline: '1px solid',
          outlineColor: 'divider',
          touchAction: 'none',
          userSelect: 'none',
          cursor: props.drawing ? 'crosshair' : 'default',
          '&:focus': { outline: 'none' },
        }}
      >
        {src && (
          <Box
            component="img"
            src={src}
            alt=""
            draggable={false}
            onLoad={(event) => {
              const { naturalWidth, naturalHeight } = event.currentTarget;
              if (naturalWidth > 0 && naturalHeight > 0) setNaturalRatio(naturalWidth / naturalHeight);
            }}
            // Fill, not contain: the surface already has the picture's ratio (a panorama is 2:1 by definition).
            sx={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'fill',
              display: 'block',
            }}
          />
        )}
        {hotspots.map((hotspot) => {
          const key = hotspotKey(hotspot.widget.id, hotspot.index);
          const spot = live?.key === key && live.spot ? live.spot : spotOf(hotspot.placement);
          return (
            <HotspotMarker
              key={key}
              hotspotKey={key}
              widgetId={hotspot.widget.id}
              label={hotspot.widget.name || hotspot.widget.id}
              spot={spot}
              selected={selectedKey === key}
              global={props.globalIds.has(hotspot.widget.id)}
              describedBy={props.describedBy}
              onKeyDown={onMarkerKey(hotspot)}
            />
          );
        })}
        {drawnSpot && <DrawingOutline spot={drawnSpot} />}
      </Box>
    </Box>
  );
}

/** The hotspot being drawn, before it is committed. */
function DrawingOutline({ spot }: { spot: Spot }) {
  return (
    <Box
      aria-hidden
      data-testid="hotspot-drawing"
      style={spotStyle(spot)}
      sx={{
        position: 'absolute',
        border: '2px dashed',
        borderColor: 'primary.main',
        borderRadius: 'yaw' in spot ? '50%' : 0,
        pointerEvents: 'none',
      }}
    />
  );
}
