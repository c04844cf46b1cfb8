import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: string;
  /** The confirming button's words ("Delete"). */
  confirm: string;
  /** The cancelling button's words, in the feature's texts. */
  cancel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** The dialog's test id; its confirming button's is this with `-button`. */
  testId: string;
};

/** Asks before something that cannot be undone; the safe choice has the focus. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirm,
  cancel,
  onConfirm,
  onClose,
  testId,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid={testId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {cancel}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => {
            onClose();
            onConfirm();
          }}
          data-testid={`${testId}-button`}
        >
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
