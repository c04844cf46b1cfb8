import { type Architecture, type Area, localizedText } from '@atrium/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { draftArchitecture, useDraftStore } from '../draft/draft.store';
import { removeArea, widgetsLinkingTo } from './area-edits';

type Props = {
  architecture: Architecture;
  /** The area to delete; the dialog is closed without one. */
  area: Area | undefined;
  onClose: () => void;
};

/** Asks before an area goes, saying what goes with it and what then needs attention. */
export function DeleteAreaDialog({ architecture, area, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const nameOf = (candidate: Area) => localizedText(candidate.names, i18n.language) || candidate.id;
  const isDefault = area !== undefined && architecture.defaultAreaId === area.id;
  const successor = architecture.areas.find((candidate) => candidate.id !== area?.id);
  const doors = area ? widgetsLinkingTo(architecture, area.id) : [];

  const confirm = () => {
    if (area) useDraftStore.getState().edit((venue) => void removeArea(draftArchitecture(venue), area.id));
    onClose();
  };

  return (
    <Dialog open={area !== undefined} onClose={onClose} data-testid="delete-area-dialog">
      <DialogTitle>{t('studio.areas.delete.title', { name: area ? nameOf(area) : '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('studio.areas.delete.text')}</DialogContentText>
        {isDefault && successor && (
          <DialogContentText sx={{ mt: 1 }}>
            {t('studio.areas.delete.newDefault', { name: nameOf(successor) })}
          </DialogContentText>
        )}
        {doors.length > 0 && (
          <DialogContentText sx={{ mt: 1 }}>
            {t('studio.areas.delete.doors', {
              count: doors.length,
              names: doors.map((widget) => widget.name || widget.id).join(', '),
            })}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('studio.areas.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} data-testid="delete-area-confirm">
          {t('studio.areas.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
