import {
  ANONYMOUS_LOGIN,
  areaName,
  EMAIL_PASSWORD_LOGIN,
  liveVenue,
  setLoginConfiguration,
  type VenueJson,
} from './support/api';
import { navigationIdle, storedToken } from './support/auth';
import { ARCH, DEFAULT_AREA, pathIs, urls, VIEWPORTS } from './support/env';
import { loginCard, loginEvents, storedVisitorId } from './support/login';
import { expect, type Page, type Request, test } from './support/test';

// Spec §6 and §7: a venue with an ANONYMOUS login option is public; its visitors get a guest
// session (POST /api/capture/login) once, on entering it. Spec §4 and §6: where login is required,
// a guest session is refused by the authority check (HEAD /api/venue → 403, 'unauthorized').

test.use({ viewport: VIEWPORTS.desktop });

let venue: VenueJson;
test.beforeEach(async ({ request }) => {
  venue ??= await liveVenue(request);
});

// Every test leaves the venue requiring login again, also when it fails half-way.
test.afterEach(async ({ request }) => {
  await setLoginConfiguration(request, EMAIL_PASSWORD_LOGIN);
});

/** The anonymous logins a page makes (and those of the pages it opens). */
function recordGuestLogins(page: Page): Request[] {
  const logins: Request[] = [];
  page.context().on('request', (request) => {
    if (request.method() === 'POST' && pathIs('/api/capture/login')(new URL(request.url())))
      logins.push(request);
  });
  return logins;
}

/** Who the page's stored token belongs to, as the server tells (GET /api/userInfo). */
async function userOfStoredToken(page: Page) {
  const token = await storedToken(page);
  expect(token, 'a session token').toBeTruthy();
  const response = await page.request.get('/api/userInfo', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { userId: string; roles: string[] };
}

async function expectArea(page: Page, areaId: string) {
  await page.waitForURL(pathIs(urls.area(areaId)));
  await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, areaId));
}

test('a visitor of a public venue becomes a guest once, at venue entry, with the visitor id', async ({
  page,
  context,
  request,
}) => {
  await setLoginConfiguration(request, ANONYMOUS_LOGIN);
  const guestLogins = recordGuestLogins(page);

  await page.goto(urls.area('auditorium'));
  await expectArea(page, 'auditorium');
  await navigationIdle(page);
  expect(guestLogins).toHaveLength(1);
  const guest = await userOfStoredToken(page);
  expect(guest.roles).toEqual(['guest']);
  // A guest has a session but no account: no account menu (spec §6).
  await expect(page.getByTestId('avatar-button')).toHaveCount(0);

  await test.step('the login event carries the visitor id (spec §7)', async () => {
    const visitorId = await storedVisitorId(page);
    expect(visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(guestLogins[0]!.headers()['x-visitor-id']).toBe(visitorId);
    const events = loginEvents().filter((event) => event.user_id === guest.userId);
    expect(events).toEqual([{ user_id: guest.userId, login_type: 'ANONYMOUS', visitor_id: visitorId }]);
  });

  await test.step('moving on, reloading and a second tab keep the same guest', async () => {
    await page
      .getByTestId('footer')
      .getByRole('link', { name: areaName(venue, DEFAULT_AREA) })
      .click();
    await expectArea(page, DEFAULT_AREA);
    await page.reload();
    await expectArea(page, DEFAULT_AREA);

    const tab = await context.newPage();
    const restored = tab.waitForResponse((response) => pathIs('/api/auth/refresh')(new URL(response.url())));
    await tab.goto(urls.area('expo-hall'));
    expect((await restored).status()).toBe(200);
    await expectArea(tab, 'expo-hall');
    await navigationIdle(tab);
    expect((await userOfStoredToken(tab)).userId).toBe(guest.userId);
    await tab.close();
    expect(guestLogins).toHaveLength(1);
  });
});

test('legal pages make no guest; the login route follows its redirect', async ({ page, request }) => {
  await setLoginConfiguration(request, ANONYMOUS_LOGIN);
  const guestLogins = recordGuestLogins(page);
  await page.goto(`/login?redirect=${encodeURIComponent(urls.imprint)}`);
  await page.waitForURL(pathIs(urls.imprint));
  await expect(page.getByTestId('legal-text')).toContainText('Atrium Events Ltd.');
  await navigationIdle(page);
  expect(guestLogins).toHaveLength(0);
  expect(await storedToken(page)).toBeUndefined();
});

test('once the venue requires login, a guest session ends: back to the login page, signed out on the server', async ({
  page,
  context,
  request,
}) => {
  await setLoginConfiguration(request, ANONYMOUS_LOGIN);
  await page.goto(urls.area('expo-hall'));
  await expectArea(page, 'expo-hall');
  await navigationIdle(page);
  expect((await userOfStoredToken(page)).roles).toEqual(['guest']);
  const refreshCookie = (await context.cookies()).find((cookie) => cookie.name === 'atrium_refresh');
  expect(refreshCookie, 'the guest has a refresh cookie').toBeDefined();

  await setLoginConfiguration(request, EMAIL_PASSWORD_LOGIN);
  // The guest's token and refresh cookie are refused from now on, like those of a session that ended.
  const sessionAnswers: number[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    // Whichever the app asks first — the start-up script's user, a refresh, the authority check.
    const sessionCall =
      path === '/api/auth/refresh' ||
      path === '/api/userInfo' ||
      (path === '/api/venue' && response.request().method() === 'HEAD');
    if (sessionCall) {
      sessionAnswers.push(response.status());
    }
  });
  await page.reload();

  // The login screen, still leading back to where the visitor was; no venue content in between.
  await page.waitForURL(pathIs('/login'));
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(urls.area('expo-hall'));
  await expect(loginCard(page)).toBeVisible();
  await expect(page.getByTestId('area-background')).toHaveCount(0);
  expect(await storedToken(page)).toBeUndefined();
  expect(sessionAnswers.length).toBeGreaterThan(0);
  expect(sessionAnswers.every((status) => status === 401)).toBe(true);

  // The server ended the session: its refresh cookie restores nothing any more.
  await context.addCookies([refreshCookie!]);
  expect((await page.request.post('/api/auth/refresh')).status()).toBe(401);
});

test('the guest of another tab cannot restore the session from the cookie either', async ({
  page,
  context,
  request,
}) => {
  await setLoginConfiguration(request, ANONYMOUS_LOGIN);
  await page.goto(urls.area(DEFAULT_AREA));
  await expectArea(page, DEFAULT_AREA);
  await navigationIdle(page);
  await setLoginConfiguration(request, EMAIL_PASSWORD_LOGIN);

  const tab = await context.newPage();
  const refreshAnswers: number[] = [];
  tab.on('response', (response) => {
    if (pathIs('/api/auth/refresh')(new URL(response.url()))) refreshAnswers.push(response.status());
  });
  await tab.goto(`/v/${ARCH}/area/auditorium`);
  await tab.waitForURL(pathIs('/login'));
  expect(new URL(tab.url()).searchParams.get('redirect')).toBe(urls.area('auditorium'));
  await expect(loginCard(tab)).toBeVisible();
  expect(await storedToken(tab)).toBeUndefined();
  expect(refreshAnswers.every((status) => status === 401)).toBe(true);
  // The guest's refresh cookie, still in the browser, restores nothing.
  expect((await tab.request.post('/api/auth/refresh')).status()).toBe(401);
});
