/** A file of our own asset store: `/backend-assets/{preview|live}/{architecture}/{file}`. */
const OWN_ASSET_PATH = /^\/backend-assets\/(?:preview|live)\/[A-Za-z0-9._-]+\/[A-Za-z0-9._-]+$/;

export function isOwnAssetPath(uri: string): boolean {
  return OWN_ASSET_PATH.test(uri) && !uri.includes('..');
}

/**
 * An absolute `https:` URL with a host and without credentials, written plainly (no whitespace or
 * control characters a browser would strip before it reads the scheme).
 */
export function isHttpsUrl(uri: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (!/^https:\/\//i.test(uri) || /[\u0000-\u0020\u007f-\u009f\\]/.test(uri)) return false;
  try {
    const url = new URL(uri);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * What an asset `uri` (and a localized item's `uri`) may be: one of our own asset paths or an
 * https URL. Anything else — `javascript:`, `data:`, `http:`, other paths of this site — is
 * refused when a venue is saved, and never followed by the download route.
 */
export function isAllowedAssetUri(uri: string): boolean {
  return isOwnAssetPath(uri) || isHttpsUrl(uri);
}

export const ASSET_URI_RULE_MESSAGE =
  'Must be an asset path of this server (/backend-assets/preview/… or /backend-assets/live/…) or an https: URL';
