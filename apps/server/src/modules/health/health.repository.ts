import { sql } from 'kysely';
import type { Db } from '../../db/database';

export function createHealthRepository(db: Db) {
  return {
    /** Throws unless the database answers. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
