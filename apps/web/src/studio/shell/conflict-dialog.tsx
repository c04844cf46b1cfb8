import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraftStore } from '../draft/draft.store';
import { loadArchitecture } from '../draft/load-architecture';
import { useAutosave } from './autosave-context';

/**
 * Someone else staged a newer version while this draft was edited: load theirs (this draft's
 * unsaved changes are dropped) or stage this draft over it.
 */
export function ConflictDialog() {
  const { t } = useTranslation();
  const conflict = useDraftStore((state) => state.conflict);
  const architectureId = useDraftStore((state) => state.architectureId);
  const autosave = useAutosave();
  const [busy, setBusy] = useState(false);
  if (!conflict || !architectureId) return null;

  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open aria-labelledby="conflict-title" data-testid="conflict-dialog">
      <DialogTitle id="conflict-title">{t('studio.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('studio.conflict.text', {
            version: conflict.latestVersion,
            who: conflict.savedBy ?? t('studio.conflict.someone'),
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button disabled={busy} onClick={() => void act(() => loadArchitecture(architectureId))}>
          {t('studio.conflict.reload')}
        </Button>
        <Button
          disabled={busy}
          variant="contained"
          color="warning"
          onClick={() => void act(autosave.overwrite)}
        >
          {t('studio.conflict.overwrite')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
