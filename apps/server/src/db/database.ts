import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { migrations } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DatabaseHandle = { db: Db; dialect: 'sqlite' | 'postgres'; close: () => Promise<void> };

export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SQLite(join(config.dataDir, 'atrium.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

export async function migrateToLatest(db: Db) {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
}
