import { hexColourSchema, type VenueStyle } from '@atrium/domain';

export type StyleColour = Exclude<keyof VenueStyle, 'logoAssetId' | 'faviconAssetId'>;

// A record rather than a list, so the compiler notices a colour added to the schema.
const colourOrder: Record<StyleColour, number> = {
  primary: 0,
  secondary: 1,
  accent: 2,
  background: 3,
  surface: 4,
  text: 5,
  error: 6,
  info: 7,
  success: 8,
  warning: 9,
};

/** The style's colours in the order the studio shows them: brand, page, then the states. */
export const styleColours = (Object.keys(colourOrder) as StyleColour[]).sort(
  (a, b) => colourOrder[a] - colourOrder[b],
);

/** Whether the text is a colour the venue schema accepts (#RGB or #RRGGBB). */
export const isHexColour = (value: string) => hexColourSchema.safeParse(value).success;

/**
 * The value an `<input type="color">` takes (only lower-case #rrggbb) for a schema colour, or
 * undefined while the text is not one.
 */
export function colourInputValue(value: string): string | undefined {
  if (!isHexColour(value)) return undefined;
  const digits = value.slice(1).toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits}`;
}

/**
 * The style as far as it can be drawn: colours that are not valid (yet) are left out, so the
 * theme falls back to its defaults for them instead of failing, and are listed in `invalid`.
 */
export function drawableStyle(style: VenueStyle): { style: Partial<VenueStyle>; invalid: StyleColour[] } {
  const drawable: Partial<VenueStyle> = { ...style };
  const invalid = styleColours.filter((key) => !isHexColour(style[key]));
  for (const key of invalid) delete drawable[key];
  return { style: drawable, invalid };
}
