// Test-only payloads of the capture routes.
import {
  type AnalyticsEvent,
  buildClientDetails,
  type CookiePreferencesMessage,
  type FrontEndLogMessage,
} from '@atrium/domain';

export const clientDetails = buildClientDetails({
  navigator: {
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    language: 'en-GB',
    cookieEnabled: true,
  },
  venueLanguage: 'en',
  architectureId: 'example-expo',
  url: 'https://venue.example/architecture/example-expo/area/lobby',
});

export const consentMessage = (
  overrides: Partial<CookiePreferencesMessage> = {},
): CookiePreferencesMessage => ({
  bannerType: 'DETAILED',
  cookiePreferences: [
    { id: 'venue-session', accepted: true },
    { id: 'whereby', accepted: true },
    { id: 'vimeo', accepted: false },
  ],
  trackingConsent: false,
  clientDetails,
  ...overrides,
});

export const logMessage = (overrides: Partial<FrontEndLogMessage> = {}): FrontEndLogMessage => ({
  messageDetails: { message: 'Failed to load asset lobby-bg in size 1280', details: '{"status":404}' },
  clientDetails,
  loglevel: 'WARN',
  logCategory: 'assets',
  messageOrigin: 'UI',
  ...overrides,
});

export const analyticsEvent = (overrides: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  category: 'widget',
  action: 'open',
  name: 'example-expo / Lobby / Keynote',
  architectureId: 'example-expo',
  areaId: 'lobby',
  widgetId: 'keynote',
  visitorId: '0123456789abcdef',
  personalized: true,
  ...overrides,
});
