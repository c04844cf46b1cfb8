import type { Area, Venue } from '@atrium/domain';
import { firstAttempt, needsSigning } from '../assets/asset-fallback';
import { assetUrlSigner, maySign } from '../assets/asset-url-signer';
import { devicePixels } from '../assets/use-asset-source';
import { useSessionStore } from '../stores/session.store';

/** The asset shown first for an area: its default viewpoint's background (a video's poster). */
export function areaBackgroundAssetId(area: Area): string | undefined {
  const viewpoint = area.viewPoints.find((v) => v.id === area.defaultViewpointId) ?? area.viewPoints[0];
  const background = viewpoint?.background;
  return background?.type === 'BackgroundVideo' ? background.posterAssetId : background?.assetId;
}

export function areaBackgroundUri(venue: Venue, area: Area): string | undefined {
  const assetId = areaBackgroundAssetId(area);
  return venue.assets.find((asset) => asset.id === assetId)?.uri;
}

/**
 * The width (CSS pixels) an area background is drawn at: the viewport's. The preload and the
 * area view's `useAssetSource(id, { width: areaBackgroundWidth() })` pick the same variant, so
 * the largest image of the page is fetched once.
 */
export const areaBackgroundWidth = () => window.innerWidth;

const fetched = new Set<string>();

/**
 * Starts loading an area background before the page that shows it renders: the sized variant for
 * the viewport, through the same signed URL the image will use, so it is fetched once. `high`
 * for the area being entered (its largest paint), `low` for areas the visitor may walk to next.
 */
export function preloadImage(uri: string | undefined, priority: 'high' | 'low' = 'high') {
  if (!uri || typeof document === 'undefined') return;
  const { uri: sized } = firstAttempt(uri, devicePixels(areaBackgroundWidth()));
  if (fetched.has(sized) || (needsSigning(sized) && !maySign(useSessionStore.getState()))) return;
  fetched.add(sized);
  assetUrlSigner.sign(sized).then(
    (href) => {
      if (priority === 'low') {
        const image = new Image();
        image.fetchPriority = 'low';
        image.src = href;
        return;
      }
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = href;
      link.setAttribute('fetchpriority', 'high');
      document.head.append(link);
    },
    () => fetched.delete(sized),
  );
}

/** Fetches, at low priority, the backgrounds of the areas the doors of `area` lead to. */
export function prefetchLinkedBackgrounds(venue: Venue, area: Area) {
  const areas = venue.architectures[0]?.areas ?? [];
  for (const widget of area.contentWidgets) {
    if (widget.type !== 'LINK') continue;
    for (const configuration of widget.configurations) {
      const target = areas.find((candidate) => candidate.id === configuration.targetAreaId);
      if (target && target.id !== area.id) preloadImage(areaBackgroundUri(venue, target), 'low');
    }
  }
}
