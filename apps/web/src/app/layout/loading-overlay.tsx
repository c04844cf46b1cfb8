import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Shown while a guard runs (spec §2.3); not on the login page. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal + 1, flexDirection: 'column', gap: 2 }}>
      <CircularProgress color="primary" aria-hidden />
      <Typography role="status" data-testid="loading-overlay">
        {t('app.loading')}
      </Typography>
    </Backdrop>
  );
}
