import { contrastRatio, meetsAA } from '../style/contrast';
import { isHexColour } from '../style/style-colours';

/** How readable the banner's text is on its background, by the WCAG AA ratios. */
export type BannerContrast = {
  ratio: number;
  /** Meets AA for normal-size text (4.5:1): the banner's body text. */
  normalText: boolean;
  /** Meets AA for large text (3:1): headings. */
  largeText: boolean;
};

/** The contrast of the banner's text on its background; undefined while either is not a hex colour. */
export function bannerContrast(background: string, text: string): BannerContrast | undefined {
  if (!isHexColour(background) || !isHexColour(text)) return undefined;
  const ratio = contrastRatio(text, background);
  return { ratio, normalText: meetsAA(ratio, 'normal-text'), largeText: meetsAA(ratio, 'large-text') };
}

/** The locales whose banner text opens a script tag: attendees would see an error instead of it. */
export function localesWithScript(list: readonly { locale: string; text?: string | undefined }[]): string[] {
  return list
    .filter((item) => item.text !== undefined && /<script/i.test(item.text))
    .map((item) => item.locale);
}
