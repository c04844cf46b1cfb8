import { describe, expect, it } from 'vitest';
import { analyticsEventName, isPersonalizedTracking } from '../rules/analytics-event.rule';
import { buildClientDetails } from '../rules/client-details.rule';
import { analyticsEventSchema, analyticsSummaryQuerySchema } from './analytics.schema';
import {
  cookieConsentLogQuerySchema,
  cookiePreferencesMessageSchema,
  frontEndLogMessageSchema,
} from './capture.schema';

const clientDetails = buildClientDetails({
  navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0' },
  venueLanguage: 'en',
  architectureId: 'example-expo',
  url: 'https://venue.example/',
});

const consent = {
  bannerType: 'DETAILED',
  cookiePreferences: [
    { id: 'venue-session', accepted: true },
    { id: 'vimeo', accepted: false },
  ],
  trackingConsent: false,
  clientDetails,
};

const logMessage = {
  messageDetails: { message: 'Failed to load asset', details: 'stack' },
  clientDetails,
  loglevel: 'WARN',
  logCategory: 'assets',
  messageOrigin: 'UI',
};

const event = {
  category: 'widget',
  action: 'open',
  name: 'example-expo / Lobby / Keynote',
  architectureId: 'example-expo',
  areaId: 'lobby',
  widgetId: 'keynote',
  visitorId: '0123456789abcdef',
  personalized: true,
};

const issuesOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

describe('cookiePreferencesMessageSchema', () => {
  it('accepts a banner save', () => {
    expect(cookiePreferencesMessageSchema.parse(consent)).toEqual(consent);
  });

  it('refuses unknown fields, a user id above all (it comes from the token)', () => {
    const result = cookiePreferencesMessageSchema.safeParse({ ...consent, userId: 'someone' });
    expect(result.success).toBe(false);
    expect(cookiePreferencesMessageSchema.safeParse({ ...consent, email: 'a@b.c' }).success).toBe(false);
    expect(
      cookiePreferencesMessageSchema.safeParse({ ...consent, clientDetails: { ...clientDetails, extra: 1 } })
        .success,
    ).toBe(false);
  });

  it('knows the banner types NONE, SIMPLE and DETAILED only', () => {
    for (const bannerType of ['NONE', 'SIMPLE', 'DETAILED']) {
      expect(cookiePreferencesMessageSchema.safeParse({ ...consent, bannerType }).success).toBe(true);
    }
    expect(issuesOf(cookiePreferencesMessageSchema.safeParse({ ...consent, bannerType: 'FULL' }))).toEqual([
      'bannerType',
    ]);
  });

  it('takes at most 200 providers, each with an id and an accepted flag', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, accepted: true }));
    expect(
      cookiePreferencesMessageSchema.safeParse({ ...consent, cookiePreferences: many(200) }).success,
    ).toBe(true);
    expect(
      cookiePreferencesMessageSchema.safeParse({ ...consent, cookiePreferences: many(201) }).success,
    ).toBe(false);
    expect(
      issuesOf(
        cookiePreferencesMessageSchema.safeParse({
          ...consent,
          cookiePreferences: [{ id: 'x', accepted: 'yes' }],
        }),
      ),
    ).toEqual(['cookiePreferences.0.accepted']);
  });

  it('bounds the client details', () => {
    const long = { ...clientDetails, userAgent: 'u'.repeat(1025) };
    expect(issuesOf(cookiePreferencesMessageSchema.safeParse({ ...consent, clientDetails: long }))).toEqual([
      'clientDetails.userAgent',
    ]);
  });
});

