import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { usePresenceStore } from './presence.store';

/**
 * How many attendees are in an area, beside its link in the area navigation; shown once presence
 * is ready. The number is part of the link's name ("Lounge 3 attendees"), what is seen first.
 */
export function AreaCount({ areaId }: { areaId: string }) {
  const { t } = useTranslation();
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
          ms: 0.5,
          borderRadius: 10,
          bgcolor: 'action.selected',
          color: 'text.primary',
          fontSize: 12,
          lineHeight: '18px',
          textAlign: 'center',
        }}
      >
        {count}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {` ${t('presence.areaPeople', { count })}`}
      </Box>
    </>
  );
}
