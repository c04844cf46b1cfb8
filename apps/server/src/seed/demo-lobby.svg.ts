import type { Rect } from './svg-render.helper';
import { BRAND, polygonSvg, rectSvg, svgDocument, textSvg } from './svg-render.helper';

// One-point perspective hall: the vanishing point sits at VP, the back wall at depth BACK_T
// (0 = picture plane, 1 = vanishing point). Side-wall points are interpolated between floor and ceiling.
export const LOBBY_SIZE = { width: 1920, height: 1080 } as const;
const VP = { x: 960, y: 400 };
const BACK_T = 0.55;

type Point = readonly [number, number];

function wallPoint(side: 'left' | 'right', t: number, h: number): Point {
  const x = side === 'left' ? VP.x * t : LOBBY_SIZE.width - VP.x * t;
  const yFloor = LOBBY_SIZE.height - (LOBBY_SIZE.height - VP.y) * t;
  const yCeil = VP.y * t;
  return [x, yFloor + (yCeil - yFloor) * h];
}

function wallQuad(side: 'left' | 'right', t0: number, t1: number, h0: number, h1: number): Point[] {
  return [wallPoint(side, t0, h1), wallPoint(side, t1, h1), wallPoint(side, t1, h0), wallPoint(side, t0, h0)];
}

function boundingBox(points: Point[]): Rect {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return {
    x: Math.round(x),
    y: Math.round(y),
    width: Math.round(Math.max(...xs) - x),
    height: Math.round(Math.max(...ys) - y),
  };
}

const [backLeft, backTop] = wallPoint('left', BACK_T, 1);
const [backRight, backBottom] = wallPoint('right', BACK_T, 0);

const DOOR_AUDITORIUM = wallQuad('left', 0.16, 0.36, 0, 0.5);
const DOOR_EXPO = wallQuad('right', 0.16, 0.36, 0, 0.5);

/** Clickable objects of the drawing in pixels; the venue turns them into placement fractions. */
export const LOBBY_HOTSPOTS = {
  doorAuditorium: boundingBox(DOOR_AUDITORIUM),
  doorExpo: boundingBox(DOOR_EXPO),
  doorLounge: { x: 600, y: 476, width: 150, height: backBottom - 476 },
  guide: { x: 800, y: 516, width: 100, height: 112 },
  speaker: { x: 1030, y: 530, width: 90, height: 98 },
  presence: { x: 1190, y: 420, width: 170, height: 124 },
  welcomeDesk: { x: 780, y: 660, width: 360, height: 140 },
} satisfies Record<string, Rect>;

function door(points: Point[], label: string, side: 'left' | 'right'): string {
  const frame = polygonSvg(points, `fill="#10173F" stroke="${BRAND.primary}" stroke-width="8"`);
  const [a, b, c, d] = points as [Point, Point, Point, Point];
  const lerp = (p: Point, q: Point, f: number): Point => [p[0] + (q[0] - p[0]) * f, p[1] + (q[1] - p[1]) * f];
  const [top, bottom] = [lerp(a, b, 0.5), lerp(d, c, 0.5)];
  const split = `<line x1="${top[0]}" y1="${top[1]}" x2="${bottom[0]}" y2="${bottom[1]}" stroke="${BRAND.primary}" stroke-width="5"/>`;
  const glass = polygonSvg(
    [lerp(a, d, 0.08), lerp(b, c, 0.08), lerp(b, c, 0.42), lerp(a, d, 0.42)],
    'fill="#5FD3F3" fill-opacity="0.25"',
  );
  const sign = wallQuad(side, 0.16, 0.36, 0.56, 0.64);
  const box = boundingBox(sign);
  return `${frame}${glass}${split}${polygonSvg(sign, `fill="${BRAND.primary}"`)}${textSvg(
    box.x + box.width / 2,
    box.y + box.height / 2 + 12,
    28,
    label,
    'fill="#FFFFFF" font-weight="bold"',
  )}`;
}

