import { randomUUID } from 'node:crypto';
import type { Role } from '@atrium/domain';
import type { Db } from '../../db/database';

export type UserRecord = {
  id: string;
  email: string;
  passwordHash: string | null;
  name: string | null;
  roles: Role[];
};

export function createUsersRepository(db: Db) {
  const toRecord = (row: {
    id: string;
    email: string;
    password_hash: string | null;
    name: string | null;
    roles: string;
  }): UserRecord => ({
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    name: row.name,
    roles: JSON.parse(row.roles) as Role[],
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
