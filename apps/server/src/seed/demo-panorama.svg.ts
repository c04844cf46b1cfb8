import { BRAND, rectSvg, svgDocument, textSvg } from './svg-render.helper';

// Equirectangular projection: x spans yaw -180°..180° (yaw 0 in the middle), y spans pitch 90°..-90°.
export const PANORAMA_SIZE = { width: 4096, height: 2048 } as const;
const W = PANORAMA_SIZE.width;
const BOOTH_HALF_WIDTH = 150;

export function yawToX(yaw: number): number {
  return ((yaw + 180) / 360) * W;
}

export function pitchToY(pitch: number): number {
  return ((90 - pitch) / 180) * PANORAMA_SIZE.height;
}

type Glyph = 'play' | 'bubbles' | 'board' | 'download' | 'door' | 'star' | 'cup' | 'handshake';

/** Booths around the hall; widgets in the expo hall are placed at these yaws. */
export const PANORAMA_BOOTHS = {
  talks: { yaw: 0, label: 'TALKS', colour: BRAND.primary, glyph: 'play' },
  social: { yaw: 45, label: 'SOCIAL WALL', colour: '#7C4DFF', glyph: 'bubbles' },
  ideaLab: { yaw: 90, label: 'IDEA LAB', colour: '#2E9E6A', glyph: 'board' },
  downloads: { yaw: 135, label: 'DOWNLOADS', colour: BRAND.accent, glyph: 'download' },
  lobby: { yaw: 180, label: 'LOBBY', colour: BRAND.primary, glyph: 'door' },
  sponsors: { yaw: -135, label: 'SPONSORS', colour: '#FFB300', glyph: 'star' },
  cafe: { yaw: -90, label: 'CAFÉ', colour: '#FF7043', glyph: 'cup' },
  partners: { yaw: -45, label: 'PARTNERS', colour: '#42A5F5', glyph: 'handshake' },
} as const satisfies Record<string, { yaw: number; label: string; colour: string; glyph: Glyph }>;

/** Placement pitch of a widget sitting on a booth's back panel. */
export const BOOTH_PITCH = 10;

function glyph(kind: Glyph, cx: number, cy: number, colour: string): string {
  const s = `stroke="${colour}" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"`;
  switch (kind) {
    case 'play':
      return `<path d="M ${cx - 30} ${cy - 44} L ${cx + 44} ${cy} L ${cx - 30} ${cy + 44} Z" fill="${colour}"/>`;
    case 'bubbles':
      return `<rect x="${cx - 70}" y="${cy - 50}" width="90" height="60" rx="14" ${s}/><rect x="${cx - 10}" y="${cy}" width="90" height="60" rx="14" ${s}/>`;
    case 'board':
      return `<rect x="${cx - 70}" y="${cy - 50}" width="140" height="90" ${s}/><path d="M ${cx - 40} ${cy} q 20 -30 40 0 t 40 0 M ${cx - 40} ${cy + 40} L ${cx - 60} ${cy + 80} M ${cx + 40} ${cy + 40} L ${cx + 60} ${cy + 80}" ${s}/>`;
    case 'download':
      return `<path d="M ${cx} ${cy - 60} L ${cx} ${cy + 20} M ${cx - 36} ${cy - 16} L ${cx} ${cy + 20} L ${cx + 36} ${cy - 16} M ${cx - 60} ${cy + 56} L ${cx + 60} ${cy + 56}" ${s}/>`;
    case 'door':
      return `<rect x="${cx - 50}" y="${cy - 80}" width="100" height="170" ${s}/><circle cx="${cx + 28}" cy="${cy + 10}" r="8" fill="${colour}"/>`;
    case 'star':
      return `<path d="M ${cx} ${cy - 60} L ${cx + 18} ${cy - 18} L ${cx + 60} ${cy - 14} L ${cx + 28} ${cy + 14} L ${cx + 38} ${cy + 58} L ${cx} ${cy + 34} L ${cx - 38} ${cy + 58} L ${cx - 28} ${cy + 14} L ${cx - 60} ${cy - 14} L ${cx - 18} ${cy - 18} Z" fill="${colour}"/>`;
    case 'cup':
      return `<path d="M ${cx - 50} ${cy - 30} L ${cx + 30} ${cy - 30} L ${cx + 22} ${cy + 50} L ${cx - 42} ${cy + 50} Z M ${cx + 30} ${cy - 14} q 36 4 0 40" ${s}/>`;
    case 'handshake':
      return `<circle cx="${cx - 30}" cy="${cy}" r="40" ${s}/><circle cx="${cx + 30}" cy="${cy}" r="40" ${s}/>`;
  }
}

