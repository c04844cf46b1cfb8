import type { SearchProgress, SearchResultKind } from '@atrium/domain';
import type { Db } from '../../db/database';

const LEASE_ID = 'search-build';
/** Lease times are stored as ISO date-times: they compare as text, and fit any integer column size. */
const iso = (ms: number) => new Date(ms).toISOString();

/** A stored index without its body (status, freshness checks). */
export type StoredIndexHead = {
  architectureId: string;
  publishedVersion: number;
  builtAt: string;
  itemsPerKind: Record<SearchResultKind, number>;
  contentChangedAt: string | null;
};

export type BuildLease = {
  jobId: string;
  architectureId: string;
  startedAt: string;
  expiresAt: number;
  progress: SearchProgress | undefined;
};

/** A stored profile and its account, as the index reads them (values are resolved by the profiles rules). */
export type ProfileRow = {
  userId: string;
  email: string;
  name: string | null;
  roles: string[];
  values: Record<string, unknown>;
  shareEmail: boolean;
};

const parseObject = (text: string): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

const rolesOf = (text: string): string[] => {
  try {
    const roles: unknown = JSON.parse(text);
    return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [];
  } catch {
    return [];
  }
};

const toProfileRow = (row: {
  user_id: string;
  attribute_values: string;
  share_email: number;
  email: string;
  name: string | null;
  roles: string;
}): ProfileRow => ({
  userId: row.user_id,
  email: row.email,
  name: row.name,
  roles: rolesOf(row.roles),
  values: parseObject(row.attribute_values),
  shareEmail: Number(row.share_email) === 1,
});

