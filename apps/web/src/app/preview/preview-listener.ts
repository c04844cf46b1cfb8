import type { Venue } from '@atrium/domain';
import { isPreviewMessage, type PreviewShownMessage } from '../../shared/routing/preview-mode';
import { paths } from '../../shared/routing/route-paths';
import { architectureOf, useVenueStore } from '../../shared/stores/venue.store';

type Navigate = (to: string) => unknown;

/**
 * The preview's side of the studio: shows the draft the studio sends (before it is staged, so a
 * drag shows at once) and follows the area being edited. Only the page that framed it, on the same
 * origin, is listened to. The draft also wins over the stage the viewer loads itself, whichever
 * arrives first; the studio is told once a draft is on screen.
 */
export function startPreviewListener(navigate: Navigate, currentPath: () => string) {
  let draft: Venue | undefined;
  let areaId: string | undefined;

  const apply = () => {
    const store = useVenueStore.getState();
    const shown = architectureOf(store.venue)?.id;
    if (draft && store.venue !== draft && architectureOf(draft)?.id === shown) store.setVenue(draft);
    if (areaId && shown) {
      const target = paths.area(shown, areaId);
      if (currentPath() !== target) void navigate(target);
    }
  };

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin || event.source !== window.parent) return;
    if (!isPreviewMessage(event.data)) return;
    draft = event.data.venue ?? draft;
    areaId = event.data.areaId ?? areaId;
    apply();
    const { sentAt } = event.data;
    // After the next paint: the draft is what the preview shows now.
    requestAnimationFrame(() =>
      setTimeout(() => {
        const shownMessage: PreviewShownMessage = { type: 'atrium:preview-shown', sentAt };
        window.parent.postMessage(shownMessage, window.location.origin);
      }, 0),
    );
  };
  window.addEventListener('message', onMessage);
  const unsubscribe = useVenueStore.subscribe((state, previous) => {
    if (state.venue !== previous.venue) apply();
  });
  window.parent.postMessage({ type: 'atrium:preview-ready' }, window.location.origin);
  return () => {
    window.removeEventListener('message', onMessage);
    unsubscribe();
  };
}
