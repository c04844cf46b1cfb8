import { LOGIN_LOCKOUT } from '@atrium/domain';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import type { AttemptPolicy, LoginAttemptsRepository } from './login-attempts.repository';

/** The spec's lockout (§9): the 6th failed attempt blocks the account for 2 minutes. */
export const accountLockoutPolicy: AttemptPolicy = {
  maxFailures: LOGIN_LOCKOUT.attempts,
  lockSeconds: LOGIN_LOCKOUT.minutes * 60,
  // Failures older than this are forgotten, so a few typos a day never add up to a lock.
  windowSeconds: 15 * 60,
};

/** Password-reset mails per email address: 5 an hour, against mail bombing. */
export const resetMailPolicy: AttemptPolicy = { maxFailures: 5, windowSeconds: 3600, lockSeconds: 3600 };

/** What a login attempt is counted against: the account (or ticket/confirmation number) and the IP. */
export type AttemptKeys = { account: string; ip: string };

const PURGE_EVERY_MS = 10 * 60 * 1000;

const secondsUntil = (until: string, now: Date) =>
  String(Math.max(1, Math.ceil((Date.parse(until) - now.getTime()) / 1000)));

/**
 * Lockout per account and a limit per IP address against password spraying, for every kind of
 * login. Only `auth.invalid_credentials` failures count; a success clears the account's count
 * (not the IP's: an attacker could otherwise reset it with an account of their own).
 */
export function createLoginThrottle(deps: {
  attempts: LoginAttemptsRepository;
  now: Clock;
  ipPolicy: { maxFailures: number; windowSeconds: number };
}) {
  const { attempts, now } = deps;
  const ipPolicy: AttemptPolicy = { ...deps.ipPolicy, lockSeconds: deps.ipPolicy.windowSeconds };
  const ipKey = (ip: string) => `ip:${ip}`;
  let lastPurge = 0;

  const locked = (until: string, at: Date) =>
    new AppError(
      'auth.locked',
      `Blocked for ${LOGIN_LOCKOUT.minutes} minutes after ${LOGIN_LOCKOUT.attempts} failed attempts.`,
      undefined,
      { 'retry-after': secondsUntil(until, at) },
    );
  const limited = (until: string, at: Date) =>
    new AppError(
      'rate.limited',
      'Too many failed login attempts from your network. Please try again later.',
      undefined,
      { 'retry-after': secondsUntil(until, at) },
    );

  async function assertAllowed(keys: AttemptKeys, at: Date) {
    const lock = await attempts.lockedUntil([ipKey(keys.ip), keys.account], at);
    if (!lock) return;
    throw lock.key === keys.account ? locked(lock.until, at) : limited(lock.until, at);
  }

  async function recordFailure(keys: AttemptKeys, at: Date) {
    if (at.getTime() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = at.getTime();
      await attempts.purge(new Date(at.getTime() - 24 * 3600 * 1000).toISOString());
    }
    const ip = await attempts.recordFailure(ipKey(keys.ip), ipPolicy, at);
    const account = await attempts.recordFailure(keys.account, accountLockoutPolicy, at);
    if (ip.lockedUntil) throw limited(ip.lockedUntil, at);
    if (account.lockedUntil) throw locked(account.lockedUntil, at);
  }

  return {
    /**
     * Runs one login attempt: refused at once while the account or IP is blocked; a failure with
     * `auth.invalid_credentials` is counted (the one that reaches a limit answers with the block).
     */
    async attempt<T>(keys: AttemptKeys, work: () => Promise<T>): Promise<T> {
      await assertAllowed(keys, now());
      try {
        const result = await work();
        await attempts.clear(keys.account);
        return result;
      } catch (error) {
        if (error instanceof AppError && error.id === 'auth.invalid_credentials') {
          await recordFailure(keys, now());
        }
        throw error;
      }
    },

    /** Forgets an account's failures (after a password reset). */
    clearAccount(account: string) {
      return attempts.clear(account);
    },

    /** Counts one use of a limited action (a reset mail); refuses once the limit was reached. */
    async countUse(key: string, policy: AttemptPolicy) {
      const at = now();
      const lock = await attempts.lockedUntil([key], at);
      if (lock) {
        throw new AppError('rate.limited', 'Too many requests. Please try again later.', undefined, {
          'retry-after': secondsUntil(lock.until, at),
        });
      }
      await attempts.recordFailure(key, policy, at);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export const passwordAccountKey = (email: string) => `password:${email}`;
