/** Spec §9 storage key: set once a widget was opened, so it stops drawing attention to itself. */
export const widgetSeenKey = (widgetId: string) => `widget-seen:${widgetId}`;

export function isWidgetSeen(widgetId: string): boolean {
  try {
    return localStorage.getItem(widgetSeenKey(widgetId)) === 'true';
  } catch {
    // Without storage (private mode, blocked) nothing pulses rather than everything for ever.
    return true;
  }
}

export function markWidgetSeen(widgetId: string): void {
  try {
    localStorage.setItem(widgetSeenKey(widgetId), 'true');
  } catch {
    // Storage unavailable: the highlight simply comes back next time.
  }
}
