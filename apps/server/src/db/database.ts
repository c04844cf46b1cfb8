import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { CurrentSchemaPostgresDialect } from './current-schema-introspector';
import { migrations } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DatabaseHandle = {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  /** The SQLite connection itself, for hot paths that Kysely's per-query overhead would dominate. */
  sqlite?: SqliteStatements;
  close: () => Promise<void>;
};
export type SqliteStatements = ReturnType<typeof withStatementCache>;

/**
 * Kysely prepares every query anew; preparing costs more than running the small queries of the
 * hot paths (refresh, login), so prepared statements are kept by their SQL text. Safe because
 * Kysely runs one query at a time on its single SQLite connection.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    /** True while a transaction (Kysely's too) is open on the connection. */
    get inTransaction() {
      return sqlite.inTransaction;
    },
    transaction: <A extends unknown[], R>(run: (...args: A) => R) => sqlite.transaction(run),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= 1000) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SQLite(join(config.dataDir, 'atrium.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const statements = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  return { db, dialect: 'sqlite', sqlite: statements, close: () => db.destroy() };
}

export async function migrateToLatest(db: Db) {
  // Kysely finds its migration tables by introspection, which on PostgreSQL reads the
  // connection's own schema only (CurrentSchemaPostgresDialect), so schemas beside ours are unseen.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
}

/**
 * PostgreSQL refuses some text SQLite stores, above all U+0000 ("invalid byte sequence for
 * encoding UTF8: 0x00", SQLSTATE 22021): such input is the client's error, not the server's.
 */
export function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '22021' || code === '22P05';
}
