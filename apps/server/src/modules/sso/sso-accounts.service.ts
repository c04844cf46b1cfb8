import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { createRefreshTokensRepository } from '../auth/refresh-tokens.repository';
import { createUsersRepository, type UserRecord } from '../auth/users.repository';
import { createUserIdentitiesRepository, isUniqueViolation } from './user-identities.repository';

/** An account at an identity provider, as its verified token or signed assertion describes it. */
export type ExternalIdentity = {
  providerId: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

const emailSchema = z.email().max(254);

function normalizedEmail(email: string | null): string | null {
  const trimmed = email?.trim().toLowerCase();
  return trimmed && emailSchema.safeParse(trimmed).success ? trimmed : null;
}

/**
 * Finds or creates the user an identity logs in as:
 * a known identity is its user; else a user with the same email is linked only when the provider
 * vouches for the email (else it is a duplicate account); else a new attendee is created. The
 * user's email counts as verified once a provider vouches for that very address.
 *
 * Linking a vouched-for email to an account whose email was never verified hands the account to
 * the mailbox's owner: whoever got in before never proved the address (an identity at a provider
 * that does not verify emails, say), so the account's other identities are unlinked and its
 * sessions ended.
 */
export function createSsoAccountsService(database: DatabaseHandle) {
  const resolveOnce = (identity: ExternalIdentity) =>
    database.db.transaction().execute(async (trx): Promise<UserRecord> => {
      const identities = createUserIdentitiesRepository(trx);
      const users = createUsersRepository(trx);
      const now = new Date().toISOString();
      const email = normalizedEmail(identity.email);
      const vouchesFor = (user: UserRecord) => identity.emailVerified && email === user.email;

      const known = await identities.find(identity.providerId, identity.subject);
      const knownUser = known && (await users.findById(known.userId));
      if (knownUser) {
        await identities.touch(identity.providerId, identity.subject, email, now);
        if (knownUser.emailVerified || !vouchesFor(knownUser)) return knownUser;
        await users.markEmailVerified(knownUser.id);
        return { ...knownUser, emailVerified: true };
      }

      if (!email)
        throw new AppError('auth.login_failed', 'The identity provider did not share an email address.');
      const link = (userId: string) =>
        identities.link({ providerId: identity.providerId, subject: identity.subject, userId, email }, now);

      const existing = await users.findByEmail(email);
      if (existing) {
        if (!vouchesFor(existing)) {
          throw new AppError(
            'auth.duplicate_account',
            'An account with this email address already exists; log in with it as before.',
          );
        }
        if (!existing.emailVerified) {
          await identities.unlinkAllOfUser(existing.id);
          await createRefreshTokensRepository({ ...database, db: trx }).revokeAllOfUser(existing.id, now);
          await users.markEmailVerified(existing.id);
        }
        await link(existing.id);
        return { ...existing, emailVerified: true };
      }

      const name = identity.name?.trim().slice(0, 200) || null;
      const created = await users.createWithoutPassword({
        email,
        name,
        roles: ['attendee'],
        emailVerified: identity.emailVerified,
      });
      await link(created.id);
      return created;
    });

  return {
    async resolveUser(identity: ExternalIdentity): Promise<UserRecord> {
      try {
        return await resolveOnce(identity);
      } catch (error) {
        // Two first logins at once: the loser of the insert race finds what the winner stored.
        if (isUniqueViolation(error)) return resolveOnce(identity);
        throw error;
      }
    },
  };
}

export type SsoAccountsService = ReturnType<typeof createSsoAccountsService>;
