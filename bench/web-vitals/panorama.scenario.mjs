// Cold loads of the first 360° area (the first area with viewMode VIEW_360D, /v/atrium-demo/area/expo-hall
// in the demo): the same figures as the lobby scenario, plus
// - panoramaReady: when the 360° viewer marks itself drawn (data-ready="true" on
//   [data-testid=panorama-viewpoint], set after its first WebGL frame), in ms since navigation start.
//   WebGL is Chromium's software renderer here (no GPU), so this is a pessimistic figure.
// - tbtUntilPanorama: blocking time as for TBT, within [FCP, panoramaReady].
// LCP is the flat picture the area shows while the viewer loads (a canvas is no LCP candidate).
import { browserLabel } from './browser.mjs';
import { coldLoadWarnings, measureColdLoad, roundedRun } from './cold-load.mjs';
import { statsOf, verdict } from './statistics.mjs';

const TARGET_PANORAMA_LCP_MS = 1_500;

export async function runPanoramaScenario(context) {
  const { browser, browserVersion, base, token, routes, repeat, warmupRuns, print, warn } = context;
  const path = routes.panoramaPath;
  if (!path) {
    warn('the venue has no 360° area; skipped');
    return;
  }
  const results = await repeat(() => measureColdLoad(browser, `${base}${path}`, token, { panorama: true }));
  const figures = {
    scenario: '360° area, cold loads',
    route: path,
    browser: `${browserLabel(browserVersion)}, software WebGL`,
    coldLoads: results.length,
    warmupLoadsDiscarded: warmupRuns,
    lcpMs: statsOf(results, 'lcp'),
    panoramaReadyMs: statsOf(results, 'panoramaReady'),
    fcpMs: statsOf(results, 'fcp'),
    cls: statsOf(results, 'cls', 4),
    tbtMs: statsOf(results, 'tbt'),
    tbtUntilPanoramaMs: statsOf(results, 'tbtUntilPanorama'),
    domContentLoadedMs: statsOf(results, 'domContentLoaded'),
    loadMs: statsOf(results, 'load'),
    perRun: results.map(roundedRun),
  };
  print({
    figures,
    runLabel: '360° run',
    runWarnings: results.map((result) => [
      ...coldLoadWarnings(result, path),
      ...(result.error || result.panoramaDrawn ? [] : ['the 360° viewer did not report its first frame']),
    ]),
    lines: [
      `target LCP < ${TARGET_PANORAMA_LCP_MS} ms on localhost (360° area): ${verdict(figures.lcpMs.median, TARGET_PANORAMA_LCP_MS)}`,
      `360° panorama drawn after (median): ${figures.panoramaReadyMs.median ?? '–'} ms (no target; software WebGL)`,
    ],
  });
}
