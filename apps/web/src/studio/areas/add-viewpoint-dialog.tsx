import type { Asset, Background, ViewMode } from '@atrium/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { draftArchitecture, useDraftStore } from '../draft/draft.store';
import { addViewpoint, pictureTypeFor } from './area-edits';
import { isBackgroundComplete } from './background-check';
import { BackgroundFields, newBackgroundErrors } from './background-fields';

type Props = {
  architectureId: string;
  areaId: string;
  viewMode: ViewMode;
  open: boolean;
  onClose: () => void;
};

const NO_ASSETS: Asset[] = [];

const emptyBackground = (viewMode: ViewMode): Background => ({ type: pictureTypeFor(viewMode), assetId: '' });

/** A further viewpoint of the area, added once its background is complete (a viewpoint needs one). */
export function AddViewpointDialog({ architectureId, areaId, viewMode, open, onClose }: Props) {
  const { t } = useTranslation();
  const assets = useDraftStore((state) => state.venue?.assets ?? NO_ASSETS);
  const [background, setBackground] = useState(() => emptyBackground(viewMode));
  const complete = isBackgroundComplete(background, assets);

  const close = () => {
    setBackground(emptyBackground(viewMode));
    onClose();
  };
  const add = () => {
    if (!complete) return;
    useDraftStore.getState().edit((venue) => void addViewpoint(draftArchitecture(venue), areaId, background));
    close();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" data-testid="add-viewpoint-dialog">
      <DialogTitle>{t('studio.areas.viewpoints.addTitle')}</DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        <BackgroundFields
          architectureId={architectureId}
          value={background}
          onChange={setBackground}
          errors={newBackgroundErrors(background, assets, t)}
        />
        {!complete && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('studio.areas.viewpoints.needsBackground')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('studio.areas.cancel')}</Button>
        <Button variant="contained" disabled={!complete} onClick={add} data-testid="add-viewpoint-submit">
          {t('studio.areas.viewpoints.addSubmit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
