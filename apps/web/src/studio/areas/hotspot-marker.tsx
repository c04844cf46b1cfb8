import Box from '@mui/material/Box';
import type { KeyboardEvent } from 'react';
import { equirectangularPoint, placementBox } from '../../features/area/placement';
import type { Spot } from './hotspot-edits';

/** A 360° hotspot's size on the flat panorama: a point to aim at, big enough to grab. */
const POINT_SIZE = 28;

/**
 * Where a hotspot is drawn on the picture, by the viewer's own maths: a box in percent of the
 * picture, or a point centred on its direction's spot of the flat panorama.
 */
export function spotStyle(spot: Spot) {
  if (!('yaw' in spot)) return placementBox(spot);
  const point = equirectangularPoint(spot);
  return {
    left: `${point.x * 100}%`,
    top: `${point.y * 100}%`,
    width: POINT_SIZE,
    height: POINT_SIZE,
    transform: 'translate(-50%, -50%)',
  };
}

type Props = {
  hotspotKey: string;
  widgetId: string;
  label: string;
  spot: Spot;
  selected: boolean;
  /** A global widget's hotspot (drawn dashed: it shows in every area it is placed in). */
  global: boolean;
  describedBy: string;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
};

/**
 * One hotspot on the editor's picture, where the viewer puts it (the viewer's own position maths):
 * a box with a corner handle for resizing, or a point on a panorama. Dragging is handled by the
 * picture; the marker carries its key and reacts to keys itself.
 */
export function HotspotMarker({
  hotspotKey,
  widgetId,
  label,
  spot,
  selected,
  global,
  describedBy,
  onKeyDown,
}: Props) {
  const point = 'yaw' in spot;
  return (
    <Box
      component="button"
      type="button"
      data-hotspot-key={hotspotKey}
      data-testid={`hotspot-${widgetId}`}
      data-selected={selected || undefined}
      aria-label={label}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      style={spotStyle(spot)}
      sx={{
        position: 'absolute',
        p: 0,
        m: 0,
        font: 'inherit',
        cursor: 'move',
        touchAction: 'none',
        borderRadius: point ? '50%' : 1,
        border: '2px solid',
        borderStyle: global ? 'dashed' : 'solid',
        borderColor: selected ? 'primary.main' : 'rgba(255, 255, 255, 0.9)',
        bgcolor: selected ? 'rgba(247, 0, 65, 0.25)' : 'rgba(0, 10, 51, 0.35)',
        boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.6)',
        color: 'common.white',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        '&:focus, &:hover': { zIndex: 2 },
        // Points sit close together on a panorama: their names show when one is pointed at or chosen.
        ...(point && !selected
          ? {
              '& .hotspot-name': { opacity: 0 },
              '&:hover .hotspot-name, &:focus .hotspot-name': { opacity: 1 },
            }
          : {}),
      }}
    >
      <Box
        component="span"
        className="hotspot-name"
        aria-hidden
        // Inline, as the positions above: the picture is not mirrored in right-to-left languages.
        style={point ? { left: '100%', top: '50%', transform: 'translate(4px, -50%)' } : { left: 0, top: 0 }}
        sx={{
          position: 'absolute',
          px: 0.5,
          maxWidth: point ? 160 : '100%',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          fontSize: '0.75rem',
          lineHeight: 1.5,
          bgcolor: 'rgba(0, 0, 0, 0.75)',
          borderRadius: 0.5,
          pointerEvents: 'none',
        }}
      >
        {label}
      </Box>
      {!point && (
        <Box
          component="span"
          aria-hidden
          data-resize-handle
          style={{ right: -7, bottom: -7 }}
          sx={{
            position: 'absolute',
            width: 14,
            height: 14,
            bgcolor: selected ? 'primary.main' : 'common.white',
            border: '2px solid rgba(0, 0, 0, 0.7)',
            borderRadius: 0.5,
            cursor: 'nwse-resize',
          }}
        />
      )}
    </Box>
  );
}
