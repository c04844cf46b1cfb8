/**
 * Contract (implemented in full by the analytics work): records a first-party analytics event
 * (spec §7: category, action and name built from the architecture id, area name, widget name
 * and a content description). Never throws; the visitor id and, with consent, the user id are
 * attached by the implementation.
 */
export type TrackedEvent = {
  /** e.g. 'widget', 'area', 'download', 'chat', 'presence', 'profile', 'content-card', 'like'. */
  category: string;
  /** e.g. 'open', 'enter', 'download'. */
  action: string;
  /** Built from the architecture id, area name, widget name and content description. */
  name: string;
};

export function trackEvent(_event: TrackedEvent): void {}
