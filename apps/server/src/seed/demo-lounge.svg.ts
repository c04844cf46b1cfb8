import type { Rect } from './svg-render.helper';
import { BRAND, rectSvg, svgDocument, textSvg } from './svg-render.helper';

export const LOUNGE_SIZE = { width: 1920, height: 1080 } as const;
const FLOOR_Y = 640;

/** Clickable objects of the drawing in pixels; the venue turns them into placement fractions. */
export const LOUNGE_HOTSPOTS = {
  presence: { x: 100, y: 430, width: 180, height: 210 },
  doorLobby: { x: 920, y: 300, width: 160, height: FLOOR_Y - 300 },
  whiteboard: { x: 1150, y: 140, width: 440, height: 300 },
  partner: { x: 1650, y: 160, width: 210, height: 300 },
} satisfies Record<string, Rect>;

// Fixed skyline so the picture is identical on every run.
const SKYLINE = [
  [80, 300, 90],
  [170, 220, 70],
  [240, 340, 110],
  [350, 180, 80],
  [430, 280, 120],
  [550, 240, 70],
  [620, 330, 100],
  [720, 200, 60],
  [780, 290, 80],
] as const;

function windows(): string {
  const band = { x: 80, y: 110, width: 780, height: 410 };
  const buildings = SKYLINE.map(([x, height, width], i) => {
    const top = band.y + band.height - height;
    const lights: string[] = [];
    for (let row = top + 24; row < band.y + band.height - 20; row += 34) {
      for (let col = x + 12; col < x + width - 16; col += 24) {
        if ((row + col + i * 13) % 3 !== 0) {
          lights.push(
            rectSvg({ x: col, y: row, width: 10, height: 14 }, 'fill="#FFD98A" fill-opacity="0.85"'),
          );
        }
      }
    }
    return `${rectSvg({ x, y: top, width, height }, `fill="${i % 2 ? '#101848' : '#16205A'}"`)}${lights.join('')}`;
  }).join('');
  const mullions = [1, 2, 3]
    .map((k) =>
      rectSvg({ x: band.x + k * 195 - 5, y: band.y, width: 10, height: band.height }, 'fill="#C9CEEA"'),
    )
    .join('');
  return `<clipPath id="windowClip">${rectSvg(band, '')}</clipPath>
  ${rectSvg(band, 'fill="url(#sky)"')}
  <circle cx="700" cy="190" r="36" fill="#FFE8C2"/>
  <g clip-path="url(#windowClip)">${buildings}</g>
  ${mullions}
  ${rectSvg(band, 'fill="none" stroke="#C9CEEA" stroke-width="14"')}`;
}

function presenceTotem(): string {
  const s = LOUNGE_HOTSPOTS.presence;
  const colours = [
    BRAND.primary,
    BRAND.accent,
    '#FFC857',
    '#7BD389',
    '#B388FF',
    '#FF8A65',
    '#FFFFFF',
    '#4FC3F7',
  ];
  const avatars = colours
    .map(
      (c, i) =>
        `<circle cx="${s.x + 40 + (i % 3) * 50}" cy="${s.y + 80 + Math.floor(i / 3) * 44}" r="16" fill="${c}"/>`,
    )
    .join('');
  return `${rectSvg({ x: s.x + s.width / 2 - 10, y: s.y + s.height, width: 20, height: 240 }, 'fill="#8A93C0"')}
  ${rectSvg({ x: s.x + 20, y: s.y + s.height + 236, width: s.width - 40, height: 18 }, 'fill="#8A93C0" rx="6"')}
  ${rectSvg(s, 'fill="#050A24" stroke="#C9CEEA" stroke-width="8" rx="10"')}
  ${textSvg(s.x + s.width / 2, s.y + 42, 24, "Who's here", 'fill="#FFFFFF" font-weight="bold"')}
  ${avatars}`;
}

function door(): string {
  const d = LOUNGE_HOTSPOTS.doorLobby;
  return `${rectSvg({ x: d.x - 10, y: d.y - 56, width: d.width + 20, height: 40 }, `fill="${BRAND.primary}" rx="4"`)}
  ${textSvg(d.x + d.width / 2, d.y - 26, 26, 'Lobby', 'fill="#FFFFFF" font-weight="bold"')}
  ${rectSvg(d, `fill="#10173F" stroke="${BRAND.primary}" stroke-width="8"`)}
  ${rectSvg({ x: d.x + 18, y: d.y + 20, width: d.width - 36, height: 110 }, 'fill="#5FD3F3" fill-opacity="0.22"')}
  <circle cx="${d.x + d.width - 28}" cy="${d.y + d.height / 2 + 20}" r="7" fill="#C9CEEA"/>`;
}

