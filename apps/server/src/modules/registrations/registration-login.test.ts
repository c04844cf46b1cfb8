import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishExampleVenue, refreshCookieOf } from '../../testing/auth-test.helpers';
import {
  bearerFor,
  createTestApp,
  type TestApp,
  testClock,
  testDialects,
} from '../../testing/test-app.factory';

const INVALID = 'The ticket number or confirmation number is not valid for this event or no longer valid.';

describe.each(testDialects())('ticket and confirmation logins on %s', (dialect) => {
  let app: TestApp;
  const clock = testClock();

  beforeAll(async () => {
    app = await createTestApp(dialect, {}, { now: clock.now });
    await publishExampleVenue(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/designer/architecture/example-expo/registrations',
      headers: await bearerFor(app, ['administrator']),
      payload: [
        { email: 'ada@test.local', name: 'Ada Lovelace', ticketNumber: 1001, confirmationNumber: 'ADA1001' },
        { email: 'admin@test.local', name: 'Admin', ticketNumber: 1002, confirmationNumber: 'ADMIN1002' },
        {
          email: 'bea@test.local',
          name: 'Bea Registered',
          ticketNumber: 1006,
          confirmationNumber: 'BEA1006',
        },
        {
          email: 'gone@test.local',
          name: 'Gone',
          ticketNumber: 1003,
          confirmationNumber: 'GONE',
          active: false,
        },
        { email: '', name: 'No Mail', ticketNumber: 1004, confirmationNumber: 'NOMAIL' },
        { email: 'lock@test.local', ticketNumber: 1005, confirmationNumber: 'LOCK1' },
      ],
    });
    expect(response.statusCode).toBe(200);
  });
  afterAll(() => app.cleanup());

  const bizzabo = (payload: object, ip?: string) =>
    app.inject({ method: 'POST', url: '/api/bizzabo/login', payload, remoteAddress: ip });
  const cvent = (payload: object, ip?: string) =>
    app.inject({ method: 'POST', url: '/api/cvent/login', payload, remoteAddress: ip });
  const ticket = (registrationNumber: number, emailAddress: string, architectureID = 'example-expo') => ({
    architectureID,
    registrationNumber,
    emailAddress,
  });

  it('creates the attendee at the first ticket login and finds it the next time', async () => {
    const first = await bizzabo(ticket(1001, ' Ada@Test.local '));
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({
      status: 'USER_CREATED',
      emailAddress: 'ada@test.local',
      accessToken: expect.any(String),
    });
    expect(decodeJwt(body.accessToken)).toMatchObject({ email: 'ada@test.local', authorities: ['attendee'] });
    expect(refreshCookieOf(first)?.value).toMatch(/^[\w-]{43}$/);
    const info = await app.inject({
      method: 'GET',
      url: '/api/userInfo',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    // The organiser's list vouches for the email.
    expect(info.json()).toMatchObject({
      email: 'ada@test.local',
      name: 'Ada Lovelace',
      roles: ['attendee'],
      emailVerified: true,
    });

    const second = await cvent({ architectureID: 'example-expo', confirmationNumber: 'ada1001' });
    expect(second.json()).toMatchObject({ status: 'USER_FOUND', emailAddress: 'ada@test.local' });

    const events = await app.services.database.db
      .selectFrom('login_events')
      .select(['login_type', 'architecture_id'])
      .where('user_id', '=', decodeJwt(body.accessToken).sub!)
      .orderBy('created_at')
      .execute();
    expect(events).toEqual([
      { login_type: 'BIZZABO_LOGIN', architecture_id: 'example-expo' },
      { login_type: 'CVENT_LOGIN', architecture_id: 'example-expo' },
    ]);
  });

  it('logs an existing attendee account in as itself and marks its email verified', async () => {
    const existing = await app.services.auth.ensureUser(
      'bea@test.local',
      'bea-password',
      ['attendee'],
      'Bea',
    );
    expect(existing.emailVerified).toBe(false);
    const response = await cvent({ architectureID: 'example-expo', confirmationNumber: 'BEA1006' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'USER_FOUND', emailAddress: 'bea@test.local' });
    const claims = decodeJwt(response.json().accessToken);
    expect(claims).toMatchObject({ sub: existing.id, authorities: ['attendee'] });
    const info = await app.inject({
      method: 'GET',
      url: '/api/userInfo',
      headers: { authorization: `Bearer ${response.json().accessToken}` },
    });
    expect(info.json()).toMatchObject({ name: 'Bea', emailVerified: true });
  });

  it('never logs an administrator account in by a ticket or confirmation number: duplicate account', async () => {
    const admin = await app.services.database.db
      .selectFrom('users')
      .select(['id', 'email_verified'])
      .where('email', '=', 'admin@test.local')
      .executeTakeFirstOrThrow();
    for (const response of [
      await bizzabo(ticket(1002, 'admin@test.local')),
      await cvent({ architectureID: 'example-expo', confirmationNumber: 'ADMIN1002' }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'auth.duplicate_account',
        errMsg:
          'The account is already registered with the existing product account; log in with it as before.',
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const events = await app.services.database.db
      .selectFrom('login_events')
      .select('id')
      .where('user_id', '=', admin.id)
      .execute();
    expect(events).toEqual([]);
    const after = await app.services.database.db
      .selectFrom('users')
      .select(['roles', 'email_verified'])
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ roles: '["administrator"]', email_verified: admin.email_verified });
  });

  it.each([
    ['an unknown ticket number', () => bizzabo(ticket(999, 'ada@test.local'))],
    ['a ticket number with another email', () => bizzabo(ticket(1001, 'eve@test.local'))],
    ['a registration without email (ticket)', () => bizzabo(ticket(1004, 'nomail@test.local'))],
    [
      'a registration without email (confirmation)',
      () => cvent({ architectureID: 'example-expo', confirmationNumber: 'NOMAIL' }),
    ],
    [
      'an unknown confirmation number',
      () => cvent({ architectureID: 'example-expo', confirmationNumber: 'NOPE42' }),
    ],
  ])('answers 401 auth.invalid_credentials for %s', async (_name, send) => {
    const response = await send();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'auth.invalid_credentials', errMsg: INVALID });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 403 auth.user_inactive for a registration that is not active', async () => {
    for (const response of [
      await bizzabo(ticket(1003, 'gone@test.local')),
      await cvent({ architectureID: 'example-expo', confirmationNumber: 'gone' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('auth.user_inactive');
    }
  });

  it('answers auth.login_failed when no live venue has that architecture id', async () => {
    const response = await bizzabo(ticket(1001, 'ada@test.local', 'not-published'));
    expect(response.json()).toEqual({
      error: 'auth.login_failed',
      errMsg: 'Login failed: this event is not open.',
    });
    expect(response.statusCode).toBe(401);
  });

  it('validates the payloads', async () => {
    const tooBig = await bizzabo(ticket(2147483648, 'ada@test.local'));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().details).toEqual([expect.objectContaining({ path: 'body.registrationNumber' })]);
    const symbols = await cvent({ architectureID: 'example-expo', confirmationNumber: 'AB-12' });
    expect(symbols.json().details).toEqual([
      { path: 'body.confirmationNumber', message: 'Letters and digits only' },
    ]);
    const tooLong = await cvent({ architectureID: 'example-expo', confirmationNumber: 'A'.repeat(128) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('locks a ticket number after 6 failures, and a confirmation number likewise', async () => {
    const ip = '10.1.0.1';
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await bizzabo(ticket(1005, 'wrong@test.local'), ip)).statusCode).toBe(401);
    }
    expect((await bizzabo(ticket(1005, 'wrong@test.local'), ip)).json().error).toBe('auth.locked');
    const right = await bizzabo(ticket(1005, 'lock@test.local'), '10.1.0.2');
    expect(right.statusCode).toBe(429);
    // The confirmation number of the same registration is counted on its own.
    expect(
      (await cvent({ architectureID: 'example-expo', confirmationNumber: 'LOCK1' }, ip)).statusCode,
    ).toBe(200);
    clock.advance(121);
    expect((await bizzabo(ticket(1005, 'lock@test.local'), ip)).statusCode).toBe(200);
  });

  it('limits failures per IP across many numbers (guessing)', async () => {
    const ip = '10.2.0.1';
    for (let attempt = 1; attempt <= 29; attempt++) {
      expect(
        (await cvent({ architectureID: 'example-expo', confirmationNumber: `GUESS${attempt}` }, ip))
          .statusCode,
      ).toBe(401);
    }
    const thirtieth = await bizzabo(ticket(5000, 'guess@test.local'), ip);
    expect(thirtieth.statusCode).toBe(429);
    expect(thirtieth.json().error).toBe('rate.limited');
    expect((await bizzabo(ticket(1001, 'ada@test.local'), ip)).json().error).toBe('rate.limited');
    expect((await bizzabo(ticket(1001, 'ada@test.local'), '10.2.0.2')).statusCode).toBe(200);
  });
});

describe.each(testDialects())('anonymous login on %s', (dialect) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(dialect);
    await publishExampleVenue(app);
  });
  afterAll(() => app.cleanup());

  const anonymous = () => app.inject({ method: 'POST', url: '/api/capture/login' });

  it('is refused unless the login configuration offers anonymous access', async () => {
    const response = await anonymous();
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('auth.forbidden');
  });

  it('creates a new guest with a session each time', async () => {
    const configured = await app.inject({
      method: 'PUT',
      url: '/api/designer/login-configuration',
      headers: await bearerFor(app, ['administrator']),
      payload: {
        options: [{ loginType: 'ANONYMOUS', displayName: 'Guest access', providerId: 'anonymous' }],
      },
    });
    expect(configured.statusCode).toBe(200);

    const first = await anonymous();
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json())).toEqual(['accessToken']);
    const claims = decodeJwt(first.json().accessToken);
    expect(claims.authorities).toEqual(['guest']);
    expect(claims.email).toBe(`guest-${claims.sub}@anonymous.invalid`);
    expect(refreshCookieOf(first)?.value).toBeTruthy();

    const second = decodeJwt((await anonymous()).json().accessToken);
    expect(second.sub).not.toBe(claims.sub);

    const events = await app.services.database.db
      .selectFrom('login_events')
      .select(['login_type', 'architecture_id'])
      .where('user_id', '=', claims.sub!)
      .execute();
    expect(events).toEqual([{ login_type: 'ANONYMOUS', architecture_id: 'example-expo' }]);
  });
});
