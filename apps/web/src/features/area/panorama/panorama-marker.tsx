import { type WidgetType, widgetTypes } from '@atrium/domain';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import Box from '@mui/material/Box';
import type { PanoramaHotspot } from '../hotspot.types';
import { highlightSx } from '../hotspot-button';
import { WidgetIcon } from '../widget-icon';

const isWidgetType = (type: string): type is WidgetType => (widgetTypes as readonly string[]).includes(type);

type PanoramaMarkerProps = {
  hotspot: PanoramaHotspot;
  /** Turns the view to the hotspot. */
  onFocus: () => void;
  /** Enter, Space or an assistive technology's click; pointer clicks come through the viewer. */
  onKeyboardActivate: () => void;
};

/**
 * A widget on the panorama: a button with the type's icon (the venue's own for the type, as on
 * 2D hotspots, else the built-in one; grows to 1.2 on hover and focus,
 * pulses while not opened yet) and the widget name as accessible name and label.
 */
export function PanoramaMarker({ hotspot, onFocus, onKeyboardActivate }: PanoramaMarkerProps) {
  return (
    <Box
      component="button"
      type="button"
      aria-label={hotspot.label}
      data-testid="panorama-hotspot"
      data-widget-id={hotspot.id}
      data-highlighted={hotspot.highlighted || undefined}
      onFocus={onFocus}
      onClick={(event) => {
        // The viewer reports pointer clicks and taps itself (select-marker): a tap never becomes a
        // click, and a drag that ends on the button must not open it.
        if (event.detail === 0) onKeyboardActivate();
      }}
      sx={{
        position: 'relative',
        display: 'grid',
        placeItems: 'center',
        width: '100%',
        height: '100%',
        p: 0,
        m: 0,
        border: 0,
        borderRadius: '50%',
        bgcolor: 'transparent',
        color: 'common.white',
        cursor: 'pointer',
        font: 'inherit',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        '&:hover .panorama-marker-icon, &:focus-visible .panorama-marker-icon': { transform: 'scale(1.2)' },
        '&:hover .panorama-marker-label, &:focus-visible .panorama-marker-label': { opacity: 1 },
      }}
    >
      <Box
        className="panorama-marker-icon"
        sx={[
          {
            width: 40,
            height: 40,
            p: 0.75,
            borderRadius: '50%',
            bgcolor: 'rgba(0, 10, 51, 0.72)',
            border: '2px solid rgba(255, 255, 255, 0.9)',
            fontSize: 22,
            transition: 'transform 150ms ease-out',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          },
          ...(hotspot.highlighted ? [highlightSx] : []),
        ]}
      >
        {isWidgetType(hotspot.type) ? (
          <WidgetIcon type={hotspot.type} assetId={hotspot.iconAssetId} />
        ) : (
          <TouchAppIcon fontSize="inherit" sx={{ width: '100%', height: '100%' }} />
        )}
      </Box>
      <Box
        className="panorama-marker-label"
        aria-hidden
        sx={{
          position: 'absolute',
          top: '100%',
          left: '50%',
          transform: 'translate(-50%, 6px)',
          px: 1,
          py: 0.25,
          borderRadius: 1,
          bgcolor: 'rgba(0, 0, 0, 0.85)',
          color: 'common.white',
          fontSize: '0.8125rem',
          whiteSpace: 'nowrap',
          opacity: 0,
          transition: 'opacity 120ms',
          pointerEvents: 'none',
        }}
      >
        {hotspot.label}
      </Box>
    </Box>
  );
}
