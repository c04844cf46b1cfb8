// The Web Vitals of a page load. Observers are installed with page.addInitScript before navigation, so no
// entry is missed:
// - LCP: startTime of the last 'largest-contentful-paint' entry, read once the page has loaded and
//   1.5 s have passed without a new entry.
// - CLS: sum of all 'layout-shift' entries without hadRecentInput (no session windows).
// - TBT: for each 'longtask', the part beyond its first 50 ms that lies after FCP and before
//   load + 2 s (for a task wholly inside that window: duration − 50 ms).
// - FCP ('paint' entry first-contentful-paint), and the navigation's domContentLoadedEventEnd and
//   loadEventEnd (all in ms since navigation start).
// - panoramaReadyAt: when the 360° viewer marks itself drawn (see installVitalsObservers).
import { setTimeout as sleep } from 'node:timers/promises';

const LCP_QUIET_MS = 1_500; // LCP is final once this long has passed after load with no new entry
export const TBT_WINDOW_AFTER_LOAD_MS = 2_000; // long tasks are observed until load + this
export const SETTLE_TIMEOUT_MS = 20_000; // upper bound for waiting on the two conditions above
const PANORAMA_READY_TIMEOUT_MS = 30_000; // software WebGL draws the first frame slowly

/** Runs in the page before any of its scripts (page.addInitScript); collects into window.__benchVitals. */
export function installVitalsObservers() {
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
export async function waitUntilSettled(page) {
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
export async function waitForPanorama(page) {
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

/** The observed vitals and the navigation's figures. */
export function collect(page) {
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
export function totalBlockingTime(longTasks, fcp, windowEnd) {
  if (fcp === null) return null;
  return longTasks.reduce((sum, task) => {
    const end = Math.min(task.start + task.duration, windowEnd);
    return sum + Math.max(0, end - Math.max(task.start + 50, fcp));
  }, 0);
}
