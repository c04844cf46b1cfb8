import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { GuardAbort } from '../guards/guard.types';

/** Where navigation ends when a guard aborts it, e.g. 'Cannot load venue'. */
export function GuardErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (!(error instanceof GuardAbort)) console.error('Navigation failed', error);
  else console.error(error.message, error.reason);
  return (
    <Box
      component="main"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 3, textAlign: 'center' }}
    >
      <Box>
        <Typography variant="h4" component="h1" gutterBottom data-testid="guard-error">
          {t('errors.cannotLoadVenue')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('errors.cannotLoadVenueText')}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      </Box>
    </Box>
  );
}
