// Measures Web Vitals of the AREA ROUTE (/v/{architectureId}/area/{defaultAreaId}) on localhost.
//
// The built server (apps/server/dist/main.js, serving apps/web/dist) runs in a child process with a
// fresh temporary DATA_DIR, so the demo venue is seeded and published on first start. The route is
// found through the API (GET /api/venue/version → publishedArchitectureId, GET /api/ui/venue →
// defaultAreaId), and the demo attendee's access token is put into sessionStorage before the app runs.
//
// Headless Chromium (playwright-core) then does BENCH_RUNS cold loads (default 5; each in a new browser
// context, so no HTTP cache, storage or connections are shared; viewport 1440×900), after one discarded
// warm-up load (BENCH_WARMUP, default 1) that warms the server and the browser process. Observers are
// installed with page.addInitScript before navigation, so no entry is missed:
// - LCP: startTime of the last 'largest-contentful-paint' entry, read once the page has loaded and
//   1.5 s have passed without a new entry.
// - CLS: sum of all 'layout-shift' entries without hadRecentInput (no session windows).
// - TBT: for each 'longtask', the part beyond its first 50 ms that lies after FCP and before
//   load + 2 s (for a task wholly inside that window: duration − 50 ms).
// - FCP ('paint' entry first-contentful-paint), and the navigation's domContentLoadedEventEnd and
//   loadEventEnd (all in ms since navigation start).
// Reports the median and the worst run of each.
//
//   npm run build && npm run bench:web-vitals
//   Environment: BENCH_PORT (4391), BENCH_RUNS (5), BENCH_WARMUP (1), CHROMIUM_PATH (/usr/bin/chromium)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// The sessionStorage key under which the web app keeps its session. The benchmark writes it before
// navigation so the area route opens as a logged-in attendee (the login guard sends others to /login).
const SESSION_STORAGE_KEY = 'atrium:session';
// The stored value: JSON `{ "accessToken": "…" }`, plus the same token in zustand's persist envelope
// `{ "state": { "accessToken": "…" }, "version": 0 }`, which is what apps/web/src/shared/stores/
// session.store.ts reads today. Each reader ignores the other's fields.
const sessionValue = (accessToken) => JSON.stringify({ accessToken, state: { accessToken }, version: 0 });
const ATTENDEE = { email: 'attendee@atrium.local', password: 'atrium-attendee' };

const root = resolve(import.meta.dirname, '../..');
const serverMain = join(root, 'apps/server/dist/main.js');
const webIndex = join(root, 'apps/web/dist/index.html');
const port = Number(process.env.BENCH_PORT ?? 4391);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const warmupRuns = Number(process.env.BENCH_WARMUP ?? 1);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const base = `http://127.0.0.1:${port}`;
const viewport = { width: 1440, height: 900 };

const SERVER_READY_TIMEOUT_MS = 60_000;
const NAVIGATION_TIMEOUT_MS = 30_000;
const LCP_QUIET_MS = 1_500; // LCP is final once this long has passed after load with no new entry
const TBT_WINDOW_AFTER_LOAD_MS = 2_000; // long tasks are observed until load + this
const SETTLE_TIMEOUT_MS = 20_000; // upper bound for waiting on the two conditions above
const TARGET_LCP_MS = 1_000;

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

