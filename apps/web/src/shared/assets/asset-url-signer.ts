import { isLoginEnabled, type LoginOption, SIGNED_ASSET_URL_CACHE_MS } from '@atrium/domain';
import { callApi } from '../api/api-client';
import { apiRoutes } from '../api/api-routes';
import { needsSigning } from './asset-fallback';

type Entry = { promise: Promise<string>; at: number; url?: string };

/**
 * Signed URLs of backend assets, each kept for 10 minutes (spec §9) and asked for once however
 * many images want it at the same time. Other URIs are used as they are.
 */
export function createAssetUrlSigner(
  request: (absoluteUrl: string) => Promise<string>,
  now: () => number = Date.now,
  origin: () => string = () => window.location.origin,
) {
  const cache = new Map<string, Entry>();
  const fresh = (entry: Entry | undefined) => entry && now() - entry.at < SIGNED_ASSET_URL_CACHE_MS;

  return {
    sign(uri: string): Promise<string> {
      if (!needsSigning(uri)) return Promise.resolve(uri);
      const known = cache.get(uri);
      if (known && fresh(known)) return known.promise;
      // The call is sent the absolute URL (spec §7).
      const entry: Entry = { promise: request(new URL(uri, origin()).href), at: now() };
      cache.set(uri, entry);
      entry.promise.then(
        (url) => {
          entry.url = url;
        },
        () => {
          if (cache.get(uri) === entry) cache.delete(uri);
        },
      );
      return entry.promise;
    },

    /** The signed URL when it is known already, so a first render need not wait. */
    peek(uri: string): string | undefined {
      if (!needsSigning(uri)) return uri;
      const known = cache.get(uri);
      return fresh(known) ? known?.url : undefined;
    },

    /** Forgets `signedUrl` after the server refused it, so the next `sign` asks again. */
    refuse(uri: string, signedUrl: string) {
      if (cache.get(uri)?.url === signedUrl) cache.delete(uri);
    },
  };
}

export const assetUrlSigner = createAssetUrlSigner((url) =>
  callApi(apiRoutes.assets.signUrl, { query: { url } }).then((response) => response.signedUrl),
);

/** A URL to fetch an asset from (PDF, audio, download): signed where needed. */
export const signedAssetUrl = (uri: string) => assetUrlSigner.sign(uri);

/**
 * Whether this browser can have URLs signed now: where the venue requires login only once logged
 * in (until then images wait; the login guard leads there).
 */
export const maySign = (session: { accessToken?: string; loginOptions?: LoginOption[] }) =>
  Boolean(session.accessToken) ||
  (session.loginOptions !== undefined && !isLoginEnabled(session.loginOptions));
