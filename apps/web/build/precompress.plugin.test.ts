import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { firstLoadFiles, precompressPlugin } from './precompress.plugin';

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

  it('compresses the first load at Brotli 11 and what loads later at 10', async () => {
    const text = (seed: number) =>
      `export const rows = ${JSON.stringify(Array.from({ length: 3000 }, (_, i) => `row ${(i * seed) % 977} ${i}`))};\n`;
    const files = { 'entry.js': text(7), 'shared.js': text(11), 'later.js': text(13) };
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
    const bundle = {
      'entry.js': {
        type: 'chunk',
        isEntry: true,
        imports: ['shared.js'],
        viteMetadata: { importedCss: new Set(['entry.css']) },
      },
      'shared.js': { type: 'chunk', isEntry: false, imports: [] },
      'later.js': { type: 'chunk', isEntry: false, imports: ['shared.js'] },
    };
    expect([...firstLoadFiles(bundle)].sort()).toEqual(['entry.css', 'entry.js', 'shared.js']);

    const plugin = precompressPlugin();
    (plugin.configResolved as Hook)({ root: dir, build: { outDir: '.' } } as unknown as ResolvedConfig);
    (plugin.writeBundle as Hook)({}, bundle);
    await (plugin.closeBundle as Hook)();

    const brotliAt = (name: keyof typeof files, quality: number) =>
      brotliCompressSync(files[name], { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
    const written = (name: string) => readFileSync(join(dir, `${name}.br`));
    expect(brotliAt('later.js', 10)).not.toBe(brotliAt('later.js', 11));
    expect(written('entry.js').length).toBe(brotliAt('entry.js', 11));
    expect(written('shared.js').length).toBe(brotliAt('shared.js', 11));
    expect(written('later.js').length).toBe(brotliAt('later.js', 10));
    expect(brotliDecompressSync(written('later.js')).toString()).toBe(files['later.js']);
  });
});
