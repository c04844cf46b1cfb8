import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

const SAFE_KEY = /^(live|preview)\/[A-Za-z0-9._-]+\/[A-Za-z0-9._-]+$/;

export function isStorageKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..');
}

/**
 * Asset files on local disk under `<DATA_DIR>/assets/{live|preview}/{architecture}/{file}`; a
 * storage of other files (chat files) under the same root names its own keys with `isKey`.
 */
export function createAssetStorage(root: string, isKey: (key: string) => boolean = isStorageKey) {
  const pathOf = (key: string) => {
    if (!isKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    const path = resolve(root, key);
    if (!path.startsWith(resolve(root) + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return path;
  };

  return {
    async write(key: string, bytes: Buffer) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write beside and rename, so that a reader never sees half a file.
      const temporary = `${path}.${process.pid}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, path);
      } catch (error) {
        // A write cut short (a full disk) leaves no part of the file behind.
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async copy(fromKey: string, toKey: string) {
      const to = pathOf(toKey);
      await mkdir(dirname(to), { recursive: true });
      await copyFile(pathOf(fromKey), to);
    },

    /** Deletes a file; one that is already gone is no error. */
    async remove(key: string) {
      await rm(pathOf(key), { force: true });
    },

    async size(key: string): Promise<number | undefined> {
      try {
        return (await stat(pathOf(key))).size;
      } catch {
        return undefined;
      }
    },

    read(key: string) {
      return createReadStream(pathOf(key));
    },

    root: join(root),
  };
}

export type AssetStorage = ReturnType<typeof createAssetStorage>;
