import CallEndIcon from '@mui/icons-material/CallEnd';
import VideocamIcon from '@mui/icons-material/Videocam';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { callerOf } from './call-rules';
import { acceptCall, declineCall } from './call-session';
import { startRingTone } from './ring-tone';
import { useVideoCallStore } from './video-call.store';

/** A call ringing for this user: who calls, accept or decline; it rings until answered or over. */
export function IncomingCallDialog() {
  const { t } = useTranslation();
  const ring = useVideoCallStore((s) => s.incoming[0]);
  const callId = ring?.call.id;

  useEffect(() => (callId ? startRingTone() : undefined), [callId]);

  if (!ring || !callId) return null;
  const caller = callerOf(ring.call) || t('video.tile.unnamed');
  const others = ring.call.participants.length - 2;
  return (
    <Dialog
      open
      // Neither a click beside it nor Escape answers a call: the two buttons do.
      onClose={() => {}}
      aria-labelledby="video-incoming-title"
      aria-describedby="video-incoming-text"
      data-testid="video-incoming"
    >
      <DialogTitle id="video-incoming-title">{t('video.incoming.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText id="video-incoming-text">
          {others > 0
            ? t('video.incoming.group', { name: caller, count: others })
            : t('video.incoming.private', { name: caller })}
        </DialogContentText>
        {ring.error && (
          <Alert severity="error" data-testid="video-incoming-error">
            {t(`video.errors.${ring.error}`)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          color="error"
          variant="outlined"
          startIcon={<CallEndIcon />}
          onClick={() => declineCall(callId)}
        >
          {t('video.decline')}
        </Button>
        <Button
          color="success"
          variant="contained"
          startIcon={<VideocamIcon />}
          onClick={() => void acceptCall(callId)}
          autoFocus
        >
          {t('video.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
