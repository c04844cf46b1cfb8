import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { prefixer } from 'stylis';
import { architectureOf, useVenueStore } from '../stores/venue.store';
import { buildTheme } from './theme';
import { useThemeModeStore } from './theme-mode.store';

const ltrCache = createCache({ key: 'mui' });
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

/** Theme from the venue style, the chosen mode and the language's direction. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const style = useVenueStore((s) => architectureOf(s.venue)?.style);
  const mode = useThemeModeStore((s) => s.mode);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const { i18n } = useTranslation();
  const direction = i18n.dir(i18n.language);
  const resolved = mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
  const theme = useMemo(() => buildTheme(style, resolved, direction), [style, resolved, direction]);
  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
