import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { changeLocale, languageName } from '../i18n/i18n';
import { useUiConfigStore } from '../stores/ui-config.store';

/** Shown only when more than one locale is supported (spec §2.3). */
export function LanguageSelector({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  const locales = useUiConfigStore((s) => s.config.i18n.supportedLocales);
  const location = useLocation();
  const navigate = useNavigate();
  if (locales.length <= 1) return null;

  const select = async (locale: string) => {
    await changeLocale(locale);
    const query = new URLSearchParams(location.search);
    if (query.has('lang')) {
      query.set('lang', locale);
      navigate({ pathname: location.pathname, search: `?${query}` }, { replace: true });
    }
  };

  // A native select: accessible everywhere, and no menu machinery in the first load.
  return (
    <FormControl size="small" fullWidth={fullWidth} sx={{ minWidth: 150 }} data-testid="language-selector">
      <InputLabel htmlFor="language-select" shrink>
        {t('app.language')}
      </InputLabel>
      <NativeSelect
        id="language-select"
        value={locales.includes(i18n.language) ? i18n.language : 'en'}
        onChange={(event) => void select(event.target.value)}
        input={<OutlinedInput label={t('app.language')} notched />}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {languageName(locale)}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
