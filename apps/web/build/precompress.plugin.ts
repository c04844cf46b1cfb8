import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|wasm)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Lazily loaded files: Brotli 10 is about 2 % larger than 11 and two and a half times as fast. */
const LATER_QUALITY = 10;

async function precompress(path: string, quality: number) {
  const bytes = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A coding that saves nothing is left out; the server then sends the file as it is.
  await Promise.all([
    br.length < bytes.length ? writeFile(`${path}.br`, br) : undefined,
    gz.length < bytes.length ? writeFile(`${path}.gz`, gz) : undefined,
  ]);
}

type BundleFile = {
  type: string;
  isEntry?: boolean;
  imports?: string[];
  viteMetadata?: { importedCss?: Set<string> };
};

/** The files of the first load: the entries, what they import statically, and their styles. */
export function firstLoadFiles(bundle: Record<string, BundleFile>): Set<string> {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const file = bundle[fileName];
    if (found.has(fileName) || !file) return;
    found.add(fileName);
    for (const css of file.viteMetadata?.importedCss ?? []) found.add(css);
    for (const imported of file.imports ?? []) visit(imported);
  };
  for (const [fileName, file] of Object.entries(bundle))
    if (file.type === 'chunk' && file.isEntry) visit(fileName);
  return found;
}

/**
 * Writes `<file>.br` and `<file>.gz` (gzip 9) beside every text file of the build above 1 kB,
 * which the server sends to browsers that accept them (`preCompressed` of @fastify/static):
 * compressed once here, never per request. Brotli 11 for the pages and the first load, where every
 * byte counts; 10 for what loads later (emoji data, the whiteboard, the PDF viewer…), which is most
 * of the bytes and took most of the build at 11.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  let firstLoad = new Set<string>();
  return {
    name: 'atrium-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      firstLoad = new Set(
        [...firstLoadFiles(bundle as Record<string, BundleFile>)].map((file) => resolve(outDir, file)),
      );
    },
    async closeBundle() {
      const pending: Promise<void>[] = [];
      for await (const path of files(outDir)) {
        if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
        const full = firstLoad.has(path) || path.endsWith('.html');
        pending.push(precompress(path, full ? constants.BROTLI_MAX_QUALITY : LATER_QUALITY));
      }
      await Promise.all(pending);
    },
  };
}
