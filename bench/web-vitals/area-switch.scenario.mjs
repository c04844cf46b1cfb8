// Area switch: a cold load of the default area as a visitor who has answered the cookie banner before
// (every provider declined, so no third-party frame loads), settled as for the cold loads (the session is
// open and idle), then a click on its door hotspot to another area (a LINK widget whose target is a 2D
// area, and one whose target is the 360° area). Measured from the click's event timestamp to
// - backgroundPaint: the new area's background image painted (Element Timing renderTime of the new
//   img[data-testid=area-background]; the attribute is set as the image enters the document);
// - backgroundDecodedFrame: the same image loaded and decoded (img.decode()) and the next frame
//   drawn (requestAnimationFrame, then a task) — a cross-check without Element Timing;
// - panoramaReady (door to the 360° area only): the 360° viewer drawn.
import { browserLabel, NAVIGATION_TIMEOUT_MS, openPage } from './browser.mjs';
import { round, statsOf, verdict } from './statistics.mjs';
import { waitUntilSettled } from './vitals.mjs';

const TARGET_SWITCH_MS = 300;
const SWITCH_TIMEOUT_MS = 30_000;

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

/** What makes a switch's figures doubtful: it failed, started unsettled, never painted, or went elsewhere. */
function switchWarnings(result, door) {
  if (result.error) return [`failed: ${result.error}`];
  return [
    ...(result.settled ? [] : ['the first area did not settle before the click']),
    ...(result.complete ? [] : [`not painted within ${SWITCH_TIMEOUT_MS / 1000} s`]),
    ...(result.finalPath !== door.path ? [`ended on ${result.finalPath}, not ${door.path}`] : []),
    ...result.pageErrors.map((message) => `page error: ${message}`),
  ];
}

/** One report per door of the default area (to a 2D area, and to the 360° area). */
export async function runAreaSwitchScenario(context) {
  const { browser, browserVersion, base, token, routes, repeat, warmupRuns, print, warn } = context;
  if (routes.doors.length === 0) warn('the default area has no door to another area');
  const fromPath = routes.defaultPath;
  for (const door of routes.doors) {
    const results = await repeat(() =>
      measureAreaSwitch(browser, `${base}${fromPath}`, token, door, routes.cookieProviderIds),
    );
    const figures = {
      scenario: 'area switch in an open session (click on a door hotspot)',
      from: fromPath,
      door: door.name,
      to: door.path,
      browser: browserLabel(browserVersion),
      switches: results.length,
      warmupSwitchesDiscarded: warmupRuns,
      backgroundPaintMs: statsOf(results, 'backgroundPaint'),
      backgroundDecodedFrameMs: statsOf(results, 'backgroundDecodedFrame'),
      ...(door.panorama ? { panoramaReadyMs: statsOf(results, 'panoramaReady') } : {}),
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
    const painted = figures.backgroundPaintMs.median ?? figures.backgroundDecodedFrameMs.median;
    print({
      figures,
      runLabel: 'switch run',
      runWarnings: results.map((result) => switchWarnings(result, door)),
      lines: [
        `target area switch to ${door.path}: new background painted < ${TARGET_SWITCH_MS} ms after the click (median ${painted ?? '–'} ms): ${verdict(painted, TARGET_SWITCH_MS)}`,
        ...(door.panorama
          ? [
              `  360° panorama drawn after the click (median): ${figures.panoramaReadyMs.median ?? '–'} ms (no target; software WebGL)`,
            ]
          : []),
      ],
    });
  }
}
