import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { changeLocale, languageName } from '../../shared/i18n/i18n';
import { useUiConfigStore } from '../../shared/stores/ui-config.store';

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

  return (
    <TextField
      select
      size="small"
      label={t('app.language')}
      value={locales.includes(i18n.language) ? i18n.language : 'en'}
      onChange={(event) => void select(event.target.value)}
      fullWidth={fullWidth}
      sx={{ minWidth: 150 }}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } } }}
      data-testid="language-selector"
    >
      {locales.map((locale) => (
        <MenuItem key={locale} value={locale} lang={locale}>
          {languageName(locale)}
        </MenuItem>
      ))}
    </TextField>
  );
}