function floor(): string {
  const lines: string[] = [];
  for (let k = -10; k <= 10; k++) {
    const xb = VP.x + k * 200;
    const xt = xb + (VP.x - xb) * BACK_T;
    lines.push(`<line x1="${xb}" y1="1080" x2="${xt}" y2="${backBottom}"/>`);
  }
  for (const t of [0.12, 0.23, 0.32, 0.4, 0.47, 0.52]) {
    const y = LOBBY_SIZE.height - (LOBBY_SIZE.height - VP.y) * t;
    lines.push(`<line x1="0" y1="${y}" x2="1920" y2="${y}"/>`);
  }
  const shape = polygonSvg(
    [
      [0, 1080],
      [1920, 1080],
      [backRight, backBottom],
      [backLeft, backBottom],
    ],
    'fill="url(#floor)"',
  );
  return `<clipPath id="floorClip">${polygonSvg(
    [
      [0, 1080],
      [1920, 1080],
      [backRight, backBottom],
      [backLeft, backBottom],
    ],
    '',
  )}</clipPath>${shape}<g clip-path="url(#floorClip)" stroke="#FFFFFF" stroke-opacity="0.12" stroke-width="3">${lines.join('')}</g>
  <ellipse cx="960" cy="900" rx="520" ry="110" fill="${BRAND.primary}" fill-opacity="0.12"/>`;
}

function ceilingLights(): string {
  const lights: string[] = [];
  for (const t of [0.08, 0.22, 0.34, 0.44, 0.51]) {
    const y = VP.y * t;
    const half = (VP.x - VP.x * t) * 0.55;
    for (const dx of [-half, 0, half]) {
      lights.push(
        `<ellipse cx="${960 + dx}" cy="${y + 12}" rx="${(1 - t) * 70}" ry="${(1 - t) * 9}" fill="#FFF6D8"/>`,
      );
    }
  }
  return lights.join('');
}

function desk(): string {
  const guide = LOBBY_HOTSPOTS.guide;
  const speaker = LOBBY_HOTSPOTS.speaker;
  return `
  ${polygonSvg(
    [
      [796, 628],
      [1124, 628],
      [1140, 660],
      [780, 660],
    ],
    'fill="#F2F4FA"',
  )}
  ${rectSvg({ x: 780, y: 660, width: 360, height: 140 }, 'fill="url(#desk)"')}
  ${rectSvg({ x: 780, y: 660, width: 360, height: 10 }, 'fill="#FFFFFF" fill-opacity="0.6"')}
  ${textSvg(960, 750, 48, 'Welcome', 'fill="#FFFFFF" font-weight="bold"')}
  <g>
    ${polygonSvg(
      [
        [guide.x + 14, guide.y + guide.height],
        [guide.x + 30, guide.y + 20],
        [guide.x + guide.width - 6, guide.y + 4],
        [guide.x + guide.width - 6, guide.y + guide.height],
      ],
      `fill="#FFFFFF" stroke="${BRAND.secondary}" stroke-width="3"`,
    )}
    ${rectSvg({ x: guide.x + 30, y: guide.y + 12, width: guide.width - 40, height: guide.height - 14 }, `fill="${BRAND.primary}" rx="4"`)}
    ${textSvg(guide.x + 60, guide.y + 52, 18, 'Event', 'fill="#FFFFFF" font-weight="bold"')}
    ${textSvg(guide.x + 60, guide.y + 76, 18, 'guide', 'fill="#FFFFFF" font-weight="bold"')}
    ${rectSvg({ x: guide.x + 40, y: guide.y + 88, width: 40, height: 4 }, 'fill="#FFFFFF" fill-opacity="0.7"')}
  </g>
  <g>
    ${rectSvg({ x: speaker.x, y: speaker.y, width: speaker.width - 20, height: speaker.height }, 'fill="#1B2146" rx="10" stroke="#8A93C0" stroke-width="3"')}
    <circle cx="${speaker.x + 35}" cy="${speaker.y + 30}" r="13" fill="#3B4475" stroke="#C9CEEA" stroke-width="3"/>
    <circle cx="${speaker.x + 35}" cy="${speaker.y + 68}" r="22" fill="#3B4475" stroke="#C9CEEA" stroke-width="3"/>
    <circle cx="${speaker.x + 35}" cy="${speaker.y + 68}" r="7" fill="${BRAND.primary}"/>
    <path d="M ${speaker.x + 76} ${speaker.y + 40} q 12 20 0 40 M ${speaker.x + 84} ${speaker.y + 28} q 22 32 0 64" fill="none" stroke="${BRAND.primary}" stroke-width="4" stroke-linecap="round"/>
  </g>`;
}

function presenceScreen(): string {
  const s = LOBBY_HOTSPOTS.presence;
  const avatars: string[] = [];
  const colours = [BRAND.primary, BRAND.accent, '#FFC857', '#7BD389', '#B388FF', '#FF8A65'];
  colours.forEach((colour, i) => {
    const cx = s.x + 32 + (i % 3) * 53;
    const cy = s.y + 62 + Math.floor(i / 3) * 38;
    avatars.push(`<circle cx="${cx}" cy="${cy}" r="14" fill="${colour}"/>`);
  });
  return `${rectSvg(s, 'fill="#050A24" stroke="#AEB6DD" stroke-width="6" rx="6"')}
  ${textSvg(s.x + s.width / 2, s.y + 32, 22, "Who's here", 'fill="#FFFFFF" font-weight="bold"')}
  ${avatars.join('')}`;
}

