import { type APIRequestContext, expect } from '@playwright/test';
import { ADMIN, ARCH, ATTENDEE, DEFAULT_AREA } from './env';

type Credentials = { email: string; password: string };
type Localized = { locale: string; text: string };
export type VenueJson = {
  architectures: {
    id: string;
    defaultAreaId: string;
    areas: { id: string; names: Localized[]; descriptions?: Localized[] }[];
    floorplan?: { areaPositions: { areaId: string; visible: boolean }[] };
    impress: Localized[];
    privacyNotice: Localized[];
  }[];
  publishInfo?: { publishedVersion: number };
};

const tokens = new Map<string, { token: string; at: number }>();
/** Well inside the server's access-token lifetime (30 minutes), which a whole run outlasts. */
const KEEP_TOKEN_MS = 10 * 60_000;

/**
 * Logs in through the API; tokens are kept per account for a while, and reused while the server
 * asked still takes them: a spec may have ended that session (logging out in a page it was seeded
 * in), or the token may be another server's (a spec's clock server).
 */
export async function apiToken(request: APIRequestContext, who: Credentials): Promise<string> {
  const known = tokens.get(who.email);
  if (known && Date.now() - known.at < KEEP_TOKEN_MS && (await stillValid(request, known.token))) {
    return known.token;
  }
  const response = await request.post('/api/auth/login', {
    data: { email: who.email, password: who.password },
  });
  expect(response.ok(), `login of ${who.email}: ${response.status()}`).toBe(true);
  const { accessToken } = (await response.json()) as { accessToken: string };
  tokens.set(who.email, { token: accessToken, at: Date.now() });
  return accessToken;
}

async function stillValid(request: APIRequestContext, token: string): Promise<boolean> {
  const response = await request.get('/api/userInfo', { headers: { authorization: `Bearer ${token}` } });
  return response.ok();
}

export const attendeeToken = (request: APIRequestContext) => apiToken(request, ATTENDEE);

async function admin(request: APIRequestContext) {
  return { authorization: `Bearer ${await apiToken(request, ADMIN)}` };
}

