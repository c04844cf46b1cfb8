// One cold load of a route (shared by the lobby and 360° scenarios): a fresh context, navigation, then
// waiting until the figures are final (see vitals.mjs).
import { NAVIGATION_TIMEOUT_MS, openPage } from './browser.mjs';
import { round } from './statistics.mjs';
import {
  collect,
  SETTLE_TIMEOUT_MS,
  TBT_WINDOW_AFTER_LOAD_MS,
  totalBlockingTime,
  waitForPanorama,
  waitUntilSettled,
} from './vitals.mjs';

/** With `panorama`, also waits for the 360° viewer and reports when it was drawn. */
export async function measureColdLoad(browser, url, token, { panorama = false } = {}) {
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

/** A run's result for perRun, its timings rounded (the 360° ones too, when measured). */
export function roundedRun(result) {
  if (result.error) return { ...result };
  return {
    ...result,
    lcp: round(result.lcp),
    fcp: round(result.fcp),
    cls: round(result.cls, 4),
    tbt: round(result.tbt),
    ttfb: round(result.ttfb),
    domContentLoaded: round(result.domContentLoaded),
    load: round(result.load),
    ...('panoramaReady' in result
      ? { panoramaReady: round(result.panoramaReady), tbtUntilPanorama: round(result.tbtUntilPanorama) }
      : {}),
  };
}

/** What makes a run's figures doubtful: it failed, never settled, drew nothing, or left the route. */
export function coldLoadWarnings(result, path) {
  if (result.error) return [`failed: ${result.error}`];
  return [
    ...(result.settled ? [] : [`page did not settle within ${SETTLE_TIMEOUT_MS / 1000} s`]),
    ...(result.lcp === null ? ['no LCP entry (nothing rendered?)'] : []),
    ...(result.finalPath !== path ? [`ended on ${result.finalPath}, not ${path}`] : []),
    ...result.pageErrors.map((message) => `page error: ${message}`),
  ];
}