function whiteboard(): string {
  const w = LOUNGE_HOTSPOTS.whiteboard;
  const notes = [
    ['#FFE066', 40, 70],
    ['#FF8FAB', 150, 60],
    ['#8CE99A', 260, 80],
    ['#74C0FC', 90, 180],
  ] as const;
  const sticky = notes
    .map(
      ([c, dx, dy]) =>
        `${rectSvg({ x: w.x + dx, y: w.y + dy, width: 86, height: 80 }, `fill="${c}"`)}${rectSvg({ x: w.x + dx + 12, y: w.y + dy + 22, width: 60, height: 6 }, 'fill="#333A5C" fill-opacity="0.5"')}${rectSvg({ x: w.x + dx + 12, y: w.y + dy + 42, width: 44, height: 6 }, 'fill="#333A5C" fill-opacity="0.5"')}`,
    )
    .join('');
  return `${rectSvg(w, 'fill="#FBFCFF" stroke="#8A93C0" stroke-width="10" rx="6"')}
  ${textSvg(w.x + 90, w.y + 46, 30, 'Ideas', `fill="${BRAND.primary}" font-weight="bold"`)}
  ${sticky}
  <path d="M ${w.x + 230} ${w.y + 230} q 40 -50 80 0 t 80 0" fill="none" stroke="#2B8A3E" stroke-width="6" stroke-linecap="round"/>
  <path d="M ${w.x + 200} ${w.y + 190} l 50 30 l -50 30" fill="none" stroke="#1C7ED6" stroke-width="6" stroke-linecap="round"/>
  ${rectSvg({ x: w.x + 20, y: w.y + w.height, width: w.width - 40, height: 14 }, 'fill="#8A93C0"')}`;
}

function partnerPoster(): string {
  const p = LOUNGE_HOTSPOTS.partner;
  const cx = p.x + p.width / 2;
  return `${rectSvg(p, `fill="#0A0F2E" stroke="${BRAND.primary}" stroke-width="8" rx="12"`)}
  ${textSvg(cx, p.y + 70, 30, 'Our', 'fill="#FFFFFF"')}
  ${textSvg(cx, p.y + 110, 36, 'partner', 'fill="#FFFFFF" font-weight="bold"')}
  <circle cx="${cx}" cy="${p.y + 180}" r="36" fill="${BRAND.accent}"/>
  <path d="M ${cx - 14} ${p.y + 194} L ${cx + 14} ${p.y + 166} M ${cx - 4} ${p.y + 166} L ${cx + 14} ${p.y + 166} L ${cx + 14} ${p.y + 184}" fill="none" stroke="#FFFFFF" stroke-width="6" stroke-linecap="round"/>
  ${textSvg(cx, p.y + 262, 28, 'Visit', `fill="${BRAND.primary}" font-weight="bold"`)}`;
}

function sofa(x: number, y: number, width: number): string {
  return `${rectSvg({ x, y, width, height: 90 }, `fill="${BRAND.secondary}" rx="26"`)}
  ${rectSvg({ x: x + 30, y: y + 70, width: width - 60, height: 70 }, 'fill="#4A5389" rx="18"')}
  ${rectSvg({ x: x - 10, y: y + 50, width: 60, height: 110 }, `fill="${BRAND.secondary}" rx="22"`)}
  ${rectSvg({ x: x + width - 50, y: y + 50, width: 60, height: 110 }, `fill="${BRAND.secondary}" rx="22"`)}
  ${rectSvg({ x: x + 70, y: y + 26, width: 90, height: 60 }, `fill="${BRAND.primary}" rx="16"`)}
  ${rectSvg({ x: x + width - 160, y: y + 26, width: 90, height: 60 }, `fill="${BRAND.accent}" rx="16"`)}`;
}

function floor(): string {
  const planks = [700, 770, 850, 940, 1040]
    .map(
      (y) =>
        `<line x1="0" y1="${y}" x2="1920" y2="${y}" stroke="#2A1E17" stroke-opacity="0.35" stroke-width="3"/>`,
    )
    .join('');
  return `${rectSvg({ x: 0, y: FLOOR_Y, width: 1920, height: 1080 - FLOOR_Y }, 'fill="url(#wood)"')}${planks}
  ${rectSvg({ x: 0, y: FLOOR_Y - 24, width: 1920, height: 24 }, 'fill="#242C5C"')}
  <ellipse cx="960" cy="900" rx="720" ry="120" fill="${BRAND.primary}" fill-opacity="0.25"/>`;
}

function lamps(): string {
  return [560, 1480]
    .map(
      (x) =>
        `<line x1="${x}" y1="0" x2="${x}" y2="60" stroke="#C9CEEA" stroke-width="3"/><path d="M ${x - 50} 100 A 50 44 0 0 1 ${x + 50} 100 Z" fill="${BRAND.primary}"/><ellipse cx="${x}" cy="102" rx="36" ry="8" fill="#FFF6D8"/>`,
    )
    .join('');
}

export function loungeSvg(): string {
  const defs = `<defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3E4A80"/><stop offset="1" stop-color="#2B3467"/></linearGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#18246A"/><stop offset="0.7" stop-color="#8A4C8C"/><stop offset="1" stop-color="#F2708A"/></linearGradient>
    <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8A6448"/><stop offset="1" stop-color="#4A3327"/></linearGradient>
  </defs>`;
  const body = `${defs}
  ${rectSvg({ x: 0, y: 0, width: 1920, height: FLOOR_Y }, 'fill="url(#wall)"')}
  ${windows()}
  ${floor()}
  ${door()}
  ${whiteboard()}
  ${partnerPoster()}
  ${lamps()}
  ${sofa(380, 720, 480)}
  ${sofa(1240, 740, 480)}
  <ellipse cx="1050" cy="960" rx="150" ry="34" fill="#E9ECF7"/>
  ${rectSvg({ x: 1040, y: 968, width: 20, height: 70 }, 'fill="#C9CEEA"')}
  <circle cx="1010" cy="950" r="12" fill="${BRAND.primary}"/><circle cx="1080" cy="952" r="12" fill="#FFFFFF" stroke="#8A93C0" stroke-width="3"/>
  ${presenceTotem()}`;
  return svgDocument(LOUNGE_SIZE.width, LOUNGE_SIZE.height, body);
}
