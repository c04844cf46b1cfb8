import type { Kysely, Migration } from 'kysely';

export const ssoMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // A single sign-on in flight (OIDC state or SAML RelayState): kept in the database so that any
    // node can finish a flow another node started; rows are single use and expire after minutes.
    await db.schema
      .createTable('sso_states')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('protocol', 'text', (c) => c.notNull())
      .addColumn('provider_id', 'text', (c) => c.notNull())
      .addColumn('redirect', 'text', (c) => c.notNull())
      .addColumn('callback_url', 'text', (c) => c.notNull())
      .addColumn('nonce', 'text')
      .addColumn('code_verifier', 'text')
      .addColumn('request_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sso_states_expires_idx').on('sso_states').column('expires_at').execute();

    // Which user an identity-provider account (provider id + subject) logs in as.
    await db.schema
      .createTable('user_identities')
      .addColumn('provider_id', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('email', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_login_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_identities_pk', ['provider_id', 'subject'])
      .execute();
    await db.schema.createIndex('user_identities_user_idx').on('user_identities').column('user_id').execute();
  },
};
