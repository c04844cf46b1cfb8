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

const preloaded = new Set<string>();

/**
 * Starts loading an area background before the page that shows it renders (it is the largest
 * paint): the sized variant for the viewport, through the same signed URL the image will use.
 */
export function preloadImage(uri: string | undefined) {
  if (!uri || typeof document === 'undefined') return;
  const { uri: sized } = firstAttempt(uri, devicePixels(areaBackgroundWidth()));
  if (preloaded.has(sized) || (needsSigning(sized) && !maySign(useSessionStore.getState()))) return;
  preloaded.add(sized);
  assetUrlSigner.sign(sized).then(
    (href) => {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = href;
      link.setAttribute('fetchpriority', 'high');
      document.head.append(link);
    },
    () => preloaded.delete(sized),
  );
}