function booth(cx: number, label: string, colour: string, kind: Glyph, degrees: string): string {
  const top = pitchToY(24);
  const bottom = pitchToY(-6);
  const headerTop = pitchToY(33);
  const counterTop = pitchToY(-3);
  const counterBottom = pitchToY(-13);
  const h = BOOTH_HALF_WIDTH;
  return `<g>
    ${rectSvg({ x: cx - h, y: top, width: 2 * h, height: bottom - top }, 'fill="url(#panel)"')}
    ${rectSvg({ x: cx - h + 30, y: top + 40, width: 2 * h - 60, height: 220 }, 'fill="#F4F6FC" rx="10"')}
    ${glyph(kind, cx, top + 150, colour)}
    ${rectSvg({ x: cx - h - 14, y: headerTop, width: 2 * h + 28, height: top - headerTop }, `fill="${colour}" rx="8"`)}
    ${textSvg(cx, headerTop + (top - headerTop) / 2 + 14, 40, label, 'fill="#FFFFFF" font-weight="bold"')}
    ${rectSvg({ x: cx - h - 20, y: counterTop, width: 2 * h + 40, height: counterBottom - counterTop }, `fill="${colour}"`)}
    ${rectSvg({ x: cx - h - 20, y: counterTop, width: 2 * h + 40, height: 16 }, 'fill="#FFFFFF" fill-opacity="0.85"')}
    ${textSvg(cx, pitchToY(-21), 44, degrees, 'fill="#FFFFFF" fill-opacity="0.75" font-weight="bold"')}
  </g>`;
}

function hall(): string {
  const horizon = pitchToY(0);
  const wallTop = pitchToY(40);
  const lines: string[] = [];
  const parts: string[] = [
    rectSvg({ x: 0, y: 0, width: W, height: wallTop }, 'fill="url(#ceiling)"'),
    rectSvg({ x: 0, y: wallTop, width: W, height: horizon - wallTop }, 'fill="url(#wall)"'),
    rectSvg({ x: 0, y: horizon, width: W, height: PANORAMA_SIZE.height - horizon }, 'fill="url(#floor)"'),
    rectSvg({ x: 0, y: pitchToY(38), width: W, height: 10 }, `fill="${BRAND.primary}"`),
    rectSvg({ x: 0, y: pitchToY(-72), width: W, height: 26 }, `fill="${BRAND.primary}" fill-opacity="0.8"`),
  ];
  // Every repeated element sits on a 256 px period offset by half a period, so nothing straddles
  // the seam and the left and right edges of the image join seamlessly.
  for (let k = 0; k < W / 256; k++) {
    const x = 128 + k * 256;
    lines.push(`<line x1="${x}" y1="${horizon}" x2="${x}" y2="${PANORAMA_SIZE.height}"/>`);
    parts.push(rectSvg({ x: x - 80, y: pitchToY(55), width: 160, height: 16 }, 'fill="#FFF6D8" rx="8"'));
    parts.push(rectSvg({ x: x - 50, y: pitchToY(72), width: 100, height: 12 }, 'fill="#FFF6D8" rx="6"'));
  }
  for (const pitch of [-8, -14, -21, -30, -42, -56]) {
    lines.push(`<line x1="0" y1="${pitchToY(pitch)}" x2="${W}" y2="${pitchToY(pitch)}"/>`);
  }
  for (let k = 0; k < 8; k++) {
    const x = yawToX(-157.5 + k * 45);
    parts.push(
      rectSvg({ x: x - 22, y: wallTop, width: 44, height: pitchToY(-4) - wallTop }, 'fill="#56619C"'),
    );
  }
  return `${parts.join('')}<g stroke="#FFFFFF" stroke-opacity="0.14" stroke-width="4">${lines.join('')}</g>`;
}

export function panoramaSvg(): string {
  const booths: string[] = [];
  for (const b of Object.values(PANORAMA_BOOTHS)) {
    const cx = yawToX(b.yaw);
    const degrees = `${b.yaw}°`;
    // A booth on the seam is drawn on both edges so each half completes the other.
    for (const x of [cx - W, cx, cx + W]) {
      if (x + BOOTH_HALF_WIDTH + 40 > 0 && x - BOOTH_HALF_WIDTH - 40 < W) {
        booths.push(booth(x, b.label, b.colour, b.glyph, degrees));
      }
    }
  }
  const defs = `<defs>
    <linearGradient id="ceiling" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#03071C"/><stop offset="1" stop-color="#1A2258"/></linearGradient>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2A3368"/><stop offset="1" stop-color="#46518E"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6A73A6"/><stop offset="1" stop-color="#101848"/></linearGradient>
    <linearGradient id="panel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1B2352"/><stop offset="1" stop-color="#0B1238"/></linearGradient>
  </defs>`;
  return svgDocument(W, PANORAMA_SIZE.height, `${defs}${hall()}${booths.join('')}`);
}
