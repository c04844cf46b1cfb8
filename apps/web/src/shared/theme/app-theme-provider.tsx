import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { architectureOf, useVenueStore } from '../stores/venue.store';
import { buildTheme } from './theme';
import { useThemeModeStore } from './theme-mode.store';

const ltrCache = createCache({ key: 'mui' });
let rtlCache: EmotionCache | undefined;

/** The right-to-left style cache, loaded on first use (two of 32 languages need it). */
function useRtlCache(needed: boolean) {
  const [cache, setCache] = useState(rtlCache);
  useEffect(() => {
    if (!needed || cache) return;
    void import('./rtl-cache').then((module) => {
      rtlCache = module.rtlCache;
      setCache(rtlCache);
    });
  }, [needed, cache]);
  return cache;
}

/** Theme from the venue style, the chosen mode and the language's direction. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const style = useVenueStore((s) => architectureOf(s.venue)?.style);
  const mode = useThemeModeStore((s) => s.mode);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const { i18n } = useTranslation();
  const direction = i18n.dir(i18n.language);
  const resolved = mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
  const theme = useMemo(
    () => buildTheme(style, resolved, { direction, reducedMotion }),
    [style, resolved, direction, reducedMotion],
  );
  const rtl = useRtlCache(direction === 'rtl');
  // Until the right-to-left styles are loaded nothing is drawn, rather than a mirrored layout.
  if (direction === 'rtl' && !rtl) return null;
  return (
    <CacheProvider value={direction === 'rtl' && rtl ? rtl : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
