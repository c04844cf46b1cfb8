import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { buildTheme } from './theme';

const settings = { direction: 'ltr' as const, reducedMotion: false };

describe('the theme', () => {
  it.each([
    ['dark', undefined],
    ['light', undefined],
    ['dark', { primary: '#1565C0', secondary: '#FFD54F' }],
    ['light', { primary: '#FFD54F', secondary: '#1565C0' }],
  ] as const)('keeps AA contrast on contained buttons and on their hover (%s, %o)', (mode, style) => {
    const { palette } = buildTheme(style, mode, settings);
    for (const colour of [palette.primary, palette.secondary]) {
      expect(getContrastRatio(colour.contrastText, colour.main)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(colour.contrastText, colour.dark)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('ends transitions at once and turns ripples off under reduced motion', () => {
    const moving = buildTheme(undefined, 'dark', settings);
    const still = buildTheme(undefined, 'dark', { ...settings, reducedMotion: true });
    expect(moving.reducedMotion).toBe(false);
    expect(moving.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(still.reducedMotion).toBe(true);
    expect(still.transitions.duration.enteringScreen).toBe(0);
    expect(still.transitions.create('opacity')).toBe('none');
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });
});
