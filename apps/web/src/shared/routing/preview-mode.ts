import type { Venue } from '@atrium/domain';

/** `?preview=stage` opens the viewer on the stage version: the studio's preview. */
export const PREVIEW_QUERY = 'preview';
export const PREVIEW_STAGE = 'stage';

/** From the studio to its preview: the draft to show, and the area being edited. */
export type PreviewMessage = { type: 'atrium:preview'; venue?: Venue; areaId?: string; sentAt: number };
/** From the preview back: the draft sent at `sentAt` is on screen. */
export type PreviewShownMessage = { type: 'atrium:preview-shown'; sentAt: number };

export function isPreviewMessage(data: unknown): data is PreviewMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'atrium:preview';
}

export function isPreviewShownMessage(data: unknown): data is PreviewShownMessage {
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'atrium:preview-shown'
  );
}

/** The name of a preview's window: kept by its own navigation, and only by that window. */
export const PREVIEW_WINDOW_NAME = 'atrium-preview';

/**
 * Whether this window is a preview: opened with `?preview=stage` (the studio's frame), which
 * names the window so the viewer's own navigation, which drops the query, stays in preview.
 * Only administrators can read a stage; the server checks.
 */
export function isPreviewMode(): boolean {
  if (typeof window === 'undefined') return false;
  if (new URL(window.location.href).searchParams.get(PREVIEW_QUERY) === PREVIEW_STAGE) {
    window.name = PREVIEW_WINDOW_NAME;
  }
  return window.name === PREVIEW_WINDOW_NAME;
}

/** The viewer's URL of an area in preview mode (for the studio's frame). */
export const previewUrl = (architectureId: string, areaId?: string) =>
  `/v/${encodeURIComponent(architectureId)}/area${areaId ? `/${encodeURIComponent(areaId)}` : ''}?${PREVIEW_QUERY}=${PREVIEW_STAGE}`;
