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

async function precompress(path: string) {
  const bytes = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
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

/**
 * Writes `<file>.br` (Brotli 11) and `<file>.gz` (gzip 9) beside every text file of the build
 * above 1 kB, which the server sends to browsers that accept them (`preCompressed` of
 * @fastify/static): compressed once here at full strength, never per request.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'atrium-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const pending: Promise<void>[] = [];
      for await (const path of files(outDir)) {
        if (COMPRESSIBLE.test(path) && (await stat(path)).size >= MIN_BYTES) pending.push(precompress(path));
      }
      await Promise.all(pending);
    },
  };
}
