import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

type Props = {
  /** The feature's words: the title, what happens, the reason's label, the buttons. */
  texts: { title: string; text: string; reason: string; send: string; cancel: string };
  reasonMax: number;
  /** Sends the trimmed reason; a rejection's text (from `failureText`) is shown in the dialog. */
  onSend: (reason: string) => Promise<void>;
  failureText: (error: unknown) => string;
  onClose: () => void;
  testId: string;
  /** The send button's test id. */
  sendTestId: string;
};

/** Asks for an optional reason and sends it (reporting a message or a post to the administrators). */
export function ReasonDialog({ texts, reasonMax, onSend, failureText, onClose, testId, sendTestId }: Props) {
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const send = async () => {
    setBusy(true);
    try {
      await onSend(reason.trim());
      onClose();
    } catch (error) {
      setFailure(failureText(error));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" data-testid={testId}>
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{texts.text}</DialogContentText>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField
          label={texts.reason}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { maxLength: reasonMax } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.cancel}</Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy} data-testid={sendTestId}>
          {texts.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
