import type { SearchMiss } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSearchMisses } from './search.api';

/** What attendees searched for and did not find, most asked first (administrators). */
export function SearchMisses({ refresh }: { refresh: number }) {
  const { t, i18n } = useTranslation();
  const [misses, setMisses] = useState<SearchMiss[] | 'failed'>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloaded when a build ends.
  useEffect(() => {
    fetchSearchMisses().then(
      (list) => setMisses(list.misses),
      () => setMisses('failed'),
    );
  }, [refresh]);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));

  return (
    <section aria-labelledby="search-misses-title">
      <Typography id="search-misses-title" variant="subtitle1" component="h2" fontWeight={600}>
        {t('search.index.misses')}
      </Typography>
      {misses === 'failed' && <Alert severity="error">{t('search.index.loadFailed')}</Alert>}
      {Array.isArray(misses) && misses.length === 0 && (
        <Typography color="text.secondary">{t('search.index.noMisses')}</Typography>
      )}
      {Array.isArray(misses) && misses.length > 0 && (
        <Table size="small" data-testid="search-misses">
          <TableHead>
            <TableRow>
              <TableCell>{t('search.index.question')}</TableCell>
              <TableCell align="right">{t('search.index.timesAsked')}</TableCell>
              <TableCell>{t('search.index.lastAsked')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {misses.map((miss) => (
              <TableRow key={miss.query}>
                <TableCell lang="en">{miss.query}</TableCell>
                <TableCell align="right">{miss.count}</TableCell>
                <TableCell>{date(miss.lastSeenAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
