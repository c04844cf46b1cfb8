import { type SearchBuildEvent, type SearchStatus, searchEvents, searchResultKinds } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { realtime } from '../../shared/realtime/realtime';
import { fetchSearchStatus, requestSearchUpdate } from './search.api';
import { SearchMisses } from './search-misses';

type Build = Pick<SearchBuildEvent, 'state' | 'progress'>;
const STATUS_POLL_MS = 3000;

/**
 * Administrators (spec §4): the index's status, 'Request update' (a build in the background,
 * its progress pushed over the realtime gateway; a second request joins the running one) and
 * what attendees searched for without finding it.
 */
export function SearchIndexPanel() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<SearchStatus>();
  const [failed, setFailed] = useState(false);
  const [build, setBuild] = useState<Build>();
  const [refreshes, setRefreshes] = useState(0);

  const load = useCallback(() => {
    fetchSearchStatus().then(
      (loaded) => {
        setStatus(loaded);
        setFailed(false);
        if (loaded.building) setBuild({ state: 'running', progress: loaded.progress });
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(load, [load]);
  useEffect(
    () =>
      realtime.on(searchEvents.build, (event) => {
        setBuild({ state: event.state, progress: event.progress });
        if (event.state !== 'running') {
          load();
          setRefreshes((n) => n + 1);
        }
      }),
    [load],
  );

  const running = build?.state === 'running';
  // Without the push (a reconnecting gateway), the status still tells when the build ended.
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      fetchSearchStatus().then(
        (loaded) => {
          setStatus(loaded);
          if (!loaded.building) setBuild((now) => (now?.state === 'running' ? { state: 'done' } : now));
        },
        () => undefined,
      );
    }, STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [running]);

  const request = () => {
    setBuild({ state: 'running' });
    requestSearchUpdate().then(
      // The build may have ended (pushed) before this answer came.
      (started) =>
        setBuild((now) =>
          now?.state === 'running' ? { state: 'running', progress: now.progress ?? started.progress } : now,
        ),
      () => setBuild({ state: 'failed' }),
    );
  };

  if (failed) return <Alert severity="error">{t('search.index.loadFailed')}</Alert>;
  if (!status) return <LinearProgress aria-label={t('search.index.title')} />;
  const progress = build?.progress;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="search-index">
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}>
        <Typography component="dt" color="text.secondary">
          {t('search.index.coveredVersion')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }} data-testid="search-index-version">
          {status.coveredVersion ?? t('search.index.never')}{' '}
          <Chip
            size="small"
            color={status.outdated ? 'warning' : 'success'}
            label={status.outdated ? t('search.index.outdated') : t('search.index.upToDate')}
          />
        </Typography>
        <Typography component="dt" color="text.secondary">
          {t('search.index.lastBuilt')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {status.lastBuiltAt ? date(status.lastBuiltAt) : t('search.index.never')}
        </Typography>
      </Box>
      <Table size="small" aria-label={t('search.index.items')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('search.index.kind')}</TableCell>
            <TableCell align="right">{t('search.index.count')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {searchResultKinds.map((kind) => (
            <TableRow key={kind}>
              <TableCell>{t(`search.kind.${kind}`)}</TableCell>
              <TableCell align="right">{status.itemsPerKind[kind] ?? 0}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box>
        <Button variant="contained" onClick={request} disabled={running} data-testid="search-index-update">
          {t('search.index.requestUpdate')}
        </Button>
      </Box>
      <Box role="status" data-testid="search-index-build">
        {running && (
          <>
            <Typography variant="body2">{t('search.index.takesAWhile')}</Typography>
            {progress && (
              <Typography variant="body2" data-testid="search-index-phase">
                {t('search.index.progress', {
                  phase: t(`search.index.phase.${progress.phase}`),
                  done: progress.done,
                  total: progress.total,
                })}
              </Typography>
            )}
            <LinearProgress
              variant={progress?.total ? 'determinate' : 'indeterminate'}
              value={progress?.total ? (100 * progress.done) / progress.total : undefined}
              aria-label={t('search.index.requestUpdate')}
            />
          </>
        )}
        {build?.state === 'done' && <Alert severity="success">{t('search.index.done')}</Alert>}
        {build?.state === 'failed' && <Alert severity="error">{t('search.index.failed')}</Alert>}
      </Box>
      <SearchMisses refresh={refreshes} />
    </Box>
  );
}
