import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from '../shell/studio-sections';
import { CreateVenueDialog } from './create-venue-dialog';
import { PublicationPanel } from './publication-panel';
import { VersionHistory } from './version-history';

/** The architecture at a glance: stage and live, publication, history; or a new venue. */
export function Section({ architectureId, venue }: Partial<SectionProps>) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h5" component="h2">
          {t('studio.overview.title')}
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => setCreating(true)} data-testid="create-venue">
          {t('studio.overview.create.open')}
        </Button>
      </Box>
      {architectureId && venue ? (
        <>
          <PublicationPanel architectureId={architectureId} />
          <VersionHistory architectureId={architectureId} />
        </>
      ) : (
        <Typography color="text.secondary">{t('studio.overview.empty')}</Typography>
      )}
      {creating && <CreateVenueDialog open onClose={() => setCreating(false)} />}
    </Stack>
  );
}
