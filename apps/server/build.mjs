// Bundles the server into dist/main.js (the launcher) and the chunk it imports; npm packages stay
// external, the domain package is bundled.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

// SERVER_OUTDIR lets several checkouts' worth of work build side by side (kept inside the repo so
// that the external packages resolve from node_modules).
const outdir = process.env.SERVER_OUTDIR ?? 'dist';
rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: ['src/main.ts'],
  outdir,
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: { '@atrium/domain': '../../packages/domain/src/index.ts' },
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
