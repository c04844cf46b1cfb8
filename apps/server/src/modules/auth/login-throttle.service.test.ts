import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { testClock } from '../../testing/test-app.factory';
import { createRegistrationLoginService } from '../registrations/registration-login.service';
import { createLoginAttemptsRepository } from './login-attempts.repository';
import { createLoginThrottle, passwordAccountKey, resetMailPolicy } from './login-throttle.service';
import { createUsersRepository } from './users.repository';

const invalid = () => new AppError('auth.invalid_credentials', 'Invalid credentials.');
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The error an attempt ends with, or 'ok'. */
const outcome = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? error.id : String(error)),
  );

describe('the login throttle on the real database (SQLite)', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  const clock = testClock(Date.parse('2030-01-01T00:00:00Z'));
  let n = 0;
  /** A fresh account and address per test, so tests do not share counters. */
  const keys = () => ({ account: `password:user-${++n}@test.local`, ip: `10.1.0.${n}` });
  const throttleWith = (ipPolicy = { maxFailures: 1000, windowSeconds: 600 }) =>
    createLoginThrottle({ attempts: createLoginAttemptsRepository(database.db), now: clock.now, ipPolicy });
  const row = (key: string) =>
    database.db.selectFrom('login_attempts').selectAll().where('key', '=', key).executeTakeFirst();

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-throttle-'));
    database = openDatabase({ dataDir, databaseUrl: undefined });
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const failing = () => Promise.reject(invalid());
  const succeeding = async () => 'welcome';

  it('locks the account for 2 minutes at the 6th failure, the right password included', async () => {
    const throttle = throttleWith();
    const k = keys();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await outcome(throttle.attempt(k, failing))).toBe('auth.invalid_credentials');
    }
    const sixth = await throttle.attempt(k, failing).catch((error: AppError) => error);
    expect(sixth).toMatchObject({
      id: 'auth.locked',
      message: 'Blocked for 2 minutes after 6 failed attempts.',
      headers: { 'retry-after': '120' },
    });
    clock.advance(119);
    let checked = false;
    const during = await throttle
      .attempt(k, async () => {
        checked = true;
      })
      .catch((error: AppError) => error);
    expect(during).toMatchObject({ id: 'auth.locked', headers: { 'retry-after': '1' } });
    expect(checked).toBe(false);
    clock.advance(1);
    expect(await throttle.attempt(k, succeeding)).toBe('welcome');
  });

  it('counts only invalid credentials, not other errors', async () => {
    const throttle = throttleWith();
    const k = keys();
    for (let attempt = 1; attempt <= 8; attempt++) {
      const inactive = () => Promise.reject(new AppError('auth.user_inactive', 'Not accepted.'));
      expect(await outcome(throttle.attempt(k, inactive))).toBe('auth.user_inactive');
      expect(await outcome(throttle.attempt(k, () => Promise.reject(new Error('boom'))))).toBe('Error: boom');
    }
    expect(await row(k.account)).toMatchObject({ failures: 0, pending: 0, locked_until: null });
    expect(await row(`ip:${k.ip}`)).toMatchObject({ failures: 0, pending: 0 });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await outcome(throttle.attempt(k, failing))).toBe('auth.invalid_credentials');
    }
  });

  it('forgets failures after 15 minutes, not sooner', async () => {
    const throttle = throttleWith();
    const k = keys();
    for (let attempt = 1; attempt <= 5; attempt++) await outcome(throttle.attempt(k, failing));
    clock.advance(15 * 60 - 1);
    expect(await outcome(throttle.attempt(k, failing))).toBe('auth.locked');

    const later = keys();
    for (let attempt = 1; attempt <= 5; attempt++) await outcome(throttle.attempt(later, failing));
    clock.advance(15 * 60);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await outcome(throttle.attempt(later, failing))).toBe('auth.invalid_credentials');
    }
    expect(await row(later.account)).toMatchObject({ failures: 5 });
  });

  it('clears the account after a success, and keeps the address counted', async () => {
    const throttle = throttleWith({ maxFailures: 7, windowSeconds: 600 });
    const k = keys();
    for (let attempt = 1; attempt <= 5; attempt++) await outcome(throttle.attempt(k, failing));
    expect(await throttle.attempt(k, succeeding)).toBe('welcome');
    expect(await row(k.account)).toBeUndefined();
    expect(await row(`ip:${k.ip}`)).toMatchObject({ failures: 5, pending: 0 });
    expect(await outcome(throttle.attempt({ ...k, account: 'password:other' }, failing))).toBe(
      'auth.invalid_credentials',
    );
    expect(await outcome(throttle.attempt({ ...k, account: 'password:other' }, failing))).toBe(
      'rate.limited',
    );
  });

  it('checks at most 6 passwords of an account however many attempts arrive at once', async () => {
    const throttle = throttleWith();
    const k = keys();
    let checks = 0;
    const slowFailure = async () => {
      checks++;
      await delay(20);
      throw invalid();
    };
    const results = await Promise.all([
      ...Array.from({ length: 39 }, () => outcome(throttle.attempt(k, slowFailure))),
      outcome(throttle.attempt(k, succeeding)),
    ]);
    expect(checks).toBe(6);
    expect(results.filter((r) => r === 'auth.invalid_credentials')).toHaveLength(5);
    expect(results.filter((r) => r === 'auth.locked')).toHaveLength(35);
    // Refused while the 6 were being checked, or after the lock: either way for the lock's 2 minutes.
    const refused = await Promise.all(
      Array.from({ length: 3 }, () => throttle.attempt(k, succeeding).catch((error: AppError) => error)),
    );
    for (const error of refused) expect(error).toMatchObject({ headers: { 'retry-after': '120' } });
    expect(results.at(-1)).toBe('auth.locked');
    expect(await row(k.account)).toMatchObject({ failures: 6, pending: 0 });
  });

  it('answers a failure as such when a concurrent success cleared the account meanwhile', async () => {
    const throttle = throttleWith();
    const k = keys();
    const results = await Promise.all([
      outcome(
        throttle.attempt(k, async () => {
          await delay(20);
          throw invalid();
        }),
      ),
      outcome(throttle.attempt(k, succeeding)),
    ]);
    expect(results).toEqual(['auth.invalid_credentials', 'ok']);
    expect(await row(k.account)).toBeUndefined();
  });

  it('does not lock before the 6th failure when a success runs alongside', async () => {
    const throttle = throttleWith();
    const k = keys();
    for (let attempt = 1; attempt <= 4; attempt++) await outcome(throttle.attempt(k, failing));
    const results = await Promise.all([
      outcome(
        throttle.attempt(k, async () => {
          await delay(5);
          throw invalid();
        }),
      ),
      outcome(
        throttle.attempt(k, async () => {
          await delay(20);
          return 'welcome';
        }),
      ),
    ]);
    expect(results).toEqual(['auth.invalid_credentials', 'ok']);
  });

  it('limits failures per address exactly, even at once, and gives the account refusals back', async () => {
    const throttle = throttleWith({ maxFailures: 3, windowSeconds: 600 });
    const ip = '10.2.0.1';
    let checks = 0;
    const slowFailure = async () => {
      checks++;
      await delay(10);
      throw invalid();
    };
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        outcome(throttle.attempt({ account: `spray-${i}`, ip }, slowFailure)),
      ),
    );
    expect(checks).toBe(3);
    expect(results.filter((r) => r === 'rate.limited').length).toBeGreaterThanOrEqual(10);
    const refused = await throttle.attempt({ account: 'spray-x', ip }, succeeding).catch((e: AppError) => e);
    expect(refused).toMatchObject({
      id: 'rate.limited',
      message: 'Too many failed login attempts from your network. Please try again later.',
      headers: { 'retry-after': '600' },
    });
    expect(await row(`ip:${ip}`)).toMatchObject({ failures: 3, pending: 0 });
    clock.advance(600);
    expect(await throttle.attempt({ account: 'spray-x', ip }, succeeding)).toBe('welcome');

    // Attempts refused for a locked account do not use up the address's budget.
    const k = keys();
    for (let attempt = 1; attempt <= 6; attempt++) {
      await outcome(throttle.attempt({ account: k.account, ip: `10.3.0.${attempt}` }, failing));
    }
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await outcome(throttle.attempt(k, succeeding))).toBe('auth.locked');
    }
    expect(await row(`ip:${k.ip}`)).toMatchObject({ failures: 0, pending: 0 });
  });

  it('counts limited uses (reset mails): 5 an hour, then refused with Retry-After', async () => {
    const throttle = throttleWith();
    const key = `reset:${keys().account}`;
    for (let use = 1; use <= 5; use++) await throttle.countUse(key, resetMailPolicy);
    const sixth = await throttle.countUse(key, resetMailPolicy).catch((error: AppError) => error);
    expect(sixth).toMatchObject({
      id: 'rate.limited',
      message: 'Too many requests. Please try again later.',
      headers: { 'retry-after': '3600' },
    });
    // The hour runs from the use that reached the limit.
    clock.advance(100);
    expect(await throttle.countUse(key, resetMailPolicy).catch((error: AppError) => error)).toMatchObject({
      headers: { 'retry-after': '3500' },
    });
    clock.advance(3500);
    await expect(throttle.countUse(key, resetMailPolicy)).resolves.toBeUndefined();
  });

  it('clears an account on request (after a password reset)', async () => {
    const throttle = throttleWith();
    const k = keys();
    for (let attempt = 1; attempt <= 6; attempt++) await outcome(throttle.attempt(k, failing));
    await throttle.clearAccount(k.account);
    expect(await throttle.attempt(k, succeeding)).toBe('welcome');
  });

  it('drops counters untouched for a day, at most every 10 minutes', async () => {
    const throttle = throttleWith();
    const old = keys();
    await outcome(throttle.attempt(old, failing)); // purges once at the start
    clock.advance(24 * 3600 - 5 * 60);
    await outcome(throttle.attempt(keys(), failing)); // purges: `old` is not a day old yet
    expect(await row(old.account)).toBeDefined();
    clock.advance(10 * 60);
    await outcome(throttle.attempt(keys(), failing)); // just 10 minutes after the last purge: none
    expect(await row(old.account)).toBeDefined();
    clock.advance(0.001);
    await outcome(throttle.attempt(keys(), failing));
    expect(await row(old.account)).toBeUndefined();
  });
});

