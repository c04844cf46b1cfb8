import { isPreviewMode } from '../routing/preview-mode';
import { afterFirstPaint } from '../ui/after-first-paint';

/**
 * Records a first-party analytics event (spec §7: category, action and name built from the
 * architecture id, area name, widget name and a content description). Never throws. The client
 * (loaded on the first event, once the page is idle) adds the visitor id, the architecture and area, and whether
 * tracking is personalized, sends it to the server and forwards it to a configured tracker.
 */
export type TrackedEvent = {
  /** e.g. 'widget', 'area', 'download', 'chat', 'presence', 'profile', 'content-card', 'like'. */
  category: string;
  /** e.g. 'open', 'enter', 'download'. */
  action: string;
  /** Built from the architecture id, area name, widget name and content description. */
  name: string;
  /** Taken from the current route when left out. */
  areaId?: string;
  widgetId?: string;
};

const loadClient = () => afterFirstPaint().then(() => import('./analytics-client'));

export function trackEvent(event: TrackedEvent): void {
  // The studio's preview is an organiser looking at a design: it counts in no analytics.
  if (isPreviewMode()) return;
  try {
    void loadClient()
      .then((client) => client.recordEvent(event))
      .catch((error: unknown) => console.warn('Analytics event not recorded', error));
  } catch (error) {
    console.warn('Analytics event not recorded', error);
  }
}

/** A page view for the configured tracker (first-party events need no page views). */
export function trackPageView(path: string): void {
  if (isPreviewMode()) return;
  try {
    void loadClient()
      .then((client) => client.recordPageView(path))
      .catch((error: unknown) => console.warn('Page view not recorded', error));
  } catch (error) {
    console.warn('Page view not recorded', error);
  }
}
