import type { PresenceWindow } from './presence.store';

/** The server's largest page (PRESENCE_PAGE_MAX); kept here as a number so no schema code loads. */
export const PAGE_MAX = 100;
/** Rows short of the window's edge at which the next window is asked for, before blank rows show. */
export const PREFETCH_ROWS = 10;

/** How many rows to watch for `visible` rows on the screen: three screens, between 30 and 100. */
export const windowSize = (visible: number) => Math.min(PAGE_MAX, Math.max(30, visible * 3));

/**
 * The window to watch for the rows `first`…`last` on the screen: the visible rows in its middle,
 * not past the end of the list.
 */
export function windowAround(first: number, last: number, total: number): PresenceWindow {
  const visible = Math.max(1, last - first + 1);
  const limit = windowSize(visible);
  const margin = Math.floor((limit - visible) / 2);
  const offset = Math.max(0, Math.min(first - margin, total - limit));
  return { offset, limit };
}

/**
 * Whether the rows `first`…`last` need another window than `current`: they reach past it, or
 * come within PREFETCH_ROWS of an edge that is not the list's own start or end.
 */
export function needsWindow(current: PresenceWindow, first: number, last: number, total: number): boolean {
  if (total === 0) return current.offset !== 0;
  const end = current.offset + current.limit;
  const lastRow = Math.min(last, total - 1);
  const nearStart = current.offset > 0 && first < current.offset + PREFETCH_ROWS;
  const nearEnd = end < total && lastRow >= end - PREFETCH_ROWS;
  return first < current.offset || lastRow >= end || nearStart || nearEnd;
}
