import type { Db } from '../../db/database';

export function createSettingsRepository(db: Db) {
  return {
    /** Stores `value` unless the key exists; returns the stored value, so concurrent nodes agree. */
    async getOrInit(key: string, value: () => string): Promise<string> {
      await db
        .insertInto('settings')
        .values({ key, value: value() })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      return row.value;
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
