import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { passwordLogin } from '../../testing/auth-test.helpers';
import { bearerFor, createTestApp, type TestApp, testDialects } from '../../testing/test-app.factory';

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((count, response) => {
    count[response.statusCode] = (count[response.statusCode] ?? 0) + 1;
    return count;
  }, {});

describe.each(testDialects())('concurrent logins on %s', (dialect) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(dialect, { LOGIN_IP_MAX_FAILURES: '30', GUEST_LOGIN_IP_MAX: '5' });
  });
  afterAll(() => app.cleanup());

  const counter = async (key: string) =>
    (
      await app.services.database.db
        .selectFrom('login_attempts')
        .select(['failures', 'locked_until'])
        .where('key', '=', key)
        .executeTakeFirst()
    )?.failures;

  it('checks at most 6 passwords of an account however many arrive at once, and locks at the 6th failure', async () => {
    await app.services.auth.ensureUser('target@test.local', 'right-password', ['attendee']);
    const ip = '198.51.100.1';
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        passwordLogin(app, 'target@test.local', i === 59 ? 'right-password' : `wrong-${i}`, { ip }),
      ),
    );
    const count = statuses(responses);
    expect(count[200]).toBeUndefined();
    expect(count[401]).toBe(5);
    expect(count[429]).toBe(55);
    expect(await counter('password:target@test.local')).toBe(6);
    expect(await counter(`ip:${ip}`)).toBe(6);
    // The right password during the lock is refused.
    const right = await passwordLogin(app, 'target@test.local', 'right-password', { ip: '198.51.100.2' });
    expect(right.json().error).toBe('auth.locked');
  });

  it('checks at most 6 passwords of an account across two nodes sharing the database', async () => {
    await app.services.auth.ensureUser('shared@test.local', 'right-password', ['attendee']);
    const secondNode = await buildApp(app.config, { logger: false });
    try {
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          (i % 2 === 0 ? app : secondNode).inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: 'shared@test.local', password: i === 39 ? 'right-password' : `wrong-${i}` },
            remoteAddress: `198.51.100.${10 + i}`,
          }),
        ),
      );
      const count = statuses(responses);
      expect(count[200]).toBeUndefined();
      expect(count[401]).toBe(5);
      expect(await counter('password:shared@test.local')).toBe(6);
    } finally {
      await secondNode.close();
    }
  });

  it('holds the per-IP limit exactly under concurrent spraying', async () => {
    const ip = '198.51.100.3';
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        passwordLogin(app, `sprayed-${i}@test.local`, 'Summer2024!', { ip }),
      ),
    );
    expect(statuses(responses)[200]).toBeUndefined();
    expect(await counter(`ip:${ip}`)).toBe(30);
    const charged = await app.services.database.db
      .selectFrom('login_attempts')
      .select('key')
      .where('key', 'like', 'password:sprayed-%')
      .execute();
    // Only 30 passwords were checked: one account charged per checked attempt.
    expect(charged).toHaveLength(30);
    expect(
      responses.filter((r) => r.statusCode === 429).every((r) => r.json().error === 'rate.limited'),
    ).toBe(true);
  });

  it('limits guest logins per IP address', async () => {
    const admin = await bearerFor(app, ['administrator']);
    const configured = await app.inject({
      method: 'PUT',
      url: '/api/designer/login-configuration',
      headers: admin,
      payload: { options: [{ loginType: 'ANONYMOUS', displayName: 'Guest', providerId: 'anonymous' }] },
    });
    expect(configured.statusCode).toBe(200);
    const guest = (ip: string) =>
      app.inject({ method: 'POST', url: '/api/capture/login', remoteAddress: ip });
    const responses = await Promise.all(Array.from({ length: 20 }, () => guest('198.51.100.5')));
    const count = statuses(responses);
    expect(count[200]).toBe(5);
    expect(count[429]).toBe(15);
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(refused.json().error).toBe('rate.limited');
    // The window began with the first of the parallel requests, a moment before or after this one.
    expect(Math.abs(Number(refused.headers['retry-after']) - 600)).toBeLessThanOrEqual(1);
    const guests = await app.services.database.db
      .selectFrom('users')
      .select('id')
      .where('email', 'like', 'guest-%')
      .execute();
    expect(guests).toHaveLength(5);
    expect((await guest('198.51.100.6')).statusCode).toBe(200);
  });
});
