import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Whether a user's email address is proven to be theirs (1) or not (0): by an identity provider
 * that vouches for it, a completed password reset (the link reached the mailbox) or the
 * organiser's registration list. Existing users are marked where the database already shows it:
 * a SAML identity with the same email (the IdP is trusted by configuration) or a ticket or
 * confirmation login.
 *
 * Numbered 0006: there never was a 0004, and 0005 is applied on existing databases; Kysely's
 * migrator refuses a migration that sorts before one already applied.
 */
export const emailVerificationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`
      update users set email_verified = 1
      where exists (
        select 1 from user_identities i
        where i.user_id = users.id and i.provider_id like 'saml.%' and i.email = users.email
      )
      or exists (
        select 1 from login_events e
        where e.user_id = users.id and e.login_type in ('BIZZABO_LOGIN', 'CVENT_LOGIN')
      )
    `.execute(db);
  },
};
