import sharp from 'sharp';

export type Rect = { x: number; y: number; width: number; height: number };

export const BRAND = {
  primary: '#F70041',
  secondary: '#373F60',
  background: '#000A33',
  surface: '#0B1545',
  accent: '#00B8D4',
  text: '#FFFFFF',
} as const;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export function rectSvg(r: Rect, attrs: string): string {
  return `<rect x="${r.x}" y="${r.y}" width="${r.width}" height="${r.height}" ${attrs}/>`;
}

export function polygonSvg(points: readonly (readonly [number, number])[], attrs: string): string {
  const list = points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');
  return `<polygon points="${list}" ${attrs}/>`;
}

export function textSvg(x: number, y: number, size: number, text: string, attrs = ''): string {
  return `<text x="${round(x)}" y="${round(y)}" font-family="sans-serif" font-size="${size}" text-anchor="middle" ${attrs}>${escapeXml(text)}</text>`;
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

export function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

export function renderJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).flatten({ background: BRAND.background }).jpeg({ quality: 85 }).toBuffer();
}
