import type { ContentWidget } from '@atrium/domain';

/**
 * New tabs of the area view. Browsers let a page open a tab only while it handles the visitor's
 * click, so every tab is opened synchronously in the click handler: with its URL when that is
 * known, else empty, to be sent on (or closed) once the URL is there.
 */

/** Whether a widget may open a new tab on a click: one of its configurations opens in one. */
export function mayOpenNewTab(widget: ContentWidget): boolean {
  return widget.configurations.some(
    (configuration) =>
      configuration.linkOpeningMode === 'NEW_TAB' ||
      ('displayMode' in configuration && configuration.displayMode === 'NEW_TAB'),
  );
}

/**
 * An empty tab, opened now (inside the click) for a URL that is known only later. It is cut off
 * from the venue at once (no `window.opener`), as a tab opened with `noopener` would be.
 */
export function openEmptyTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/** Opens `url` in a new tab (noopener, noreferrer), or in the empty tab opened for it earlier. */
export function openInNewTab(url: string, emptyTab?: Window | null): void {
  if (emptyTab) {
    emptyTab.location.href = new URL(url, window.location.href).href;
    return;
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}