describe('frontEndLogMessageSchema', () => {
  it('accepts a log message of each level and origin', () => {
    for (const loglevel of ['INFO', 'WARN', 'ERROR']) {
      for (const messageOrigin of ['DESIGNER', 'UI']) {
        expect(frontEndLogMessageSchema.safeParse({ ...logMessage, loglevel, messageOrigin }).success).toBe(
          true,
        );
      }
    }
    expect(frontEndLogMessageSchema.safeParse({ ...logMessage, loglevel: 'DEBUG' }).success).toBe(false);
  });

  it('takes a message of up to 2000 characters and details of up to 8 kB', () => {
    const withDetails = (message: string, details: string) => ({
      ...logMessage,
      messageDetails: { message, details },
    });
    expect(frontEndLogMessageSchema.safeParse(withDetails('m'.repeat(2000), 'd'.repeat(8192))).success).toBe(
      true,
    );
    expect(issuesOf(frontEndLogMessageSchema.safeParse(withDetails('m'.repeat(2001), '')))).toEqual([
      'messageDetails.message',
    ]);
    expect(issuesOf(frontEndLogMessageSchema.safeParse(withDetails('m', 'd'.repeat(8193))))).toEqual([
      'messageDetails.details',
    ]);
  });

  it('refuses unknown fields and a malformed category', () => {
    expect(frontEndLogMessageSchema.safeParse({ ...logMessage, userId: 'x' }).success).toBe(false);
    expect(frontEndLogMessageSchema.safeParse({ ...logMessage, logCategory: 'a b' }).success).toBe(false);
  });
});

describe('analyticsEventSchema', () => {
  it('accepts an event with or without area and widget', () => {
    expect(analyticsEventSchema.parse(event)).toEqual(event);
    const { areaId: _a, widgetId: _w, ...bare } = event;
    expect(analyticsEventSchema.safeParse(bare).success).toBe(true);
  });

  it('refuses a user id, an unknown category, a bad action and a bad visitor id', () => {
    expect(issuesOf(analyticsEventSchema.safeParse({ ...event, userId: 'u1' }))).toEqual(['']);
    expect(issuesOf(analyticsEventSchema.safeParse({ ...event, category: 'login' }))).toEqual(['category']);
    expect(issuesOf(analyticsEventSchema.safeParse({ ...event, action: 'Open Now' }))).toEqual(['action']);
    expect(issuesOf(analyticsEventSchema.safeParse({ ...event, visitorId: 'short' }))).toEqual(['visitorId']);
    expect(issuesOf(analyticsEventSchema.safeParse({ ...event, personalized: 'true' }))).toEqual([
      'personalized',
    ]);
  });

  it('bounds the name', () => {
    expect(analyticsEventSchema.safeParse({ ...event, name: 'n'.repeat(501) }).success).toBe(false);
  });
});

describe('query schemas', () => {
  it('reads the consent log paging from the query string', () => {
    expect(cookieConsentLogQuerySchema.parse({ page: '2', pageSize: '10', from: '2026-03-01' })).toEqual({
      page: 2,
      pageSize: 10,
      from: '2026-03-01',
    });
    expect(cookieConsentLogQuerySchema.safeParse({ pageSize: '1000' }).success).toBe(false);
    expect(cookieConsentLogQuerySchema.safeParse({ from: 'yesterday' }).success).toBe(false);
  });

  it('takes days for the analytics summary', () => {
    expect(analyticsSummaryQuerySchema.safeParse({ from: '2026-03-01', to: '2026-03-07' }).success).toBe(
      true,
    );
    expect(analyticsSummaryQuerySchema.safeParse({ from: '2026-03-01T00:00:00Z' }).success).toBe(false);
  });
});

describe('analytics rules', () => {
  it('tracks personally only when the venue enables it, consent is given and a user exists', () => {
    expect(isPersonalizedTracking({ venueEnabled: true, consent: true, hasUser: true })).toBe(true);
    expect(isPersonalizedTracking({ venueEnabled: false, consent: true, hasUser: true })).toBe(false);
    expect(isPersonalizedTracking({ venueEnabled: true, consent: false, hasUser: true })).toBe(false);
    expect(isPersonalizedTracking({ venueEnabled: true, consent: true, hasUser: false })).toBe(false);
  });

  it('names an event from architecture, area, widget and content, leaving out missing parts', () => {
    expect(
      analyticsEventName({
        architectureId: 'expo',
        areaName: 'Lobby',
        widgetName: ' Keynote\n',
        content: 'Slides',
      }),
    ).toBe('expo / Lobby / Keynote / Slides');
    expect(analyticsEventName({ architectureId: 'expo', areaName: 'Lobby', widgetName: '' })).toBe(
      'expo / Lobby',
    );
    expect(analyticsEventName({ architectureId: 'expo', content: 'x'.repeat(600) })).toHaveLength(500);
  });
});
