import { ANALYTICS_TRACKER } from '@atrium/domain';
import { logMessage } from '../logging/log';

/** The part of a Matomo(-compatible) tracker object this app uses. */
export type MatomoTracker = {
  setVisitorId(id: string): void;
  disableCookies(): void;
  enableHeartBeatTimer(seconds: number): void;
  enableLinkTracking(enable: boolean): void;
  setUserId(id: string): void;
  resetUserId(): void;
  setCustomUrl(url: string): void;
  setDocumentTitle(title: string): void;
  trackPageView(): void;
  trackEvent(category: string, action: string, name: string): void;
};
type MatomoGlobal = { getTracker(trackerUrl: string, siteId: number): MatomoTracker };

export type TrackerDeps = {
  /** One GET of the script; resolves when it has run. */
  loadScript: (src: string) => Promise<void>;
  /** The global the script defines, once it is there. */
  findGlobal: () => MatomoGlobal | undefined;
  sleep: (ms: number) => Promise<void>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  });
}

/** A prefetch hint lets the browser fetch the script while the page is still busy. */
function prefetch(src: string) {
  const link = document.createElement('link');
  if (!link.relList?.supports?.('prefetch')) return;
  link.rel = 'prefetch';
  link.as = 'script';
  link.href = src;
  document.head.append(link);
}

const browserDeps: TrackerDeps = {
  loadScript: injectScript,
  findGlobal: () => {
    const w = window as unknown as { Matomo?: MatomoGlobal; Piwik?: MatomoGlobal };
    return w.Matomo ?? w.Piwik;
  },
  sleep,
};

/** `https://stats.example.com` and `https://stats.example.com/` both mean the same tracker. */
export const trackerBase = (trackerUrl: string) => (trackerUrl.endsWith('/') ? trackerUrl : `${trackerUrl}/`);

/** Matomo visitor ids are 16 hex digits: the first 16 of our UUID. */
export const matomoVisitorId = (visitorId: string) =>
  visitorId
    .replace(/[^0-9a-f]/gi, '')
    .toLowerCase()
    .padEnd(16, '0')
    .slice(0, 16);

/** Spec §9: up to 10 attempts, waiting 1 s, 2 s, 3 s, … in between. */
export async function loadWithRetries(src: string, deps: TrackerDeps): Promise<void> {
  const { scriptLoadAttempts, scriptLoadFirstDelayMs } = ANALYTICS_TRACKER;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await deps.loadScript(src);
      return;
    } catch (error) {
      if (attempt >= scriptLoadAttempts) throw error;
      await deps.sleep(scriptLoadFirstDelayMs * attempt);
    }
  }
}

/** Asks for the script's global every 100 ms, for as long as the script loading may take. */
async function pollGlobal(deps: TrackerDeps): Promise<MatomoGlobal> {
  for (let polls = 0; polls < 100; polls += 1) {
    const found = deps.findGlobal();
    if (found) return found;
    await deps.sleep(ANALYTICS_TRACKER.pollIntervalMs);
  }
  throw new Error('The analytics script defined no tracker');
}

/**
 * The configured tracker (spec §7): site id 1, our visitor id, heartbeat 15 s, no cookies, link
 * tracking on, consent not required, and no page view of its own at start. Loading fails quietly
 * (logged); events that come before the tracker are tried again (spec §9). The tracker is given
 * our visitor id (`visitor-id.ts`), so embeds and events never need to ask it for one of its own.
 */
export class ConfiguredTracker {
  private tracker: MatomoTracker | undefined;
  private failed = false;
  private readonly deps: TrackerDeps;
  readonly ready: Promise<MatomoTracker | undefined>;

  constructor(trackerUrl: string, visitorId: string, deps: TrackerDeps = browserDeps) {
    this.deps = deps;
    const base = trackerBase(trackerUrl);
    const src = `${base}matomo.js`;
    if (deps === browserDeps) prefetch(src);
    this.ready = loadWithRetries(src, deps)
      .then(() => pollGlobal(deps))
      .then((matomo) => {
        const tracker = matomo.getTracker(`${base}matomo.php`, ANALYTICS_TRACKER.siteId);
        tracker.disableCookies();
        tracker.setVisitorId(matomoVisitorId(visitorId));
        tracker.enableHeartBeatTimer(ANALYTICS_TRACKER.heartbeatSeconds);
        tracker.enableLinkTracking(true);
        this.tracker = tracker;
        return tracker;
      })
      .catch((error: unknown) => {
        this.failed = true;
        logMessage(
          'WARN',
          'analytics',
          `The analytics script failed to load after ${ANALYTICS_TRACKER.scriptLoadAttempts} attempts`,
          error,
        );
        return undefined;
      });
  }

  /** Runs `use` on the tracker; without one yet, tries again after 2 s, 4 s, … (10 attempts). */
  forward(use: (tracker: MatomoTracker) => void, attempt = 1): void {
    if (this.failed) return;
    if (this.tracker) {
      try {
        use(this.tracker);
      } catch (error) {
        console.warn('The analytics tracker refused a call', error);
      }
      return;
    }
    if (attempt >= ANALYTICS_TRACKER.eventAttempts) return;
    void this.deps
      .sleep(ANALYTICS_TRACKER.eventFirstDelayMs * 2 ** (attempt - 1))
      .then(() => this.forward(use, attempt + 1));
  }
}
