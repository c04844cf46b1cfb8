import { randomUUID } from 'node:crypto';
import {
  PASSWORD_RESET_TTL_MINUTES,
  type PasswordResetConfirm,
  type PasswordResetConfirmResponse,
  type PasswordResetRequest,
  type PasswordResetResponse,
} from '@atrium/domain';
import { type Clock, isoAfter } from '../../clock';
import { AppError } from '../../errors/app-error';
import type { MailService } from '../mail/mail.service';
import { type LoginThrottle, passwordAccountKey, resetMailPolicy } from './login-throttle.service';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token';
import { hashPassword } from './password';
import type { PasswordResetTokensRepository } from './password-reset-tokens.repository';
import { resetLinkBase } from './reset-link';
import type { SessionService } from './session.service';
import type { UsersRepository } from './users.repository';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `continueUrl` as a path on the venue's own origin, or undefined (never an open redirect). */
export function sameOriginPath(continueUrl: string | undefined, base: string): string | undefined {
  if (!continueUrl) return undefined;
  try {
    const origin = new URL(base).origin;
    const url = new URL(continueUrl, `${base}/`);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Password reset by mail: a single-use token (stored as its sha-256) that works for an hour. The
 * mail links to the web app's `/login/reset-password?token=…` page at `resetLinkBase`.
 */
export function createPasswordResetService(deps: {
  users: UsersRepository;
  resetTokens: PasswordResetTokensRepository;
  sessions: SessionService;
  throttle: LoginThrottle;
  mail: MailService;
  now: Clock;
  publicUrl: string | undefined;
  /** The address the server announced at start (see serverUrl). */
  serverUrl: () => string;
  production: boolean;
}) {
  const { users, resetTokens, now } = deps;

  return {
    async request(input: PasswordResetRequest): Promise<PasswordResetResponse> {
      const base = resetLinkBase(deps);
      const email = input.email.trim().toLowerCase();
      const user = await users.findByEmail(email);
      if (!user || user.roles.includes('guest')) {
        throw new AppError('auth.unknown_user', 'There is no account with this email address.');
      }
      await deps.throttle.countUse(`reset:${email}`, resetMailPolicy);

      const at = now();
      const token = newOpaqueToken();
      await resetTokens.purgeExpired(isoAfter(at, -24 * 3600));
      await resetTokens.invalidateForUser(user.id, at.toISOString());
      await resetTokens.insert({
        id: randomUUID(),
        tokenHash: hashOpaqueToken(token),
        userId: user.id,
        createdAt: at.toISOString(),
        expiresAt: isoAfter(at, PASSWORD_RESET_TTL_MINUTES * 60),
      });

      const query = new URLSearchParams({ token });
      const continuePath = sameOriginPath(input.continueUrl, base);
      if (continuePath) query.set('continueUrl', continuePath);
      const link = `${base}/login/reset-password?${query}`;
      await deps.mail.send({
        to: user.email,
        subject: 'Reset your password',
        text: [
          `Someone (hopefully you) asked to reset the password of the account ${user.email}.`,
          '',
          `Open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes to choose a new password:`,
          link,
          '',
          'If you did not ask for this, ignore this mail: your password stays as it is.',
        ].join('\n'),
        html: [
          `<p>Someone (hopefully you) asked to reset the password of the account ${escapeHtml(user.email)}.</p>`,
          `<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works for ${PASSWORD_RESET_TTL_MINUTES} minutes).</p>`,
          '<p>If you did not ask for this, ignore this mail: your password stays as it is.</p>',
        ].join('\n'),
      });
      return { status: 'sent' };
    },

    /** Sets the new password; every session of the user ends and their lockout is lifted. */
    async confirm(input: PasswordResetConfirm): Promise<PasswordResetConfirmResponse> {
      const userId = await resetTokens.consume(hashOpaqueToken(input.token), now().toISOString());
      const user = userId && (await users.findById(userId));
      if (!user) {
        throw new AppError(
          'auth.reset_token_invalid',
          'This password-reset link is invalid or has expired. Please ask for a new one.',
        );
      }
      await users.setPasswordHash(user.id, await hashPassword(input.password));
      // The link reached the mailbox: the address is proven to be the user's.
      await users.markEmailVerified(user.id);
      await deps.sessions.revokeAllOfUser(user.id);
      await deps.throttle.clearAccount(passwordAccountKey(user.email));
      return { status: 'updated' };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
