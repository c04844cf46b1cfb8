// Measures Web Vitals of the AREA ROUTE (/v/{architectureId}/area/{defaultAreaId}) on localhost, then
// the same for the first 360° area, and the time an area switch takes in an open session.
//
// The built server (apps/server/dist/main.js, serving apps/web/dist) runs in a child process with a
// fresh temporary DATA_DIR, so the demo venue is seeded and published on first start (server.mjs). The
// route is found through the API (GET /api/venue/version → publishedArchitectureId, GET /api/ui/venue →
// defaultAreaId; venue.mjs), and the demo attendee's access token is put into sessionStorage before the
// app runs (browser.mjs).
//
// Headless Chromium (playwright-core) then does BENCH_RUNS cold loads (default 5; each in a new browser
// context, so no HTTP cache, storage or connections are shared; viewport 1440×900), after one discarded
// warm-up load (BENCH_WARMUP, default 1) that warms the server and the browser process. What each
// figure means is in vitals.mjs; each scenario reports the median and the worst run of each:
// - lobby.scenario.mjs: cold loads of the default area (LCP, CLS, TBT, …);
// - panorama.scenario.mjs: cold loads of the first 360° area, and when its panorama is drawn;
// - area-switch.scenario.mjs: a click on a door hotspot until the new area's background is painted.
//
//   npm run build && npm run bench:web-vitals
//   Environment: BENCH_PORT (4391), BENCH_RUNS (5), BENCH_WARMUP (1), CHROMIUM_PATH (/usr/bin/chromium),
//   BENCH_SERVER_MAIN (apps/server/dist/main.js) and WEB_DIST_DIR (apps/web/dist) for builds kept
//   elsewhere, BENCH_SCENARIOS (lobby,panorama,switch: which parts to run)
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromiumPath } from '../support/chromium.mjs';
import { root } from '../support/server.mjs';
import { runAreaSwitchScenario } from './area-switch.scenario.mjs';
import { launchBrowser } from './browser.mjs';
import { runLobbyScenario } from './lobby.scenario.mjs';
import { runPanoramaScenario } from './panorama.scenario.mjs';
import { withVenueServer } from './server.mjs';
import { findRoutes, logInAttendee } from './venue.mjs';

const serverMain = resolve(root, process.env.BENCH_SERVER_MAIN ?? 'apps/server/dist/main.js');
const webDistDir = resolve(root, process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const webIndex = join(webDistDir, 'index.html');
const scenarios = new Set(
  (process.env.BENCH_SCENARIOS ?? 'lobby,panorama,switch').split(',').filter(Boolean),
);
const port = Number(process.env.BENCH_PORT ?? 4391);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const warmupRuns = Number(process.env.BENCH_WARMUP ?? 1);
const base = `http://127.0.0.1:${port}`;

// In this order, whatever the order in BENCH_SCENARIOS.
const SCENARIOS = {
  lobby: runLobbyScenario,
  panorama: runPanoramaScenario,
  switch: runAreaSwitchScenario,
};

function preflight() {
  const missing = [
    [serverMain, 'the server bundle — run `npm run build` first'],
    [webIndex, 'the web build — run `npm run build` first'],
    [join(root, 'node_modules/playwright-core'), 'playwright-core — it comes with @playwright/test'],
    [chromiumPath, 'Chromium — set CHROMIUM_PATH to a Chromium/Chrome executable'],
  ].filter(([path]) => !existsSync(path));
  for (const [path, what] of missing) console.error(`missing ${path}: ${what}`);
  if (missing.length > 0) process.exit(1);
}

/** Warm-up runs (discarded), then BENCH_RUNS measured runs; a failed run is reported, not fatal. */
async function repeat(measure) {
  for (let run = 0; run < warmupRuns; run++) await measure().catch(() => {});
  const results = [];
  for (let run = 0; run < runs; run++) {
    results.push(await measure().catch((error) => ({ error: error.message })));
  }
  if (results.every((result) => result.error)) throw new Error(`every run failed: ${results[0].error}`);
  return results;
}

const warn = (message) => console.error(`warning: ${message}`);

/** A scenario's report: the JSON figures, each run's warnings (stderr), then the target lines. */
function print({ figures, runLabel, runWarnings, lines }) {
  console.log(JSON.stringify(figures, null, 2));
  for (const [run, warnings] of runWarnings.entries()) {
    for (const warning of warnings) warn(`${runLabel} ${run + 1}: ${warning}`);
  }
  for (const line of lines) console.log(line);
}

async function benchmark(token) {
  const routes = await findRoutes(base, token);
  const browser = await launchBrowser(chromiumPath);
  try {
    const browserVersion = browser.version();
    const context = { browser, browserVersion, base, token, routes, repeat, warmupRuns, print, warn };
    for (const [name, runScenario] of Object.entries(SCENARIOS)) {
      if (scenarios.has(name)) await runScenario(context);
    }
  } finally {
    await browser.close();
  }
}

preflight();
await withVenueServer({ port, base, serverMain, webDistDir, name: 'vitals' }, async () =>
  benchmark(await logInAttendee(base)),
);
