import { randomUUID } from 'node:crypto';
import pg from 'pg';

const PREFIX = 'test_';
const SCHEMAS_PER_DROP = 8;

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A schema of its own in the test database, and the URL whose search path is that schema.
 * The test that made it does not drop it: an app sees its own schema only, so the others cost it
 * nothing, and all are dropped when the run ends (`dropTestSchemas`, the global set-up's teardown).
 */
export async function createTestSchema(): Promise<{ schema: string; databaseUrl: string }> {
  const base = process.env.TEST_DATABASE_URL!;
  const schema = `${PREFIX}${randomUUID().replaceAll('-', '')}`;
  await withClient((client) => client.query(`create schema ${schema}`));
  const databaseUrl = `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return { schema, databaseUrl };
}

/**
 * Drops every schema the tests made (this run's and any an interrupted run left behind), a few
 * per statement: one drop locks every table and index of its schemas, and a whole run's schemas
 * at once outgrow PostgreSQL's lock table.
 */
export async function dropTestSchemas(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) return;
  await withClient(async (client) => {
    const { rows } = await client.query<{ nspname: string }>(
      `select nspname from pg_namespace where nspname like '${PREFIX}%'`,
    );
    for (let start = 0; start < rows.length; start += SCHEMAS_PER_DROP) {
      const names = rows.slice(start, start + SCHEMAS_PER_DROP).map(({ nspname }) => `"${nspname}"`);
      await client.query(`drop schema if exists ${names.join(', ')} cascade`);
    }
  });
}
