import { analyticsCategories } from '@atrium/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishExampleVenue } from '../../testing/auth-test.helpers';
import {
  bearerFor,
  createTestApp,
  exampleVenue,
  type TestApp,
  testClock,
  testDialects,
} from '../../testing/test-app.factory';
import { analyticsEvent } from '../capture/capture-test.fixtures';
import { analyticsRateLimits } from './analytics-rate-limit';

describe.each(testDialects())('analytics on %s', (dialect) => {
  let app: TestApp;
  let admin: Record<string, string>;
  const clock = testClock(Date.parse('2026-03-02T10:00:10Z'));
  let ipCount = 0;
  const newIp = () => `10.2.0.${++ipCount}`;

  const postEvent = (payload: unknown, headers?: Record<string, string>, ip = newIp()) =>
    app.inject({
      method: 'POST',
      url: '/api/capture/analytics',
      payload: payload as object,
      headers,
      remoteAddress: ip,
    });
  const eventRows = () => app.services.database.db.selectFrom('analytics_events').selectAll().execute();
  const rowOf = async (id: string) => (await eventRows()).find((row) => row.id === id)!;
  const userIdOf = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: '/api/userInfo', headers })).json().userId as string;

  /** Publishes the example venue again with personalized tracking switched on or off. */
  async function publishWithTracking(enabled: boolean) {
    const venue = exampleVenue();
    venue.architectures[0].personalizedTrackingEnabled = enabled;
    const staged = await app.inject({
      method: 'POST',
      url: '/api/designer/save-venue-json/stage',
      headers: admin,
      payload: venue,
    });
    expect(staged.statusCode).toBe(200);
    const published = await app.inject({
      method: 'POST',
      url: '/api/designer/publish/example-expo',
      headers: admin,
    });
    expect(published.statusCode).toBe(200);
  }

  beforeAll(async () => {
    app = await createTestApp(dialect, {}, { now: clock.now });
    admin = await bearerFor(app, ['administrator']);
  });
  afterAll(() => app.cleanup());

  describe('POST /api/capture/analytics', () => {
    // Runs first: the tests after it need the venue published.
    it('refuses events while the venue is not published, storing nothing', async () => {
      const response = await postEvent(analyticsEvent());
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('venue.not_published');
      expect(await eventRows()).toHaveLength(0);
      await publishExampleVenue(app);
    });

    it('stores an event with the user id under personalized tracking', async () => {
      const headers = await bearerFor(app, ['attendee']);
      const response = await postEvent(analyticsEvent(), headers);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ id: expect.any(String), personalized: true });
      expect(await rowOf(response.json().id)).toMatchObject({
        created_at: clock.now().toISOString(),
        day: '2026-03-02',
        architecture_id: 'example-expo',
        area_id: 'lobby',
        widget_id: 'keynote',
        category: 'widget',
        action: 'open',
        name: 'example-expo / Lobby / Keynote',
        visitor_id: '0123456789abcdef',
        user_id: await userIdOf(headers),
      });
    });

    it('never stores a user id without consent', async () => {
      const headers = await bearerFor(app, ['attendee']);
      const response = await postEvent(analyticsEvent({ personalized: false }), headers);
      expect(response.statusCode).toBe(202);
      expect(response.json().personalized).toBe(false);
      expect((await rowOf(response.json().id)).user_id).toBeNull();
    });

    it('never stores a user id without a user, consent or not', async () => {
      const response = await postEvent(analyticsEvent({ personalized: true }));
      expect(response.statusCode).toBe(202);
      expect(response.json().personalized).toBe(false);
      expect((await rowOf(response.json().id)).user_id).toBeNull();
    });

    it('never takes a user id from the body', async () => {
      const before = (await eventRows()).length;
      const headers = await bearerFor(app, ['attendee']);
      for (const extra of [{ userId: 'someone-else' }, { uid: 'x' }]) {
        const response = await postEvent({ ...analyticsEvent(), ...extra }, headers);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('validation.failed');
      }
      expect(await eventRows()).toHaveLength(before);
    });

    it('never stores a user id while the venue disables personalized tracking', async () => {
      await publishWithTracking(false);
      const headers = await bearerFor(app, ['attendee']);
      const response = await postEvent(analyticsEvent({ personalized: true }), headers);
      expect(response.statusCode).toBe(202);
      expect(response.json().personalized).toBe(false);
      expect((await rowOf(response.json().id)).user_id).toBeNull();
      await publishWithTracking(true);
      expect((await postEvent(analyticsEvent(), headers)).json().personalized).toBe(true);
    });

    it('answers bad input with a 4xx and stores nothing', async () => {
      const before = (await eventRows()).length;
      expect((await postEvent({ ...analyticsEvent(), category: 'login' })).statusCode).toBe(400);
      expect((await postEvent({ ...analyticsEvent(), visitorId: 'x' })).statusCode).toBe(400);
      expect((await postEvent({ ...analyticsEvent(), personalized: 'yes' })).statusCode).toBe(400);
      expect((await postEvent({ ...analyticsEvent(), architectureId: 'elsewhere' })).statusCode).toBe(404);
      const oversize = await postEvent({ ...analyticsEvent(), name: 'n'.repeat(5000) });
      expect(oversize.statusCode).toBe(413);
      expect(oversize.json().error).toBe('request.too_large');
      const malformed = await app.inject({
        method: 'POST',
        url: '/api/capture/analytics',
        headers: { 'content-type': 'application/json' },
        payload: '{"category":',
        remoteAddress: newIp(),
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error).toBe('request.malformed_json');
      expect(await eventRows()).toHaveLength(before);
    });

    it('accepts and stores every analytics category, and refuses an unknown one', async () => {
      expect(analyticsCategories).toEqual(
        expect.arrayContaining(['widget', 'area', 'chat', 'download', 'presence', 'profile']),
      );
      expect(analyticsCategories).toEqual(expect.arrayContaining(['content-card', 'like', 'reaction']));
      const stored: string[] = [];
      for (const category of analyticsCategories) {
        const response = await postEvent(
          analyticsEvent({ category, action: 'send', name: `example-expo / Lobby / ${category}` }),
        );
        expect(response.statusCode, category).toBe(202);
        const row = await rowOf(response.json().id);
        expect(row).toMatchObject({ category, action: 'send', name: `example-expo / Lobby / ${category}` });
        stored.push(row.category);
      }
      expect(stored).toEqual([...analyticsCategories]);

      const before = (await eventRows()).length;
      for (const category of ['poll', 'Widget', 'content_card', '']) {
        const response = await postEvent({ ...analyticsEvent(), category });
        expect(response.statusCode, category).toBe(400);
        expect(response.json()).toMatchObject({
          error: 'validation.failed',
          details: [expect.objectContaining({ path: 'body.category' })],
        });
      }
      expect(await eventRows()).toHaveLength(before);
    });

    it('limits a user to its rate, other users unaffected', async () => {
      const headers = await bearerFor(app, ['attendee']);
      const limit = analyticsRateLimits.perUser;
      for (let i = 0; i < limit; i++) {
        expect((await postEvent(analyticsEvent({ personalized: false }), headers)).statusCode).toBe(202);
      }
      const limited = await postEvent(analyticsEvent(), headers);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toBe('capture.rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await postEvent(analyticsEvent(), await bearerFor(app, ['attendee']))).statusCode).toBe(202);
    });
  });

  describe('GET /api/analytics/summary', () => {
    it('aggregates events per day, area, widget and category/action', async () => {
      await app.services.database.db.deleteFrom('analytics_events').execute();
      const at = (iso: string) => clock.advance((Date.parse(iso) - clock.now().getTime()) / 1000);
      const visitor = (n: number) => `visitor-${String(n).padStart(8, '0')}`;
      at('2026-03-10T08:00:00Z');
      await postEvent(analyticsEvent({ visitorId: visitor(1), areaId: 'lobby', widgetId: 'keynote' }));
      await postEvent(
        analyticsEvent({ visitorId: visitor(1), category: 'area', action: 'enter', widgetId: undefined }),
      );
      at('2026-03-10T23:59:59Z');
      await postEvent(analyticsEvent({ visitorId: visitor(2), areaId: 'expo-hall', widgetId: 'downloads' }));
      at('2026-03-11T00:00:00Z');
      await postEvent(
        analyticsEvent({
          visitorId: visitor(2),
          areaId: 'expo-hall',
          widgetId: 'downloads',
          category: 'download',
          action: 'download',
        }),
      );
      at('2026-03-13T12:00:00Z');
      await postEvent(analyticsEvent({ visitorId: visitor(3), areaId: undefined, widgetId: 'help-desk' }));
      await postEvent(analyticsEvent({ visitorId: visitor(3), areaId: 'lobby', widgetId: 'keynote' }));

      const summary = await app.inject({
        method: 'GET',
        url: '/api/analytics/summary?from=2026-03-10&to=2026-03-13',
        headers: admin,
      });
      expect(summary.statusCode).toBe(200);
      expect(summary.json()).toEqual({
        from: '2026-03-10',
        to: '2026-03-13',
        totalEvents: 6,
        visitors: 3,
        perDay: [
          { day: '2026-03-10', events: 3, visitors: 2 },
          { day: '2026-03-11', events: 1, visitors: 1 },
          { day: '2026-03-13', events: 2, visitors: 1 },
        ],
        perArea: [
          { architectureId: 'example-expo', areaId: 'lobby', events: 3 },
          { architectureId: 'example-expo', areaId: 'expo-hall', events: 2 },
        ],
        perWidget: [
          // Equal counts in id order.
          { architectureId: 'example-expo', widgetId: 'downloads', events: 2 },
          { architectureId: 'example-expo', widgetId: 'keynote', events: 2 },
          { architectureId: 'example-expo', widgetId: 'help-desk', events: 1 },
        ],
        perCategoryAction: [
          { category: 'widget', action: 'open', events: 4 },
          { category: 'area', action: 'enter', events: 1 },
          { category: 'download', action: 'download', events: 1 },
        ],
      });

      const oneDay = await app.inject({
        method: 'GET',
        url: '/api/analytics/summary?from=2026-03-11&to=2026-03-11&architectureId=example-expo',
        headers: admin,
      });
      expect(oneDay.json()).toMatchObject({ totalEvents: 1, perDay: [{ day: '2026-03-11', events: 1 }] });
      const otherArchitecture = await app.inject({
        method: 'GET',
        url: '/api/analytics/summary?from=2026-03-10&to=2026-03-13&architectureId=elsewhere',
        headers: admin,
      });
      expect(otherArchitecture.json()).toMatchObject({ totalEvents: 0, perDay: [], perArea: [] });
      // By default the 30 days up to today (the clock's 2026-03-13).
      const byDefault = await app.inject({ method: 'GET', url: '/api/analytics/summary', headers: admin });
      expect(byDefault.json()).toMatchObject({ from: '2026-02-12', to: '2026-03-13', totalEvents: 6 });
    });

    it('refuses a reversed or too long range', async () => {
      const get = (query: string) =>
        app.inject({ method: 'GET', url: `/api/analytics/summary?${query}`, headers: admin });
      expect((await get('from=2026-03-12&to=2026-03-10')).statusCode).toBe(400);
      expect((await get('from=2024-01-01&to=2026-01-01')).statusCode).toBe(400);
      expect((await get('from=March')).statusCode).toBe(400);
    });

    it('is for administrators only', async () => {
      const url = '/api/analytics/summary';
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const attendee = await bearerFor(app, ['attendee']);
      expect((await app.inject({ method: 'GET', url, headers: attendee })).statusCode).toBe(403);
    });
  });
});
