import type { Area, Venue } from '@atrium/domain';

/** The image shown first for an area: its default viewpoint's background (a video's poster). */
export function areaBackgroundUri(venue: Venue, area: Area): string | undefined {
  const viewpoint = area.viewPoints.find((v) => v.id === area.defaultViewpointId) ?? area.viewPoints[0];
  const background = viewpoint?.background;
  const assetId = background?.type === 'BackgroundVideo' ? background.posterAssetId : background?.assetId;
  return venue.assets.find((asset) => asset.id === assetId)?.uri;
}

const preloaded = new Set<string>();

/** Starts loading an image before the page that shows it renders (it is the largest paint). */
export function preloadImage(uri: string | undefined) {
  if (!uri || preloaded.has(uri) || typeof document === 'undefined') return;
  preloaded.add(uri);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = uri;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