function assertPortFree() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} on 127.0.0.1 is in use; set BENCH_PORT to a free port`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolvePort()));
  });
}

function startServer(dataDir) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_SEED: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  delete env.DATABASE_URL; // always the fresh SQLite database in dataDir
  return spawn(process.execPath, [serverMain], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function waitForReady(server) {
  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {}
    await sleep(200);
  }
  throw new Error(`server not ready after ${SERVER_READY_TIMEOUT_MS / 1000} s`);
}

async function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolveExit) => server.once('exit', resolveExit));
  server.kill('SIGTERM');
  const timer = sleep(5_000).then(() => 'timeout');
  if ((await Promise.race([exited, timer])) === 'timeout') server.kill('SIGKILL');
}

async function call(method, path, token, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The path of the published venue's default area, e.g. /v/atrium-demo/area/lobby. */
async function findAreaRoute(token) {
  const { publishedArchitectureId: architectureId } = await call('GET', '/api/venue/version', token);
  if (!architectureId) throw new Error('no published venue (the demo seed did not run?)');
  const venue = await call(
    'GET',
    `/api/ui/venue?architectureId=${encodeURIComponent(architectureId)}`,
    token,
  );
  const architecture = venue.architectures?.find((candidate) => candidate.id === architectureId);
  if (!architecture?.defaultAreaId) throw new Error(`architecture ${architectureId} has no defaultAreaId`);
  return `/v/${encodeURIComponent(architectureId)}/area/${encodeURIComponent(architecture.defaultAreaId)}`;
}

/** Runs in the page before any of its scripts (page.addInitScript); collects into window.__benchVitals. */
function installVitalsObservers() {
  const vitals = { lcp: null, lcpSeenAt: 0, cls: 0, fcp: null, longTasks: [], unsupported: [] };
  window.__benchVitals = vitals;
  const describe = (element) =>
    element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}` : null;
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) onEntry(entry);
      }).observe({ type, buffered: true });
    } catch {
      vitals.unsupported.push(type);
    }
  };
  observe('largest-contentful-paint', (entry) => {
    vitals.lcp = { startTime: entry.startTime, size: entry.size, element: describe(entry.element) };
    vitals.lcpSeenAt = performance.now();
  });
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) vitals.cls += entry.value;
  });
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  });
  observe('longtask', (entry) => {
    vitals.longTasks.push({ start: entry.startTime, duration: entry.duration });
  });
}

/** Runs in the page: stores the session the app reads on start. */
function storeSession({ key, value }) {
  try {
    sessionStorage.setItem(key, value);
  } catch {} // e.g. about:blank frames, which have no storage
}

/** Page timing state; undefined while the page is between documents. */
function readTiming(page) {
  return page
    .evaluate(() => ({
      now: performance.now(),
      loadEnd: performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0,
      lcpSeenAt: window.__benchVitals?.lcpSeenAt ?? 0,
    }))
    .catch(() => undefined);
}

/** Waits (bounded) until load + 2 s have passed and LCP has been quiet for 1.5 s after load. */
async function waitUntilSettled(page) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const timing = await readTiming(page);
    if (timing && timing.loadEnd > 0) {
      const tbtWindowOver = timing.now >= timing.loadEnd + TBT_WINDOW_AFTER_LOAD_MS;
      const lcpQuiet = timing.now >= Math.max(timing.loadEnd, timing.lcpSeenAt) + LCP_QUIET_MS;
      if (tbtWindowOver && lcpQuiet) return true;
    }
    await sleep(100);
  }
  return false;
}

function collect(page) {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const resources = performance.getEntriesByType('resource');
    return {
      vitals: window.__benchVitals,
      ttfb: nav.responseStart,
      domContentLoaded: nav.domContentLoadedEventEnd,
      load: nav.loadEventEnd,
      requests: resources.length + 1,
      transferBytes: resources.reduce((sum, entry) => sum + entry.transferSize, nav.transferSize),
      finalPath: location.pathname,
    };
  });
}

/** Blocking time of the long tasks: the part of each beyond its first 50 ms, within [fcp, windowEnd]. */
function totalBlockingTime(longTasks, fcp, windowEnd) {
  if (fcp === null) return null;
  return longTasks.reduce((sum, task) => {
    const end = Math.min(task.start + task.duration, windowEnd);
    return sum + Math.max(0, end - Math.max(task.start + 50, fcp));
  }, 0);
}

