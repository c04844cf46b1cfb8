import { randomUUID } from 'node:crypto';
import type { Role } from '@atrium/domain';
import type { Db } from '../../db/database';

export type UserRecord = {
  id: string;
  email: string;
  passwordHash: string | null;
  name: string | null;
  roles: Role[];
  /** The email address is proven to be the user's (identity provider, reset link, registration list). */
  emailVerified: boolean;
};

type NewPasswordlessUser = {
  id?: string;
  email: string;
  name: string | null;
  roles: Role[];
  emailVerified: boolean;
};

/** The row of a new user who logs in without a password (identity provider, registration, guest). */
function passwordlessRow(user: NewPasswordlessUser) {
  const now = new Date().toISOString();
  return {
    id: user.id ?? randomUUID(),
    email: user.email,
    password_hash: null,
    name: user.name,
    roles: JSON.stringify(user.roles),
    email_verified: user.emailVerified ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
}

export function createUsersRepository(db: Db) {
  const toRecord = (row: {
    id: string;
    email: string;
    password_hash: string | null;
    name: string | null;
    roles: string;
    email_verified: number;
  }): UserRecord => ({
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    name: row.name,
    roles: JSON.parse(row.roles) as Role[],
    emailVerified: Number(row.email_verified) === 1,
  });

  return {
    async findById(id: string): Promise<UserRecord | undefined> {
      const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },

    async findByEmail(email: string): Promise<UserRecord | undefined> {
      const row = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
      return row && toRecord(row);
    },

    /** Creates a user who logs in through an identity provider; fails if the email is taken. */
    async createWithoutPassword(user: Omit<NewPasswordlessUser, 'id'>) {
      const row = passwordlessRow(user);
      await db.insertInto('users').values(row).execute();
      return (await this.findById(row.id))!;
    },

    /**
     * The user with that email, or a new one without a password (ticket, confirmation and guest
     * logins); `created` tells which. Safe against two first logins at once.
     */
    async findOrCreateWithoutPassword(user: NewPasswordlessUser) {
      const existing = await this.findByEmail(user.email);
      if (existing) return { user: existing, created: false };
      const inserted = await db
        .insertInto('users')
        .values(passwordlessRow(user))
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      return { user: (await this.findByEmail(user.email))!, created: inserted !== undefined };
    },

    async setPasswordHash(id: string, passwordHash: string) {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** Records that the user's email address is proven to be theirs. */
    async markEmailVerified(id: string) {
      await db
        .updateTable('users')
        .set({ email_verified: 1, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('email_verified', '=', 0)
        .execute();
    },

    /** Creates the user, or updates password, name and roles of the one with that email. */
    async upsert(user: { email: string; passwordHash: string; name: string | null; roles: Role[] }) {
      const now = new Date().toISOString();
      await db
        .insertInto('users')
        .values({
          id: randomUUID(),
          email: user.email,
          password_hash: user.passwordHash,
          name: user.name,
          roles: JSON.stringify(user.roles),
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.column('email').doUpdateSet({
            password_hash: user.passwordHash,
            name: user.name,
            roles: JSON.stringify(user.roles),
            updated_at: now,
          }),
        )
        .execute();
      return (await this.findByEmail(user.email))!;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
