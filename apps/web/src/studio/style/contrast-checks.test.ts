import type { VenueStyle } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { buildTheme } from '../../shared/theme/theme';
import { type ContrastCheck, contrastChecks, type PairId, type ThemeMode } from './contrast-checks';

const exampleStyle: VenueStyle = {
  primary: '#F70041',
  secondary: '#373F60',
  accent: '#00B8D4',
  error: '#FF5252',
  info: '#2196F3',
  success: '#4CAF50',
  warning: '#FB8C00',
  surface: '#0B1545',
  text: '#FFFFFF',
  background: '#000A33',
};

function checks(style: Partial<VenueStyle>, mode: ThemeMode = 'dark') {
  const { palette } = buildTheme({ ...exampleStyle, ...style }, mode, {
    direction: 'ltr',
    reducedMotion: false,
  });
  const all = contrastChecks(palette, mode);
  const byId = (id: PairId) => all.find((check) => check.id === id) as ContrastCheck;
  return { all, byId };
}

describe('the contrast checks of the theme', () => {
  it('check every pair that matters, in a fixed order', () => {
    expect(checks({}).all.map((check) => check.id)).toEqual([
      'textOnBackground',
      'mutedTextOnBackground',
      'textOnSurface',
      'linkOnBackground',
      'buttonOnPrimary',
      'buttonOnSecondary',
      'chipOnError',
      'chipOnInfo',
      'chipOnSuccess',
      'chipOnWarning',
      'primaryOnBackground',
    ]);
  });

  it('measure the colours the theme really draws (the venue colours in dark mode)', () => {
    const { byId } = checks({});
    expect(byId('textOnBackground')).toMatchObject({
      foreground: '#FFFFFF',
      background: '#000A33',
      passes: true,
    });
    expect(byId('textOnSurface')).toMatchObject({ foreground: '#FFFFFF', background: '#0B1545' });
    // MUI chooses dark text on the brand red: white reaches only about 3.9:1 there.
    expect(byId('buttonOnPrimary')).toMatchObject({
      foreground: 'rgba(0, 0, 0, 0.87)',
      background: '#F70041',
    });
    expect(byId('buttonOnPrimary').ratio).toBeCloseTo(4.72, 2);
    expect(byId('buttonOnSecondary')).toMatchObject({ foreground: '#fff', passes: true, automatic: true });
    expect(checks({}).all.every((check) => check.passes)).toBe(true);
  });

  it('need 4.5:1 for text and 3:1 for the primary colour as a UI component', () => {
    const { byId } = checks({});
    expect(byId('textOnBackground').required).toBe(4.5);
    expect(byId('buttonOnPrimary').required).toBe(4.5);
    expect(byId('primaryOnBackground')).toMatchObject({ use: 'ui', required: 3 });
    // #777 on the dark background: about 4.3:1, enough for a UI component.
    expect(checks({ primary: '#777777' }).byId('primaryOnBackground').passes).toBe(true);
    expect(checks({ primary: '#444444' }).byId('primaryOnBackground').passes).toBe(false);
  });

  it('fail grey text on a dark background and say which colours to change, and how', () => {
    const check = checks({ text: '#888888', background: '#303030' }).byId('textOnBackground');
    expect(check.passes).toBe(false);
    expect(check.passesAsLargeText).toBe(true);
    expect(check.fixes).toEqual([
      { key: 'background', direction: 'darker' },
      { key: 'text', direction: 'lighter' },
    ]);
    expect(checks({ text: '#888888', surface: '#303030' }).byId('textOnSurface').fixes).toEqual([
      { key: 'surface', direction: 'darker' },
      { key: 'text', direction: 'lighter' },
    ]);
  });

  it('offer only the changes that can reach the ratio', () => {
    // #333 text: even a black background gives only 1.66:1, so only lighter text helps.
    const check = checks({ text: '#333333' }).byId('textOnBackground');
    expect(check.ratio).toBeLessThan(2);
    expect(check.passesAsLargeText).toBe(false);
    expect(check.fixes).toEqual([{ key: 'text', direction: 'lighter' }]);
    // Mid grey on mid grey: neither change alone is enough, so both are offered.
    expect(checks({ text: '#808080', background: '#707070' }).byId('textOnBackground').fixes).toEqual([
      { key: 'background', direction: 'darker' },
      { key: 'text', direction: 'lighter' },
    ]);
  });

  it('tell dark text on a light page to get darker and the page lighter', () => {
    const check = checks({ text: '#888888', background: '#F0F0F0' }).byId('textOnBackground');
    expect(check.passes).toBe(false);
    expect(check.passesAsLargeText).toBe(true);
    // Even on white, #888 reaches only 3.5:1: the text has to change.
    expect(check.fixes).toEqual([{ key: 'text', direction: 'darker' }]);
    expect(checks({ text: '#666666', background: '#B0B0B0' }).byId('textOnBackground').fixes).toEqual([
      { key: 'background', direction: 'lighter' },
      { key: 'text', direction: 'darker' },
    ]);
  });

  it('ask only for the button colour when the theme chooses the button text', () => {
    // Neither white (4.48:1) nor MUI's dark text reaches 4.5:1 on mid grey.
    const check = checks({ primary: '#777777' }).byId('buttonOnPrimary');
    expect(check).toMatchObject({ passes: false, automatic: true, passesAsLargeText: true });
    expect(check.fixes).toEqual([{ key: 'primary', direction: 'lighter' }]);
  });

  it('leave out the page colours in light mode, where the theme keeps its own', () => {
    const { byId } = checks({ text: '#333333', background: '#000000', surface: '#000000' }, 'light');
    expect(byId('textOnBackground')).toMatchObject({ background: '#F4F5FA', passes: true, fixes: [] });
    // The links on the light page (primary.light on #F4F5FA) miss AA with the default brand red.
    const link = byId('linkOnBackground');
    expect(link.passes).toBe(false);
    expect(link.fixes).toEqual([{ key: 'primary', direction: 'darker' }]);
  });

  it('offer no fixes for pairs that pass', () => {
    expect(checks({}).all.flatMap((check) => check.fixes)).toEqual([]);
  });
});
