import type { Palette } from '@mui/material/styles';
import { type ContrastUse, contrastRatio, isLighter, meetsAA, requiredRatio } from './contrast';
import type { StyleColour } from './style-colours';

export type ThemeMode = 'dark' | 'light';

export type PairId =
  | 'textOnBackground'
  | 'mutedTextOnBackground'
  | 'textOnSurface'
  | 'linkOnBackground'
  | 'buttonOnPrimary'
  | 'buttonOnSecondary'
  | 'chipOnError'
  | 'chipOnInfo'
  | 'chipOnSuccess'
  | 'chipOnWarning'
  | 'primaryOnBackground';

type Pair = {
  id: PairId;
  use: ContrastUse;
  foreground: (palette: Palette) => string;
  background: (palette: Palette) => string;
  /** The style colour the foreground is made from; none where the theme derives it. */
  foregroundKey?: StyleColour;
  backgroundKey?: StyleColour;
  /** The foreground is MUI's `contrastText`: white or dark, whichever reads better. */
  automatic?: boolean;
};

const onColour = (
  id: PairId,
  key: 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning',
): Pair => ({
  id,
  use: 'normal-text',
  foreground: (palette) => palette[key].contrastText,
  background: (palette) => palette[key].main,
  backgroundKey: key,
  automatic: true,
});

/**
 * The colour pairs of the viewer's theme that must stay readable. Buttons and chips use normal-size
 * text (14 and 13 px), so they need 4.5:1; the primary colour drawn as an outline, focus ring or
 * switch against the page is a UI component and needs 3:1. Links on the legal pages use
 * `primary.light` (see features/legal/legal-page.tsx).
 */
const pairs: Pair[] = [
  {
    id: 'textOnBackground',
    use: 'normal-text',
    foreground: (palette) => palette.text.primary,
    background: (palette) => palette.background.default,
    foregroundKey: 'text',
    backgroundKey: 'background',
  },
  {
    id: 'mutedTextOnBackground',
    use: 'normal-text',
    foreground: (palette) => palette.text.secondary,
    background: (palette) => palette.background.default,
    backgroundKey: 'background',
  },
  {
    id: 'textOnSurface',
    use: 'normal-text',
    foreground: (palette) => palette.text.primary,
    background: (palette) => palette.background.paper,
    foregroundKey: 'text',
    backgroundKey: 'surface',
  },
  {
    id: 'linkOnBackground',
    use: 'normal-text',
    foreground: (palette) => palette.primary.light,
    background: (palette) => palette.background.default,
    foregroundKey: 'primary',
    backgroundKey: 'background',
  },
  onColour('buttonOnPrimary', 'primary'),
  onColour('buttonOnSecondary', 'secondary'),
  onColour('chipOnError', 'error'),
  onColour('chipOnInfo', 'info'),
  onColour('chipOnSuccess', 'success'),
  onColour('chipOnWarning', 'warning'),
  {
    id: 'primaryOnBackground',
    use: 'ui',
    foreground: (palette) => palette.primary.main,
    background: (palette) => palette.background.default,
    foregroundKey: 'primary',
    backgroundKey: 'background',
  },
];

/** In light mode the theme keeps its own page colours: these style colours are not used. */
const unusedInLightMode: ReadonlySet<StyleColour> = new Set(['background', 'surface', 'text']);

/** A change of one style colour that raises the contrast of a pair. */
export type ContrastFix = { key: StyleColour; direction: 'lighter' | 'darker' };

export type ContrastCheck = {
  id: PairId;
  use: ContrastUse;
  foreground: string;
  background: string;
  ratio: number;
  required: number;
  passes: boolean;
  /** For text that fails: whether it would pass as large text (3:1). */
  passesAsLargeText: boolean;
  /** The foreground is chosen by the theme (white or dark) and cannot be set. */
  automatic: boolean;
  /** What the organiser can change to fix a failure; empty when it passes or nothing can be set. */
  fixes: ContrastFix[];
};

const extreme = { lighter: '#FFFFFF', darker: '#000000' } as const;

/**
 * The changes of one settable colour that can reach the ratio (a near-black background cannot get
 * dark enough for grey text), or, where no single change can, every change that helps.
 */
function fixesFor(pair: Pair, mode: ThemeMode, foreground: string, background: string): ContrastFix[] {
  const settable = (key: StyleColour | undefined): key is StyleColour =>
    key !== undefined && !(mode === 'light' && unusedInLightMode.has(key));
  const lightText = isLighter(foreground, background);
  const required = requiredRatio(pair.use);
  const helping: (ContrastFix & { enough: boolean })[] = [];
  if (settable(pair.backgroundKey)) {
    const direction = lightText ? 'darker' : 'lighter';
    // An automatic foreground is re-chosen for the new colour: the best case is the other extreme.
    const enough = pair.automatic || contrastRatio(foreground, extreme[direction]) >= required;
    helping.push({ key: pair.backgroundKey, direction, enough });
  }
  if (!pair.automatic && settable(pair.foregroundKey)) {
    const direction = lightText ? 'lighter' : 'darker';
    helping.push({
      key: pair.foregroundKey,
      direction,
      enough: contrastRatio(extreme[direction], background) >= required,
    });
  }
  const enough = helping.filter((fix) => fix.enough);
  return (enough.length > 0 ? enough : helping).map(({ key, direction }) => ({ key, direction }));
}

/** Every pair of the theme with its WCAG 2.x AA result, in the order the studio lists them. */
export function contrastChecks(palette: Palette, mode: ThemeMode): ContrastCheck[] {
  return pairs.map((pair) => {
    const foreground = pair.foreground(palette);
    const background = pair.background(palette);
    const ratio = contrastRatio(foreground, background);
    const passes = meetsAA(ratio, pair.use);
    return {
      id: pair.id,
      use: pair.use,
      foreground,
      background,
      ratio,
      required: requiredRatio(pair.use),
      passes,
      passesAsLargeText: pair.use === 'normal-text' && meetsAA(ratio, 'large-text'),
      automatic: pair.automatic ?? false,
      fixes: passes ? [] : fixesFor(pair, mode, foreground, background),
    };
  });
}
