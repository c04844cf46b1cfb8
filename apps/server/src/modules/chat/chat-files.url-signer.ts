import { chatRoutes } from '@atrium/domain';
import type { AssetUrlSigner, SignatureCheck } from '../assets/asset-url-signature';

export type ChatFileVariant = 'preview';

const pathOf = (fileId: string) => chatRoutes.file.path.replace(':fileId', encodeURIComponent(fileId));

/**
 * What a chat file URL's signature covers: the file, the variant and the member it was signed
 * for (the expiry is added by the signer). It starts with the route's path, which no asset file
 * path does, so that neither kind of signature is worth anything as the other.
 */
const signedText = (fileId: string, variant: ChatFileVariant | undefined, uid: string) =>
  `${pathOf(fileId)}\n${variant ?? 'original'}\n${encodeURIComponent(uid)}`;

/** Signed URLs of chat files, made with the asset URL signer (its secret, HMAC and expiry). */
export function createChatFileUrls(signer: AssetUrlSigner) {
  return {
    /** A root-relative URL of the file (or its preview) for one member, valid about an hour. */
    url(fileId: string, uid: string, variant?: ChatFileVariant): string {
      const { expires, signature } = signer.sign(signedText(fileId, variant, uid));
      const query = new URLSearchParams({
        ...(variant ? { variant } : {}),
        uid,
        expires: String(expires),
        signature,
      });
      return `${pathOf(fileId)}?${query}`;
    },

    check(
      fileId: string,
      query: { variant?: ChatFileVariant; uid: string; expires: number; signature: string },
    ): SignatureCheck {
      return signer.check(
        signedText(fileId, query.variant, query.uid),
        String(query.expires),
        query.signature,
      );
    },

    secondsLeft: (expires: number) => signer.secondsLeft(expires),
  };
}

export type ChatFileUrls = ReturnType<typeof createChatFileUrls>;
