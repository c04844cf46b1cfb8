import type { Asset } from '@atrium/domain';

// Assets stored before uploads recorded their content type only have a file name to go by.
const typesByExtension: Record<string, string> = {
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/opus',
  flac: 'audio/flac',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

function extensionOf(name: string): string | undefined {
  const file = name.split(/[?#]/)[0]?.split('/').pop() ?? '';
  const dot = file.lastIndexOf('.');
  return dot > 0 ? file.slice(dot + 1).toLowerCase() : undefined;
}

/** The asset's content type: as uploaded, else guessed from its file name; undefined when unknown. */
export function assetContentType(asset: Asset): string | undefined {
  if (asset.contentType) return asset.contentType.split(';')[0]?.trim().toLowerCase();
  const extension = extensionOf(asset.displayName) ?? extensionOf(asset.uri);
  return extension ? typesByExtension[extension] : undefined;
}

/**
 * Whether the asset fits a file input's `accept` list (`application/pdf`, `audio/*`, `.pdf`,
 * comma-separated); an empty list accepts everything.
 */
export function assetMatches(asset: Asset, accept: string): boolean {
  const wanted = accept
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  if (wanted.length === 0) return true;
  const type = assetContentType(asset);
  const extension = extensionOf(asset.displayName) ?? extensionOf(asset.uri);
  return wanted.some((item) => {
    if (item.startsWith('.')) return extension === item.slice(1);
    if (!type) return false;
    if (item.endsWith('/*')) return type.startsWith(item.slice(0, -1));
    return type === item;
  });
}

/** The venue's assets that fit `accept`. */
export function assetsMatching(assets: readonly Asset[], accept: string): Asset[] {
  return assets.filter((asset) => assetMatches(asset, accept));
}
