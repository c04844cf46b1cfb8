import type { Db } from '../../db/database';

export type VenueMode = 'STAGE' | 'LIVE';
export type StoredVenueVersion = { architectureId: string; mode: VenueMode; version: number; body: string };
export type Publication = { architectureId: string | null; publishedVersion: number };
/** A stored version without its body: who saved which version when. */
export type VenueVersionInfo = {
  mode: VenueMode;
  version: number;
  createdAt: string;
  createdBy: string | null;
};

const infoOf = (row: {
  mode: VenueMode;
  version: number;
  created_at: string;
  created_by: string | null;
}) => ({
  mode: row.mode,
  version: Number(row.version),
  createdAt: row.created_at,
  createdBy: row.created_by,
});

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

    /** The latest version of a mode, without its body. */
    async head(architectureId: string, mode: VenueMode): Promise<VenueVersionInfo | undefined> {
      const row = await db
        .selectFrom('venue_versions')
        .select(['mode', 'version', 'created_at', 'created_by'])
        .where('architecture_id', '=', architectureId)
        .where('mode', '=', mode)
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && infoOf(row);
    },

    /**
     * The newest `limit` versions of an architecture, both modes, newest first (a live version
     * saved in the same instant as a stage version counts as the newer: publishing follows).
     */
    async history(architectureId: string, limit: number): Promise<VenueVersionInfo[]> {
      const rows = await db
        .selectFrom('venue_versions')
        .select(['mode', 'version', 'created_at', 'created_by'])
        .where('architecture_id', '=', architectureId)
        .orderBy('created_at', 'desc')
        .orderBy('mode', 'asc')
        .orderBy('version', 'desc')
        .limit(limit)
        .execute();
      return rows.map(infoOf);
    },

    /** The latest version of each architecture and mode, without bodies. */
    async latestOfEach(): Promise<(VenueVersionInfo & { architectureId: string })[]> {
      const latest = db
        .selectFrom('venue_versions')
        .select(['architecture_id', 'mode'])
        .select((eb) => eb.fn.max('version').as('version'))
        .groupBy(['architecture_id', 'mode'])
        .as('latest');
      const rows = await db
        .selectFrom('venue_versions as v')
        .innerJoin(latest, (join) =>
          join
            .onRef('v.architecture_id', '=', 'latest.architecture_id')
            .onRef('v.mode', '=', 'latest.mode')
            .onRef('v.version', '=', 'latest.version'),
        )
        .select(['v.architecture_id', 'v.mode', 'v.version', 'v.created_at', 'v.created_by'])
        .execute();
      return rows.map((row) => ({ architectureId: row.architecture_id, ...infoOf(row) }));
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
