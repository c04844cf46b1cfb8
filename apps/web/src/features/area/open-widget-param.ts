import type { WidgetFocus } from './widget-focus';

/** The URL parameter naming a widget for the area page to open once (the search's View). */
export const OPEN_WIDGET_PARAM = 'open';

/** The URL parameters saying where that widget starts: a media-board piece, a wall post, a PDF page. */
const FOCUS_PARAMS = { contentPieceId: 'piece', postId: 'post', page: 'page' } as const;

/** The query of a link that opens `widgetId` in its area, at `focus` if given. */
export function openWidgetQuery(widgetId: string, focus: WidgetFocus = {}): URLSearchParams {
  const query = new URLSearchParams({ [OPEN_WIDGET_PARAM]: widgetId });
  if (focus.contentPieceId) query.set(FOCUS_PARAMS.contentPieceId, focus.contentPieceId);
  if (focus.postId) query.set(FOCUS_PARAMS.postId, focus.postId);
  if (focus.page) query.set(FOCUS_PARAMS.page, String(focus.page));
  return query;
}

/** Reads the focus of such a link (ignoring a page that is not a positive whole number). */
export function readWidgetFocus(params: URLSearchParams): WidgetFocus {
  const contentPieceId = params.get(FOCUS_PARAMS.contentPieceId);
  const postId = params.get(FOCUS_PARAMS.postId);
  const page = Number(params.get(FOCUS_PARAMS.page));
  return {
    ...(contentPieceId ? { contentPieceId } : {}),
    ...(postId ? { postId } : {}),
    ...(Number.isInteger(page) && page >= 1 ? { page } : {}),
  };
}

/** The same parameters without the open-once ones, for the URL once the widget has opened. */
export function withoutOpenParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [OPEN_WIDGET_PARAM, ...Object.values(FOCUS_PARAMS)]) next.delete(name);
  return next;
}
