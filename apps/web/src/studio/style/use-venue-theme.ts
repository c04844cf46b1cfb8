import type { VenueStyle } from '@atrium/domain';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildTheme } from '../../shared/theme/theme';
import type { ThemeMode } from './contrast-checks';
import { drawableStyle, type StyleColour } from './style-colours';

/**
 * The viewer's theme for a draft style, built as the viewer builds it (AppThemeProvider): from
 * the style, the mode and the page's direction and motion preference. Colours that are not valid
 * yet are drawn with the theme's defaults and listed in `invalid`.
 */
export function useVenueTheme(style: VenueStyle, mode: ThemeMode): { theme: Theme; invalid: StyleColour[] } {
  const { i18n } = useTranslation();
  const direction = i18n.dir(i18n.language);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  return useMemo(() => {
    const { style: drawable, invalid } = drawableStyle(style);
    return { theme: buildTheme(drawable, mode, { direction, reducedMotion }), invalid };
  }, [style, mode, direction, reducedMotion]);
}
