import { randomUUID } from 'node:crypto';
import {
  WHITEBOARD_IMAGE_MAX_BYTES,
  type WhiteboardImage,
  type WhiteboardRef,
  whiteboardMessages,
  whiteboardRoutes,
} from '@atrium/domain';
import { AppError } from '../../errors/app-error';
import { type AssetStorage, createAssetStorage } from '../assets/asset-storage';
import type { AssetUrlSigner } from '../assets/asset-url-signature';
import type { ServedFile } from '../assets/served-file';
import { createSignedFileUrls } from '../assets/signed-file-urls';
import { uploadedImageVariants } from '../assets/uploaded-image';
import { WEBP_CONTENT_TYPE } from '../assets/webp-image';
import type { BoardImageRecord, WhiteboardImagesRepository } from './whiteboard-images.repository';

/** The large variant fits in this square (a board is zoomed in), the preview in the other. */
export const LARGE_MAX_SIDE = 2048;
export const PREVIEW_MAX_SIDE = 512;

type Variant = 'large' | 'preview';
export type BoardImageQuery = { variant: Variant; uid: string; expires: number; signature: string };

const KEY = /^whiteboard\/[0-9a-f]{2}\/[0-9a-f-]{36}\.(?:large|preview)\.webp$/;
const keyOf = (imageId: string, variant: Variant) =>
  `whiteboard/${imageId.slice(0, 2)}/${imageId}.${variant}.webp`;

/**
 * Whiteboard images in the asset storage (the same root, `<DATA_DIR>/assets`) under
 * `whiteboard/`; the asset routes serve only `live/` and `preview/` keys, so these leave only
 * through the whiteboard's signed route.
 */
export const createWhiteboardImageStorage = (assetsRoot: string) =>
  createAssetStorage(assetsRoot, (key) => KEY.test(key));

const pathOf = (imageId: string) =>
  whiteboardRoutes.image.path.replace(':imageId', encodeURIComponent(imageId));
const tooLarge = () => new AppError('whiteboard.image_too_large', whiteboardMessages.imageTooLarge);
const typeInvalid = () => new AppError('whiteboard.image_type_invalid', whiteboardMessages.imageTypeInvalid);
const notFound = () => new AppError('whiteboard.image_not_found', 'This image does not exist.');

/**
 * Images pasted or dropped on a board: the size checked while the bytes arrive, the type by
 * content, stored as two WebP variants without metadata, served by URLs signed for one user. The
 * document refers to them by id; a clear deletes the board's images.
 */
export function createWhiteboardImages(deps: {
  images: WhiteboardImagesRepository;
  storage: AssetStorage;
  signer: AssetUrlSigner;
  now: () => Date;
  reportError: (error: unknown) => void;
}) {
  const { images, storage } = deps;
  const urls = createSignedFileUrls<Variant>(deps.signer, pathOf, 'large');

  const present = (image: BoardImageRecord, userId: string): WhiteboardImage => ({
    imageId: image.id,
    url: urls.url(image.id, userId, 'large'),
    previewUrl: urls.url(image.id, userId, 'preview'),
    mimeType: WEBP_CONTENT_TYPE,
    width: image.width,
    height: image.height,
  });

  async function removeBytes(records: readonly BoardImageRecord[]) {
    const keys = records.flatMap((record) => [record.largeKey, record.previewKey]);
    await Promise.all(keys.map((key) => storage.remove(key).catch(deps.reportError)));
  }

  return {
    /** Stores an uploaded image of a board (the caller's right to draw there is checked before). */
    async upload(ref: WhiteboardRef, userId: string, file: AsyncIterable<Buffer>): Promise<WhiteboardImage> {
      const { large, preview } = await uploadedImageVariants(file, {
        maxBytes: WHITEBOARD_IMAGE_MAX_BYTES,
        largeSide: LARGE_MAX_SIDE,
        largeQuality: 85,
        previewSide: PREVIEW_MAX_SIDE,
        tooLarge,
        typeInvalid,
      });
      const id = randomUUID();
      const record: BoardImageRecord = {
        ...ref,
        id,
        uploaderId: userId,
        largeKey: keyOf(id, 'large'),
        previewKey: keyOf(id, 'preview'),
        width: large.width,
        height: large.height,
        createdAt: deps.now().toISOString(),
      };
      try {
        await storage.write(record.largeKey, large.bytes);
        await storage.write(record.previewKey, preview.bytes);
        await images.insert(record);
      } catch (error) {
        deps.reportError(error);
        await removeBytes([record]);
        throw new AppError('whiteboard.upload_failed', 'The image could not be stored. Please try again.');
      }
      return present(record, userId);
    },

    /** Fresh URLs of those images that belong to the board. */
    async urlsOf(
      ref: WhiteboardRef,
      imageIds: readonly string[],
      userId: string,
    ): Promise<WhiteboardImage[]> {
      return (await images.many(ref, [...new Set(imageIds)])).map((image) => present(image, userId));
    },

    /** An image for a signed URL (the signature first: without one nobody learns which exist). */
    async open(imageId: string, query: BoardImageQuery): Promise<ServedFile> {
      urls.verify(imageId, query, 'image');
      const image = await images.find(imageId);
      if (!image) throw notFound();
      const key = query.variant === 'preview' ? image.previewKey : image.largeKey;
      const size = await storage.size(key);
      if (size === undefined) throw notFound();
      return {
        name: `${image.id}.${query.variant}.webp`,
        contentType: WEBP_CONTENT_TYPE,
        size,
        disposition: 'inline',
        maxAgeSeconds: urls.secondsLeft(query.expires),
        stream: storage.read(key),
      };
    },

    /** Deletes the images of a board that was cleared (those uploaded until then). */
    async removeBoard(ref: WhiteboardRef, before: string): Promise<void> {
      await removeBytes(await images.deleteOfBoard(ref, before));
    },
  };
}

export type WhiteboardImages = ReturnType<typeof createWhiteboardImages>;
