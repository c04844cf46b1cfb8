import {
  type CookieBannerConfig,
  type CookieConsentLevel,
  consentLevelOf,
  cookieConsentLevels,
} from '@atrium/domain';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../fields/use-field-issue';
import { BannerColours } from './banner-colours';
import { BannerTextField } from './banner-text-field';
import { ARCHITECTURE_PATH, editArchitecture } from './edit-architecture';

const PATH = [...ARCHITECTURE_PATH, 'cookieBannerConfig'];

function editBanner(recipe: (config: CookieBannerConfig) => void, key?: string) {
  editArchitecture((architecture) => {
    // A venue without a banner configuration behaves as NONE (consentLevelOf); editing one creates it.
    architecture.cookieBannerConfig ??= { type: 'NONE', text: [] };
    recipe(architecture.cookieBannerConfig);
  }, key);
}

/** The cookie banner: how much it asks (none, simple, detailed), its texts and its colours. */
export function CookieBannerEditor({ config }: { config: CookieBannerConfig | undefined }) {
  const { t } = useTranslation();
  const headingId = useId();
  const type = consentLevelOf(config);
  const typeError = useFieldError([...PATH, 'type'], t(`studio.cookies.banner.typeHelp.${type}`));
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} variant="h6" component="h3">
        {t('studio.cookies.banner.title')}
      </Typography>
      <TextField
        select
        size="small"
        label={t('studio.cookies.banner.type')}
        value={type}
        onChange={(event) =>
          editBanner((banner) => {
            banner.type = event.target.value as CookieConsentLevel;
          })
        }
        {...typeError}
        data-testid="cookie-banner-type"
      >
        {cookieConsentLevels.map((level) => (
          <MenuItem key={level} value={level}>
            {t(`studio.cookies.banner.types.${level}`)}
          </MenuItem>
        ))}
      </TextField>
      <BannerTextField
        path={[...PATH, 'text']}
        value={config?.text ?? []}
        onChange={(list) =>
          editBanner((banner) => {
            banner.text = list;
          }, 'cookie-banner-text')
        }
        label={t('studio.cookies.banner.text')}
        help={t('studio.cookies.banner.textHelp')}
        testId="cookie-banner-text"
      />
      <BannerTextField
        path={[...PATH, 'personalizedTrackingText']}
        value={config?.personalizedTrackingText ?? []}
        onChange={(list) =>
          editBanner((banner) => {
            banner.personalizedTrackingText = list;
          }, 'cookie-banner-tracking-text')
        }
        label={t('studio.cookies.banner.trackingText')}
        help={t('studio.cookies.banner.trackingTextHelp')}
        testId="cookie-banner-tracking-text"
      />
      <Typography variant="subtitle1" component="h4">
        {t('studio.cookies.colours.title')}
      </Typography>
      <BannerColours styling={config?.styling} />
    </Stack>
  );
}
