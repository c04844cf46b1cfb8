import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../shared/routing/route-paths';
import { useVenueStore } from '../../shared/stores/venue.store';

/** Shown while the venue is unpublished; "try again" re-asks the server and goes back once live. */
export function WorkInProgressPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const retry = () => {
    // Forget the known version so the publication guard asks the server again.
    useVenueStore.setState({ version: undefined });
    navigate(safeRedirect(query.get('redirect')));
  };
  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        flexGrow: 1,
        minHeight: '100vh',
        p: 3,
        textAlign: 'center',
      }}
    >
      <Box sx={{ maxWidth: 520 }}>
        <Typography variant="h3" component="h1" gutterBottom data-testid="work-in-progress">
          {t('workInProgress.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('workInProgress.text')}
        </Typography>
        <Button variant="contained" size="large" onClick={retry}>
          {t('workInProgress.retry')}
        </Button>
      </Box>
    </Box>
  );
}
