import { sql } from 'kysely';
import type { Db } from '../../db/database';

export type StoredFile = {
  key: string;
  architectureId: string;
  assetId: string;
  generation: number;
  contentType: string;
  size: number;
  displayName: string;
};

type Row = {
  key: string;
  architecture_id: string;
  asset_id: string;
  generation: number;
  content_type: string;
  size: number;
  display_name: string;
};

const toFile = (row: Row): StoredFile => ({
  key: row.key,
  architectureId: row.architecture_id,
  assetId: row.asset_id,
  generation: Number(row.generation),
  contentType: row.content_type,
  size: Number(row.size),
  displayName: row.display_name,
});

export function createStoredFilesRepository(db: Db) {
  const columns = [
    'key',
    'architecture_id',
    'asset_id',
    'generation',
    'content_type',
    'size',
    'display_name',
  ] as const;

  return {
    async find(key: string): Promise<StoredFile | undefined> {
      const row = await db
        .selectFrom('stored_files')
        .select(columns)
        .where('key', '=', key)
        .executeTakeFirst();
      return row && toFile(row);
    },

    /**
     * The files of one architecture in one area (`preview` or `live`), matched exactly: by the
     * architecture id column and the literal key prefix, never by a LIKE pattern, in which `_`
     * and `%` of an id would act as wildcards.
     */
    async listOfArchitecture(area: 'preview' | 'live', architectureId: string): Promise<StoredFile[]> {
      const prefix = `${area}/${architectureId}/`;
      const rows = await db
        .selectFrom('stored_files')
        .select(columns)
        .where('architecture_id', '=', architectureId)
        .where(sql<string>`substr(${sql.ref('key')}, 1, ${sql.lit(prefix.length)})`, '=', prefix)
        .execute();
      return rows.map(toFile);
    },

    async maxGeneration(architectureId: string, assetId: string): Promise<number> {
      const row = await db
        .selectFrom('stored_files')
        .select((eb) => eb.fn.max<number | null>('generation').as('max'))
        .where('architecture_id', '=', architectureId)
        .where('asset_id', '=', assetId)
        .executeTakeFirst();
      return Number(row?.max ?? 0);
    },

    async remove(key: string) {
      await db.deleteFrom('stored_files').where('key', '=', key).execute();
    },

    async save(file: StoredFile) {
      const values = {
        architecture_id: file.architectureId,
        asset_id: file.assetId,
        generation: file.generation,
        content_type: file.contentType,
        size: file.size,
        display_name: file.displayName,
        created_at: new Date().toISOString(),
      };
      await db
        .insertInto('stored_files')
        .values({ key: file.key, ...values })
        .onConflict((oc) => oc.column('key').doUpdateSet(values))
        .execute();
    },
  };
}

export type StoredFilesRepository = ReturnType<typeof createStoredFilesRepository>;
