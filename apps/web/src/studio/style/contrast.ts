import { decomposeColor, hslToRgb } from '@mui/material/styles';

/** WCAG 2.x success criterion 1.4.3 (AA): normal-size text. */
export const AA_NORMAL_TEXT = 4.5;
/** WCAG 2.x 1.4.3 (AA): large text, 18 pt (24 px) or 14 pt (about 18.7 px) bold. */
export const AA_LARGE_TEXT = 3;
/** WCAG 2.x 1.4.11 (AA): user-interface components and graphical objects. */
export const AA_NON_TEXT = 3;

/** What a colour pair is used for, which decides the ratio it needs. */
export type ContrastUse = 'normal-text' | 'large-text' | 'ui';

const REQUIRED: Record<ContrastUse, number> = {
  'normal-text': AA_NORMAL_TEXT,
  'large-text': AA_LARGE_TEXT,
  ui: AA_NON_TEXT,
};

/** An sRGB colour: channels 0–255, alpha 0–1. */
export type Rgba = { r: number; g: number; b: number; a: number };

/**
 * Any CSS colour MUI's palette produces (#rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl(), hsla()).
 * Parsing is MUI's own (`decomposeColor`), so it reads the palette exactly as MUI writes it; the
 * maths below is ours because MUI's `getLuminance` rounds to three decimals and ignores alpha,
 * which matters right at the thresholds and for `rgba(0, 0, 0, 0.87)` text.
 * Throws on anything else (`red`, `#12`, `color(…)`), as MUI does.
 */
export function parseColour(css: string): Rgba {
  const colour = decomposeColor(css.trim());
  const rgb = colour.type.startsWith('hsl') ? decomposeColor(hslToRgb(css.trim())) : colour;
  const { values } = rgb;
  if (rgb.type === 'color' || values.length < 3 || values.some((value) => !Number.isFinite(value))) {
    throw new Error(`Unsupported colour: ${css}`);
  }
  const [r = 0, g = 0, b = 0, a = 1] = values;
  return { r, g, b, a };
}

/** The colour `top` painted over the opaque `bottom` (alpha blending in sRGB, as browsers do). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (front: number, back: number) => front * top.a + back * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

// WCAG 2.0 wrote 0.03928 where sRGB says 0.04045; no 8-bit channel value lies between the two.
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of an opaque colour: 0 for black, 1 for white. */
export function relativeLuminance(colour: Rgba | string): number {
  const { r, g, b } = typeof colour === 'string' ? parseColour(colour) : colour;
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/**
 * The WCAG contrast ratio (1 to 21) of a foreground on a background. A translucent foreground is
 * seen blended with the background; a translucent background is taken as lying on white.
 */
export function contrastRatio(foreground: string, background: string): number {
  const back = parseColour(background);
  const opaqueBack = back.a < 1 ? composite(back, WHITE) : back;
  const front = composite(parseColour(foreground), opaqueBack);
  const [lighter, darker] = [relativeLuminance(front), relativeLuminance(opaqueBack)].sort((x, y) => y - x);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** The ratio a use needs at level AA. */
export const requiredRatio = (use: ContrastUse) => REQUIRED[use];

/** Whether a ratio meets AA for a use. Never rounded first: 4.499:1 fails for normal text. */
export const meetsAA = (ratio: number, use: ContrastUse) => ratio >= REQUIRED[use];

/**
 * A ratio as people read it, "4.49:1": cut (not rounded) to two decimals, so a failing ratio
 * never shows as the threshold it missed.
 */
export function formatRatio(ratio: number, locale = 'en'): string {
  const cut = Math.floor(ratio * 100 + 1e-9) / 100;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(cut)}:1`;
}

/** Whether the foreground is the lighter one of the pair (light text on a dark background). */
export function isLighter(foreground: string, background: string): boolean {
  const back = parseColour(background);
  const opaqueBack = back.a < 1 ? composite(back, WHITE) : back;
  return relativeLuminance(composite(parseColour(foreground), opaqueBack)) > relativeLuminance(opaqueBack);
}
