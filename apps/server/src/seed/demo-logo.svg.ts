import { BRAND, svgDocument } from './svg-render.helper';

export const LOGO_SIZE = { width: 512, height: 160 } as const;

/** The "Atrium" wordmark next to an arch, in the primary colour on a transparent background. */
export function logoSvg(): string {
  const mark = `<g fill="none" stroke="${BRAND.primary}" stroke-linecap="round">
    <path d="M 26 134 V 74 A 52 52 0 0 1 130 74 V 134" stroke-width="16"/>
    <path d="M 56 134 V 84 A 22 22 0 0 1 100 84 V 134" stroke-width="10"/>
    <path d="M 14 142 H 142" stroke-width="8"/>
  </g>`;
  const word = `<text x="160" y="116" font-family="sans-serif" font-size="84" font-weight="bold" fill="${BRAND.primary}">Atrium</text>`;
  return svgDocument(LOGO_SIZE.width, LOGO_SIZE.height, `${mark}${word}`);
}
