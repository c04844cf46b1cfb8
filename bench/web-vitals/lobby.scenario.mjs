// Cold loads of the AREA ROUTE of the venue's default area (/v/{architectureId}/area/{defaultAreaId}):
// LCP, FCP, CLS, TBT and the navigation's timings (see vitals.mjs).
import { browserLabel } from './browser.mjs';
import { coldLoadWarnings, measureColdLoad, roundedRun } from './cold-load.mjs';
import { statsOf, verdict } from './statistics.mjs';

const TARGET_LCP_MS = 1_000;

export async function runLobbyScenario(context) {
  const { browser, browserVersion, base, token, routes, repeat, warmupRuns, print } = context;
  const path = routes.defaultPath;
  const results = await repeat(() => measureColdLoad(browser, `${base}${path}`, token));
  const figures = {
    route: path,
    browser: browserLabel(browserVersion),
    coldLoads: results.length,
    warmupLoadsDiscarded: warmupRuns,
    lcpMs: statsOf(results, 'lcp'),
    fcpMs: statsOf(results, 'fcp'),
    cls: statsOf(results, 'cls', 4),
    tbtMs: statsOf(results, 'tbt'),
    domContentLoadedMs: statsOf(results, 'domContentLoaded'),
    loadMs: statsOf(results, 'load'),
    perRun: results.map(roundedRun),
  };
  print({
    figures,
    runLabel: 'run',
    runWarnings: results.map((result) => coldLoadWarnings(result, path)),
    lines: [`target LCP < ${TARGET_LCP_MS} ms on localhost: ${verdict(figures.lcpMs.median, TARGET_LCP_MS)}`],
  });
}
