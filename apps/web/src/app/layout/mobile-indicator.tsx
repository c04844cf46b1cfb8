import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const DISMISSED_KEY = 'mobile-indicator:dismissed';

/** On small screens: a note that the venue is at its best on larger screens, and a rotate hint. */
export function MobileIndicator() {
  const { t } = useTranslation();
  const portrait = useMediaQuery('(orientation: portrait)');
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === 'true');
  if (dismissed) return null;
  return (
    <Alert
      severity="info"
      data-testid="mobile-indicator"
      sx={{ borderRadius: 0 }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            sessionStorage.setItem(DISMISSED_KEY, 'true');
            setDismissed(true);
          }}
        >
          {t('mobile.dismiss')}
        </Button>
      }
    >
      <AlertTitle component="h2">{t('mobile.heading')}</AlertTitle>
      {t('mobile.text')}
      {portrait && <div data-testid="rotate-hint">{t('mobile.rotate')}</div>}
    </Alert>
  );
}
