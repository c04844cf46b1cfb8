import type { VenueStyle } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { colourInputValue, drawableStyle, isHexColour, styleColours } from './style-colours';

const style: VenueStyle = {
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
  logoAssetId: 'logo',
};

describe('the style colours', () => {
  it('are all ten colours of the schema, brand colours first', () => {
    expect(styleColours).toEqual([
      'primary',
      'secondary',
      'accent',
      'background',
      'surface',
      'text',
      'error',
      'info',
      'success',
      'warning',
    ]);
  });

  it('accept what the schema accepts: #RGB and #RRGGBB', () => {
    for (const good of ['#fff', '#FFF', '#F70041', '#abcdef']) expect(isHexColour(good), good).toBe(true);
    for (const bad of ['', 'fff', '#ff', '#ffff', '#F7004', '#F7004100', 'red', '#GGGGGG', ' #fff']) {
      expect(isHexColour(bad), bad).toBe(false);
    }
  });
});

describe('the colour picker value', () => {
  it('is lower-case #rrggbb, with #RGB spelled out', () => {
    expect(colourInputValue('#F70041')).toBe('#f70041');
    expect(colourInputValue('#F0a')).toBe('#ff00aa');
  });

  it('is missing while the text is not a colour', () => {
    expect(colourInputValue('#F700')).toBeUndefined();
    expect(colourInputValue('')).toBeUndefined();
  });
});

describe('the drawable style', () => {
  it('is the style itself when every colour is valid', () => {
    expect(drawableStyle(style)).toEqual({ style, invalid: [] });
  });

  it('leaves out the colours being typed, so the theme uses its defaults for them', () => {
    const { style: drawable, invalid } = drawableStyle({ ...style, primary: '#F7', text: 'white' });
    expect(invalid).toEqual(['primary', 'text']);
    expect(drawable).not.toHaveProperty('primary');
    expect(drawable).not.toHaveProperty('text');
    expect(drawable).toMatchObject({ secondary: '#373F60', logoAssetId: 'logo' });
  });
});
