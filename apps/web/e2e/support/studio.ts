import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ROOT, startServerProcess } from './server-process';

export const ADMIN = { email: 'admin@atrium.local', password: 'atrium-admin' } as const;

/**
 * A server of the spec's own on an empty database: no demo venue, only the administrator a fresh
 * install creates. The studio's journey publishes and unpublishes, which must not touch the lane.
 */
export async function startEmptyServer(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-studio-'));
  const server = await startServerProcess(join(ROOT, 'apps/server/dist/main.js'), {
    port,
    env: { DATA_DIR: dataDir, DEMO_SEED: 'false', NODE_ENV: 'test' },
    timeoutMs: 60_000,
  });
  return {
    origin: server.origin,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A picture of the given size: a gradient with a few shapes, so a wrong crop or scale is visible. */
export function picture(width: number, height: number, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#101030"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 4}" cy="${height / 2}" r="${height / 6}" fill="#ffffff88"/>
    <rect x="${width * 0.6}" y="${height * 0.3}" width="${width / 5}" height="${height / 3}" fill="#00000066"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A one-page PDF, as small as a valid one gets. */
export function tinyPdf(title: string): Buffer {
  const text = `BT /F1 24 Tf 72 720 Td (${title.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The administrator's token on the given server, through the API. */
export async function adminToken(request: APIRequestContext, origin: string): Promise<string> {
  const response = await request.post(`${origin}/api/auth/login`, { data: ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).accessToken;
}

/** Waits until the draft is staged, and answers the stage version it was saved as. */
export async function savedVersion(page: Page): Promise<number> {
  const status = page.getByTestId('save-status');
  await expect(status).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  return Number(await status.getAttribute('data-version'));
}

/** Every stored stage version of an architecture, newest first, as the server keeps them. */
export async function stageVersions(
  request: APIRequestContext,
  origin: string,
  token: string,
  architectureId: string,
): Promise<{ version: number; text: string }[]> {
  const headers = { authorization: `Bearer ${token}` };
  const base = `${origin}/api/designer/architecture/${architectureId}/versions`;
  const list = await request.get(base, { headers });
  expect(list.status(), await list.text()).toBe(200);
  const { versions } = (await list.json()) as { versions: { mode: string; version: number }[] };
  return Promise.all(
    versions
      .filter((entry) => entry.mode === 'STAGE')
      .map(async ({ version }) => {
        const response = await request.get(`${base}/STAGE/${version}`, { headers });
        expect(response.status()).toBe(200);
        return { version, text: await response.text() };
      }),
  );
}
