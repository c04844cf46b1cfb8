import type { Rect } from './svg-render.helper';
import { BRAND, polygonSvg, rectSvg, svgDocument, textSvg } from './svg-render.helper';

export const AUDITORIUM_SIZE = { width: 1920, height: 1080 } as const;

/** Clickable objects of the drawing in pixels; the venue turns them into placement fractions. */
export const AUDITORIUM_HOTSPOTS = {
  screen: { x: 520, y: 110, width: 880, height: 450 },
  doorLobby: { x: 70, y: 470, width: 160, height: 330 },
  doorBackstage: { x: 1690, y: 470, width: 160, height: 330 },
  // The lectern below the screen (the screen's own hotspot ends at y 560).
  lectern: { x: 1240, y: 562, width: 80, height: 88 },
} satisfies Record<string, Rect>;

function spotlights(): string {
  const xs = [420, 700, 960, 1220, 1500];
  const beams = xs
    .map((x, i) =>
      polygonSvg(
        [
          [x - 10, 40],
          [x + 10, 40],
          [760 + i * 100 + 90, 690],
          [760 + i * 100 - 90, 690],
        ],
        'fill="url(#beam)"',
      ),
    )
    .join('');
  const lamps = xs.map(
    (x) => `<circle cx="${x}" cy="40" r="16" fill="#FFF6D8" stroke="#8A93C0" stroke-width="4"/>`,
  );
  return `${rectSvg({ x: 300, y: 28, width: 1320, height: 12 }, 'fill="#3B4475"')}${beams}${lamps.join('')}`;
}

function curtain(x: number): string {
  const folds = Array.from({ length: 5 }, (_, i) =>
    rectSvg({ x: x + i * 28, y: 80, width: 28, height: 540 }, 'fill="url(#fold)"'),
  ).join('');
  return `${folds}${rectSvg({ x, y: 70, width: 140, height: 20 }, 'fill="#6B0020"')}`;
}

function screen(): string {
  const s = AUDITORIUM_HOTSPOTS.screen;
  return `${rectSvg({ x: s.x - 14, y: s.y - 14, width: s.width + 28, height: s.height + 28 }, 'fill="#C9CEEA" rx="8"')}
  ${rectSvg(s, 'fill="url(#screen)"')}
  ${textSvg(s.x + s.width / 2, s.y + 190, 96, 'Atrium Summit', 'fill="#FFFFFF" font-weight="bold"')}
  ${rectSvg({ x: s.x + 290, y: s.y + 222, width: 300, height: 8 }, `fill="${BRAND.primary}"`)}
  ${textSvg(s.x + s.width / 2, s.y + 300, 48, 'Opening keynote', 'fill="#C9CEEA"')}
  <circle cx="${s.x + s.width / 2}" cy="${s.y + 375}" r="34" fill="${BRAND.primary}"/>
  ${polygonSvg(
    [
      [s.x + s.width / 2 - 10, s.y + 358],
      [s.x + s.width / 2 - 10, s.y + 392],
      [s.x + s.width / 2 + 18, s.y + 375],
    ],
    'fill="#FFFFFF"',
  )}`;
}

function stage(): string {
  return `${polygonSvg(
    [
      [400, 600],
      [1520, 600],
      [1640, 720],
      [280, 720],
    ],
    'fill="url(#stage)"',
  )}
  ${rectSvg({ x: 280, y: 720, width: 1360, height: 54 }, 'fill="#121942"')}
  ${rectSvg({ x: 280, y: 720, width: 1360, height: 6 }, `fill="${BRAND.primary}"`)}
  ${polygonSvg(
    [
      [1236, 520],
      [1324, 520],
      [1310, 650],
      [1250, 650],
    ],
    'fill="#E9ECF7"',
  )}
  ${rectSvg({ x: 1226, y: 508, width: 108, height: 16 }, 'fill="#C9CEEA" rx="4"')}
  <circle cx="1280" cy="570" r="20" fill="${BRAND.primary}"/>`;
}

function door(r: Rect, label: string): string {
  return `${rectSvg({ x: r.x - 10, y: r.y - 54, width: r.width + 20, height: 40 }, `fill="${BRAND.primary}" rx="4"`)}
  ${textSvg(r.x + r.width / 2, r.y - 24, 26, label, 'fill="#FFFFFF" font-weight="bold"')}
  ${rectSvg(r, `fill="#0A0F2E" stroke="${BRAND.primary}" stroke-width="8"`)}
  ${rectSvg({ x: r.x + 18, y: r.y + 20, width: r.width - 36, height: 100 }, 'fill="#5FD3F3" fill-opacity="0.2"')}
  <circle cx="${r.x + r.width - 26}" cy="${r.y + r.height / 2 + 20}" r="7" fill="#C9CEEA"/>`;
}

function seats(): string {
  const rows = [
    { y: 830, w: 66, h: 60 },
    { y: 900, w: 78, h: 72 },
    { y: 985, w: 94, h: 86 },
  ];
  const out: string[] = [];
  rows.forEach((row, r) => {
    const step = row.w + 14;
    const perSide = Math.floor(660 / step);
    for (let i = 0; i < perSide * 2; i++) {
      const k = i % perSide;
      const x = i < perSide ? 960 - 60 - (k + 1) * step : 960 + 60 + k * step + 14;
      // Seat the odd attendee deterministically, heads drawn first so the seat backs hide their shoulders.
      if ((i * 7 + r * 3) % 4 === 0) {
        out.push(
          `<circle cx="${x + row.w / 2}" cy="${row.y - row.h * 0.22}" r="${row.w * 0.3}" fill="#050A26"/>`,
        );
      }
      out.push(rectSvg({ x, y: row.y, width: row.w, height: row.h }, 'fill="url(#seat)" rx="12"'));
    }
  });
  return out.join('');
}

export function auditoriumSvg(): string {
  const defs = `<defs>
    <linearGradient id="hall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#060C30"/><stop offset="1" stop-color="#1C2458"/></linearGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#16216E"/><stop offset="1" stop-color="#4A2A6E"/></linearGradient>
    <linearGradient id="stage" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2E3770"/><stop offset="1" stop-color="#434D8C"/></linearGradient>
    <linearGradient id="seat" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5A6398"/><stop offset="1" stop-color="${BRAND.secondary}"/></linearGradient>
    <linearGradient id="fold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7A0022"/><stop offset="0.5" stop-color="#D10038"/><stop offset="1" stop-color="#7A0022"/></linearGradient>
    <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFF6D8" stop-opacity="0.2"/><stop offset="1" stop-color="#FFF6D8" stop-opacity="0.02"/></linearGradient>
  </defs>`;
  const body = `${defs}
  ${rectSvg({ x: 0, y: 0, width: 1920, height: 1080 }, 'fill="url(#hall)"')}
  ${rectSvg({ x: 0, y: 774, width: 1920, height: 306 }, 'fill="#0E1644"')}
  ${curtain(340)}${curtain(1440)}
  ${screen()}
  ${stage()}
  ${spotlights()}
  ${door(AUDITORIUM_HOTSPOTS.doorLobby, 'Lobby')}
  ${door(AUDITORIUM_HOTSPOTS.doorBackstage, 'Backstage')}
  ${seats()}`;
  return svgDocument(AUDITORIUM_SIZE.width, AUDITORIUM_SIZE.height, body);
}
