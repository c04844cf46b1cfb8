import { diffVenues, type Venue, type VenueChange } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraftStore } from '../draft/draft.store';
import { fetchVersion, publishVenue, unpublishVenue } from '../draft/studio.api';
import { useAutosave } from '../shell/autosave-context';
import { logStudio } from '../shell/studio-log';
import { versionsKey } from '../shell/studio-query-client';
import { ActionDialog } from './action-dialog';
import { ChangeList } from './change-list';
import { useVersions } from './use-versions';

type Asking = { action: 'publish'; changes: VenueChange[]; firstTime: boolean } | { action: 'unpublish' };

/** Stage and live side by side; publish and unpublish, each confirmed with what attendees will see. */
export function PublicationPanel({ architectureId }: { architectureId: string }) {
  const { t } = useTranslation();
  const autosave = useAutosave();
  const queries = useQueryClient();
  const { data } = useVersions(architectureId);
  const stageVersion = useDraftStore((state) => state.baseVersion);
  const saveState = useDraftStore((state) => state.saveState);
  const [asking, setAsking] = useState<Asking>();
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string }>();

  const live = data?.publishedArchitectureId === architectureId ? data.publishedVersion : -1;
  const latestLive = data?.versions.find((version) => version.mode === 'LIVE');

  const run = async (work: () => Promise<string>) => {
    setMessage(undefined);
    try {
      setMessage({ severity: 'success', text: await work() });
    } catch (error) {
      logStudio('ERROR', 'publication', 'A publication step failed', error);
      setMessage({ severity: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      await queries.invalidateQueries({ queryKey: versionsKey(architectureId) });
    }
  };

  const askPublish = async () => {
    setMessage(undefined);
    try {
      await autosave.flush();
      const draft = useDraftStore.getState();
      if (draft.saveState !== 'saved' || !draft.venue) throw new Error(t('studio.overview.publish.unsaved'));
      const before: Venue | undefined =
        live > 0 && latestLive ? await fetchVersion(architectureId, 'LIVE', latestLive.version) : undefined;
      setAsking({
        action: 'publish',
        firstTime: !before,
        changes: before ? diffVenues(before, draft.venue) : [],
      });
    } catch (error) {
      logStudio('ERROR', 'publication', 'A publication step failed', error);
      setMessage({ severity: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };

  const publish = () =>
    run(async () => {
      const result = await publishVenue(architectureId);
      return t('studio.overview.publish.done', { version: result.publishedVersion });
    });

  const unpublish = () =>
    run(async () => {
      await unpublishVenue();
      return t('studio.overview.unpublish.done');
    });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="publication-panel">
      <Stack spacing={2}>
        <Typography variant="h6" component="h3">
          {t('studio.overview.publication')}
        </Typography>
        <Stack direction="row" spacing={4} flexWrap="wrap">
          <Typography data-testid="stage-version">
            {t('studio.overview.stage', { version: stageVersion })} ·{' '}
            {t(`studio.save.${saveState}`, { version: stageVersion, count: 0 })}
          </Typography>
          <Typography data-testid="live-version">
            {live > 0 ? t('studio.overview.live', { version: live }) : t('studio.overview.notLive')}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={() => void askPublish()} data-testid="publish">
            {t('studio.overview.publish.action')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={live <= 0}
            onClick={() => setAsking({ action: 'unpublish' })}
            data-testid="unpublish"
          >
            {t('studio.overview.unpublish.action')}
          </Button>
        </Stack>
        {message?.text && (
          <Alert severity={message.severity} role="status">
            {message.text}
          </Alert>
        )}
      </Stack>
      <ActionDialog
        open={asking?.action === 'publish'}
        title={t('studio.overview.publish.title', { version: stageVersion })}
        confirm={t('studio.overview.publish.confirm')}
        onConfirm={() => void publish()}
        onClose={() => setAsking(undefined)}
        testId="publish-dialog"
      >
        {asking?.action === 'publish' && (
          <>
            <Typography gutterBottom>
              {asking.firstTime
                ? t('studio.overview.publish.firstTime')
                : t('studio.overview.publish.changes')}
            </Typography>
            {!asking.firstTime && <ChangeList changes={asking.changes} testId="publish-changes" />}
          </>
        )}
      </ActionDialog>
      <ActionDialog
        open={asking?.action === 'unpublish'}
        title={t('studio.overview.unpublish.title')}
        confirm={t('studio.overview.unpublish.confirm')}
        onConfirm={() => void unpublish()}
        onClose={() => setAsking(undefined)}
        testId="unpublish-dialog"
        danger
      >
        <Typography>{t('studio.overview.unpublish.text')}</Typography>
      </ActionDialog>
    </Paper>
  );
}
