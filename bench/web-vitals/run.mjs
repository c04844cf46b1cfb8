// Measures Web Vitals of the AREA ROUTE (/v/{architectureId}/area/{defaultAreaId}) on localhost, then
// the same for the first 360° area, and the time an area switch takes in an open session.
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
// 360° area (the first area with viewMode VIEW_360D, /v/atrium-demo/area/expo-hall in the demo): the
// same cold loads and figures, plus
// - panoramaReady: when the 360° viewer marks itself drawn (data-ready="true" on
//   [data-testid=panorama-viewpoint], set after its first WebGL frame), in ms since navigation start.
//   WebGL is Chromium's software renderer here (no GPU), so this is a pessimistic figure.
// - tbtUntilPanorama: blocking time as for TBT, within [FCP, panoramaReady].
// LCP is the flat picture the area shows while the viewer loads (a canvas is no LCP candidate).
//
// Area switch: a cold load of the default area as a visitor who has answered the cookie banner before
// (every provider declined, so no third-party frame loads), settled as above (the session is open and idle),
// then a click on its door hotspot to another area (a LINK widget whose target is a 2D area, and one
// whose target is the 360° area). Measured from the click's event timestamp to
// - backgroundPaint: the new area's background image painted (Element Timing renderTime of the new
//   img[data-testid=area-background]; the attribute is set as the image enters the document);
// - backgroundDecodedFrame: the same image loaded and decoded (img.decode()) and the next frame
//   drawn (requestAnimationFrame, then a task) — a cross-check without Element Timing;
// - panoramaReady (door to the 360° area only): the 360° viewer drawn.
//
//   npm run build && npm run bench:web-vitals
//   Environment: BENCH_PORT (4391), BENCH_RUNS (5), BENCH_WARMUP (1), CHROMIUM_PATH (/usr/bin/chromium),
//   BENCH_SERVER_MAIN (apps/server/dist/main.js) and WEB_DIST_DIR (apps/web/dist) for builds kept
//   elsewhere, BENCH_SCENARIOS (lobby,panorama,switch: which parts to run)
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
const serverMain = resolve(root, process.env.BENCH_SERVER_MAIN ?? 'apps/server/dist/main.js');
const webDistDir = resolve(root, process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const webIndex = join(webDistDir, 'index.html');
const scenarios = new Set(
  (process.env.BENCH_SCENARIOS ?? 'lobby,panorama,switch').split(',').filter(Boolean),
);
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
const TARGET_PANORAMA_LCP_MS = 1_500;
const TARGET_SWITCH_MS = 300;
const PANORAMA_READY_TIMEOUT_MS = 30_000; // software WebGL draws the first frame slowly
const SWITCH_TIMEOUT_MS = 30_000;

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
    WEB_DIST_DIR: webDistDir,
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

const areaPath = (architectureId, areaId) =>
  `/v/${encodeURIComponent(architectureId)}/area/${encodeURIComponent(areaId)}`;

/**
 * The routes under test, from the published venue: its default area (e.g. /v/atrium-demo/area/lobby),
 * its first 360° area, and the default area's doors (LINK widgets leading to another area).
 */
async function findRoutes(token) {
  const { publishedArchitectureId: architectureId } = await call('GET', '/api/venue/version', token);
  if (!architectureId) throw new Error('no published venue (the demo seed did not run?)');
  const venue = await call(
    'GET',
    `/api/ui/venue?architectureId=${encodeURIComponent(architectureId)}`,
    token,
  );
  const architecture = venue.architectures?.find((candidate) => candidate.id === architectureId);
  if (!architecture?.defaultAreaId) throw new Error(`architecture ${architectureId} has no defaultAreaId`);
  const areas = architecture.areas ?? [];
  const defaultArea = areas.find((area) => area.id === architecture.defaultAreaId);
  const panoramaArea = areas.find((area) => area.viewMode === 'VIEW_360D');
  const doors = (defaultArea?.contentWidgets ?? []).flatMap((widget) => {
    const targetAreaId = widget.configurations?.find(
      (configuration) => configuration.targetAreaId,
    )?.targetAreaId;
    const target = areas.find((area) => area.id === targetAreaId && area.id !== defaultArea.id);
    return widget.type === 'LINK' && target ? [{ widgetId: widget.id, name: widget.name, target }] : [];
  });
  const door2d = doors.find((door) => door.target.viewMode !== 'VIEW_360D');
  const door360 = doors.find((door) => door.target.viewMode === 'VIEW_360D');
  return {
    cookieProviderIds: (architecture.cookieProviders ?? []).map((provider) => provider.id),
    defaultPath: areaPath(architectureId, architecture.defaultAreaId),
    panoramaPath: panoramaArea ? areaPath(architectureId, panoramaArea.id) : null,
    doors: [door2d, door360].filter(Boolean).map((door) => ({
      ...door,
      path: areaPath(architectureId, door.target.id),
      panorama: door === door360,
    })),
  };
}

/** Runs in the page before any of its scripts (page.addInitScript); collects into window.__benchVitals. */
function installVitalsObservers() {
  const vitals = {
    lcp: null,
    lcpSeenAt: 0,
    cls: 0,
    fcp: null,
    longTasks: [],
    panoramaReadyAt: null,
    unsupported: [],
  };
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
  // The 360° viewer sets data-ready="true" once its first frame is drawn. Only that attribute is
  // watched, so pages without a viewer pay nothing.
  new MutationObserver((mutations) => {
    if (vitals.panoramaReadyAt !== null) return;
    const ready = mutations.some(
      (mutation) =>
        mutation.target.getAttribute('data-ready') === 'true' &&
        mutation.target.getAttribute('data-testid') === 'panorama-viewpoint',
    );
    if (ready) vitals.panoramaReadyAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
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

/** Waits (bounded) until the 360° viewer reports its first frame. */
async function waitForPanorama(page) {
  try {
    await page.waitForFunction(() => window.__benchVitals?.panoramaReadyAt != null, null, {
      timeout: PANORAMA_READY_TIMEOUT_MS,
      polling: 50,
    });
    return true;
  } catch {
    return false;
  }
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

/** Runs in the page: stores a cookie choice for each provider, as the banner does (declined: no third parties). */
function storeCookieChoices(providerIds) {
  try {
    for (const id of providerIds) localStorage.setItem(`cookies:${id}`, 'false');
    localStorage.setItem('tracking:consent', 'false');
  } catch {}
}

/**
 * A page in a fresh context (no cache, storage or connections shared) with the session and
 * observers; with `cookieProviderIds`, as a visitor who has answered the cookie banner already.
 */
async function openPage(browser, token, cookieProviderIds) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(storeSession, {
    key: SESSION_STORAGE_KEY,
    value: sessionValue(token),
  });
  if (cookieProviderIds) await context.addInitScript(storeCookieChoices, cookieProviderIds);
  const page = await context.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.addInitScript(installVitalsObservers);
  return { context, page, pageErrors };
}

async function measureColdLoad(browser, url, token, { panorama = false } = {}) {
  const { context, page, pageErrors } = await openPage(browser, token);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
    const panoramaDrawn = panorama ? await waitForPanorama(page) : undefined;
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
      ...(panorama
        ? {
            panoramaReady: vitals.panoramaReadyAt,
            tbtUntilPanorama:
              vitals.panoramaReadyAt === null
                ? null
                : totalBlockingTime(vitals.longTasks, vitals.fcp, vitals.panoramaReadyAt),
            panoramaDrawn,
          }
        : {}),
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

/**
 * Runs in the page just before the door is clicked: notes the click's timestamp, and when the new
 * area's background image (a new img[data-testid=area-background]) is painted.
 */
function watchAreaSwitch() {
  const watch = { clickAt: null, backgroundPaintAt: null, backgroundDecodedFrameAt: null };
  window.__benchSwitch = watch;
  const before = new Set(document.querySelectorAll('img[data-testid=area-background]'));
  document.addEventListener('click', (event) => (watch.clickAt ??= event.timeStamp), {
    capture: true,
    once: true,
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier === 'bench-switch-background' && watch.backgroundPaintAt === null) {
        watch.backgroundPaintAt = entry.renderTime || entry.loadTime;
      }
    }
  }).observe({ type: 'element' });
  // After the next frame: a task queued from requestAnimationFrame runs once that frame is out.
  const afterNextFrame = () =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (watch.backgroundDecodedFrameAt ??= performance.now());
      channel.port2.postMessage(null);
    });
  const follow = (image) => {
    image.setAttribute('elementtiming', 'bench-switch-background');
    const decoded = () => image.decode().then(afterNextFrame);
    decoded().catch(() => image.addEventListener('load', () => decoded().catch(() => {}), { once: true }));
  };
  new MutationObserver(() => {
    for (const image of document.querySelectorAll('img[data-testid=area-background]')) {
      if (!before.has(image) && !image.hasAttribute('elementtiming')) follow(image);
    }
  }).observe(document.body, { subtree: true, childList: true });
  // The 360° viewer's readiness is recorded by installVitalsObservers; only the new one counts.
  window.__benchVitals.panoramaReadyAt = null;
}

async function measureAreaSwitch(browser, url, token, door, cookieProviderIds) {
  // The session is open: the cookie banner was answered before (a first visit's banner is modal).
  const { context, page, pageErrors } = await openPage(browser, token, cookieProviderIds);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
    const settled = await waitUntilSettled(page);
    await page.evaluate(watchAreaSwitch);
    await page.locator(`[data-testid=hotspot][data-widget-id="${door.widgetId}"]`).click();
    let complete = true;
    try {
      await page.waitForFunction(
        (panorama) => {
          const watch = window.__benchSwitch;
          const painted = watch.backgroundPaintAt !== null && watch.backgroundDecodedFrameAt !== null;
          return painted && (!panorama || window.__benchVitals.panoramaReadyAt !== null);
        },
        door.panorama,
        { timeout: SWITCH_TIMEOUT_MS, polling: 50 },
      );
    } catch {
      complete = false;
    }
    const { watch, panoramaReadyAt, finalPath, resources } = await page.evaluate(() => ({
      watch: window.__benchSwitch,
      panoramaReadyAt: window.__benchVitals.panoramaReadyAt,
      finalPath: location.pathname,
      resources: performance
        .getEntriesByType('resource')
        .map(({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd })),
    }));
    const since = (at) => (at === null || watch.clickAt === null ? null : at - watch.clickAt);
    // Where the time went: what the page fetched after the click, in ms since the click.
    const requestsAfterClick = resources
      .filter((entry) => watch.clickAt !== null && entry.startTime >= watch.clickAt)
      .map((entry) => {
        const url = new URL(entry.name);
        return `${round(since(entry.startTime), 0)}–${round(since(entry.responseEnd), 0)} ms ${url.pathname}`;
      });
    return {
      backgroundPaint: since(watch.backgroundPaintAt),
      backgroundDecodedFrame: since(watch.backgroundDecodedFrameAt),
      ...(door.panorama ? { panoramaReady: since(panoramaReadyAt) } : {}),
      requestsAfterClick,
      finalPath,
      settled,
      complete,
      pageErrors,
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

async function launchBrowser() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
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
}

const browserLabel = (browserVersion) =>
  `Chromium ${browserVersion}, headless, ${viewport.width}×${viewport.height}`;

function report(path, browserVersion, results) {
  const column = (key) => results.map((result) => result[key]);
  const figures = {
    route: path,
    browser: browserLabel(browserVersion),
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

function reportPanorama(path, browserVersion, results) {
  const column = (key) => results.map((result) => result[key]);
  const figures = {
    scenario: '360° area, cold loads',
    route: path,
    browser: `${browserLabel(browserVersion)}, software WebGL`,
    coldLoads: results.length,
    warmupLoadsDiscarded: warmupRuns,
    lcpMs: stats(column('lcp')),
    panoramaReadyMs: stats(column('panoramaReady')),
    fcpMs: stats(column('fcp')),
    cls: stats(column('cls'), 4),
    tbtMs: stats(column('tbt')),
    tbtUntilPanoramaMs: stats(column('tbtUntilPanorama')),
    domContentLoadedMs: stats(column('domContentLoaded')),
    loadMs: stats(column('load')),
    perRun: results.map((result) => ({
      ...result,
      ...(result.error
        ? {}
        : {
            ...roundedTimings(result),
            panoramaReady: round(result.panoramaReady),
            tbtUntilPanorama: round(result.tbtUntilPanorama),
          }),
    })),
  };
  console.log(JSON.stringify(figures, null, 2));
  for (const [run, result] of results.entries()) {
    const warnings = [
      ...runWarnings(result, path),
      ...(result.error || result.panoramaDrawn ? [] : ['the 360° viewer did not report its first frame']),
    ];
    for (const warning of warnings) console.error(`warning: 360° run ${run + 1}: ${warning}`);
  }
  const met = figures.lcpMs.median !== null && figures.lcpMs.median < TARGET_PANORAMA_LCP_MS;
  console.log(
    `target LCP < ${TARGET_PANORAMA_LCP_MS} ms on localhost (360° area): ${met ? 'met' : 'NOT met'}`,
  );
  console.log(
    `360° panorama drawn after (median): ${figures.panoramaReadyMs.median ?? '–'} ms (no target; software WebGL)`,
  );
}

function reportSwitch(fromPath, door, browserVersion, results) {
  const column = (key) => results.map((result) => result[key]);
  const figures = {
    scenario: 'area switch in an open session (click on a door hotspot)',
    from: fromPath,
    door: door.name,
    to: door.path,
    browser: browserLabel(browserVersion),
    switches: results.length,
    warmupSwitchesDiscarded: warmupRuns,
    backgroundPaintMs: stats(column('backgroundPaint')),
    backgroundDecodedFrameMs: stats(column('backgroundDecodedFrame')),
    ...(door.panorama ? { panoramaReadyMs: stats(column('panoramaReady')) } : {}),
    perRun: results.map((result) =>
      result.error
        ? result
        : {
            ...result,
            backgroundPaint: round(result.backgroundPaint),
            backgroundDecodedFrame: round(result.backgroundDecodedFrame),
            ...(door.panorama ? { panoramaReady: round(result.panoramaReady) } : {}),
          },
    ),
  };
  console.log(JSON.stringify(figures, null, 2));
  for (const [run, result] of results.entries()) {
    const warnings = result.error
      ? [`failed: ${result.error}`]
      : [
          ...(result.settled ? [] : ['the first area did not settle before the click']),
          ...(result.complete ? [] : [`not painted within ${SWITCH_TIMEOUT_MS / 1000} s`]),
          ...(result.finalPath !== door.path ? [`ended on ${result.finalPath}, not ${door.path}`] : []),
          ...result.pageErrors.map((message) => `page error: ${message}`),
        ];
    for (const warning of warnings) console.error(`warning: switch run ${run + 1}: ${warning}`);
  }
  const painted = figures.backgroundPaintMs.median ?? figures.backgroundDecodedFrameMs.median;
  const met = painted !== null && painted < TARGET_SWITCH_MS;
  console.log(
    `target area switch to ${door.path}: new background painted < ${TARGET_SWITCH_MS} ms after the click (median ${painted ?? '–'} ms): ${met ? 'met' : 'NOT met'}`,
  );
  if (door.panorama) {
    console.log(
      `  360° panorama drawn after the click (median): ${figures.panoramaReadyMs.median ?? '–'} ms (no target; software WebGL)`,
    );
  }
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

async function benchmark(token) {
  const routes = await findRoutes(token);
  const browser = await launchBrowser();
  try {
    const version = browser.version();
    if (scenarios.has('lobby')) {
      const url = `${base}${routes.defaultPath}`;
      report(routes.defaultPath, version, await repeat(() => measureColdLoad(browser, url, token)));
    }
    if (scenarios.has('panorama')) {
      if (!routes.panoramaPath) console.error('warning: the venue has no 360° area; skipped');
      else {
        const url = `${base}${routes.panoramaPath}`;
        const results = await repeat(() => measureColdLoad(browser, url, token, { panorama: true }));
        reportPanorama(routes.panoramaPath, version, results);
      }
    }
    if (scenarios.has('switch')) {
      if (routes.doors.length === 0) console.error('warning: the default area has no door to another area');
      for (const door of routes.doors) {
        const url = `${base}${routes.defaultPath}`;
        const results = await repeat(() =>
          measureAreaSwitch(browser, url, token, door, routes.cookieProviderIds),
        );
        reportSwitch(routes.defaultPath, door, version, results);
      }
    }
  } finally {
    await browser.close();
  }
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
  await benchmark(accessToken);
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
