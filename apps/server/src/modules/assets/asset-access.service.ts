import { randomBytes } from 'node:crypto';
import { assetVariantWidths, variantUri } from '@atrium/domain';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import { authorize, can, type Principal } from '../auth/authorize';
import type { LoginOptionsService } from '../auth/login-options.service';
import type { SettingsRepository } from '../auth/settings.repository';
import { isStorageKey } from './asset-storage';
import { createAssetUrlSigner } from './asset-url-signature';
import { keyOfUri, uriOfKey } from './assets.service';

/** The setting that keeps the secret of signed file URLs (assets and chat files). */
export const ASSET_URL_SECRET_SETTING = 'asset_url_secret';

/** How a read was allowed: by a signature valid until `expires`, or publicly. */
export type AssetReadGrant = { expires: number } | { expires: undefined };

/**
 * Who may read asset files. An <img> cannot send a bearer token, so files are read through
 * signed URLs: preview files always, live files whenever the venue requires login. Signing is
 * for administrators (preview) and, where login is required, for logged-in users (live) — and,
 * for callers without a session, for the files of the venue's public part (logo, legal texts).
 */
export async function createAssetAccessService(deps: {
  /** Keeps the signing secret, so that every node signs alike. */
  settings: SettingsRepository;
  now: Clock;
  loginOptions: Pick<LoginOptionsService, 'loginRequired'>;
  /** The URIs of the live assets the public part of the venue shows. */
  publicAssetUris: () => Promise<Set<string>>;
}) {
  const secret = await deps.settings.getOrInit(ASSET_URL_SECRET_SETTING, () =>
    randomBytes(48).toString('base64url'),
  );
  const signer = createAssetUrlSigner(secret, deps.now);
  const loginRequired = () => deps.loginOptions.loginRequired();
  const isPublicFile = async (key: string) => {
    const uris = await deps.publicAssetUris();
    return [...uris].some(
      (uri) =>
        uri === uriOfKey(key) || assetVariantWidths.some((width) => variantUri(uri, width) === uriOfKey(key)),
    );
  };

  const signedUri = (key: string, expires?: number) => {
    const path = uriOfKey(key);
    const signed = signer.sign(path, expires);
    return `${path}?expires=${signed.expires}&signature=${signed.signature}`;
  };

  return {
    /** `url` (absolute or root-relative) as a root-relative signed URL, if the caller may read it. */
    async sign(url: string, principal: Principal | null): Promise<string> {
      let key: string | undefined;
      try {
        key = keyOfUri(new URL(url, 'http://asset.invalid').pathname);
      } catch {
        key = undefined;
      }
      if (!key || !isStorageKey(key)) {
        throw new AppError(
          'asset.not_signable',
          'Only files under /backend-assets/live/ or /backend-assets/preview/ are signed; other URLs are used as they are.',
        );
      }
      if (key.startsWith('preview/')) authorize(principal, 'asset.preview');
      else await this.authorizeLiveRead(principal, key);
      return signedUri(key);
    },

    /**
     * Live files are for everyone where the venue is public, else for logged-in users; without a
     * session (or with a guest one) only the files of the venue's public part (`key`), where one is named.
     */
    async authorizeLiveRead(principal: Principal | null, key?: string): Promise<void> {
      // A guest session left from when the venue was public counts as none (as for the venue).
      if (can(principal, 'venue.enter', { anonymousAccess: false }) || !(await loginRequired())) return;
      if (key === undefined || !(await isPublicFile(key))) {
        throw new AppError('auth.unauthorized', 'Please log in to see the files of this venue.');
      }
    },

    /** Throws unless the file may be read with these query parameters. */
    async checkRead(key: string, query: { expires?: string; signature?: string }): Promise<AssetReadGrant> {
      const result = signer.check(uriOfKey(key), query.expires, query.signature);
      if (result === 'valid') return { expires: Number(query.expires) };
      if (result === 'expired') {
        throw new AppError('asset.signature_expired', 'This file link has expired; load the page again.');
      }
      if (result === 'invalid') throw new AppError('asset.signature_invalid', 'This file link is not valid.');
      if (key.startsWith('preview/') || (await loginRequired())) {
        throw new AppError('asset.signature_invalid', 'This file is only served through a signed link.');
      }
      return { expires: undefined };
    },

    /** The URI of another file under the same grant (a redirect from a variant to its original). */
    uriUnder(key: string, grant: AssetReadGrant) {
      return grant.expires === undefined ? uriOfKey(key) : signedUri(key, grant.expires);
    },

    cacheControl(grant: AssetReadGrant) {
      // File names carry the generation, so a file never changes; a signed answer is kept
      // privately while its signature is valid.
      return grant.expires === undefined
        ? 'public, max-age=31536000, immutable'
        : `private, max-age=${signer.secondsLeft(grant.expires)}, immutable`;
    },
  };
}

export type AssetAccessService = Awaited<ReturnType<typeof createAssetAccessService>>;
