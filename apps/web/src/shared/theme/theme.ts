import type { Venue } from '@atrium/domain';
import { createTheme } from '@mui/material/styles';

type Style = NonNullable<Venue['architectures'][number]['style']>;

export const defaultColours = { primary: '#F70041', secondary: '#373F60', background: '#000A33' };

/** The MUI theme from the venue style; the spec's colours where the venue sets none. */
export function themeFromStyle(style: Partial<Style> | undefined) {
  return createTheme({
    palette: {
      mode: 'dark',
      primary: { main: style?.primary ?? defaultColours.primary },
      secondary: { main: style?.secondary ?? defaultColours.secondary },
      background: {
        default: style?.background ?? defaultColours.background,
        paper: style?.surface ?? '#0B1545',
      },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
  });
}
