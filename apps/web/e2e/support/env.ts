/** The seeded demo venue and accounts the e2e server starts with (see start-server.mjs). */
export const ARCH = 'atrium-demo';
export const DEFAULT_AREA = 'lobby';

export const ADMIN = { email: 'admin@atrium.local', password: 'atrium-admin' } as const;
export const ATTENDEE = {
  email: 'attendee@atrium.local',
  password: 'atrium-attendee',
  name: 'Alex Attendee',
} as const;

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export const urls = {
  area: (areaId: string) => `/v/${ARCH}/area/${areaId}`,
  imprint: `/v/${ARCH}/imprint`,
  privacyPolicy: `/v/${ARCH}/privacy-policy`,
  meeting: (areaId: string, widgetId: string, configId: string) =>
    `/v/${ARCH}/area-whereby-meeting/${areaId}/${widgetId}/${configId}`,
};

/** `text` as a regular expression matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A name that starts with `text`: an area link's is the area's name, then how many attendees are
 * there once presence knows it.
 */
export const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** A URL pattern matching a path exactly, ignoring the query. */
export const pathIs = (path: string) => (url: URL) => url.pathname === path;

/** Where screenshots for humans go. */
export const SCREENS_DIR = 'test-results/screens';
