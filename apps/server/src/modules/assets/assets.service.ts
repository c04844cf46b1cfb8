import {
  ARCHITECTURE_ID_MESSAGE,
  ARCHITECTURE_ID_PATTERN,
  type AssetUploadResponse,
  assetVariantWidths,
  hasVariants,
  isHttpsUrl,
  isOwnAssetPath,
  type Venue,
  variantUri,
} from '@atrium/domain';
import { AppError } from '../../errors/app-error';
import type { AssetStorage } from './asset-storage';
import { isStorageKey } from './asset-storage';
import { acceptedContentTypes, detectContentType } from './content-type';
import { makeImageVariants } from './image-variants';
import type { StoredFile, StoredFilesRepository } from './stored-files.repository';

const BACKEND_ASSETS = '/backend-assets/';
const ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
const VARIANT_KEY = /^(.+)\.w(\d+)(\.[a-z]+)$/;

/** The original's key of a sized variant's key (`….w960.jpg` → `….jpg`). */
function originalKeyOf(key: string): string | undefined {
  const match = VARIANT_KEY.exec(key);
  if (!match || !hasVariants(key) || !assetVariantWidths.some((width) => String(width) === match[2])) {
    return undefined;
  }
  return `${match[1]}${match[3]}`;
}

export const uriOfKey = (key: string) => `${BACKEND_ASSETS}${key}`;
export const keyOfUri = (uri: string) =>
  uri.startsWith(BACKEND_ASSETS) ? uri.slice(BACKEND_ASSETS.length).split('?')[0] : undefined;

function slug(name: string): string {
  const base = name.replace(/\.[^.]*$/, '').toLowerCase();
  return (
    base
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'asset'
  );
}

export type UploadInput = { architectureId: string; assetId?: string; fileName: string; bytes: Buffer };

export function createAssetsService(files: StoredFilesRepository, storage: AssetStorage) {
  /** Writes a file and records it; its sized variants sit beside it as files of the same asset and generation. */
  async function storeWithVariants(stored: StoredFile, bytes: Buffer) {
    await storage.write(stored.key, bytes);
    await files.save(stored);
    for (const variant of await makeImageVariants(bytes, stored.contentType)) {
      const variantKey = variantUri(stored.key, variant.width);
      await storage.write(variantKey, variant.bytes);
      await files.save({ ...stored, key: variantKey, size: variant.bytes.length });
    }
  }

  /** A stored file by its key; preview files only for callers allowed to preview. */
  async function open(key: string, mayPreview: boolean) {
    if (!isStorageKey(key)) throw new AppError('asset.not_found', 'This asset does not exist.');
    if (key.startsWith('preview/') && !mayPreview) {
      throw new AppError('auth.forbidden', 'Preview assets are for administrators only.');
    }
    const file = await files.find(key);
    if (!file || (await storage.size(key)) === undefined) {
      throw new AppError('asset.not_found', 'This asset does not exist.');
    }
    return { file, stream: storage.read(key) };
  }

  return {
    /** Stores an upload in the stage (preview) area; a new generation for an existing asset id. */
    async upload(input: UploadInput): Promise<AssetUploadResponse> {
      if (!ARCHITECTURE_ID_PATTERN.test(input.architectureId)) {
        throw new AppError(
          'validation.failed',
          'The architecture id may hold letters, digits, - and _ only.',
          [{ path: 'architectureID', message: ARCHITECTURE_ID_MESSAGE }],
        );
      }
      const assetId = input.assetId ?? slug(input.fileName);
      if (!ID_PATTERN.test(assetId)) {
        throw new AppError('validation.failed', 'The asset id may hold letters, digits, - and _ only.', [
          { path: 'assetId', message: 'Use 1 to 100 letters, digits, - or _.' },
        ]);
      }
      const type = await detectContentType(input.bytes);
      if (type && 'unsafe' in type) {
        throw new AppError(
          'asset.unsupported_type',
          `SVG files with scripts, event handlers or other active content are not accepted (found: ${type.unsafe}).`,
        );
      }
      if (!type) {
        throw new AppError(
          'asset.unsupported_type',
          `This file type is not accepted. Accepted: ${acceptedContentTypes.join(', ')}.`,
        );
      }
      const generation = (await files.maxGeneration(input.architectureId, assetId)) + 1;
      const key = `preview/${input.architectureId}/${assetId}-g${generation}.${type.extension}`;
      const stored = {
        key,
        architectureId: input.architectureId,
        assetId,
        generation,
        contentType: type.contentType,
        size: input.bytes.length,
        // Control characters are dropped: PostgreSQL cannot store U+0000, and none belongs in a name.
        displayName: input.fileName.replace(/\p{Cc}/gu, '').slice(0, 200),
      };
      await storeWithVariants(stored, input.bytes);
      return {
        id: assetId,
        uri: uriOfKey(key),
        generation,
        displayName: stored.displayName,
        contentType: stored.contentType,
        size: stored.size,
      };
    },

    /** Copies every stage file (variants too) of an architecture to the live area. */
    async publishFiles(architectureId: string) {
      for (const file of await files.listOfArchitecture('preview', architectureId)) {
        const liveKey = `live/${file.key.slice('preview/'.length)}`;
        // Names carry the generation, so a live file of the right size is already this file.
        if ((await storage.size(liveKey)) !== file.size) await storage.copy(file.key, liveKey);
        await files.save({ ...file, key: liveKey });
      }
    },

    /**
     * Stores an image the server has checked and prepared itself (a user's avatar) under `key`
     * in the live area, with its sized variants beside it, read like every asset file.
     */
    async storeImage(file: Omit<StoredFile, 'generation' | 'size'> & { bytes: Buffer }) {
      if (!isStorageKey(file.key)) throw new Error(`Unsafe storage key: ${file.key}`);
      const { bytes, ...record } = file;
      await storeWithVariants({ ...record, generation: 1, size: bytes.length }, bytes);
    },

    /** Removes a stored file and its sized variants (records first, so none points at a gone file). */
    async removeFile(key: string) {
      if (!isStorageKey(key)) return;
      const keys = [key, ...assetVariantWidths.map((width) => variantUri(key, width))];
      const distinct = [...new Set(keys)];
      for (const each of distinct) await files.remove(each);
      for (const each of distinct) await storage.remove(each);
    },

    open,

    /**
     * A file to serve, or, for a variant never made because the image is not wider than it, the
     * original to redirect to. A variant that was made but is gone is not found.
     */
    async serve(key: string) {
      if (!isStorageKey(key)) throw new AppError('asset.not_found', 'This asset does not exist.');
      const originalKey = originalKeyOf(key);
      if (originalKey && !(await files.find(key)) && (await files.find(originalKey))) {
        return { redirectTo: originalKey };
      }
      return open(key, true);
    },

    /** Where the download of a venue asset comes from: a stored file or an external URL. */
    locate(venue: Venue, assetId: string): { key: string } | { url: string } {
      const asset = venue.assets.find((candidate) => candidate.id === assetId);
      if (!asset) throw new AppError('asset.not_found', `The venue has no asset ${assetId}.`);
      // Stored venues may predate the asset uri rule: only our own files and https URLs are followed.
      if (isOwnAssetPath(asset.uri)) return { key: keyOfUri(asset.uri)! };
      if (isHttpsUrl(asset.uri)) return { url: asset.uri };
      throw new AppError('asset.not_found', `The asset ${assetId} has no downloadable file.`);
    },
  };
}

export type AssetsService = ReturnType<typeof createAssetsService>;
