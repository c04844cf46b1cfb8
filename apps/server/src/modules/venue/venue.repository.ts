import type { Db } from '../../db/database';

export type VenueMode = 'STAGE' | 'LIVE';
export type StoredVenueVersion = { architectureId: string; mode: VenueMode; version: number; body: string };
export type Publication = { architectureId: string | null; publishedVersion: number };

const PUBLICATION_ROW = 1;

export function createVenueRepository(db: Db) {
  return {
    async latest(architectureId: string, mode: VenueMode): Promise<StoredVenueVersion | undefined> {
      const row = await db
        .selectFrom('venue_versions')
        .select(['architecture_id', 'mode', 'version', 'body'])
        .where('architecture_id', '=', architectureId)
        .where('mode', '=', mode)
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst();
      return (
        row && { architectureId: row.architecture_id, mode: row.mode, version: row.version, body: row.body }
      );
    },

    async find(architectureId: string, mode: VenueMode, version: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('venue_versions')
        .select('body')
        .where('architecture_id', '=', architectureId)
        .where('mode', '=', mode)
        .where('version', '=', version)
        .executeTakeFirst();
      return row?.body;
    },

    async maxVersion(architectureId: string, mode: VenueMode): Promise<number> {
      const row = await db
        .selectFrom('venue_versions')
        .select((eb) => eb.fn.max<number | null>('version').as('max'))
        .where('architecture_id', '=', architectureId)
        .where('mode', '=', mode)
        .executeTakeFirst();
      return Number(row?.max ?? 0);
    },

    async countVersions(): Promise<number> {
      const row = await db
        .selectFrom('venue_versions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async insert(version: StoredVenueVersion & { createdBy: string | null }) {
      await db
        .insertInto('venue_versions')
        .values({
          architecture_id: version.architectureId,
          mode: version.mode,
          version: version.version,
          body: version.body,
          created_at: new Date().toISOString(),
          created_by: version.createdBy,
        })
        .execute();
    },

    async publication(): Promise<Publication> {
      const row = await db
        .selectFrom('publication')
        .select(['architecture_id', 'published_version'])
        .where('id', '=', PUBLICATION_ROW)
        .executeTakeFirst();
      return row
        ? { architectureId: row.architecture_id, publishedVersion: row.published_version }
        : { architectureId: null, publishedVersion: -1 };
    },

    async setPublication(publication: Publication) {
      const values = {
        architecture_id: publication.architectureId,
        published_version: publication.publishedVersion,
        updated_at: new Date().toISOString(),
      };
      await db
        .insertInto('publication')
        .values({ id: PUBLICATION_ROW, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
    },
  };
}

export type VenueRepository = ReturnType<typeof createVenueRepository>;
