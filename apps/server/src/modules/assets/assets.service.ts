import type { AssetUploadResponse, Venue } from '@atrium/domain';
import { AppError } from '../../errors/app-error';
import type { AssetStorage } from './asset-storage';
import { isStorageKey } from './asset-storage';
import { acceptedContentTypes, detectContentType } from './content-type';
import type { StoredFilesRepository } from './stored-files.repository';

const BACKEND_ASSETS = '/backend-assets/';
const ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

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
  return {
    /** Stores an upload in the stage (preview) area; a new generation for an existing asset id. */
    async upload(input: UploadInput): Promise<AssetUploadResponse> {
      if (!ID_PATTERN.test(input.architectureId)) {
        throw new AppError(
          'validation.failed',
          'The architecture id may hold letters, digits, - and _ only.',
        );
      }
      const assetId = input.assetId ?? slug(input.fileName);
      if (!ID_PATTERN.test(assetId)) {
        throw new AppError('validation.failed', 'The asset id may hold letters, digits, - and _ only.', [
          { path: 'assetId', message: 'Use 1 to 100 letters, digits, - or _.' },
        ]);
      }
      const type = await detectContentType(input.bytes);
      if (type === 'unsafe') {
        throw new AppError(
          'asset.unsupported_type',
          'SVG files with scripts or event handlers are not accepted.',
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
      await storage.write(key, input.bytes);
      const stored = {
        key,
        architectureId: input.architectureId,
        assetId,
        generation,
        contentType: type.contentType,
        size: input.bytes.length,
        displayName: input.fileName.slice(0, 200),
      };
      await files.save(stored);
      return {
        id: assetId,
        uri: uriOfKey(key),
        generation,
        displayName: stored.displayName,
        contentType: stored.contentType,
        size: stored.size,
      };
    },

    /** Copies every stage file of an architecture to the live area; names carry generations. */
    async publishFiles(architectureId: string) {
      for (const file of await files.listByPrefix(`preview/${architectureId}/`)) {
        const liveKey = `live/${file.key.slice('preview/'.length)}`;
        await storage.copy(file.key, liveKey);
        await files.save({ ...file, key: liveKey });
      }
    },

    /** A stored file by its key; preview files only for callers allowed to preview. */
    async open(key: string, mayPreview: boolean) {
      if (!isStorageKey(key)) throw new AppError('asset.not_found', 'This asset does not exist.');
      if (key.startsWith('preview/') && !mayPreview) {
        throw new AppError('auth.forbidden', 'Preview assets are for administrators only.');
      }
      const file = await files.find(key);
      if (!file) throw new AppError('asset.not_found', 'This asset does not exist.');
      return { file, stream: storage.read(key) };
    },

    /** Where the download of a venue asset comes from: a stored file or an external URL. */
    locate(venue: Venue, assetId: string): { key: string } | { url: string } {
      const asset = venue.assets.find((candidate) => candidate.id === assetId);
      if (!asset) throw new AppError('asset.not_found', `The venue has no asset ${assetId}.`);
      const key = keyOfUri(asset.uri);
      if (key) return { key };
      if (/^https?:\/\//.test(asset.uri)) return { url: asset.uri };
      throw new AppError('asset.not_found', `The asset ${assetId} has no downloadable file.`);
    },
  };
}

export type AssetsService = ReturnType<typeof createAssetsService>;
