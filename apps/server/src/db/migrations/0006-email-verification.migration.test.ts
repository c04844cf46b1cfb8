import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Dialect, testDialects } from '../../testing/test-app.factory';
import { createTestSchema } from '../../testing/test-schema';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../database';
import { migrations } from './index';

/** An empty database of the dialect, and how to remove it. */
async function emptyDatabase(
  dialect: Dialect,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-migration-'));
  if (dialect === 'sqlite') {
    const handle = openDatabase({ dataDir, databaseUrl: undefined });
    return { handle, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const { databaseUrl } = await createTestSchema();
  const handle = openDatabase({ dataDir, databaseUrl });
  return {
    handle,
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

const migratorFor = (handle: DatabaseHandle, set = migrations) =>
  new Migrator({ db: handle.db, provider: { getMigrations: async () => set } });

describe.each(testDialects())('migration 0006 (email verification) on %s', (dialect) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  it('marks existing users verified where the database already proves the email', async () => {
    const { handle, drop } = await emptyDatabase(dialect);
    cleanup = async () => {
      await handle.close();
      await drop();
    };
    const migrator = migratorFor(handle);
    expect((await migrator.migrateTo('0005-capture')).error).toBeUndefined();

    const now = new Date().toISOString();
    const user = (id: string) => ({
      id,
      email: `${id}@corp.example`,
      password_hash: null,
      name: null,
      roles: '["attendee"]',
      created_at: now,
      updated_at: now,
    });
    const ids = ['saml', 'saml-renamed', 'oidc', 'ticket', 'confirmation', 'password'];
    await handle.db.insertInto('users').values(ids.map(user)).execute();
    const identity = (userId: string, providerId: string, email: string) => ({
      provider_id: providerId,
      subject: `${providerId}-${userId}`,
      user_id: userId,
      email,
      created_at: now,
      last_login_at: now,
    });
    await handle.db
      .insertInto('user_identities')
      .values([
        identity('saml', 'saml.corp', 'saml@corp.example'),
        identity('saml-renamed', 'saml.corp', 'renamed@corp.example'),
        identity('oidc', 'corp', 'oidc@corp.example'),
      ])
      .execute();
    const loginEvent = (userId: string, loginType: string) => ({
      id: randomUUID(),
      user_id: userId,
      login_type: loginType,
      architecture_id: 'expo',
      visitor_id: null,
      referrer: null,
      user_agent: null,
      created_at: now,
    });
    await handle.db
      .insertInto('login_events')
      .values([
        loginEvent('ticket', 'BIZZABO_LOGIN'),
        loginEvent('confirmation', 'CVENT_LOGIN'),
        loginEvent('password', 'EMAIL_PASSWORD'),
        loginEvent('oidc', 'FIREBASE_OIDC'),
      ])
      .execute();

    await migrateToLatest(handle.db);
    const rows = await handle.db.selectFrom('users').select(['id', 'email_verified']).orderBy('id').execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, Number(row.email_verified)]))).toEqual({
      confirmation: 1,
      oidc: 0,
      password: 0,
      saml: 1,
      'saml-renamed': 0,
      ticket: 1,
    });

    // New users default to unverified.
    await handle.db.insertInto('users').values(user('fresh')).execute();
    const fresh = await handle.db
      .selectFrom('users')
      .select('email_verified')
      .where('id', '=', 'fresh')
      .executeTakeFirstOrThrow();
    expect(Number(fresh.email_verified)).toBe(0);
  });

  it('could not have been numbered 0004: a migration sorting before an applied one is refused', async () => {
    const { handle, drop } = await emptyDatabase(dialect);
    cleanup = async () => {
      await handle.close();
      await drop();
    };
    expect((await migratorFor(handle).migrateTo('0005-capture')).error).toBeUndefined();
    const { '0006-email-verification': latest, ...released } = migrations;
    const misnumbered = migratorFor(handle, { ...released, '0004-email-verification': latest! });
    const result = await misnumbered.migrateToLatest();
    expect(String(result.error)).toMatch(/corrupted migrations/);
    const users = (await handle.db.introspection.getTables()).find((table) => table.name === 'users');
    expect(users?.columns.map((c) => c.name)).toContain('email');
    expect(users?.columns.map((c) => c.name)).not.toContain('email_verified');
  });
});
