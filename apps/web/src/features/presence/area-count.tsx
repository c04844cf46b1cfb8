import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { useFormatCount } from './attendee-text';
import { usePresenceStore } from './presence.store';

/**
 * How many attendees are in an area, beside its link in the area navigation; shown once presence
 * is ready. The number is part of the link's name ("Lounge 3 attendees"), what is seen first.
 */
export function AreaCount({ areaId }: { areaId: string }) {
  const { t } = useTranslation();
  const format = useFormatCount();
  const count = usePresenceStore((s) => (s.ready ? (s.counts[areaId] ?? 0) : undefined));
  if (count === undefined) return null;
  return (
    <>
      {' '}
      <Box
        component="span"
        data-testid="area-count"
        sx={{
          display: 'inline-block',
          minWidth: 20,
          px: 0.75,
          marginInlineStart: 0.5,
          borderRadius: 10,
          bgcolor: 'action.selected',
          color: 'text.primary',
          fontSize: 12,
          lineHeight: '18px',
          textAlign: 'center',
        }}
      >
        {format(count)}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {` ${t('presence.areaPeople', { count })}`}
      </Box>
    </>
  );
}

/** The area a door (a link widget leading to another area) opens, if it is one. */
export function doorTargetArea(widget: {
  type: string;
  configurations: readonly object[];
}): string | undefined {
  if (widget.type !== 'LINK') return undefined;
  const target = widget.configurations
    .map((configuration) => (configuration as { targetAreaId?: unknown }).targetAreaId)
    .find((areaId) => typeof areaId === 'string');
  return target as string | undefined;
}

/** How many attendees are in the area (undefined until presence is ready). */
const useCount = (areaId: string) => usePresenceStore((s) => (s.ready ? (s.counts[areaId] ?? 0) : undefined));

/**
 * How many attendees are behind a door of the area view, as a badge on its corner. The number is
 * drawn by CSS: the door's accessible name stays the widget's name (its visible text must be part
 * of it), and screen readers get the count from `DoorCountDescription`.
 */
export function DoorCount({ areaId }: { areaId: string }) {
  const format = useFormatCount();
  const count = useCount(areaId);
  if (count === undefined) return null;
  return (
    <Box
      component="span"
      aria-hidden
      data-testid="door-count"
      data-count={format(count)}
      sx={{
        position: 'absolute',
        top: -8,
        insetInlineEnd: -8,
        minWidth: 20,
        px: 0.5,
        borderRadius: 10,
        bgcolor: 'rgba(0, 10, 51, 0.85)',
        border: '1px solid rgba(255, 255, 255, 0.9)',
        color: 'common.white',
        fontSize: 12,
        lineHeight: '18px',
        textAlign: 'center',
        pointerEvents: 'none',
        '&::before': { content: 'attr(data-count)' },
      }}
    />
  );
}

/** The door's description for screen readers (its button's `aria-describedby`), beside the button. */
export function DoorCountDescription({ areaId, id }: { areaId: string; id: string }) {
  const { t } = useTranslation();
  const format = useFormatCount();
  const count = useCount(areaId);
  if (count === undefined) return null;
  return (
    <Box component="span" id={id} sx={visuallyHidden}>
      {`${format(count)} ${t('presence.areaPeople', { count })}`}
    </Box>
  );
}
