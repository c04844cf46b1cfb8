// Lighthouse's performance category, mobile preset (its default configuration: a mid-range phone's
// screen, simulated slow 4G and 4× CPU slowdown), on two pages of the demo venue:
// - `/login` as a first visit: a fresh browser profile, nothing stored, not logged in;
// - the lobby (the default area, /v/atrium-demo/area/lobby) as the demo attendee who has accepted the
//   demo's cookie choices and logged in through the login page in the same tab; Lighthouse then
//   clears the HTTP cache (not cookies or storage), so the lobby loads cold with the session.
//
// The built server (apps/server/dist/main.js, serving apps/web/dist) runs in a child process with a
// fresh temporary DATA_DIR, so the demo venue is seeded and published on first start. Each page is
// measured --runs times (default 3), each run in a new Chromium with a new profile (a run whose
// trace Lighthouse cannot use is tried once more); the median and every run of each figure are
// printed with its target. The line after the header says whether the server compressed the app's
// script: the figures depend on it.
//
//   npm run build && npm run bench:lighthouse
//   Options: --runs N (3), --pages login,lobby (both), --details (the audits that do not pass),
//   --save DIR (each run's Lighthouse JSON), --url BASE (measure a server already running at BASE,
//   e.g. behind a reverse proxy, instead of starting one; its venue must be the demo's).
//   Environment: BENCH_PORT (4395), CHROMIUM_PATH (/usr/bin/chromium), BENCH_SERVER_MAIN
//   (apps/server/dist/main.js) and WEB_DIST_DIR (apps/web/dist) for builds kept elsewhere.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../support/chromium.mjs';
import { root } from '../support/server.mjs';
import { withVenueServer } from '../web-vitals/server.mjs';
import { findRoutes, logInAttendee } from '../web-vitals/venue.mjs';
import { launchChromium } from './browser.mjs';
import { figuresOf, printPage } from './report.mjs';
import { logInThroughLoginPage } from './session.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: 'login,lobby' },
    details: { type: 'boolean', default: false },
    save: { type: 'string' },
    url: { type: 'string' },
  },
});
const runs = Number(options.runs);
const pages = new Set(options.pages.split(',').filter(Boolean));
const serverMain = resolve(root, process.env.BENCH_SERVER_MAIN ?? 'apps/server/dist/main.js');
const webDistDir = resolve(root, process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const port = Number(process.env.BENCH_PORT ?? 4395);
const base = options.url?.replace(/\/$/, '') ?? `http://127.0.0.1:${port}`;

// The default configuration is the mobile preset; only the performance category is gathered.
const LIGHTHOUSE_FLAGS = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };

function preflight() {
  const problems = [];
  if (!Number.isInteger(runs) || runs < 1) problems.push('--runs must be a whole number ≥ 1');
  for (const page of pages) if (!['login', 'lobby'].includes(page)) problems.push(`unknown page ${page}`);
  const files = [[chromiumPath, 'Chromium — set CHROMIUM_PATH to a Chromium/Chrome executable']];
  if (!options.url) {
    files.push([serverMain, 'the server bundle — run `npm run build` first']);
    files.push([join(webDistDir, 'index.html'), 'the web build — run `npm run build` first']);
  }
  for (const [path, what] of files) if (!existsSync(path)) problems.push(`missing ${path}: ${what}`);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
}

/** One Lighthouse run in a fresh Chromium; `prepare(page)` brings the tab into the measured state. */
async function measure(url, prepare) {
  const chromium = await launchChromium(chromiumPath);
  try {
    const page = await chromium.browser.newPage();
    await prepare?.(page);
    const result = await lighthouse(url, LIGHTHOUSE_FLAGS, undefined, page);
    if (!result) throw new Error('Lighthouse returned no result');
    return { lhr: result.lhr, version: chromium.version };
  } finally {
    await chromium.close();
  }
}

/** A run whose trace Lighthouse could not use (e.g. NO_NAVSTART on a busy machine) is tried once more. */
async function measureRun(url, prepare) {
  let failure;
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      const { lhr, version } = await measure(url, prepare);
      if (!lhr.runtimeError) return { lhr, version, retried: failure };
      failure = lhr.runtimeError.message;
    } catch (error) {
      failure = error.message;
    }
  }
  throw new Error(failure);
}

async function measurePage({ name, url, prepare }) {
  const results = [];
  for (let run = 1; run <= runs; run++) {
    try {
      const { lhr, version, retried } = await measureRun(url, prepare);
      if (options.save) writeFileSync(join(options.save, `${name}-${run}.json`), JSON.stringify(lhr));
      const figures = figuresOf(lhr);
      if (retried) figures.warnings.push(`measured again after: ${retried}`);
      results.push({ ...figures, lighthouseVersion: lhr.lighthouseVersion, chromium: version });
    } catch (error) {
      results.push({ error: error.message });
    }
  }
  if (results.every((result) => result.error)) {
    throw new Error(`every run of ${name} failed: ${results[0].error}`);
  }
  return results;
}

/** How the server sends the app's entry script: its content coding and caching (they shape the figures). */
async function deliveryOf(base) {
  const html = await (await fetch(`${base}/login`)).text();
  const entry = html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
  if (!entry) return 'entry script not found in index.html';
  const response = await fetch(new URL(entry, base), { headers: { 'accept-encoding': 'br, gzip' } });
  await response.arrayBuffer();
  const coding = response.headers.get('content-encoding') ?? 'none (uncompressed)';
  return `entry script sent with content-encoding ${coding}, cache-control ${response.headers.get('cache-control')}`;
}

async function benchmark() {
  const routes = await findRoutes(base, await logInAttendee(base));
  const delivery = await deliveryOf(base);
  const targets = [
    {
      name: 'login',
      title: `/login`,
      url: `${base}/login`,
      state: 'first visit — fresh profile, nothing stored (no cookie choice), not logged in',
    },
    {
      name: 'lobby',
      title: routes.defaultPath,
      url: `${base}${routes.defaultPath}`,
      state:
        'logged in as the demo attendee through the login page in the same tab, all cookie choices ' +
        'accepted (no banner); HTTP cache cleared by Lighthouse, cookies and storage kept',
      prepare: (page) => logInThroughLoginPage(page, base, routes.cookieProviderIds),
    },
  ].filter((target) => pages.has(target.name));

  const measured = [];
  for (const target of targets) measured.push({ ...target, runs: await measurePage(target) });

  const sample = measured.flatMap((page) => page.runs).find((run) => !run.error);
  console.log(
    `Lighthouse ${sample.lighthouseVersion}, ${sample.chromium} (headless), mobile preset ` +
      `(default configuration: simulated slow 4G, 4× CPU slowdown), performance category; ` +
      `${runs} run${runs === 1 ? '' : 's'} per page, each in a new browser profile; ${base}`,
  );
  console.log(delivery);
  for (const page of measured) printPage({ ...page, details: options.details });
}

preflight();
if (options.save) mkdirSync(options.save, { recursive: true });
if (options.url) {
  await benchmark();
} else {
  await withVenueServer({ port, base, serverMain, webDistDir, name: 'lighthouse' }, benchmark);
}
