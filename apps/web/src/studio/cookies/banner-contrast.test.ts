import { describe, expect, it } from 'vitest';
import { bannerContrast, localesWithScript } from './banner-contrast';

describe('the banner contrast', () => {
  it('is the WCAG ratio of the text on the background, either way round', () => {
    expect(bannerContrast('#FFFFFF', '#000000')?.ratio).toBeCloseTo(21, 5);
    expect(bannerContrast('#000', '#fff')?.ratio).toBeCloseTo(21, 5);
    expect(bannerContrast('#FFFFFF', '#FFFFFF')?.ratio).toBeCloseTo(1, 5);
  });

  it('tells whether body text and large text are readable enough', () => {
    expect(bannerContrast('#FFFFFF', '#767676')).toMatchObject({ normalText: true, largeText: true });
    expect(bannerContrast('#FFFFFF', '#777777')).toMatchObject({ normalText: false, largeText: true });
    expect(bannerContrast('#FFFFFF', '#AAAAAA')).toMatchObject({ normalText: false, largeText: false });
  });

  it('is unknown while a colour is not a hex colour', () => {
    expect(bannerContrast('#FFF', 'red')).toBeUndefined();
    expect(bannerContrast('#12', '#000000')).toBeUndefined();
    expect(bannerContrast('', '#000000')).toBeUndefined();
  });
});

describe('banner texts with a script tag', () => {
  it('are found by locale, in any letter case', () => {
    expect(
      localesWithScript([
        { locale: 'en', text: '<p>Fine</p>' },
        { locale: 'de', text: '<SCRIPT>alert(1)</SCRIPT>' },
        { locale: 'fr', text: 'x <script src="a.js">' },
        { locale: 'it' },
      ]),
    ).toEqual(['de', 'fr']);
  });
});
