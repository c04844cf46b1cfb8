import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearerFor,
  createTestApp,
  type TestApp,
  testClock,
  testDialects,
} from '../../testing/test-app.factory';
import { captureRateLimits } from './capture-rate-limits';
import { consentMessage, logMessage } from './capture-test.fixtures';

describe.each(testDialects())('capture routes on %s', (dialect) => {
  let app: TestApp;
  // Mid-window, so that no test crosses into the next rate-limit window by accident.
  const clock = testClock(Date.parse('2026-03-02T10:00:10Z'));
  let ipCount = 0;
  /** Every test sends from addresses of its own, so tests do not share rate-limit counters. */
  const newIp = () => `10.1.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;

  const postConsent = (payload: unknown, options: { headers?: Record<string, string>; ip?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/capture/cookiePreferences',
      payload: payload as object,
      headers: options.headers,
      remoteAddress: options.ip ?? newIp(),
    });
  const postLog = (payload: unknown, options: { headers?: Record<string, string>; ip?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/capture/log',
      payload: payload as object,
      headers: options.headers,
      remoteAddress: options.ip ?? newIp(),
    });
  const consentRows = () => app.services.database.db.selectFrom('cookie_consent_log').selectAll().execute();
  const logRows = () => app.services.database.db.selectFrom('client_logs').selectAll().execute();

  beforeAll(async () => {
    app = await createTestApp(dialect, {}, { now: clock.now });
  });
  afterAll(() => app.cleanup());

  describe('POST /api/capture/cookiePreferences', () => {
    it('logs an anonymous save without a user', async () => {
      const before = (await consentRows()).length;
      const response = await postConsent(consentMessage({ bannerType: 'SIMPLE' }));
      expect(response.statusCode).toBe(201);
      const receipt = response.json();
      expect(receipt).toEqual({ id: expect.any(String), createdAt: clock.now().toISOString() });
      const rows = await consentRows();
      expect(rows).toHaveLength(before + 1);
      const row = rows.find((r) => r.id === receipt.id)!;
      expect(row).toMatchObject({ user_id: null, email: null, banner_type: 'SIMPLE', tracking_consent: 0 });
      expect(row.architecture_id).toBe('example-expo');
      expect(JSON.parse(row.client_details)).toMatchObject({
        clientUsername: 'ANONYM',
        clientVersion: '2.0.0',
      });
    });

    it('takes the user id and email from the access token', async () => {
      const email = 'consenting@test.local';
      const headers = await bearerFor(app, ['attendee'], email);
      const response = await postConsent(consentMessage({ trackingConsent: true }), { headers });
      expect(response.statusCode).toBe(201);
      const row = (await consentRows()).find((r) => r.id === response.json().id)!;
      const user = await app.services.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: user.id, email, tracking_consent: 1 });
    });

    it('refuses a user id or email in the body and stores nothing', async () => {
      const headers = await bearerFor(app, ['attendee']);
      const before = (await consentRows()).length;
      for (const extra of [{ userId: 'someone-else' }, { email: 'someone@else.local' }]) {
        const response = await postConsent({ ...consentMessage(), ...extra }, { headers });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('validation.failed');
      }
      expect(await consentRows()).toHaveLength(before);
    });

    it('answers bad input with a 4xx and stores nothing', async () => {
      const before = (await consentRows()).length;
      const unknownField = await postConsent({ ...consentMessage(), extra: true });
      expect(unknownField.statusCode).toBe(400);
      const wrongType = await postConsent({ ...consentMessage(), trackingConsent: 'yes' });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json().details).toEqual([expect.objectContaining({ path: 'body.trackingConsent' })]);
      const badBanner = await postConsent({ ...consentMessage(), bannerType: 'FULL' });
      expect(badBanner.statusCode).toBe(400);
      const tooMany = await postConsent(
        consentMessage({
          cookiePreferences: Array.from({ length: 201 }, (_, i) => ({ id: `p${i}`, accepted: true })),
        }),
      );
      expect(tooMany.statusCode).toBe(400);

      const malformed = await app.inject({
        method: 'POST',
        url: '/api/capture/cookiePreferences',
        headers: { 'content-type': 'application/json' },
        payload: '{"bannerType": "SIMPLE",',
        remoteAddress: newIp(),
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error).toBe('request.malformed_json');

      const oversize = await postConsent(
        consentMessage({
          clientDetails: { ...consentMessage().clientDetails, clientURL: 'x'.repeat(20_000) },
        }),
      );
      expect(oversize.statusCode).toBe(413);
      expect(oversize.json()).toEqual({ error: 'request.too_large', errMsg: expect.any(String) });

      const plainText = await app.inject({
        method: 'POST',
        url: '/api/capture/cookiePreferences',
        headers: { 'content-type': 'text/plain' },
        payload: 'accept all',
        remoteAddress: newIp(),
      });
      expect(plainText.statusCode).toBe(415);

      expect(await consentRows()).toHaveLength(before);
    });
  });

  describe('GET /api/capture/cookiePreferences', () => {
    it('lets administrators read every save with its choices, newest first, filtered and paged', async () => {
      const email = `audited-${dialect}@test.local`;
      const headers = await bearerFor(app, ['attendee'], email);
      const saves = [
        consentMessage({ cookiePreferences: [{ id: 'vimeo', accepted: false }] }),
        consentMessage({ cookiePreferences: [{ id: 'vimeo', accepted: true }], trackingConsent: true }),
        consentMessage({ bannerType: 'SIMPLE', cookiePreferences: [{ id: 'whereby', accepted: true }] }),
      ];
      const ids: string[] = [];
      for (const save of saves) {
        clock.advance(1);
        const response = await postConsent(save, { headers });
        expect(response.statusCode).toBe(201);
        ids.push(response.json().id);
      }
      const admin = await bearerFor(app, ['administrator']);
      const page = await app.inject({
        method: 'GET',
        url: `/api/capture/cookiePreferences?email=${encodeURIComponent(email.toUpperCase())}`,
        headers: admin,
      });
      expect(page.statusCode).toBe(200);
      const body = page.json();
      expect(body).toMatchObject({ total: 3, page: 1, pageSize: 50 });
      expect(body.items.map((item: { id: string }) => item.id)).toEqual([...ids].reverse());
      expect(body.items.map((item: { cookiePreferences: unknown }) => item.cookiePreferences)).toEqual(
        [...saves].reverse().map((save) => save.cookiePreferences),
      );
      const newest = body.items[0];
      expect(newest).toMatchObject({ email, bannerType: 'SIMPLE', trackingConsent: false });
      expect(newest.clientDetails).toEqual(saves[2]!.clientDetails);
      expect(body.items[1]).toMatchObject({ trackingConsent: true, userId: newest.userId });

      const byUser = await app.inject({
        method: 'GET',
        url: `/api/capture/cookiePreferences?userId=${newest.userId}&pageSize=2&page=2`,
        headers: admin,
      });
      expect(byUser.json()).toMatchObject({ total: 3, page: 2, pageSize: 2, items: [{ id: ids[0] }] });
    });

    it('filters by date and time, a plain date covering its whole day', async () => {
      const admin = await bearerFor(app, ['administrator']);
      const headers = await bearerFor(app, ['attendee']);
      clock.advance(24 * 3600);
      const nextDay = clock.now().toISOString().slice(0, 10);
      const late = await postConsent(consentMessage(), { headers });
      const list = (query: string) =>
        app.inject({ method: 'GET', url: `/api/capture/cookiePreferences?${query}`, headers: admin });
      const onDay = await list(`from=${nextDay}&to=${nextDay}`);
      expect(onDay.json().items.map((item: { id: string }) => item.id)).toEqual([late.json().id]);
      const justAfter = new Date(clock.now().getTime() + 1).toISOString();
      expect((await list(`from=${encodeURIComponent(justAfter)}`)).json().total).toBe(0);
      expect(
        (await list(`to=${encodeURIComponent(clock.now().toISOString())}`)).json().total,
      ).toBeGreaterThan(1);
      expect((await list('from=yesterday')).statusCode).toBe(400);
      expect((await list('pageSize=1000')).statusCode).toBe(400);
    });

    it('is for administrators only', async () => {
      const url = '/api/capture/cookiePreferences';
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const attendee = await bearerFor(app, ['attendee']);
      const refused = await app.inject({ method: 'GET', url, headers: attendee });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('auth.forbidden');
    });
  });

  describe('POST /api/capture/log', () => {
    it('stores the message of a logged-in user with level, category, origin and client details', async () => {
      // Not a guest: this venue requires login, where guest sessions end.
      const headers = await bearerFor(app, ['attendee']);
      const response = await postLog(logMessage({ loglevel: 'ERROR', messageOrigin: 'DESIGNER' }), {
        headers,
      });
      expect(response.statusCode).toBe(201);
      const row = (await logRows()).find((r) => r.id === response.json().id)!;
      expect(row).toMatchObject({
        level: 'ERROR',
        category: 'assets',
        origin: 'DESIGNER',
        message: 'Failed to load asset lobby-bg in size 1280',
        details: '{"status":404}',
      });
      expect(row.user_id).toEqual(expect.any(String));
      expect(JSON.parse(row.client_details)).toEqual(logMessage().clientDetails);
    });

    it('needs a login', async () => {
      const before = (await logRows()).length;
      const response = await postLog(logMessage());
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('auth.unauthorized');
      expect(await logRows()).toHaveLength(before);
    });

    it('refuses unknown fields, wrong types and oversize messages, storing nothing', async () => {
      const headers = await bearerFor(app, ['attendee']);
      const before = (await logRows()).length;
      expect((await postLog({ ...logMessage(), userId: 'x' }, { headers })).statusCode).toBe(400);
      expect((await postLog({ ...logMessage(), loglevel: 'DEBUG' }, { headers })).statusCode).toBe(400);
      expect(
        (await postLog(logMessage({ messageDetails: { message: 'm'.repeat(2001) } }), { headers }))
          .statusCode,
      ).toBe(400);
      expect(
        (
          await postLog(logMessage({ messageDetails: { message: 'm', details: 'd'.repeat(8193) } }), {
            headers,
          })
        ).statusCode,
      ).toBe(400);
      const oversize = await postLog(
        logMessage({ messageDetails: { message: 'm', details: 'd'.repeat(17_000) } }),
        { headers },
      );
      expect(oversize.statusCode).toBe(413);
      expect(await logRows()).toHaveLength(before);
    });

    it('refuses malformed JSON with 400 request.malformed_json, storing nothing', async () => {
      const headers = await bearerFor(app, ['attendee']);
      const before = (await logRows()).length;
      for (const payload of [
        '{"loglevel": "WARN",',
        '{"messageDetails": {"message": "m"}} trailing',
        "{'loglevel':'WARN'}",
      ]) {
        const malformed = await app.inject({
          method: 'POST',
          url: '/api/capture/log',
          headers: { ...headers, 'content-type': 'application/json' },
          payload,
          remoteAddress: newIp(),
        });
        expect(malformed.statusCode, payload).toBe(400);
        expect(malformed.json()).toEqual({ error: 'request.malformed_json', errMsg: expect.any(String) });
      }
      expect(await logRows()).toHaveLength(before);
    });
  });

  it('documents the capture and analytics routes in the OpenAPI document', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(Object.keys(paths['/api/capture/cookiePreferences'])).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
    expect(paths['/api/capture/log'].post.requestBody).toBeDefined();
    expect(paths['/api/capture/analytics'].post.responses['202']).toBeDefined();
    expect(paths['/api/analytics/summary'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'from', in: 'query' })]),
    );
  });

  describe('rate limits', () => {
    it('limits a user, then answers 429 with Retry-After until the window ends; other users go on', async () => {
      const ip = newIp();
      const headers = await bearerFor(app, ['attendee']);
      const limit = captureRateLimits.cookiePreferences.perUser;
      for (let i = 0; i < limit; i++)
        expect((await postConsent(consentMessage(), { headers, ip })).statusCode).toBe(201);
      const before = (await consentRows()).length;
      const limited = await postConsent(consentMessage(), { headers, ip });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: 'capture.rate_limited', errMsg: expect.any(String) });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await consentRows()).toHaveLength(before);

      const otherUser = await bearerFor(app, ['attendee']);
      expect((await postConsent(consentMessage(), { headers: otherUser, ip })).statusCode).toBe(201);
      // The log route has limits of its own.
      expect((await postLog(logMessage(), { headers, ip })).statusCode).toBe(201);

      clock.advance(retryAfter);
      expect((await postConsent(consentMessage(), { headers, ip })).statusCode).toBe(201);
    });

    it('limits an address, counting bad requests too; other addresses go on', async () => {
      const ip = newIp();
      const limit = captureRateLimits.cookiePreferences.perIp;
      for (let i = 0; i < limit; i++) expect((await postConsent({}, { ip })).statusCode).toBe(400);
      const limited = await postConsent(consentMessage(), { ip });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toBe('capture.rate_limited');
      expect(limited.headers['retry-after']).toBeDefined();
      // A logged-in user behind that address is limited by the address as well.
      const headers = await bearerFor(app, ['attendee']);
      expect((await postConsent(consentMessage(), { headers, ip })).statusCode).toBe(429);
      expect((await postConsent(consentMessage(), { ip: newIp() })).statusCode).toBe(201);
    });

    it('limits the front-end log per user', async () => {
      const headers = await bearerFor(app, ['attendee']);
      const limit = captureRateLimits.log.perUser;
      for (let i = 0; i < limit; i++) expect((await postLog(logMessage(), { headers })).statusCode).toBe(201);
      const limited = await postLog(logMessage(), { headers });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toBe('capture.rate_limited');
    });
  });
});
