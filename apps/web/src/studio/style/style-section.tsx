import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { draftArchitecture } from '../draft/draft.store';
import { useSignedAssetUrl } from '../fields/use-signed-asset-url';
import type { SectionProps } from '../shell/studio-sections';
import { ColourField } from './colour-field';
import { contrastChecks, type ThemeMode } from './contrast-checks';
import { ContrastTable } from './contrast-table';
import { StyleAssetField } from './style-asset-field';
import { styleColours } from './style-colours';
import { ThemePreview } from './theme-preview';
import { useVenueTheme } from './use-venue-theme';

/** The venue's colours, logo and favicon, with a sample of the theme and its contrast check. */
export function Section({ architectureId, venue }: SectionProps) {
  const { t, i18n } = useTranslation();
  const { style } = draftArchitecture(venue);
  // Dark is what attendees see first (spec §2.3); light is checked on demand.
  const [mode, setMode] = useState<ThemeMode>('dark');
  const { theme, invalid } = useVenueTheme(style, mode);
  const checks = useMemo(() => contrastChecks(theme.palette, mode), [theme, mode]);
  const logo = venue.assets.find((asset) => asset.id === style.logoAssetId);
  const { src: logoSrc } = useSignedAssetUrl(logo?.uri);

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 1100 }} data-testid="style-section">
      <Box>
        <Typography variant="h5" component="h2">
          {t('studio.style.title')}
        </Typography>
        <Typography color="text.secondary">{t('studio.style.intro')}</Typography>
      </Box>

      <Box component="section" aria-labelledby="style-colours-heading" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="style-colours-heading" variant="h6" component="h3">
          {t('studio.style.coloursTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
          {t('studio.style.coloursIntro')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {styleColours.map((colour) => (
            <ColourField key={colour} colour={colour} value={style[colour]} />
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="style-assets-heading" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="style-assets-heading" variant="h6" component="h3">
          {t('studio.style.assetsTitle')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <StyleAssetField architectureId={architectureId} venue={venue} field="logoAssetId" />
          <StyleAssetField architectureId={architectureId} venue={venue} field="faviconAssetId" />
        </Box>
      </Box>

      <Box component="section" aria-labelledby="style-preview-heading" sx={{ display: 'grid', gap: 2 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Typography id="style-preview-heading" variant="h6" component="h3">
            {t('studio.style.previewTitle')}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={mode}
            onChange={(_event, value: ThemeMode | null) => value && setMode(value)}
            aria-label={t('studio.style.mode.label')}
          >
            <ToggleButton value="dark" data-testid="style-mode-dark">
              {t('studio.style.mode.dark')}
            </ToggleButton>
            <ToggleButton value="light" data-testid="style-mode-light">
              {t('studio.style.mode.light')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>
        {mode === 'light' && <Alert severity="info">{t('studio.style.lightModeNote')}</Alert>}
        {invalid.length > 0 && (
          <Alert severity="warning" data-testid="style-invalid-colours">
            {t('studio.style.invalidColours', {
              count: invalid.length,
              colours: new Intl.ListFormat(i18n.language).format(
                invalid.map((colour) => t(`studio.style.colours.${colour}`)),
              ),
            })}
          </Alert>
        )}
        <ThemePreview
          theme={theme}
          logoSrc={logoSrc}
          caption={t('studio.style.previewCaption', { mode: t(`studio.style.mode.${mode}`) })}
        />
      </Box>

      <Box component="section" aria-labelledby="style-contrast-heading" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="style-contrast-heading" variant="h6" component="h3">
          {t('studio.style.contrast.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('studio.style.contrast.intro')}
        </Typography>
        <ContrastTable checks={checks} mode={mode} />
      </Box>
    </Box>
  );
}