async function measureColdLoad(browser, url, token) {
  const context = await browser.newContext({ viewport });
  try {
    await context.addInitScript(storeSession, {
      key: SESSION_STORAGE_KEY,
      value: sessionValue(token),
    });
    const page = await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.addInitScript(installVitalsObservers);
    await page.goto(url, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
    const settled = await waitUntilSettled(page);
    const raw = await collect(page);
    const { vitals } = raw;
    return {
      lcp: vitals.lcp?.startTime ?? null,
      lcpElement: vitals.lcp?.element ?? null,
      fcp: vitals.fcp,
      cls: vitals.cls,
      tbt: totalBlockingTime(vitals.longTasks, vitals.fcp, raw.load + TBT_WINDOW_AFTER_LOAD_MS),
      longTasks: vitals.longTasks.length,
      ttfb: raw.ttfb,
      domContentLoaded: raw.domContentLoaded,
      load: raw.load,
      requests: raw.requests,
      transferBytes: raw.transferBytes,
      finalPath: raw.finalPath,
      settled,
      pageErrors,
      unsupported: vitals.unsupported,
    };
  } finally {
    await context.close();
  }
}

const round = (value, digits = 1) => (value == null ? null : Number(value.toFixed(digits)));

/** Median and worst (largest) of the non-null values; null when no run produced the figure. */
function stats(values, digits) {
  const present = values.filter((value) => value !== null && Number.isFinite(value)).sort((a, b) => a - b);
  if (present.length === 0) return { median: null, worst: null, runs: 0 };
  const middle = Math.floor(present.length / 2);
  const median = present.length % 2 ? present[middle] : (present[middle - 1] + present[middle]) / 2;
  return { median: round(median, digits), worst: round(present.at(-1), digits), runs: present.length };
}

async function benchmark(url, token) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
    timeout: 30_000,
  });
  try {
    for (let run = 0; run < warmupRuns; run++) await measureColdLoad(browser, url, token).catch(() => {});
    const results = [];
    for (let run = 0; run < runs; run++) {
      // A failed load is reported and left out of the figures rather than ending the benchmark.
      results.push(await measureColdLoad(browser, url, token).catch((error) => ({ error: error.message })));
    }
    if (results.every((result) => result.error)) throw new Error(`every load failed: ${results[0].error}`);
    return { browserVersion: browser.version(), results };
  } finally {
    await browser.close();
  }
}

function report(path, browserVersion, results) {
  const column = (key) => results.map((result) => result[key]);
  const figures = {
    route: path,
    browser: `Chromium ${browserVersion}, headless, ${viewport.width}×${viewport.height}`,
    coldLoads: results.length,
    warmupLoadsDiscarded: warmupRuns,
    lcpMs: stats(column('lcp')),
    fcpMs: stats(column('fcp')),
    cls: stats(column('cls'), 4),
    tbtMs: stats(column('tbt')),
    domContentLoadedMs: stats(column('domContentLoaded')),
    loadMs: stats(column('load')),
    perRun: results.map((result) => ({
      ...result,
      ...(result.error ? {} : roundedTimings(result)),
    })),
  };
  console.log(JSON.stringify(figures, null, 2));
  for (const [run, result] of results.entries()) {
    for (const warning of runWarnings(result, path)) console.error(`warning: run ${run + 1}: ${warning}`);
  }
  const met = figures.lcpMs.median !== null && figures.lcpMs.median < TARGET_LCP_MS;
  console.log(`target LCP < ${TARGET_LCP_MS} ms on localhost: ${met ? 'met' : 'NOT met'}`);
}

function roundedTimings(result) {
  return {
    lcp: round(result.lcp),
    fcp: round(result.fcp),
    cls: round(result.cls, 4),
    tbt: round(result.tbt),
    ttfb: round(result.ttfb),
    domContentLoaded: round(result.domContentLoaded),
    load: round(result.load),
  };
}

/** What makes a run's figures doubtful: it failed, never settled, drew nothing, or left the route. */
function runWarnings(result, path) {
  if (result.error) return [`failed: ${result.error}`];
  return [
    ...(result.settled ? [] : [`page did not settle within ${SETTLE_TIMEOUT_MS / 1000} s`]),
    ...(result.lcp === null ? ['no LCP entry (nothing rendered?)'] : []),
    ...(result.finalPath !== path ? [`ended on ${result.finalPath}, not ${path}`] : []),
    ...result.pageErrors.map((message) => `page error: ${message}`),
  ];
}

preflight();
await assertPortFree();
const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-vitals-'));
const server = startServer(dataDir);
const cleanUpOnSignal = () => {
  server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(130);
};
process.once('SIGINT', cleanUpOnSignal);
process.once('SIGTERM', cleanUpOnSignal);
try {
  await waitForReady(server);
  const { accessToken } = await call('POST', '/api/auth/login', undefined, ATTENDEE);
  const path = await findAreaRoute(accessToken);
  const { browserVersion, results } = await benchmark(`${base}${path}`, accessToken);
  report(path, browserVersion, results);
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
