import { ARCHITECTURE_ID_PATTERN, type Asset } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraftStore } from '../draft/draft.store';
import { AssetUploadButton } from '../fields/asset-upload-button';
import { useContentLocaleStore } from '../fields/content-locale.store';
import { useAutosave } from '../shell/autosave-context';
import { newVenue } from './new-venue';

/**
 * A venue from nothing: its id, the first area's name and picture. The picture is uploaded to the
 * new architecture before the first stage version exists; the venue is staged at once.
 */
export function CreateVenueDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const autosave = useAutosave();
  const locale = useContentLocaleStore((state) => state.locale);
  const [architectureId, setArchitectureId] = useState('');
  const [areaName, setAreaName] = useState('');
  const [background, setBackground] = useState<Asset>();
  const [failure, setFailure] = useState<string>();
  const idValid = ARCHITECTURE_ID_PATTERN.test(architectureId);
  const ready = idValid && areaName.trim() !== '' && background !== undefined;

  const create = async () => {
    if (!ready) return;
    const venue = newVenue({ architectureId, areaName: areaName.trim(), locale, background });
    const draft = useDraftStore.getState();
    draft.load(architectureId, venue, 0);
    draft.setSaveState('pending');
    await autosave.flush();
    const { saveState } = useDraftStore.getState();
    if (saveState === 'saved') onClose();
    else setFailure(t('studio.overview.create.failed'));
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="create-venue-dialog"
    >
      <DialogTitle id={titleId}>{t('studio.overview.create.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('studio.overview.create.id')}
            value={architectureId}
            onChange={(event) => setArchitectureId(event.target.value.trim())}
            error={architectureId !== '' && !idValid}
            helperText={t('studio.overview.create.idHelp')}
            required
            size="small"
          />
          <TextField
            label={t('studio.overview.create.areaName')}
            value={areaName}
            onChange={(event) => setAreaName(event.target.value)}
            required
            size="small"
          />
          <Typography variant="body2">{t('studio.overview.create.backgroundHelp')}</Typography>
          <AssetUploadButton
            architectureId={architectureId}
            accept="image/*"
            label={
              background
                ? t('studio.overview.create.replaceBackground')
                : t('studio.overview.create.background')
            }
            onUploaded={setBackground}
            disabled={!idValid}
            addToDraft={false}
          />
          {background && <Typography variant="body2">{background.displayName}</Typography>}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('studio.overview.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!ready}
          onClick={() => void create()}
          data-testid="create-venue-confirm"
        >
          {t('studio.overview.create.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
