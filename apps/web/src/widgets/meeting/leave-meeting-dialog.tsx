import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import './meeting-texts';

/** Asked when a navigation waits for a joined meeting; above the loading overlay. */
export function LeaveMeetingDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onStay}
      aria-labelledby="leave-meeting-title"
      aria-describedby="leave-meeting-text"
      sx={{ zIndex: (theme) => theme.zIndex.modal + 2 }}
      data-testid="leave-meeting-dialog"
    >
      <DialogTitle id="leave-meeting-title">{t('meeting.leaveTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-meeting-text">{t('meeting.leaveText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          {t('meeting.stay')}
        </Button>
        <Button onClick={onLeave} color="error">
          {t('meeting.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
