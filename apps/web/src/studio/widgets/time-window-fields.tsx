import type { IssuePath } from '@atrium/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from './date-time-field';
import { browserTimeZone, describeTimeZone } from './date-time-local';

/** The zone the studio shows and enters times in: the browser's. */
export function useStudioTimeZone(): string {
  return useMemo(() => browserTimeZone(), []);
}

type Props = {
  begin: string | undefined;
  end: string | undefined;
  onChange: (bound: 'begin' | 'end', iso: string | undefined) => void;
  /** The path of the record holding `begin` and `end`. */
  path: IssuePath;
  /** A configuration's window: either bound may stay open (said under the fields). */
  openEnded?: boolean;
  labels?: { begin: string; end: string };
};

/** From when and until when something is active, with the time zone used. */
export function TimeWindowFields({ begin, end, onChange, path, openEnded, labels }: Props) {
  const { t } = useTranslation();
  const timeZone = useStudioTimeZone();
  const zone = describeTimeZone(timeZone, Date.parse(begin ?? end ?? '') || Date.now());
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <DateTimeField
          label={labels?.begin ?? t('studio.widgets.time.begin')}
          value={begin}
          onChange={(iso) => onChange('begin', iso)}
          path={[...path, 'begin']}
          timeZone={timeZone}
          data-testid="time-window-begin"
        />
        <DateTimeField
          label={labels?.end ?? t('studio.widgets.time.end')}
          value={end}
          onChange={(iso) => onChange('end', iso)}
          path={[...path, 'end']}
          timeZone={timeZone}
          data-testid="time-window-end"
        />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('studio.widgets.time.zone', { zone })}
        {openEnded && ` ${t('studio.widgets.time.openEnded')}`}
      </Typography>
    </Box>
  );
}
