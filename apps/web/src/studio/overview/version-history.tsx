import { diffVenues, type VenueChange } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraftStore } from '../draft/draft.store';
import { loadArchitecture } from '../draft/load-architecture';
import { fetchVersion, rollbackVenue } from '../draft/studio.api';
import { logStudio } from '../shell/studio-log';
import { versionsKey } from '../shell/studio-query-client';
import { ActionDialog } from './action-dialog';
import { ChangeList } from './change-list';
import { useVersions } from './use-versions';

type Mode = 'STAGE' | 'LIVE';
type VersionRef = { mode: Mode; version: number };
const keyOf = (ref: VersionRef) => `${ref.mode}:${ref.version}`;

/** Every version with who saved it and when; any two compared; the venue rolled back to a live one. */
export function VersionHistory({ architectureId }: { architectureId: string }) {
  const { t, i18n } = useTranslation();
  const queries = useQueryClient();
  const { data, error } = useVersions(architectureId);
  const [picked, setPicked] = useState<VersionRef[]>([]);
  const [comparison, setComparison] = useState<{ label: string; changes: VenueChange[] }>();
  const [rollback, setRollback] = useState<{ version: number; changes: VenueChange[] }>();
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string }>();

  const live = data?.publishedArchitectureId === architectureId ? data.publishedVersion : -1;
  const label = (ref: VersionRef) =>
    t(`studio.history.${ref.mode === 'LIVE' ? 'liveVersion' : 'stageVersion'}`, { version: ref.version });
  const fail = (failure: unknown) => {
    logStudio('ERROR', 'history', 'A version could not be read or brought back', failure);
    setMessage({ severity: 'error', text: failure instanceof Error ? failure.message : String(failure) });
  };

  const toggle = (ref: VersionRef) =>
    setPicked((current) =>
      current.some((item) => keyOf(item) === keyOf(ref))
        ? current.filter((item) => keyOf(item) !== keyOf(ref))
        : [...current, ref].slice(-2),
    );

  const compare = async () => {
    const [older, newer] = [...picked].sort((a, b) => a.version - b.version || a.mode.localeCompare(b.mode));
    if (!older || !newer) return;
    try {
      const [before, after] = await Promise.all([
        fetchVersion(architectureId, older.mode, older.version),
        fetchVersion(architectureId, newer.mode, newer.version),
      ]);
      setComparison({
        label: t('studio.history.comparing', { from: label(older), to: label(newer) }),
        changes: diffVenues(before, after),
      });
    } catch (failure) {
      fail(failure);
    }
  };

  const askRollback = async (version: number) => {
    try {
      const [current, target] = await Promise.all([
        live > 0 ? fetchVersion(architectureId, 'LIVE', live) : undefined,
        fetchVersion(architectureId, 'LIVE', version),
      ]);
      setRollback({ version, changes: current ? diffVenues(current, target) : [] });
    } catch (failure) {
      fail(failure);
    }
  };

  const rollBack = async (version: number) => {
    try {
      const result = await rollbackVenue(architectureId, version);
      // The stage moved on: the draft continues from the rolled-back version.
      await loadArchitecture(architectureId);
      setMessage({
        severity: 'success',
        text: t('studio.history.rolledBack', { version, live: result.publishedVersion }),
      });
    } catch (failure) {
      fail(failure);
    } finally {
      await queries.invalidateQueries({ queryKey: versionsKey(architectureId) });
    }
  };

  const restore = async (ref: VersionRef) => {
    try {
      const venue = await fetchVersion(architectureId, ref.mode, ref.version);
      useDraftStore.getState().edit((draft) => {
        draft.architectures = venue.architectures;
        draft.assets = venue.assets;
      });
      setMessage({ severity: 'success', text: t('studio.history.restored', { version: label(ref) }) });
    } catch (failure) {
      fail(failure);
    }
  };

  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" justifyContent="space-between" alignItems="center">
          <Typography variant="h6" component="h3">
            {t('studio.history.title')}
          </Typography>
          <Button
            disabled={picked.length !== 2}
            onClick={() => void compare()}
            data-testid="compare-versions"
          >
            {t('studio.history.compare')}
          </Button>
        </Stack>
        {error && <Alert severity="error">{error.message}</Alert>}
        {message && (
          <Alert severity={message.severity} role="status" onClose={() => setMessage(undefined)}>
            {message.text}
          </Alert>
        )}
        {comparison && (
          <Paper variant="outlined" sx={{ p: 2 }} aria-live="polite">
            <Typography variant="subtitle1" component="h4">
              {comparison.label}
            </Typography>
            <ChangeList changes={comparison.changes} testId="comparison-changes" />
          </Paper>
        )}
        <Table size="small" aria-label={t('studio.history.title')} data-testid="version-history">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">{t('studio.history.pick')}</TableCell>
              <TableCell>{t('studio.history.version')}</TableCell>
              <TableCell>{t('studio.history.when')}</TableCell>
              <TableCell>{t('studio.history.who')}</TableCell>
              <TableCell>{t('studio.history.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.versions ?? []).map((row) => {
              const ref = { mode: row.mode, version: row.version };
              return (
                <TableRow key={keyOf(ref)} data-testid={`version-${row.mode}-${row.version}`}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={picked.some((item) => keyOf(item) === keyOf(ref))}
                      onChange={() => toggle(ref)}
                      inputProps={{ 'aria-label': t('studio.history.pickVersion', { version: label(ref) }) }}
                    />
                  </TableCell>
                  <TableCell>
                    {label(ref)}
                    {row.mode === 'LIVE' && row.version === live ? ` · ${t('studio.history.online')}` : ''}
                  </TableCell>
                  <TableCell>{when(row.createdAt)}</TableCell>
                  <TableCell>{row.createdBy ?? '—'}</TableCell>
                  <TableCell>
                    {row.mode === 'LIVE' && row.version !== live ? (
                      <Button
                        size="small"
                        onClick={() => void askRollback(row.version)}
                        data-testid={`rollback-${row.version}`}
                      >
                        {t('studio.history.rollback')}
                      </Button>
                    ) : null}
                    {row.mode === 'STAGE' ? (
                      <Button size="small" onClick={() => void restore(ref)}>
                        {t('studio.history.restore')}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Stack>
      <ActionDialog
        open={rollback !== undefined}
        title={t('studio.history.rollbackTitle', { version: rollback?.version ?? 0 })}
        confirm={t('studio.history.rollbackConfirm')}
        onConfirm={() => rollback && void rollBack(rollback.version)}
        onClose={() => setRollback(undefined)}
        testId="rollback-dialog"
        danger
      >
        <Typography gutterBottom>
          {t('studio.history.rollbackText', { version: rollback?.version ?? 0 })}
        </Typography>
        <ChangeList changes={rollback?.changes ?? []} testId="rollback-changes" />
      </ActionDialog>
    </Paper>
  );
}
