// Measures the size of the production web bundle (apps/web/dist), as a browser would download it.
//
// - FIRST LOAD: what the browser must fetch before the area route can render — the entry chunk that
//   index.html loads (`isEntry: true` in dist/.vite/manifest.json), every chunk it statically
//   `imports` (recursively; `dynamicImports` are lazy and not counted), and the CSS files listed on
//   those chunks. Images/fonts and index.html itself are not counted.
// - LAZY: chunks reachable only through `dynamicImports` (route/feature splits), listed separately.
// - TOTAL: every .js file under dist/assets (source maps excluded).
//
// Each file is gzipped on its own (node:zlib, level 9), as it would be transferred; sums are sums of
// per-file sizes. Runs `npm run build -w @atrium/web` first unless `--no-build` is given.
//
//   npm run bench:bundle                 # build, then measure
//   npm run bench:bundle -- --no-build   # measure the existing apps/web/dist
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
const TARGET_FIRST_LOAD_GZIP = 200 * 1024;

function build() {
  // The build's own output goes to stderr so that stdout carries only the figures.
  const result = spawnSync('npm', ['run', 'build', '-w', '@atrium/web'], {
    cwd: root,
    stdio: ['ignore', 2, 2],
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`npm run build -w @atrium/web exited ${result.status}`);
}

function readManifest() {
  if (!existsSync(manifestPath)) {
    throw new Error(`${relative(root, manifestPath)} not found: run \`npm run build -w @atrium/web\` first`);
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8'));
}

/** The chunk that index.html loads (falls back to the only/first entry if the key differs). */
function findEntry(manifest) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const entry =
    entries.find(([key, chunk]) => key === 'index.html' || chunk.src === 'index.html') ?? entries[0];
  if (!entry) throw new Error('no entry chunk (isEntry: true) in the Vite manifest');
  return entry[0];
}

/** Manifest keys reachable from `start` by following the given edge lists (e.g. ['imports']). */
function closure(manifest, start, edges) {
  const seen = new Set();
  const pending = [...start];
  while (pending.length > 0) {
    const key = pending.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    for (const edge of edges) pending.push(...(manifest[key][edge] ?? []));
  }
  return seen;
}

/** The files (JS first, then CSS) that the given manifest chunks put on the wire, deduplicated. */
function filesOf(manifest, keys) {
  const js = [...keys].map((key) => manifest[key].file);
  const css = [...keys].flatMap((key) => manifest[key].css ?? []);
  return [...new Set([...js, ...css])];
}

const sizeCache = new Map();
function measure(file) {
  if (!sizeCache.has(file)) {
    const bytes = readFileSync(join(dist, file));
    sizeCache.set(file, { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizeCache.get(file);
}

function summarize(files) {
  const rows = files.map(measure).sort((a, b) => b.gzip - a.gzip);
  return {
    files: rows.length,
    raw: rows.reduce((sum, row) => sum + row.raw, 0),
    gzip: rows.reduce((sum, row) => sum + row.gzip, 0),
    rows,
  };
}

function listJsFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile() && dirent.name.endsWith('.js'))
    .map((dirent) => relative(dist, join(dirent.parentPath, dirent.name)));
}

const kB = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const totals = ({ files, raw, gzip }) => ({ files, raw, gzip, rawKB: kB(raw), gzipKB: kB(gzip) });

if (!process.argv.includes('--no-build')) build();

const manifest = readManifest();
const entryKey = findEntry(manifest);
const firstLoadKeys = closure(manifest, [entryKey], ['imports']);
const dynamicRoots = [...firstLoadKeys].flatMap((key) => manifest[key].dynamicImports ?? []);
const lazyKeys = [...closure(manifest, dynamicRoots, ['imports', 'dynamicImports'])].filter(
  (key) => !firstLoadKeys.has(key),
);

const firstLoad = summarize(filesOf(manifest, firstLoadKeys));
const firstLoadFiles = new Set(firstLoad.rows.map((row) => row.file));
const lazy = summarize(filesOf(manifest, lazyKeys).filter((file) => !firstLoadFiles.has(file)));
const total = summarize(listJsFiles(join(dist, 'assets')));

const figures = {
  entry: `${entryKey} → ${manifest[entryKey].file}`,
  firstLoad: totals(firstLoad),
  lazy: totals(lazy),
  totalJs: totals(total),
  firstLoadChunks: firstLoad.rows,
  lazyChunks: lazy.rows,
};
console.log(JSON.stringify(figures, null, 2));
const met = firstLoad.gzip <= TARGET_FIRST_LOAD_GZIP;
console.log(
  `first load ${figures.firstLoad.gzipKB} kB gzip (${figures.firstLoad.rawKB} kB raw) in ${firstLoad.files} file(s)`,
);
console.log(`target ≤ 200 kB gzip first load: ${met ? 'met' : 'NOT met'}`);
