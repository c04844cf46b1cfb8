import type { Migration } from 'kysely';
import { initialMigration } from './0001-initial.migration';

/** One migration set for SQLite and PostgreSQL: portable column types only. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initialMigration,
};
