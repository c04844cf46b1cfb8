import { chatRoutes } from '@atrium/domain';
import type { AssetUrlSigner } from '../assets/asset-url-signature';
import { createSignedFileUrls } from '../assets/signed-file-urls';

export type ChatFileVariant = 'preview';

const pathOf = (fileId: string) => chatRoutes.file.path.replace(':fileId', encodeURIComponent(fileId));

/** Signed URLs of chat files: the file, the variant ('original' without one) and the member. */
export const createChatFileUrls = (signer: AssetUrlSigner) =>
  createSignedFileUrls<ChatFileVariant>(signer, pathOf, 'original');

export type ChatFileUrls = ReturnType<typeof createChatFileUrls>;
