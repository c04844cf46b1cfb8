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

const tooManyRequests = (until: string, at: Date) =>
  new AppError('rate.limited', 'Too many requests. Please try again later.', undefined, {
    'retry-after': secondsUntil(until, at),
  });

/**
 * Lockout per account and a limit per IP address against password spraying, for every kind of
 * login. Each attempt is counted against both before its password is checked (a reservation), so
 * that concurrent attempts cannot check more passwords than the limits allow; an attempt that
 * fails with `auth.invalid_credentials` keeps its count, any other outcome gives it back. A
 * success also clears the account's count (not the IP's: an attacker could otherwise reset it
 * with an account of their own).
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

  async function purgeNow(at: Date) {
    if (at.getTime() - lastPurge <= PURGE_EVERY_MS) return;
    lastPurge = at.getTime();
    await attempts.purge(new Date(at.getTime() - 24 * 3600 * 1000).toISOString());
  }

  /** Reserves the attempt against the IP, then the account; refuses while either is at its limit. */
  async function reserve(keys: AttemptKeys, at: Date) {
    const ip = await attempts.reserve(ipKey(keys.ip), ipPolicy, at);
    if (!ip.reserved) throw limited(ip.until, at);
    const account = await attempts.reserve(keys.account, accountLockoutPolicy, at);
    if (!account.reserved) {
      await attempts.release(ipKey(keys.ip));
      throw locked(account.until, at);
    }
  }

  async function confirmFailure(keys: AttemptKeys, at: Date) {
    const ip = await attempts.confirmFailure(ipKey(keys.ip), ipPolicy, at);
    const account = await attempts.confirmFailure(keys.account, accountLockoutPolicy, at);
    if (ip) throw limited(ip, at);
    if (account) throw locked(account, at);
  }

  return {
    /**
     * Runs one login attempt: refused at once while the account or IP is blocked or at its limit;
     * a failure with `auth.invalid_credentials` is counted (the one that reaches a limit answers
     * with the block).
     */
    async attempt<T>(keys: AttemptKeys, work: () => Promise<T>): Promise<T> {
      const start = now();
      await purgeNow(start);
      await reserve(keys, start);
      let result: T;
      try {
        result = await work();
      } catch (error) {
        if (error instanceof AppError && error.id === 'auth.invalid_credentials') {
          await confirmFailure(keys, now());
        } else {
          await attempts.release(ipKey(keys.ip));
          await attempts.release(keys.account);
        }
        throw error;
      }
      await attempts.release(ipKey(keys.ip));
      // While this attempt held its place, failures could not reach the lock: clearing is safe.
      await attempts.clear(keys.account);
      return result;
    },

    /** Forgets an account's failures (after a password reset). */
    clearAccount(account: string) {
      return attempts.clear(account);
    },

    /** Counts one use of a limited action (a reset mail, a guest login); refuses once the limit was reached. */
    async countUse(key: string, policy: AttemptPolicy) {
      const at = now();
      const use = await attempts.reserve(key, policy, at);
      if (!use.reserved) throw tooManyRequests(use.until, at);
      await attempts.confirmFailure(key, policy, at);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export const passwordAccountKey = (email: string) => `password:${email}`;
