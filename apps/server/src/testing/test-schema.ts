import { randomUUID } from 'node:crypto';
import pg from 'pg';

const PREFIX = 'test_';

async function run(query: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await client.query<{ nspname: string }>(query);
  } finally {
    await client.end();
  }
}

/**
 * A schema of its own in the test database, and the URL whose search path is that schema.
 * Schemas are not dropped by the test that made them: a drop while another worker's migrator
 * lists the database's tables makes that listing fail (it reads every schema), so all of them
 * are dropped at once when the run ends (`dropTestSchemas`, the global set-up's teardown).
 */
export async function createTestSchema(): Promise<{ schema: string; databaseUrl: string }> {
  const base = process.env.TEST_DATABASE_URL!;
  const schema = `${PREFIX}${randomUUID().replaceAll('-', '')}`;
  await run(`create schema ${schema}`);
  const databaseUrl = `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return { schema, databaseUrl };
}

/** Drops every schema the tests made (this run's and any an interrupted run left behind). */
export async function dropTestSchemas(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) return;
  const { rows } = await run(`select nspname from pg_namespace where nspname like '${PREFIX}%'`);
  if (rows.length === 0) return;
  await run(`drop schema if exists ${rows.map(({ nspname }) => `"${nspname}"`).join(', ')} cascade`);
}
