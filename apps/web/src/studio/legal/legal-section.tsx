import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { draftArchitecture } from '../draft/draft.store';
import type { SectionProps } from '../shell/studio-sections';
import { useVenueTheme } from '../style/use-venue-theme';
import { LegalTextEditor } from './legal-text-editor';

/** The imprint and the privacy notice, edited as rich text in the content language. */
export function Section({ venue }: SectionProps) {
  const { t } = useTranslation();
  const architecture = draftArchitecture(venue);
  // The previews show the texts on the venue's legal page, in the dark theme attendees see first.
  const { theme } = useVenueTheme(architecture.style, 'dark');
  return (
    <Box sx={{ display: 'grid', gap: 4, maxWidth: 900 }} data-testid="legal-section">
      <Box>
        <Typography variant="h5" component="h2">
          {t('studio.legal.title')}
        </Typography>
        <Typography color="text.secondary">{t('studio.legal.intro')}</Typography>
      </Box>
      <LegalTextEditor field="impress" list={architecture.impress} theme={theme} />
      <LegalTextEditor field="privacyNotice" list={architecture.privacyNotice} theme={theme} />
    </Box>
  );
}
