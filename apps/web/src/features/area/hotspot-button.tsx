import type { ContentWidget } from '@atrium/domain';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useId } from 'react';
import { DoorCount, DoorCountDescription, doorTargetArea } from '../presence/area-count';
import { usePresenceStore } from '../presence/presence.store';
import { WidgetIcon } from './widget-icon';

// Only transform and opacity change, so the compositor draws the pulse: an animated box-shadow
// was repainted on the main thread at every frame, which a phone pays for as long as it shows.
const ring = keyframes`
  from { transform: scale(1); opacity: 0.9; }
  to { transform: scale(1.6); opacity: 0; }
`;

/** Draws attention to a widget not opened yet: a pulsing ring (a steady one for reduced motion). */
export const highlightSx = {
  position: 'relative',
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: '50%',
    color: 'primary.main',
    boxShadow: '0 0 0 3px currentColor',
    animation: `${ring} 1.6s ease-out infinite`,
    pointerEvents: 'none',
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
};

type HotspotButtonProps = {
  widget: ContentWidget;
  iconAssetId: string | undefined;
  highlighted: boolean;
  /** Where it sits in the background box (percentages). */
  position: { [side: string]: string };
  onActivate: (widget: ContentWidget) => void;
};

/**
 * A widget on the background: a button covering its placement, with the type's icon in the
 * middle (grows to 1.2 on hover and focus) and the name as accessible label and tooltip.
 */
export function HotspotButton({
  widget,
  iconAssetId,
  highlighted,
  position,
  onActivate,
}: HotspotButtonProps) {
  // A door to another area shows how many attendees are there (once presence is ready).
  const door = doorTargetArea(widget);
  const countId = useId();
  const counted = usePresenceStore((s) => s.ready) && door !== undefined;
  return (
    <>
      <Box
        component="button"
        type="button"
        aria-label={widget.name}
        aria-describedby={counted ? countId : undefined}
        data-testid="hotspot"
        data-widget-id={widget.id}
        data-highlighted={highlighted || undefined}
        onClick={() => onActivate(widget)}
        style={position}
        sx={{
          position: 'absolute',
          display: 'grid',
          placeItems: 'center',
          p: 0,
          m: 0,
          border: '2px solid transparent',
          borderRadius: 1,
          bgcolor: 'transparent',
          color: 'common.white',
          cursor: 'pointer',
          pointerEvents: 'auto',
          font: 'inherit',
          transition: 'border-color 120ms, background-color 120ms',
          '&:hover, &:focus-visible': {
            borderColor: 'rgba(255, 255, 255, 0.7)',
            bgcolor: 'rgba(255, 255, 255, 0.08)',
          },
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          '&:hover .hotspot-icon, &:focus-visible .hotspot-icon': { transform: 'scale(1.2)' },
          '&:hover .hotspot-label, &:focus-visible .hotspot-label': { opacity: 1 },
        }}
      >
        <Box
          className="hotspot-icon"
          sx={[
            {
              // In step with the picture (the stage is a size container), within touchable bounds.
              '--icon-size': 'clamp(24px, 2.8cqw, 40px)',
              width: 'var(--icon-size)',
              height: 'var(--icon-size)',
              p: 'calc(var(--icon-size) * 0.14)',
              borderRadius: '50%',
              bgcolor: 'rgba(0, 10, 51, 0.72)',
              border: '2px solid rgba(255, 255, 255, 0.9)',
              transition: 'transform 150ms ease-out',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            },
            ...(highlighted ? [highlightSx] : []),
          ]}
        >
          <WidgetIcon type={widget.type} assetId={iconAssetId} />
        </Box>
        {door && <DoorCount areaId={door} />}
        <Box
          className="hotspot-label"
          aria-hidden
          // Centred under the button; inline, so the right-to-left layout does not mirror it.
          style={{ left: '50%', transform: 'translateX(-50%)' }}
          sx={{
            position: 'absolute',
            top: '100%',
            mt: 0.5,
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
            zIndex: 1,
          }}
        >
          {widget.name}
        </Box>
      </Box>
      {door && <DoorCountDescription areaId={door} id={countId} />}
    </>
  );
}
