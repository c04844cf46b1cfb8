import { BRAND, escapeXml, svgDocument } from './svg-render.helper';

export const THUMBNAIL_SIZE = { width: 640, height: 360 } as const;

export type ThumbnailKind = 'video' | 'document' | 'live';

export type ThumbnailSpec = {
  kind: ThumbnailKind;
  title: string;
  /** Who speaks, printed at the foot of the picture. */
  byline: string;
  /** The two colours of the background's diagonal gradient. */
  colors: readonly [string, string];
};

const KIND_LABEL: Record<ThumbnailKind, string> = { video: 'VIDEO', document: 'DOCUMENT', live: 'LIVE' };

/** A large, faint glyph of the kind on the right: a play button, a page, two speech bubbles. */
const GLYPH: Record<ThumbnailKind, string> = {
  video:
    '<circle cx="500" cy="170" r="92"/><path d="M470 120 L560 170 L470 220 Z" fill="#000A33" fill-opacity="0.35"/>',
  document:
    '<path d="M430 70 H530 L580 120 V280 H430 Z"/><path d="M530 70 V120 H580" fill="#000A33" fill-opacity="0.3"/>' +
    '<rect x="455" y="150" width="100" height="10" rx="5" fill="#000A33" fill-opacity="0.3"/>' +
    '<rect x="455" y="180" width="100" height="10" rx="5" fill="#000A33" fill-opacity="0.3"/>' +
    '<rect x="455" y="210" width="70" height="10" rx="5" fill="#000A33" fill-opacity="0.3"/>',
  live:
    '<rect x="410" y="80" width="150" height="96" rx="20"/><path d="M440 176 L430 210 L470 176 Z"/>' +
    '<rect x="470" y="150" width="130" height="84" rx="20" fill-opacity="0.7"/><path d="M570 234 L585 262 L550 234 Z" fill-opacity="0.7"/>',
};

/** Breaks a title into lines of at most `width` characters (at most `max` lines, the last cut with …). */
export function wrapTitle(title: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1]}…`;
  return kept;
}

/** The card picture of a media board piece: kind label, title, speakers, a glyph of the kind. */
export function thumbnailSvg(spec: ThumbnailSpec): string {
  const { width, height } = THUMBNAIL_SIZE;
  const [from, to] = spec.colors;
  const lines = wrapTitle(spec.title, 18, 3);
  const title = lines
    .map(
      (line, index) =>
        `<text x="40" y="${150 + index * 46}" font-family="sans-serif" font-size="40" font-weight="bold" fill="${BRAND.text}">${escapeXml(line)}</text>`,
    )
    .join('');
  const labelWidth = KIND_LABEL[spec.kind].length * 13 + 28;
  const labelColor = spec.kind === 'live' ? BRAND.primary : BRAND.background;
  return svgDocument(
    width,
    height,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
      `<g fill="${BRAND.text}" fill-opacity="0.18">${GLYPH[spec.kind]}</g>` +
      `<rect x="40" y="36" width="${labelWidth}" height="36" rx="18" fill="${labelColor}" fill-opacity="0.85"/>` +
      `<text x="${40 + labelWidth / 2}" y="60" font-family="sans-serif" font-size="18" font-weight="bold" letter-spacing="2" text-anchor="middle" fill="${BRAND.text}">${KIND_LABEL[spec.kind]}</text>` +
      title +
      `<text x="40" y="${height - 36}" font-family="sans-serif" font-size="22" fill="${BRAND.text}" fill-opacity="0.85">${escapeXml(spec.byline)}</text>`,
  );
}
