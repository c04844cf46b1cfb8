// Bundles the server into dist/main.js; npm packages stay external, the domain package is bundled.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  // SERVER_OUTFILE lets several checkouts' worth of work build side by side (kept inside the repo
  // so that the external packages resolve from node_modules).
  outfile: process.env.SERVER_OUTFILE ?? 'dist/main.js',
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