function plant(x: number, baseY: number, scale: number): string {
  const leaves = [
    [-22, -70],
    [18, -80],
    [0, -105],
    [-30, -40],
    [30, -48],
  ]
    .map(
      ([dx, dy]) =>
        `<ellipse cx="${x + (dx ?? 0) * scale}" cy="${baseY + (dy ?? 0) * scale}" rx="${22 * scale}" ry="${34 * scale}" fill="#2E9E6A"/>`,
    )
    .join('');
  return `${leaves}${rectSvg({ x: x - 22 * scale, y: baseY - 30 * scale, width: 44 * scale, height: 40 * scale }, 'fill="#D8DCEB" rx="4"')}`;
}

export function lobbySvg(): string {
  const ceiling = polygonSvg(
    [
      [0, 0],
      [1920, 0],
      [backRight, backTop],
      [backLeft, backTop],
    ],
    'fill="url(#ceiling)"',
  );
  const leftWall = polygonSvg(
    [
      [0, 0],
      [backLeft, backTop],
      [backLeft, backBottom],
      [0, 1080],
    ],
    'fill="url(#wallLeft)"',
  );
  const rightWall = polygonSvg(
    [
      [1920, 0],
      [backRight, backTop],
      [backRight, backBottom],
      [1920, 1080],
    ],
    'fill="url(#wallRight)"',
  );
  const backWall = rectSvg(
    { x: backLeft, y: backTop, width: backRight - backLeft, height: backBottom - backTop },
    'fill="url(#backWall)"',
  );
  const lounge = LOBBY_HOTSPOTS.doorLounge;
  const defs = `<defs>
    <linearGradient id="ceiling" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#161D45"/><stop offset="1" stop-color="#2B3566"/></linearGradient>
    <linearGradient id="wallLeft" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#2A3365"/><stop offset="1" stop-color="#48538C"/></linearGradient>
    <linearGradient id="wallRight" x1="1" y1="0" x2="0" y2="0"><stop offset="0" stop-color="#2A3365"/><stop offset="1" stop-color="#48538C"/></linearGradient>
    <linearGradient id="backWall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#56619C"/><stop offset="1" stop-color="#3E4883"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8C93B8"/><stop offset="1" stop-color="#3A4273"/></linearGradient>
    <linearGradient id="desk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${BRAND.primary}"/><stop offset="1" stop-color="#A8002C"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.4" r="0.5"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.25"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient>
  </defs>`;
  const body = `${defs}
  ${ceiling}${ceilingLights()}${leftWall}${rightWall}${backWall}
  ${rectSvg({ x: backLeft, y: backTop, width: backRight - backLeft, height: backBottom - backTop }, 'fill="url(#glow)"')}
  ${floor()}
  ${rectSvg({ x: 630, y: 250, width: 660, height: 84 }, `fill="${BRAND.primary}" rx="8"`)}
  ${textSvg(960, 305, 38, 'Welcome to Atrium Summit', 'fill="#FFFFFF" font-weight="bold"')}
  ${rectSvg({ x: lounge.x, y: 436, width: lounge.width, height: 32 }, `fill="${BRAND.primary}" rx="4"`)}
  ${textSvg(lounge.x + lounge.width / 2, 461, 24, 'Lounge', 'fill="#FFFFFF" font-weight="bold"')}
  ${rectSvg(lounge, `fill="#10173F" stroke="${BRAND.primary}" stroke-width="7"`)}
  ${rectSvg({ x: lounge.x + 14, y: lounge.y + 16, width: lounge.width - 28, height: 90 }, 'fill="#5FD3F3" fill-opacity="0.25"')}
  <line x1="${lounge.x + lounge.width / 2}" y1="${lounge.y}" x2="${lounge.x + lounge.width / 2}" y2="${lounge.y + lounge.height}" stroke="${BRAND.primary}" stroke-width="4"/>
  ${presenceScreen()}
  ${door(DOOR_AUDITORIUM, 'Auditorium', 'left')}
  ${door(DOOR_EXPO, 'Expo hall', 'right')}
  ${plant(backLeft + 8, backBottom + 6, 1.1)}${plant(backRight - 8, backBottom + 6, 1.1)}
  ${desk()}`;
  return svgDocument(LOBBY_SIZE.width, LOBBY_SIZE.height, body);
}
