import { socialWallRoutes } from '@atrium/domain';
import type { AssetUrlSigner } from '../assets/asset-url-signature';
import { createSignedFileUrls } from '../assets/signed-file-urls';

export type SocialWallImageVariant = 'large' | 'preview';

const pathOf = (imageId: string) =>
  socialWallRoutes.image.path.replace(':imageId', encodeURIComponent(imageId));

/** Signed URLs of social wall images: the image, its variant and the user they were signed for. */
export const createSocialWallImageUrls = (signer: AssetUrlSigner) =>
  createSignedFileUrls<SocialWallImageVariant>(signer, pathOf, 'large');

export type SocialWallImageUrls = ReturnType<typeof createSocialWallImageUrls>;
