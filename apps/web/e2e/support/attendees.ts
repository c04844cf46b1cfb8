import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import { type Registration, registrations, replaceRegistrations } from './api';
import { seedSession } from './auth';
import { acceptAllCookies } from './consent';
import { ADMIN, ARCH, urls, VIEWPORTS, type ViewportName } from './env';
import { laneOf } from './lane';

/**
 * Attendees of their own for the specs with several browsers at once (presence, profiles): each
 * logs in with a ticket number of a registration the spec adds for its duration, so every
 * browser is another person and nobody else's account or profile is changed.
 */
export type Person = {
  name: string;
  email: string;
  ticketNumber: number;
  company: string;
  title: string;
};

export const PIA: Person = {
  name: 'Pia Presence',
  email: 'pia.presence@example.com',
  ticketNumber: 7101,
  company: 'Northwind',
  title: 'Engineer',
};
export const QUINN: Person = {
  name: 'Quinn Presence',
  email: 'quinn.presence@example.com',
  ticketNumber: 7102,
  company: 'Northwind',
  title: 'Designer',
};
export const ROSA: Person = {
  name: 'Rosa Presence',
  email: 'rosa.presence@example.com',
  ticketNumber: 7103,
  company: 'Globex',
  title: 'Speaker',
};
export const PEOPLE = [PIA, QUINN, ROSA] as const;

/** Anyone who can log in: one of the people above, or an email and password account. */
export type Who = Person | { email: string; password: string; name?: string };
const isPerson = (who: Who): who is Person => 'ticketNumber' in who;

/**
 * How long a presence entry of a closed browser may linger: the server keeps it 12 s in case
 * the connection comes back (and a silent one is noticed after 13 s). Specs that run before may
 * leave such entries; a spec waits this long for them to go before counting.
 */
export const GHOST_MS = 30_000;

/** Adds the people's registrations for a describe block (or file); the earlier list comes back afterwards. */
export function addPeopleRegistrations() {
  let saved: Registration[] | undefined;
  test.beforeAll(async ({ request }) => {
    saved = await registrations(request);
    const ours = new Set(PEOPLE.map((person) => person.email));
    await replaceRegistrations(request, [
      ...saved.filter((row) => !row.email || !ours.has(row.email)),
      ...PEOPLE.map((person) => ({
        email: person.email,
        name: person.name,
        company: person.company,
        ticketNumber: person.ticketNumber,
        confirmationNumber: null,
        active: true,
      })),
    ]);
  });
  test.afterAll(async ({ request }) => {
    if (saved) await replaceRegistrations(request, saved);
  });
}

