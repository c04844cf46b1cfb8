import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  title: string;
  /** What changes for attendees. */
  children: ReactNode;
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
  danger?: boolean;
};

/** Asks before an action that changes what attendees see, saying what changes; cancelling has the focus. */
export function ActionDialog({ open, title, children, confirm, onConfirm, onClose, testId, danger }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      data-testid={testId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('studio.overview.cancel')}
        </Button>
        <Button
          variant="contained"
          color={danger ? 'error' : 'primary'}
          data-testid={`${testId}-confirm`}
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