async function ok(what: string, response: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

export async function venueVersion(request: APIRequestContext) {
  const response = await ok('venue version', await request.get('/api/venue/version'));
  return (await response.json()) as {
    mode: string;
    publishedVersion: number;
    publishedArchitectureId?: string;
  };
}

/** The published venue as an attendee sees it. */
export async function liveVenue(request: APIRequestContext): Promise<VenueJson> {
  // Logged in, since where login is required callers without a session read only the venue's
  // public part.
  const response = await ok(
    'live venue',
    await request.get(`/api/ui/venue?architectureId=${ARCH}`, {
      headers: { authorization: `Bearer ${await attendeeToken(request)}` },
    }),
  );
  return (await response.json()) as VenueJson;
}

/** The latest stage version (administrators only). */
export async function previewVenue(request: APIRequestContext): Promise<VenueJson> {
  const response = await ok(
    'preview venue',
    await request.get(`/api/ui/venue?architectureId=${ARCH}&preview=true`, { headers: await admin(request) }),
  );
  return (await response.json()) as VenueJson;
}

export async function stageVenue(request: APIRequestContext, venue: VenueJson) {
  await ok(
    'stage venue',
    await request.post('/api/designer/save-venue-json/stage', { data: venue, headers: await admin(request) }),
  );
}

export async function publishVenue(request: APIRequestContext) {
  await ok('publish', await request.post(`/api/designer/publish/${ARCH}`, { headers: await admin(request) }));
}

export async function unpublishVenue(request: APIRequestContext) {
  await ok('unpublish', await request.post('/api/designer/unpublish', { headers: await admin(request) }));
}

/** Publishes the latest stage version unless the venue is already published. */
export async function ensurePublished(request: APIRequestContext) {
  if ((await venueVersion(request)).publishedVersion < 1) await publishVenue(request);
}

/**
 * Brings stage and live back to `original`, published, after a test that may have changed either
 * (a rename of the default area tells them apart).
 */
export async function restoreVenue(request: APIRequestContext, original: VenueJson) {
  const originalName = areaName(original, DEFAULT_AREA);
  const stageChanged = areaName(await previewVenue(request), DEFAULT_AREA) !== originalName;
  if (stageChanged) await stageVenue(request, original);
  const live = await liveVenue(request).catch(() => undefined);
  if (stageChanged || !live || areaName(live, DEFAULT_AREA) !== originalName) await publishVenue(request);
  expect((await venueVersion(request)).publishedVersion).toBeGreaterThan(0);
  expect(areaName(await liveVenue(request), DEFAULT_AREA)).toBe(originalName);
}

/** The login configuration the e2e server starts with; specs that change it restore it. */
export const EMAIL_PASSWORD_LOGIN: LoginConfiguration = {
  options: [{ loginType: 'EMAIL_PASSWORD', displayName: 'Email and password', providerId: 'password' }],
};
export const ANONYMOUS_LOGIN: LoginConfiguration = {
  options: [{ loginType: 'ANONYMOUS', displayName: 'Guest access', providerId: 'anonymous' }],
};

/** A login option as administrators configure it (PUT /api/designer/login-configuration). */
export type LoginOptionInput = {
  loginType: 'EMAIL_PASSWORD' | 'CVENT_LOGIN' | 'BIZZABO_LOGIN' | 'FIREBASE_OIDC' | 'ANONYMOUS';
  displayName: string;
  providerId: string;
  oidc?: { issuer: string; clientId: string; clientSecret: string; scopes?: string };
};
export type LoginConfiguration = { options: LoginOptionInput[] };

export async function setLoginConfiguration(request: APIRequestContext, configuration: LoginConfiguration) {
  await ok(
    'login configuration',
    await request.put('/api/designer/login-configuration', {
      data: configuration,
      headers: await admin(request),
    }),
  );
}

export async function loginOptions(request: APIRequestContext) {
  const response = await ok('login options', await request.get('/api/loginOptions'));
  return (await response.json()) as { loginType: string }[];
}

/** The localized text of a list, as the viewer picks it. */
export function localized(items: Localized[] | undefined, locale: string): string {
  const found = items?.find((item) => item.locale === locale) ?? items?.find((item) => item.locale === 'en');
  if (!found) throw new Error(`no ${locale} text in ${JSON.stringify(items)}`);
  return found.text;
}

export function areaName(venue: VenueJson, areaId: string, locale = 'en'): string {
  const area = venue.architectures[0]!.areas.find((candidate) => candidate.id === areaId);
  if (!area) throw new Error(`no area ${areaId}`);
  return localized(area.names, locale);
}

/** Visible areas of the floor plan, in its order. */
export function visibleAreaIds(venue: VenueJson): string[] {
  const architecture = venue.architectures[0]!;
  return (
    architecture.floorplan?.areaPositions ?? architecture.areas.map((a) => ({ areaId: a.id, visible: true }))
  )
    .filter((position) => position.visible)
    .map((position) => position.areaId);
}

/** A registration that ticket-number and confirmation-number logins check. */
export type Registration = {
  email: string | null;
  name: string | null;
  company: string | null;
  ticketNumber: number | null;
  confirmationNumber: string | null;
  active: boolean;
};

export async function registrations(request: APIRequestContext): Promise<Registration[]> {
  const response = await ok(
    'registrations',
    await request.get(`/api/designer/architecture/${ARCH}/registrations`, { headers: await admin(request) }),
  );
  return (await response.json()) as Registration[];
}

/** Replaces every registration of the demo venue. */
export async function replaceRegistrations(request: APIRequestContext, rows: Registration[]) {
  await ok(
    'replace registrations',
    await request.put(`/api/designer/architecture/${ARCH}/registrations`, {
      data: rows,
      headers: await admin(request),
    }),
  );
}

/** Asks for a password-reset mail, as the login screen's button does. */
export async function requestPasswordReset(request: APIRequestContext, email: string) {
  await ok('password reset', await request.post('/api/auth/password-reset', { data: { email } }));
}

/** Sets a new password with the token of a reset mail. */
export async function confirmPasswordReset(request: APIRequestContext, token: string, password: string) {
  await ok(
    'password reset confirmation',
    await request.post('/api/auth/password-reset/confirm', { data: { token, password } }),
  );
}
