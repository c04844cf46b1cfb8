import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { useVideoCallStore } from './video-call.store';

/** How the last call ended, or what went wrong (spec §8 texts): shown once, dismissible. */
export function VideoNoticeBar() {
  const { t } = useTranslation();
  const notice = useVideoCallStore((s) => s.notice);
  if (!notice) return null;
  const close = () => useVideoCallStore.getState().notify(undefined);
  return (
    <Snackbar
      open
      autoHideDuration={notice.severity === 'error' ? 10_000 : 6_000}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        severity={notice.severity}
        variant="filled"
        onClose={close}
        closeText={t('video.notices.close')}
        data-testid="video-notice"
      >
        {t(notice.key, notice.values)}
      </Alert>
    </Snackbar>
  );
}