/** The stored index, the build lease and the misses list; `db` may be a transaction. */
export function createSearchRepository(db: Db) {
  const headColumns = [
    'architecture_id',
    'published_version',
    'built_at',
    'items_per_kind',
    'content_changed_at',
  ] as const;
  type HeadRow = {
    architecture_id: string;
    published_version: number;
    built_at: string;
    items_per_kind: string;
    content_changed_at: string | null;
  };
  const toHead = (row: HeadRow): StoredIndexHead => ({
    architectureId: row.architecture_id,
    publishedVersion: Number(row.published_version),
    builtAt: row.built_at,
    itemsPerKind: parseObject(row.items_per_kind) as Record<SearchResultKind, number>,
    contentChangedAt: row.content_changed_at,
  });

  const profileRows = (architectureId: string) =>
    db
      .selectFrom('user_profiles as profile')
      .innerJoin('users as user', 'user.id', 'profile.user_id')
      .select([
        'profile.user_id',
        'profile.attribute_values',
        'profile.share_email',
        'user.email',
        'user.name',
        'user.roles',
      ])
      .where('profile.architecture_id', '=', architectureId);

  return {
    async head(architectureId: string): Promise<StoredIndexHead | undefined> {
      const row = await db
        .selectFrom('search_indexes')
        .select(headColumns)
        .where('architecture_id', '=', architectureId)
        .executeTakeFirst();
      return row && toHead(row);
    },

    async load(architectureId: string): Promise<(StoredIndexHead & { body: string }) | undefined> {
      const row = await db
        .selectFrom('search_indexes')
        .select([...headColumns, 'body'])
        .where('architecture_id', '=', architectureId)
        .executeTakeFirst();
      return row && { ...toHead(row), body: row.body };
    },

    async save(index: Omit<StoredIndexHead, 'contentChangedAt'> & { body: string }) {
      const values = {
        published_version: index.publishedVersion,
        built_at: index.builtAt,
        items_per_kind: JSON.stringify(index.itemsPerKind),
        body: index.body,
        content_changed_at: null,
      };
      await db
        .insertInto('search_indexes')
        .values({ architecture_id: index.architectureId, ...values })
        .onConflict((oc) => oc.column('architecture_id').doUpdateSet(values))
        .execute();
    },

    /** Profiles or posts changed after the build: the index is outdated (the first change counts). */
    async markContentChanged(architectureId: string, at: string) {
      await db
        .updateTable('search_indexes')
        .set({ content_changed_at: at })
        .where('architecture_id', '=', architectureId)
        .where('content_changed_at', 'is', null)
        .execute();
    },

    /**
     * Takes the build lease when it is free or expired (an insert that collides, or an update
     * of an expired row): true when this job holds it now.
     */
    async takeLease(lease: Omit<BuildLease, 'progress'>, now: number): Promise<boolean> {
      const values = {
        job_id: lease.jobId,
        architecture_id: lease.architectureId,
        started_at: lease.startedAt,
        expires_at: iso(lease.expiresAt),
        progress: null,
      };
      const taken = await db
        .updateTable('search_build_lease')
        .set(values)
        .where('id', '=', LEASE_ID)
        .where('expires_at', '<=', iso(now))
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) return true;
      const inserted = await db
        .insertInto('search_build_lease')
        .values({ id: LEASE_ID, ...values })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** The lease while it is held (not expired). */
    async currentLease(now: number): Promise<BuildLease | undefined> {
      const row = await db
        .selectFrom('search_build_lease')
        .selectAll()
        .where('id', '=', LEASE_ID)
        .where('expires_at', '>', iso(now))
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        jobId: row.job_id,
        architectureId: row.architecture_id,
        startedAt: row.started_at,
        expiresAt: Date.parse(row.expires_at),
        progress: row.progress ? (parseObject(row.progress) as SearchProgress) : undefined,
      };
    },

    /** Renews the job's lease and records its progress; false when the job lost it. */
    async renewLease(jobId: string, expiresAt: number, progress: SearchProgress): Promise<boolean> {
      const result = await db
        .updateTable('search_build_lease')
        .set({ expires_at: iso(expiresAt), progress: JSON.stringify(progress) })
        .where('id', '=', LEASE_ID)
        .where('job_id', '=', jobId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async releaseLease(jobId: string) {
      await db
        .deleteFrom('search_build_lease')
        .where('id', '=', LEASE_ID)
        .where('job_id', '=', jobId)
        .execute();
    },

    /** Stored profiles of a venue with their accounts, a page at a time by user id. */
    async profiles(architectureId: string, afterUserId: string, limit: number): Promise<ProfileRow[]> {
      const rows = await profileRows(architectureId)
        .where('profile.user_id', '>', afterUserId)
        .orderBy('profile.user_id')
        .limit(limit)
        .execute();
      return rows.map(toProfileRow);
    },

    /** These users' stored profiles of a venue, as they are now. */
    async profilesOf(architectureId: string, userIds: readonly string[]): Promise<ProfileRow[]> {
      const rows = await profileRows(architectureId)
        .where('profile.user_id', 'in', [...userIds])
        .execute();
      return rows.map(toProfileRow);
    },

    /** Counts a question that found nothing (its normalised text only). */
    async recordMiss(query: string, at: string) {
      await db
        .insertInto('search_misses')
        .values({ query, count: 1, last_seen_at: at })
        .onConflict((oc) =>
          oc.column('query').doUpdateSet((eb) => ({
            count: eb('search_misses.count', '+', 1),
            last_seen_at: at,
          })),
        )
        .execute();
    },

    /** Keeps the `keep` most asked questions (a flood of distinct ones cannot grow the table). */
    async pruneMisses(keep: number) {
      const cut = await db
        .selectFrom('search_misses')
        .select(['count', 'last_seen_at'])
        .orderBy('count', 'desc')
        .orderBy('last_seen_at', 'desc')
        .offset(keep)
        .limit(1)
        .executeTakeFirst();
      if (!cut) return;
      await db
        .deleteFrom('search_misses')
        .where((eb) =>
          eb.or([
            eb('count', '<', cut.count),
            eb.and([eb('count', '=', cut.count), eb('last_seen_at', '<=', cut.last_seen_at)]),
          ]),
        )
        .execute();
    },

    async misses(limit: number) {
      const rows = await db
        .selectFrom('search_misses')
        .selectAll()
        .orderBy('count', 'desc')
        .orderBy('last_seen_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        query: row.query,
        count: Number(row.count),
        lastSeenAt: row.last_seen_at,
      }));
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
