import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportMessage } from './chat.api';
import { errorIdOf, errorKeyOf } from './chat-errors';
import { useChatPanel } from './chat-panel.store';

const REASON_MAX = 500;

/** Reports a message to the administrators, with an optional reason. */
export function ReportDialog({ messageId, onClose }: { messageId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const send = async () => {
    setBusy(true);
    try {
      await reportMessage(messageId, reason.trim());
      useChatPanel.getState().setNotice({ key: 'chat.report.done', severity: 'success' });
      onClose();
    } catch (error) {
      setFailure(errorKeyOf(errorIdOf(error)));
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      data-testid="chat-report-dialog"
    >
      <DialogTitle id={titleId}>{t('chat.report.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('chat.report.text')}</DialogContentText>
        {failure && <Alert severity="error">{t(failure)}</Alert>}
        <TextField
          label={t('chat.report.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('chat.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void send()}
          disabled={busy}
          data-testid="chat-report-send"
        >
          {t('chat.report.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
