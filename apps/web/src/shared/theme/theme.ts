import type { Venue } from '@atrium/domain';
import { createTheme, darken, type Theme } from '@mui/material/styles';

type Style = Venue['architectures'][number]['style'];
export type ThemeMode = 'dark' | 'light' | 'system';
export type Direction = 'ltr' | 'rtl';

/** Spec §9 colours, used where the venue sets none. */
export const defaultColours = { primary: '#F70041', secondary: '#373F60', background: '#000A33' };

/** Breakpoints of spec §9 (MUI has no xxl: 2560 is the largest layout we design for). */
export const breakpoints = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 };

/** The MUI theme from the venue style; light mode keeps the brand colours on light surfaces. */
export function buildTheme(
  style: Partial<Style> | undefined,
  mode: 'dark' | 'light',
  direction: Direction,
): Theme {
  const dark = mode === 'dark';
  const primary = style?.primary ?? defaultColours.primary;
  return createTheme({
    direction,
    breakpoints: { values: breakpoints },
    palette: {
      mode,
      // WCAG AA: text on a coloured background (e.g. white on the brand red, 4.17:1) needs 4.5:1.
      contrastThreshold: 4.5,
      // On light surfaces the brand colour is darkened so red text keeps AA contrast (4.5:1).
      primary: { main: dark ? primary : darken(primary, 0.2) },
      secondary: { main: style?.secondary ?? defaultColours.secondary },
      ...(style?.error ? { error: { main: style.error } } : {}),
      ...(style?.info ? { info: { main: style.info } } : {}),
      ...(style?.success ? { success: { main: style.success } } : {}),
      ...(style?.warning ? { warning: { main: style.warning } } : {}),
      background: dark
        ? { default: style?.background ?? defaultColours.background, paper: style?.surface ?? '#0B1545' }
        : { default: '#F4F5FA', paper: '#FFFFFF' },
      text: dark ? { primary: style?.text ?? '#FFFFFF', secondary: 'rgba(255, 255, 255, 0.8)' } : {},
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
    },
  });
}
