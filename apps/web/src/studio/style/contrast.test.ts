import { describe, expect, it } from 'vitest';
import {
  AA_LARGE_TEXT,
  AA_NON_TEXT,
  AA_NORMAL_TEXT,
  composite,
  contrastRatio,
  formatRatio,
  isLighter,
  meetsAA,
  parseColour,
  relativeLuminance,
  requiredRatio,
} from './contrast';

describe('parsing colours', () => {
  it('reads the forms the palette uses', () => {
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('#F70041')).toEqual({ r: 247, g: 0, b: 65, a: 1 });
    expect(parseColour('rgba(0, 0, 0, 0.87)')).toEqual({ r: 0, g: 0, b: 0, a: 0.87 });
    expect(parseColour(' rgb(197, 0, 52) ')).toEqual({ r: 197, g: 0, b: 52, a: 1 });
    expect(parseColour('hsl(0, 100%, 50%)')).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(parseColour('#00000080').a).toBeCloseTo(0.5, 2);
  });

  it('refuses what is not a colour it can measure', () => {
    for (const bad of ['red', '#12', 'rgb(10 20 30)', 'color(display-p3 1 0 0)', '']) {
      expect(() => parseColour(bad), bad).toThrow();
    }
  });
});

describe('relative luminance (WCAG 2.x)', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
  });

  it('weighs the channels 0.2126, 0.7152 and 0.0722', () => {
    expect(relativeLuminance('#FF0000')).toBeCloseTo(0.2126, 10);
    expect(relativeLuminance('#00FF00')).toBeCloseTo(0.7152, 10);
    expect(relativeLuminance('#0000FF')).toBeCloseTo(0.0722, 10);
  });

  it('linearises the sRGB channels (the dark end is linear, the rest a 2.4 power curve)', () => {
    // 10/255 lies on the linear part: 0.0392 / 12.92.
    expect(relativeLuminance('#0A0A0A')).toBeCloseTo(10 / 255 / 12.92, 10);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2158605, 6);
  });
});

describe('contrast ratio', () => {
  it('runs from 1 (the same colour) to 21 (black and white)', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#373F60', '#373F60')).toBe(1);
  });

  it('is the same whichever colour is in front', () => {
    expect(contrastRatio('#F70041', '#000A33')).toBeCloseTo(contrastRatio('#000A33', '#F70041'), 12);
  });

  it('gives the published values of well-known pairs', () => {
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#595959', '#FFFFFF')).toBeCloseTo(7.0, 1);
    expect(contrastRatio('#FF0000', '#FFFFFF')).toBeCloseTo(4.0, 2);
  });

  it('blends a translucent foreground with the background first', () => {
    // 87 % black on white is grey 33.15 (255 × 0.13) seen on white.
    const grey = 'rgb(33.15, 33.15, 33.15)';
    expect(contrastRatio('rgba(0, 0, 0, 0.87)', '#FFFFFF')).toBeCloseTo(contrastRatio(grey, '#FFFFFF'), 10);
    expect(contrastRatio('rgba(0, 0, 0, 0.87)', '#FFFFFF')).toBeLessThan(21);
    // Fully transparent text cannot be read at all.
    expect(contrastRatio('rgba(255, 255, 255, 0)', '#000A33')).toBe(1);
  });

  it('takes a translucent background as lying on white', () => {
    expect(contrastRatio('#000000', 'rgba(0, 0, 0, 0.5)')).toBeCloseTo(
      contrastRatio('#000000', '#808080'),
      1,
    );
  });
});

describe('blending', () => {
  it('mixes each channel by the alpha of the top colour', () => {
    const half = composite({ r: 255, g: 0, b: 100, a: 0.5 }, { r: 0, g: 0, b: 0, a: 1 });
    expect(half).toEqual({ r: 127.5, g: 0, b: 50, a: 1 });
    expect(composite({ r: 1, g: 2, b: 3, a: 1 }, { r: 9, g: 9, b: 9, a: 1 })).toEqual({
      r: 1,
      g: 2,
      b: 3,
      a: 1,
    });
  });
});

describe('AA thresholds', () => {
  it('are 4.5:1 for normal text and 3:1 for large text and UI components', () => {
    expect(AA_NORMAL_TEXT).toBe(4.5);
    expect(AA_LARGE_TEXT).toBe(3);
    expect(AA_NON_TEXT).toBe(3);
    expect(requiredRatio('normal-text')).toBe(4.5);
    expect(requiredRatio('large-text')).toBe(3);
    expect(requiredRatio('ui')).toBe(3);
  });

  it('are met at the threshold and missed just below it, without rounding', () => {
    expect(meetsAA(4.5, 'normal-text')).toBe(true);
    expect(meetsAA(4.4999, 'normal-text')).toBe(false);
    expect(meetsAA(3, 'large-text')).toBe(true);
    expect(meetsAA(2.999, 'large-text')).toBe(false);
    expect(meetsAA(3, 'ui')).toBe(true);
    expect(meetsAA(2.999, 'ui')).toBe(false);
  });

  it('let #777 on white pass for large text only', () => {
    const ratio = contrastRatio('#777777', '#FFFFFF');
    expect(meetsAA(ratio, 'normal-text')).toBe(false);
    expect(meetsAA(ratio, 'large-text')).toBe(true);
  });
});

describe('formatting a ratio', () => {
  it('cuts to two decimals so a failing ratio never reads as the threshold', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(4.5)).toBe('4.5:1');
    expect(formatRatio(21)).toBe('21:1');
    expect(formatRatio(contrastRatio('#777777', '#FFFFFF'))).toBe('4.47:1');
  });

  it('writes the number the way the language does', () => {
    expect(formatRatio(4.4999, 'de')).toBe('4,49:1');
  });
});

describe('which colour is lighter', () => {
  it('compares what is seen, the foreground blended with the background', () => {
    expect(isLighter('#FFFFFF', '#000A33')).toBe(true);
    expect(isLighter('rgba(0, 0, 0, 0.87)', '#F70041')).toBe(false);
    expect(isLighter('rgba(255, 255, 255, 0.8)', '#000A33')).toBe(true);
  });
});
