import type { ProfileValues } from '@atrium/domain';
import type { Db } from '../../db/database';

export type StoredProfile = {
  userId: string;
  architectureId: string;
  /** As stored; the service resolves them against the venue's current fields. */
  values: Record<string, unknown>;
  shareEmail: boolean;
  avatarKey: string | null;
};

type Row = {
  user_id: string;
  architecture_id: string;
  attribute_values: string;
  share_email: number;
  avatar_key: string | null;
};

function parseValues(text: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

const toProfile = (row: Row): StoredProfile => ({
  userId: row.user_id,
  architectureId: row.architecture_id,
  values: parseValues(row.attribute_values),
  shareEmail: Number(row.share_email) === 1,
  avatarKey: row.avatar_key,
});

export function createProfilesRepository(db: Db) {
  const columns = ['user_id', 'architecture_id', 'attribute_values', 'share_email', 'avatar_key'] as const;

  return {
    async find(userId: string, architectureId: string): Promise<StoredProfile | undefined> {
      const row = await db
        .selectFrom('user_profiles')
        .select(columns)
        .where('user_id', '=', userId)
        .where('architecture_id', '=', architectureId)
        .executeTakeFirst();
      return row && toProfile(row);
    },

    /** Writes the values and the email choice (the avatar is kept), creating the profile if needed. */
    async save(profile: {
      userId: string;
      architectureId: string;
      values: ProfileValues;
      shareEmail: boolean;
    }) {
      const changes = {
        attribute_values: JSON.stringify(profile.values),
        share_email: profile.shareEmail ? 1 : 0,
        updated_at: new Date().toISOString(),
      };
      await db
        .insertInto('user_profiles')
        .values({
          user_id: profile.userId,
          architecture_id: profile.architectureId,
          avatar_key: null,
          ...changes,
        })
        .onConflict((oc) => oc.columns(['user_id', 'architecture_id']).doUpdateSet(changes))
        .execute();
    },

    /** Creates the profile with these values unless it exists (an avatar may come before any save). */
    async ensure(userId: string, architectureId: string, values: ProfileValues) {
      await db
        .insertInto('user_profiles')
        .values({
          user_id: userId,
          architecture_id: architectureId,
          attribute_values: JSON.stringify(values),
          share_email: 0,
          avatar_key: null,
          updated_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'architecture_id']).doNothing())
        .execute();
    },

    /**
     * Sets the avatar key only if it is still `expected` (compare and swap), so that of two
     * changes at once exactly one replaces a given image and knows it may delete its files.
     */
    async swapAvatar(userId: string, architectureId: string, expected: string | null, next: string | null) {
      const result = await db
        .updateTable('user_profiles')
        .set({ avatar_key: next, updated_at: new Date().toISOString() })
        .where('user_id', '=', userId)
        .where('architecture_id', '=', architectureId)
        .where('avatar_key', expected === null ? 'is' : '=', expected)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
