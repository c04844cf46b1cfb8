// The studio's two figures (issue: the studio).
//
// - FIRST LOAD: what opening /studio downloads on top of the app's own first load — the studio
//   route's chunk and every chunk it imports statically, plus the overview section it opens on —
//   gzipped file by file (level 9), from apps/web/dist/.vite/manifest.json. It also checks that no
//   studio module is in the attendees' first load.
// - DRAG → PREVIEW: in Chromium, an administrator drags a hotspot in the studio's hotspot editor;
//   the time from the pointer's release to the preview frame (the real viewer) showing the hotspot
//   at its new place, measured in the pages (MutationObserver on the viewer's hotspot, both clocks
//   on the same epoch). Target: under 200 ms (median and worst of the runs are printed).
//
//   npm run bench:studio                  # build, then measure (port 4390)
//   npm run bench:studio -- --no-build    # use the existing build
//   STUDIO_BENCH_RUNS=30 npm run bench:studio -- --no-build
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { callApi } from '../support/api.mjs';
import { chromiumFlags, chromiumPath } from '../support/chromium.mjs';
import { root, startServer, waitForServer } from '../support/server.mjs';
import { statsOf, verdict } from '../web-vitals/statistics.mjs';

const PORT = Number(process.env.STUDIO_BENCH_PORT ?? 4390);
const RUNS = Number(process.env.STUDIO_BENCH_RUNS ?? 20);
const TARGET_MS = 200;
const ADMIN = { email: 'admin@atrium.local', password: 'atrium-admin' };
const dist = join(root, 'apps/web/dist');
const STUDIO_ROUTE = 'src/studio/shell/studio-route.tsx';
const STUDIO_START = 'src/studio/overview/overview-section.tsx';

function build() {
  for (const workspace of ['@atrium/web', '@atrium/server']) {
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      stdio: ['ignore', 2, 2],
    });
    if (result.status !== 0) throw new Error(`npm run build -w ${workspace} exited ${result.status}`);
  }
}

function closure(manifest, start) {
  const seen = new Set();
  const pending = [...start];
  while (pending.length > 0) {
    const key = pending.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    pending.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

const gzipOf = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kB = (bytes) => Math.round((bytes / 1024) * 10) / 10;

function firstLoadFigures() {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error('apps/web/dist is missing: run without --no-build');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const app = closure(manifest, [entry]);
  const leaked = [...app].filter((key) => key.startsWith('src/studio/'));
  if (!manifest[STUDIO_ROUTE]) throw new Error(`${STUDIO_ROUTE} is not a chunk of its own`);
  const studio = [...closure(manifest, [STUDIO_ROUTE, STUDIO_START])].filter((key) => !app.has(key));
  const files = [...new Set(studio.flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]))];
  const appFiles = [
    ...new Set([...app].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])])),
  ];
  const studioGzip = files.reduce((sum, file) => sum + gzipOf(file), 0);
  const appGzip = appFiles.reduce((sum, file) => sum + gzipOf(file), 0);
  return {
    attendeeFirstLoadKB: kB(appGzip),
    studioAddsKB: kB(studioGzip),
    studioFirstLoadKB: kB(appGzip + studioGzip),
    studioFiles: files.length,
    studioModulesInAttendeeFirstLoad: leaked,
  };
}

/**
 * Runs in the studio page before a drag: resolves with the ms from the pointer's release (seen by
 * the studio) to the next frame of the preview after its hotspot moved.
 */
