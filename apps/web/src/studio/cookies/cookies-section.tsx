import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { draftArchitecture } from '../draft/draft.store';
import type { SectionProps } from '../shell/studio-sections';
import { CookieBannerEditor } from './cookie-banner-editor';
import { CookieProviderList } from './cookie-provider-list';
import { RegistrationSystemSettings, TrackingSettings } from './tracking-settings';

/** Cookies and tracking: the consent banner, the providers widgets need consent for, tracking, the registration system. */
export function Section({ venue }: SectionProps) {
  const { t } = useTranslation();
  const providerId = (useParams()['*'] ?? '').split('/')[1] || undefined;
  const architecture = draftArchitecture(venue);
  return (
    <Stack spacing={4} sx={{ maxWidth: 960 }} data-testid="studio-cookies">
      <Box>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('studio.cookies.title')}
        </Typography>
        <Typography color="text.secondary">{t('studio.cookies.intro')}</Typography>
      </Box>
      <CookieBannerEditor config={architecture.cookieBannerConfig} />
      <Divider />
      <CookieProviderList architecture={architecture} openProviderId={providerId} />
      <Divider />
      <TrackingSettings architecture={architecture} />
      <Divider />
      <RegistrationSystemSettings architecture={architecture} />
    </Stack>
  );
}
