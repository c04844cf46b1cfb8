import { isBlockedNoticeVisible } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '../../shared/stores/server-time.store';
import { useUiStore } from '../../shared/stores/ui.store';
import { blockedContentAt, type ConsentPlace } from './blocked-content';
import { BlockedContentList } from './blocked-content-list';
import { useAcceptedProviderIds, useConsentSetup } from './use-consent';

/**
 * Spec §2.7, §9: the top snackbar listing what is blocked; it has no timeout, the warning colour
 * and a close button, and its link reopens the banner.
 */
export function BlockedContentSnackbar(props: { place: ConsentPlace; bannerVisible: boolean }) {
  const { t } = useTranslation();
  const { architecture, providers } = useConsentSetup();
  const accepted = useAcceptedProviderIds();
  const now = useServerNow();
  const notificationVisible = useUiStore((s) => s.notificationVisible);
  const blocked = blockedContentAt(architecture, props.place, accepted, now);
  if (
    !isBlockedNoticeVisible({
      mode: 'snackbar',
      notificationVisible,
      bannerVisible: props.bannerVisible,
      blocked,
    })
  )
    return null;
  const ui = useUiStore.getState();
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={null}
      // Only the close button hides it: no timeout, and a click elsewhere leaves it in place.
      onClose={() => undefined}
      data-testid="blocked-content-snackbar"
    >
      <Alert
        severity="warning"
        variant="filled"
        onClose={() => ui.setNotificationVisible(false)}
        closeText={t('app.close')}
        sx={{ width: '100%', maxWidth: 640 }}
      >
        <Typography variant="body2" gutterBottom>
          {t('blockedContentNotification')}
        </Typography>
        <Typography variant="body2" component="div">
          <BlockedContentList blocked={blocked} providers={providers} />
        </Typography>
        <Link
          component="button"
          type="button"
          variant="body2"
          color="inherit"
          onClick={() => ui.setCookieBannerVisible(true)}
          sx={{ mt: 1, fontWeight: 600 }}
        >
          {t('privacyPreferences')}
        </Link>
      </Alert>
    </Snackbar>
  );
}
