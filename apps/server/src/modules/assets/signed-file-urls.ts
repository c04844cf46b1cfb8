import { AppError } from '../../errors/app-error';
import type { AssetUrlSigner, SignatureCheck } from './asset-url-signature';

/** What a signed file URL carries besides the file id. */
export type SignedFileQuery<V extends string> = {
  variant?: V;
  uid: string;
  expires: number;
  signature: string;
};

/**
 * Signed URLs of files served by a route of their own (chat files, social wall images), made
 * with the asset URL signer (its secret, HMAC and expiry). The signature covers the route's path
 * with the file id (which no asset file path starts with, so that neither kind of signature is
 * worth anything as the other), the variant and the user it was signed for.
 */
export function createSignedFileUrls<V extends string>(
  signer: AssetUrlSigner,
  pathOf: (fileId: string) => string,
  /** What the signature names when a URL has no variant. */
  defaultVariant: string,
) {
  const signedText = (fileId: string, variant: V | undefined, uid: string) =>
    `${pathOf(fileId)}\n${variant ?? defaultVariant}\n${encodeURIComponent(uid)}`;

  return {
    /** A root-relative URL of the file (or a variant of it) for one user, valid about an hour. */
    url(fileId: string, uid: string, variant?: V): string {
      const { expires, signature } = signer.sign(signedText(fileId, variant, uid));
      const query = new URLSearchParams({
        ...(variant ? { variant } : {}),
        uid,
        expires: String(expires),
        signature,
      });
      return `${pathOf(fileId)}?${query}`;
    },

    check(fileId: string, query: SignedFileQuery<V>): SignatureCheck {
      return signer.check(
        signedText(fileId, query.variant, query.uid),
        String(query.expires),
        query.signature,
      );
    },

    /**
     * Throws unless the URL is valid: `asset.signature_expired`, or `asset.signature_invalid`
     * (so that without a signature nobody learns which files exist). `what`: "file", "image".
     */
    verify(fileId: string, query: SignedFileQuery<V>, what: string): void {
      const check = this.check(fileId, query);
      if (check === 'expired') {
        throw new AppError('asset.signature_expired', `This ${what} link has expired; load the page again.`);
      }
      if (check !== 'valid') throw new AppError('asset.signature_invalid', `This ${what} link is not valid.`);
    },

    secondsLeft: (expires: number) => signer.secondsLeft(expires),
  };
}
