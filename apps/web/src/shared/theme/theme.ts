import type { Venue } from '@atrium/domain';
import { createTheme, darken, getContrastRatio, lighten, type Theme } from '@mui/material/styles';

type Style = Venue['architectures'][number]['style'];
export type ThemeMode = 'dark' | 'light' | 'system';
export type Direction = 'ltr' | 'rtl';

/** Spec §9 colours, used where the venue sets none. */
export const defaultColours = { primary: '#F70041', secondary: '#373F60', background: '#000A33' };

/** WCAG AA for normal text. */
const CONTRAST_THRESHOLD = 4.5;

/** Breakpoints of spec §9 (MUI has no xxl: 2560 is the largest layout we design for). */
export const breakpoints = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 };

declare module '@mui/material/styles' {
  interface Theme {
    /** The person asked their system for reduced motion: nothing slides, fades, ripples or spins. */
    reducedMotion: boolean;
  }
  interface ThemeOptions {
    reducedMotion?: boolean;
  }
}

/** What a theme takes from the page rather than from the venue: a nested theme passes its outer one. */
export type ThemeSettings = { direction: Direction; reducedMotion: boolean };

const NO_DURATION = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};

/**
 * Reduced motion (WCAG 2.3.3): MUI's transitions end at once and its ripples are off, and the CSS
 * animations of spinners, skeletons and our own styles run once in an instant, showing their end.
 */
const reducedMotionOptions = {
  transitions: { create: () => 'none', duration: NO_DURATION },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiCssBaseline: {
      styleOverrides: {
        '*, *::before, *::after': {
          animationDuration: '1ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0s !important',
          scrollBehavior: 'auto !important',
        },
      },
    },
  },
} as const;

/**
 * A palette colour with its hover shade (MUI's `dark`, the contained buttons' hover background):
 * darker under white text, lighter under dark text, so the text keeps its contrast on hover.
 */
function withHoverShade(main: string) {
  const whiteText = getContrastRatio(main, '#FFFFFF') >= CONTRAST_THRESHOLD;
  return { main, dark: whiteText ? darken(main, 0.2) : lighten(main, 0.2) };
}

/** The MUI theme from the venue style; light mode keeps the brand colours on light surfaces. */
export function buildTheme(
  style: Partial<Style> | undefined,
  mode: 'dark' | 'light',
  { direction, reducedMotion }: ThemeSettings,
): Theme {
  const dark = mode === 'dark';
  const primary = style?.primary ?? defaultColours.primary;
  return createTheme({
    direction,
    reducedMotion,
    ...(reducedMotion ? reducedMotionOptions : {}),
    breakpoints: { values: breakpoints },
    palette: {
      mode,
      // WCAG AA: text on a coloured background (e.g. white on the brand red, 4.17:1) needs 4.5:1.
      contrastThreshold: CONTRAST_THRESHOLD,
      // On light surfaces the brand colour is darkened so red text keeps AA contrast (4.5:1).
      primary: withHoverShade(dark ? primary : darken(primary, 0.2)),
      secondary: withHoverShade(style?.secondary ?? defaultColours.secondary),
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
