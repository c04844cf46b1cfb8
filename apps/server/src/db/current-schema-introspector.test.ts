import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../testing/test-app.factory';
import { createTestSchema } from '../testing/test-schema';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './database';

const onPostgres = testDialects().includes('postgres');

describe.runIf(onPostgres)('the PostgreSQL introspector of the connection’s own schema', () => {
  let ours: DatabaseHandle;
  let theirs: DatabaseHandle;

  beforeAll(async () => {
    ours = openDatabase({ databaseUrl: (await createTestSchema()).databaseUrl, dataDir: '' });
    theirs = openDatabase({ databaseUrl: (await createTestSchema()).databaseUrl, dataDir: '' });
    // Another schema of the same database, migrated first and holding a table ours lacks.
    await migrateToLatest(theirs.db);
    await theirs.db.schema.createTable('only_theirs').addColumn('id', 'integer').execute();
    await migrateToLatest(ours.db);
  });

  afterAll(async () => {
    await ours.close();
    await theirs.close();
  });

  it('lists the tables of its own schema only, with their columns', async () => {
    const [schema] = await ours.db.introspection.getSchemas();
    const tables = await ours.db.introspection.getTables();
    expect(tables.length).toBeGreaterThan(5);
    expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([schema!.name]));
    expect(tables.map((table) => table.name)).not.toContain('only_theirs');
    const users = tables.find((table) => table.name === 'users');
    expect(users?.columns.map((column) => column.name)).toEqual(expect.arrayContaining(['id', 'email']));
    expect(users?.columns.find((column) => column.name === 'email')).toMatchObject({
      dataType: 'text',
      isNullable: false,
    });
  });

  it('leaves out the migrator’s own tables unless asked for them', async () => {
    const names = async (withInternalKyselyTables: boolean) =>
      (await ours.db.introspection.getTables({ withInternalKyselyTables })).map((table) => table.name);
    expect(await names(false)).not.toContain(DEFAULT_MIGRATION_TABLE);
    expect(await names(true)).toContain(DEFAULT_MIGRATION_TABLE);
  });

  it('migrates a schema again without change, beside others', async () => {
    const applied = () =>
      sql<{ count: string }>`select count(*) as count from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(
        ours.db,
      );
    const before = (await applied()).rows[0]?.count;
    await migrateToLatest(ours.db);
    expect(Number(before)).toBeGreaterThan(5);
    expect((await applied()).rows[0]?.count).toBe(before);
  });
});
