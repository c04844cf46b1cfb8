import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressPlugin } from './precompress.plugin';

type Hook = (...args: unknown[]) => unknown;

describe('precompressPlugin', () => {
  const dir = mkdtempSync(join(tmpdir(), 'atrium-precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside text files above 1 kB, and leaves small and binary files alone', async () => {
    const script = `export const text = ${JSON.stringify('atrium '.repeat(400))};\n`;
    writeFileSync(join(dir, 'index-AbC123.js'), script);
    writeFileSync(join(dir, 'tiny.js'), 'export {};\n');
    writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4096, 7));

    const plugin = precompressPlugin();
    (plugin.configResolved as Hook)({ root: dir, build: { outDir: '.' } } as unknown as ResolvedConfig);
    await (plugin.closeBundle as Hook)();

    expect(brotliDecompressSync(readFileSync(join(dir, 'index-AbC123.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'index-AbC123.js.gz'))).toString()).toBe(script);
    for (const untouched of ['tiny.js.br', 'tiny.js.gz', 'photo.png.br', 'photo.png.gz']) {
      expect(existsSync(join(dir, untouched)), untouched).toBe(false);
    }
  });
});
