import type { CookieBannerStyling } from '@atrium/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../fields/use-field-issue';
import { formatRatio } from '../style/contrast';
import { bannerContrast } from './banner-contrast';
import { ColourField } from './colour-field';
import { ARCHITECTURE_PATH, editArchitecture } from './edit-architecture';

const PATH = [...ARCHITECTURE_PATH, 'cookieBannerConfig', 'styling'];

/** What custom colours start as: dark text on white, as most cookie banners are. */
const STARTER_STYLING: CookieBannerStyling = { backgroundColor: '#FFFFFF', textColor: '#1A1A1A' };

function editStyling(
  recipe: (styling: CookieBannerStyling | undefined) => CookieBannerStyling | undefined,
  key?: string,
) {
  editArchitecture((architecture) => {
    architecture.cookieBannerConfig ??= { type: 'NONE', text: [] };
    const styling = recipe(architecture.cookieBannerConfig.styling);
    if (styling) architecture.cookieBannerConfig.styling = styling;
    else delete architecture.cookieBannerConfig.styling;
  }, key);
}

function ContrastNote({ styling }: { styling: CookieBannerStyling }) {
  const { t, i18n } = useTranslation();
  const contrast = bannerContrast(styling.backgroundColor, styling.textColor);
  if (!contrast) return null;
  const ratio = formatRatio(contrast.ratio, i18n.language);
  const verdict = contrast.normalText ? 'good' : contrast.largeText ? 'largeOnly' : 'poor';
  return (
    <Alert severity={contrast.normalText ? 'success' : 'warning'} data-testid="cookie-banner-contrast">
      {t(`studio.cookies.colours.contrast.${verdict}`, { ratio })}
    </Alert>
  );
}

/** The banner's own background and text colours (else the venue theme's), with their contrast. */
export function BannerColours({ styling }: { styling: CookieBannerStyling | undefined }) {
  const { t } = useTranslation();
  const stylingError = useFieldError(PATH);
  return (
    <Stack spacing={2}>
      <Box>
        <FormControlLabel
          control={
            <Switch
              checked={styling !== undefined}
              onChange={(event) =>
                editStyling(() => (event.target.checked ? { ...STARTER_STYLING } : undefined))
              }
              data-testid="cookie-banner-custom-colours"
            />
          }
          label={t('studio.cookies.colours.custom')}
        />
        <FormHelperText error={styling === undefined && stylingError.error}>
          {styling === undefined
            ? (stylingError.helperText ?? t('studio.cookies.colours.themeHelp'))
            : t('studio.cookies.colours.customHelp')}
        </FormHelperText>
      </Box>
      {styling && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <ColourField
              label={t('studio.cookies.colours.background')}
              value={styling.backgroundColor}
              path={[...PATH, 'backgroundColor']}
              onChange={(backgroundColor) =>
                editStyling(
                  (current) => ({ ...STARTER_STYLING, ...current, backgroundColor }),
                  'cookie-banner-background',
                )
              }
              testId="cookie-banner-background"
            />
            <ColourField
              label={t('studio.cookies.colours.text')}
              value={styling.textColor}
              path={[...PATH, 'textColor']}
              onChange={(textColor) =>
                editStyling(
                  (current) => ({ ...STARTER_STYLING, ...current, textColor }),
                  'cookie-banner-text-colour',
                )
              }
              testId="cookie-banner-text-colour"
            />
          </Stack>
          <Box
            aria-hidden
            sx={{
              p: 2,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: styling.backgroundColor,
              color: styling.textColor,
            }}
          >
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              {t('studio.cookies.colours.sampleHeading')}
            </Typography>
            <Typography variant="body2">{t('studio.cookies.colours.sampleText')}</Typography>
          </Box>
          <ContrastNote styling={styling} />
        </>
      )}
    </Stack>
  );
}