function armDragTimer(widgetId) {
  const frame = document.querySelector('[data-testid="studio-preview"]');
  const view = frame.contentWindow;
  const selector = `[data-testid="hotspot"][data-widget-id="${widgetId}"]`;
  const styleNow = () => frame.contentDocument.querySelector(selector)?.getAttribute('style');
  const before = styleNow();
  if (before === undefined) throw new Error('the hotspot is not in the preview');
  let released;
  window.addEventListener('pointerup', () => (released = performance.timeOrigin + performance.now()), {
    capture: true,
    once: true,
  });
  // The viewer may redraw the hotspot as a new element: the whole document is watched.
  window.dragTimer = new Promise((resolve) => {
    const observer = new view.MutationObserver(() => {
      const now = styleNow();
      if (now === undefined || now === before) return;
      observer.disconnect();
      view.requestAnimationFrame(() =>
        resolve(view.performance.timeOrigin + view.performance.now() - released),
      );
    });
    observer.observe(frame.contentDocument.body, { attributes: true, childList: true, subtree: true });
  });
}

async function dragOnce(page, widgetId, dx) {
  const handle = page.locator(`button[data-testid="hotspot-${widgetId}"]`);
  await handle.scrollIntoViewIfNeeded();
  await page.evaluate(armDragTimer, widgetId);
  const box = await handle.boundingBox();
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 3 });
  await page.mouse.up();
  return page.evaluate(() =>
    Promise.race([
      window.dragTimer,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('the preview did not follow the drag')), 5000),
      ),
    ]),
  );
}

async function dragFigures() {
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-studio-bench-'));
  const base = `http://127.0.0.1:${PORT}`;
  const server = startServer({ port: PORT, dataDir, env: { NODE_ENV: 'production', LOG_LEVEL: 'warn' } });
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    await waitForServer(base);
    const { accessToken } = await callApi(base, 'POST', '/api/auth/login', undefined, ADMIN);
    const { publishedArchitectureId: architectureId } = await callApi(base, 'GET', '/api/venue/version');
    const venue = await callApi(
      base,
      'GET',
      `/api/ui/venue?architectureId=${architectureId}&preview=true`,
      accessToken,
    );
    // An area on a picture with a widget placed on it: the editor's and the viewer's common case.
    const area = venue.architectures[0].areas.find(
      (candidate) =>
        candidate.viewMode === 'VIEW_2D' &&
        candidate.contentWidgets.some((widget) =>
          widget.placements.some((p) => 'x' in p && p.viewpointId === candidate.defaultViewpointId),
        ),
    );
    const widget = area.contentWidgets.find((candidate) => candidate.placements.some((p) => 'x' in p));
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const session = JSON.stringify({ accessToken, state: { accessToken }, version: 0 });
    await context.addInitScript((value) => sessionStorage.setItem('atrium:session', value), session);
    const page = await context.newPage();
    await page.goto(`${base}/studio/areas/${area.id}`);
    await page.locator(`[data-testid="hotspot-${widget.id}"]`).waitFor();
    await page
      .frameLocator('[data-testid="studio-preview"]')
      .locator(`[data-testid="hotspot"][data-widget-id="${widget.id}"]`)
      .waitFor();
    const results = [];
    for (let run = 0; run < RUNS + 2; run++) {
      const ms = await dragOnce(page, widget.id, run % 2 === 0 ? 24 : -24);
      if (run >= 2) results.push({ ms }); // two warm-up drags
    }
    return { area: area.id, widget: widget.id, runs: RUNS, dragToPreviewMs: statsOf(results, 'ms', 1) };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!process.argv.includes('--no-build')) build();
const load = firstLoadFigures();
const drag = await dragFigures();
console.log(JSON.stringify({ firstLoad: load, drag }, null, 2));
console.log(
  `studio first load: ${load.studioFirstLoadKB} kB gzip (app ${load.attendeeFirstLoadKB} kB + studio ${load.studioAddsKB} kB in ${load.studioFiles} files); studio modules in the attendees' first load: ${load.studioModulesInAttendeeFirstLoad.length}`,
);
console.log(
  `drag → preview: median ${drag.dragToPreviewMs.median} ms, worst ${drag.dragToPreviewMs.worst} ms over ${drag.runs} drags; target < ${TARGET_MS} ms: ${verdict(drag.dragToPreviewMs.worst, TARGET_MS)}`,
);