describe('passwordAccountKey', () => {
  it('keys password logins by the email, apart from ticket and confirmation numbers', () => {
    expect(passwordAccountKey('ada@test.local')).toBe('password:ada@test.local');
  });
});

describe('ticket and confirmation logins under concurrency (SQLite)', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  const clock = testClock();

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-throttle-'));
    database = openDatabase({ dataDir, databaseUrl: undefined });
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('look at most 6 registrations up per number, however many arrive at once', async () => {
    let lookups = 0;
    /** A registration platform answering slowly, as one called live over its API does. */
    const slowSource = {
      async findByTicketNumber() {
        lookups++;
        await delay(15);
        return { email: 'tess@test.local', name: 'Tess', company: null, active: true };
      },
      async findByConfirmationNumber() {
        lookups++;
        await delay(15);
        return undefined;
      },
    };
    const login = createRegistrationLoginService({
      source: slowSource,
      users: createUsersRepository(database.db),
      throttle: createLoginThrottle({
        attempts: createLoginAttemptsRepository(database.db),
        now: clock.now,
        ipPolicy: { maxFailures: 1000, windowSeconds: 600 },
      }),
      isLive: async () => true,
    });
    const tickets = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        outcome(
          login.bizzabo(
            {
              architectureID: 'expo',
              registrationNumber: 7,
              emailAddress: i === 29 ? 'tess@test.local' : 'wrong@test.local',
            },
            '10.9.0.1',
          ),
        ),
      ),
    );
    expect(lookups).toBe(6);
    expect(tickets.filter((r) => r === 'auth.invalid_credentials')).toHaveLength(5);
    expect(tickets.at(-1)).toBe('auth.locked');

    lookups = 0;
    const confirmations = await Promise.all(
      Array.from({ length: 30 }, () =>
        outcome(login.cvent({ architectureID: 'expo', confirmationNumber: 'X1' }, '10.9.0.2')),
      ),
    );
    expect(lookups).toBe(6);
    expect(confirmations.filter((r) => r === 'auth.locked')).toHaveLength(25);
  });
});
