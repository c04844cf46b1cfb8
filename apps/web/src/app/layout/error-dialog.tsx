import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../shared/stores/ui.store';

/** The global error dialog (spec §8): persistent, closed only by its dismiss button. */
export function ErrorDialog() {
  const { t } = useTranslation();
  const error = useUiStore((s) => s.error);
  const dismiss = useUiStore((s) => s.dismissError);
  return (
    <Dialog
      open={error.hasErrors}
      aria-labelledby="error-dialog-title"
      aria-describedby="error-dialog-text"
      disableEscapeKeyDown
      data-testid="error-dialog"
    >
      <DialogTitle id="error-dialog-title">{t('errors.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="error-dialog-text">
          {error.code && t(`errors.codes.${error.code}`)}
        </DialogContentText>
        {error.message && <DialogContentText sx={{ mt: 1, fontSize: 14 }}>{error.message}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={dismiss} autoFocus>
          {t('errors.dismiss')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
