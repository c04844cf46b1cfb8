import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock';

/** How long a signed URL stays valid; the client reuses one for 10 minutes only. */
export const SIGNED_URL_LIFETIME_SECONDS = 60 * 60;
/**
 * Expiries are rounded up to this step, so that every signing within one step gives the same
 * URL and the browser's cache of the file keeps working across page loads.
 */
const EXPIRY_STEP_SECONDS = 10 * 60;

export type SignatureCheck = 'valid' | 'missing' | 'invalid' | 'expired';

/**
 * HMAC-SHA256 over an asset path and its expiry (epoch seconds). The key is derived from a
 * secret of its own (not the token secret), so a signature is worth nothing as anything else.
 */
export function createAssetUrlSigner(secret: string, now: Clock) {
  const key = createHmac('sha256', secret).update('atrium:asset-url:v1').digest();
  const signatureOf = (path: string, expires: number) =>
    createHmac('sha256', key).update(`${path}\n${expires}`).digest('base64url');
  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  return {
    /** `expires` and `signature` for a path, valid for at least the signed-URL lifetime. */
    sign(path: string, expires?: number) {
      const until =
        expires ??
        Math.ceil((nowSeconds() + SIGNED_URL_LIFETIME_SECONDS) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      return { expires: until, signature: signatureOf(path, until) };
    },

    check(path: string, expires: string | undefined, signature: string | undefined): SignatureCheck {
      if (expires === undefined && signature === undefined) return 'missing';
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'invalid';
      const expected = Buffer.from(signatureOf(path, Number(expires)));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(expires) <= nowSeconds() ? 'expired' : 'valid';
    },

    /** Seconds until `expires` (for the cache lifetime of a signed response). */
    secondsLeft(expires: string | number) {
      return Math.max(0, Number(expires) - nowSeconds());
    },
  };
}

export type AssetUrlSigner = ReturnType<typeof createAssetUrlSigner>;
