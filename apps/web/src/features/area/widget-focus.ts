import { useEffect, useState } from 'react';

/** Where a widget opened from a search result starts: a media-board piece, a wall post, a PDF page. */
export type WidgetFocus = { contentPieceId?: string; postId?: string; page?: number };

/** A focus is for the opening that follows at once, not for a later one by hand. */
const FRESH_MS = 10_000;
const pending = new Map<string, { focus: WidgetFocus; at: number }>();

/** Remembers where the widget about to be opened starts. */
export function focusOnOpen(widgetId: string, focus: WidgetFocus, now = Date.now()) {
  if (Object.keys(focus).length === 0) pending.delete(widgetId);
  else pending.set(widgetId, { focus, at: now });
}

/** Where this widget starts, if it was opened for that (read once, when it first renders). */
export function takeWidgetFocus(widgetId: string, now = Date.now()): WidgetFocus | undefined {
  const entry = pending.get(widgetId);
  return entry && now - entry.at < FRESH_MS ? entry.focus : undefined;
}

/** `takeWidgetFocus` for a widget view: the focus of its opening, forgotten once it is shown. */
export function useWidgetFocus(widgetId: string): WidgetFocus | undefined {
  const [focus] = useState(() => takeWidgetFocus(widgetId));
  useEffect(() => {
    pending.delete(widgetId);
  }, [widgetId]);
  return focus;
}
