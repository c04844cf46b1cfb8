import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { passwordLogin } from '../../testing/auth-test.helpers';
import { createTestApp, type TestApp, testClock, testDialects } from '../../testing/test-app.factory';

describe.each(testDialects())('login lockout on %s', (dialect) => {
  let app: TestApp;
  const clock = testClock();
  let n = 0;
  /** A fresh account per test, so tests do not share counters. */
  const newAccount = async () => {
    const email = `user-${++n}@test.local`;
    await app.services.auth.ensureUser(email, 'right-password', ['attendee']);
    return email;
  };
  // Each test fails from its own address, far below the per-IP limit.
  const ipFor = (test: number) => `10.0.0.${test}`;

  beforeAll(async () => {
    app = await createTestApp(dialect, {}, { now: clock.now });
  });
  afterAll(() => app.cleanup());

  it('blocks an account for 2 minutes at the 6th failed attempt, even for the right password', async () => {
    const email = await newAccount();
    const ip = ipFor(1);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await passwordLogin(app, email, 'wrong-password', { ip });
      expect(response.statusCode).toBe(401);
    }
    const sixth = await passwordLogin(app, email, 'wrong-password', { ip });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      error: 'auth.locked',
      errMsg: 'Blocked for 2 minutes after 6 failed attempts.',
    });
    expect(sixth.headers['retry-after']).toBe('120');

    clock.advance(119);
    const stillLocked = await passwordLogin(app, email, 'right-password', { ip });
    expect(stillLocked.statusCode).toBe(429);
    expect(stillLocked.headers['retry-after']).toBe('1');
    // Another address does not help: the lock is on the account.
    expect((await passwordLogin(app, email, 'right-password', { ip: ipFor(2) })).statusCode).toBe(429);

    clock.advance(2);
    expect((await passwordLogin(app, email, 'right-password', { ip })).statusCode).toBe(200);
  });

  it('starts counting again after a success', async () => {
    const email = await newAccount();
    const ip = ipFor(3);
    for (let attempt = 1; attempt <= 5; attempt++) await passwordLogin(app, email, 'wrong', { ip });
    expect((await passwordLogin(app, email, 'right-password', { ip })).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await passwordLogin(app, email, 'wrong', { ip })).statusCode).toBe(401);
    }
    expect((await passwordLogin(app, email, 'wrong', { ip })).statusCode).toBe(429);
  });

  it('forgets failures older than 15 minutes', async () => {
    const email = await newAccount();
    const ip = ipFor(4);
    for (let attempt = 1; attempt <= 5; attempt++) await passwordLogin(app, email, 'wrong', { ip });
    clock.advance(15 * 60 + 1);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await passwordLogin(app, email, 'wrong', { ip })).statusCode).toBe(401);
    }
  });

  it('counts an unknown email like a known one (no hint which accounts exist)', async () => {
    const ip = ipFor(5);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await passwordLogin(app, 'ghost@test.local', 'x', { ip })).statusCode).toBe(401);
    }
    expect((await passwordLogin(app, 'ghost@test.local', 'x', { ip })).json().error).toBe('auth.locked');
  });

  it('keeps the state in the database, so a second node sees the lock', async () => {
    const email = await newAccount();
    const ip = ipFor(6);
    const secondNode = await buildApp(app.config, { logger: false, now: clock.now });
    try {
      for (let attempt = 1; attempt <= 3; attempt++) await passwordLogin(app, email, 'wrong', { ip });
      for (let attempt = 1; attempt <= 3; attempt++) {
        await secondNode.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: 'wrong' },
          remoteAddress: ip,
        });
      }
      const onFirst = await passwordLogin(app, email, 'right-password', { ip });
      expect(onFirst.statusCode).toBe(429);
      expect(onFirst.json().error).toBe('auth.locked');
    } finally {
      await secondNode.close();
    }
  });
});

describe.each(testDialects())('the per-IP limit on %s', (dialect) => {
  let app: TestApp;
  const clock = testClock();

  beforeAll(async () => {
    app = await createTestApp(
      dialect,
      { LOGIN_IP_MAX_FAILURES: '8', LOGIN_IP_WINDOW_SECONDS: '600' },
      { now: clock.now },
    );
    await app.services.auth.ensureUser('victim@test.local', 'right-password', ['attendee']);
  });
  afterAll(() => app.cleanup());

  it('refuses an address after too many failures over many accounts (password spraying)', async () => {
    const ip = '192.0.2.7';
    for (let account = 1; account <= 7; account++) {
      const response = await passwordLogin(app, `sprayed-${account}@test.local`, 'Summer2024!', { ip });
      expect(response.statusCode).toBe(401);
    }
    const eighth = await passwordLogin(app, 'sprayed-8@test.local', 'Summer2024!', { ip });
    expect(eighth.statusCode).toBe(429);
    expect(eighth.json().error).toBe('rate.limited');
    expect(Number(eighth.headers['retry-after'])).toBe(600);
    // Refused before the password is even checked, whatever the account.
    const right = await passwordLogin(app, 'victim@test.local', 'right-password', { ip });
    expect(right.json().error).toBe('rate.limited');
    // Other addresses are not affected.
    expect(
      (await passwordLogin(app, 'victim@test.local', 'right-password', { ip: '192.0.2.8' })).statusCode,
    ).toBe(200);
    clock.advance(601);
    expect((await passwordLogin(app, 'victim@test.local', 'right-password', { ip })).statusCode).toBe(200);
  });

  it('is not reset by a success of the same address', async () => {
    const ip = '192.0.2.9';
    for (let account = 1; account <= 5; account++) {
      await passwordLogin(app, `other-${account}@test.local`, 'guess', { ip });
    }
    expect((await passwordLogin(app, 'victim@test.local', 'right-password', { ip })).statusCode).toBe(200);
    for (let account = 6; account <= 7; account++) {
      expect((await passwordLogin(app, `other-${account}@test.local`, 'guess', { ip })).statusCode).toBe(401);
    }
    expect((await passwordLogin(app, 'other-8@test.local', 'guess', { ip })).json().error).toBe(
      'rate.limited',
    );
  });
});