/** Logs in through the API with this request context (a browser's: the refresh cookie lands there). */
export async function loginToken(request: APIRequestContext, who: Who): Promise<string> {
  const response = isPerson(who)
    ? await request.post('/api/bizzabo/login', {
        data: { architectureID: ARCH, registrationNumber: who.ticketNumber, emailAddress: who.email },
      })
    : await request.post('/api/auth/login', { data: { email: who.email, password: who.password } });
  expect(response.ok(), `login of ${who.email}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type ProfileBody = { attributes: Record<string, string | boolean>; shareEmail?: boolean };

/** The person's profile as the spec starts from: name, company and title, open for networking. */
export const plainProfile = (
  person: Person,
  extra: Partial<ProfileBody['attributes']> = {},
): ProfileBody => ({
  attributes: {
    name: person.name,
    company: person.company,
    title: person.title,
    socialMediaProfile: '',
    openForNetworking: true,
    privateInformation: '',
    dietaryNeeds: '',
    ...extra,
  } as Record<string, string | boolean>,
  shareEmail: false,
});

/** Saves a person's own profile through the API (what the profile panel's save sends). */
export async function saveProfile(request: APIRequestContext, who: Who, body: ProfileBody) {
  const token = await loginToken(request, who);
  const response = await request.post(`/api/userProfile/architecture/${ARCH}/userProfile`, {
    data: body,
    headers: bearer(token),
  });
  expect(response.ok(), `profile of ${who.email}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as { userId: string };
}

/** The user id of a person (their own profile's). */
export async function userIdOf(request: APIRequestContext, who: Who): Promise<string> {
  const token = await loginToken(request, who);
  const response = await request.get('/api/userInfo', { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { userId: string }).userId;
}

/** Reads someone's profile as `viewer` sees it through the API: its status and body. */
export async function profileAs(request: APIRequestContext, viewer: Who, userId: string) {
  const token = await loginToken(request, viewer);
  const response = await request.get(`/api/userProfile/architecture/${ARCH}/userProfile/${userId}`, {
    headers: bearer(token),
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

export type Visitor = { who: Who; context: BrowserContext; page: Page };

/**
 * A browser of its own (a new context: its own storage and cookies) in which `who` is logged in
 * and has the area open. `holdRealtime` keeps the realtime connection from reaching the server
 * until the returned `release` is called.
 */
async function openVenueAs(
  browser: Browser,
  testInfo: TestInfo,
  who: Who,
  options: { area?: string; viewport?: ViewportName; holdRealtime?: boolean } = {},
): Promise<Visitor & { release: () => void }> {
  const context = await browser.newContext({
    baseURL: laneOf(testInfo).origin,
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    ...(options.viewport === 'mobile' ? { isMobile: true, hasTouch: true } : {}),
  });
  await acceptAllCookies(context);
  const page = await context.newPage();
  await seedSession(page, await loginToken(context.request, who));
  let release = () => {};
  if (options.holdRealtime) {
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.routeWebSocket(/\/api\/realtime\//, async (socket) => {
      await released;
      socket.connectToServer();
    });
  }
  await page.goto(urls.area(options.area ?? 'lobby'));
  await expect(page.getByTestId('area-name')).toBeVisible();
  return { who, context, page, release };
}

/**
 * Opens browsers for a spec's tests (`visit`, as openVenueAs) and leaves each after its test; one
 * the test closes itself it `forget`s first.
 */
export function visitorsOfEachTest() {
  const open: Visitor[] = [];
  test.afterEach(async () => {
    for (const visitor of open.splice(0)) await leave(visitor);
  });
  return {
    visit: async (...args: Parameters<typeof openVenueAs>) => {
      const visitor = await openVenueAs(...args);
      open.push(visitor);
      return visitor;
    },
    forget: (visitor: Visitor) => open.splice(open.indexOf(visitor), 1),
  };
}

/**
 * A spec's people: registered, their profiles as the spec starts from before each test, and
 * browsers opened for them (`visit`) closed after it.
 */
export function peopleOfEachTest(people: Person[]) {
  addPeopleRegistrations();
  test.beforeEach(async ({ request }) => {
    for (const person of people) await saveProfile(request, person, plainProfile(person));
  });
  return visitorsOfEachTest();
}

export const ADMIN_USER: Who = { ...ADMIN, name: 'Administrator' };

/** The presence widget of the desktop header. */
export const headerPresence = (page: Page) => page.getByTestId('presence-header');

/** The accessible names of a presence list's attendees, in its order (the header says 'You' for the viewer). */
export async function optionNames(list: Locator): Promise<string[]> {
  const listbox = list.getByRole('listbox');
  // expect.poll gives up at the first throw of its function instead of retrying, so a list not
  // there yet (the drawer's loads on its first opening, in two steps) reads as empty until it is.
  if (!(await listbox.isVisible())) return [];
  const snapshot = await listbox.ariaSnapshot({ timeout: 2_000 });
  return [...snapshot.matchAll(/- option "((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1]}"`));
}

/** The names the header's strip shows, in its order ('You' for the viewer). */
export const headerNames = (page: Page) => optionNames(headerPresence(page));

/** An attendee of the header's strip by name. */
export const headerAttendee = (page: Page, name: string) =>
  headerPresence(page).getByRole('option', { name, exact: true });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The count beside an area's link in the footer's area navigation. */
export const footerCount = (page: Page, areaName: string) =>
  page
    .getByTestId('footer')
    .getByRole('navigation', { name: 'Areas' })
    .getByRole('link', { name: new RegExp(`^${escapeRegExp(areaName)} \\d+ attendees?$`) })
    .getByTestId('area-count');

/** The names in the order the presence list sorts them (by name, case and accents aside). */
const byName = (names: string[]) =>
  [...names].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare);

/** The header's strip as `viewer` sees it: everyone present by name, the viewer as 'You'. */
function expectedStrip(viewer: Who, present: Who[]): string[] {
  const names = byName(present.map((who) => who.name ?? who.email));
  return names.map((name) => (name === viewer.name ? 'You' : name));
}

/**
 * Waits until `viewer`'s strip shows exactly `present`: also until entries that browsers of
 * earlier specs left behind have gone (GHOST_MS).
 */
export async function expectStrip(viewer: Visitor, present: Who[], timeout?: number) {
  await expect
    .poll(() => headerNames(viewer.page), { timeout, message: `${viewer.who.email} sees ${present.length}` })
    .toEqual(expectedStrip(viewer.who, present));
}

/** Ends the visitor's session (as a logout does: its presence goes at once) and closes its browser. */
async function leave(visitor: Visitor) {
  await visitor.context.request.post('/api/auth/logout').catch(() => undefined);
  await visitor.context.close();
}
