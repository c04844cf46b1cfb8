import { previewVenue, publishVenue, stageVenue, type VenueJson } from './support/api';
import { fullyShown, navigationIdle, useAttendeeSession } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ARCH, ATTENDEE, pathIs, urls } from './support/env';
import { saveScreen } from './support/screens';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  laneOf,
  type Page,
  type Request,
  test,
} from './support/test';

// Spec §2.6 (cookie banner), §2.7 (blocked-content notice), §4 (cookie consent, blocked notice,
// analytics tracking), §6 (log capture), §7 (capture calls, analytics tracker), §9 (constants).

type BannerType = 'NONE' | 'SIMPLE' | 'DETAILED';
type ConsentArchitecture = {
  cookieBannerConfig?: { type: BannerType };
  cookieProviders: { id: string; type: 'TECHNICALLY_REQUIRED' | 'EXTERNAL_MEDIA' }[];
};
type ConsentVenue = VenueJson & { architectures: ConsentArchitecture[] };

const PROVIDERS = ['venue-session', 'whereby', 'vimeo', 'vimeo-live'];
const auditorium = urls.area('auditorium');
const lobby = urls.area('lobby');

// Every test here starts as a first visit: no cookie choice stored.
test.use({ cookiesAccepted: false });

const bannerRoot = (page: Page) => page.getByTestId('cookie-banner');
const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookies and privacy' });
const snackbar = (page: Page) => page.getByTestId('blocked-content-snackbar');
const hotspot = (page: Page, widgetId: string) =>
  page.locator(`[data-testid=hotspot][data-widget-id="${widgetId}"]`);
const gateNotice = (scope: Page | Locator, widgetType: string) =>
  scope.locator(`[data-testid=consent-notice][data-widget-type=${widgetType}]`);

/** No provider on the internet is reached: their players and rooms answer with a stand-in page. */
async function standInProviders(context: BrowserContext) {
  await context.route(/^https:\/\/(player\.vimeo\.com|example\.whereby\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Stand-in</title>' }),
  );
}

/** Stores cookie choices once per tab, before the app runs (a returning visitor). */
async function storedChoices(page: Page, choices: Record<string, boolean>) {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('e2e:choices')) return;
    sessionStorage.setItem('e2e:choices', '1');
    for (const [id, accepted] of entries) localStorage.setItem(`cookies:${id}`, String(accepted));
  }, Object.entries(choices));
}

const allAccepted = Object.fromEntries(PROVIDERS.map((id) => [id, true]));

/** The JSON bodies of the POSTs to `path`, as the page sends them. */
function recordPosts(page: Page, path: string) {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return bodies;
}

const stored = (page: Page) =>
  page.evaluate(
    (ids) => Object.fromEntries(ids.map((id) => [id, localStorage.getItem(`cookies:${id}`)])),
    PROVIDERS,
  );

/** Marks the document, so a test can tell that the page was not reloaded since. */
/** Saved without external media: only the essential provider is accepted, the rest is blocked. */
async function expectOnlyEssentialAccepted(page: Page) {
  await expect(page.getByTestId('background-video')).toHaveCount(0);
  await expect(gateNotice(page, 'BACKGROUND_VIDEO')).toContainText('Vimeo');
  expect(await stored(page)).toEqual({
    'venue-session': 'true',
    whereby: 'false',
    vimeo: 'false',
    'vimeo-live': 'false',
  });
  const notice = snackbar(page);
  await expect(notice.getByRole('listitem')).toHaveText(['Meeting: Whereby', 'Background video: Vimeo']);
  return notice;
}

/** A venue that asks nothing: no privacy-preferences entry in footer or avatar menu; the meeting loads. */
async function expectNoConsentManagement(page: Page) {
  await expect(page.getByTestId('footer').getByRole('button', { name: 'Privacy preferences' })).toHaveCount(
    0,
  );
  await page.getByTestId('avatar-button').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'My profile' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Privacy preferences' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await hotspot(page, 'keynote').click();
  await expect(page.getByTestId('meeting-widget')).toBeVisible();
}

const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => 'e2eSameDocument' in window);

/** Stages and publishes `venue` changed by `change` (a copy: `venue` itself is left as it is). */
async function publishChanged(
  request: APIRequestContext,
  venue: ConsentVenue,
  change: (architecture: ConsentArchitecture) => void,
) {
  const changed = structuredClone(venue);
  change(changed.architectures[0]!);
  await stageVenue(request, changed);
  await publishVenue(request);
}

async function openArea(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('area-name')).toBeVisible();
  await navigationIdle(page);
}

test.beforeEach(async ({ context }) => {
  await standInProviders(context);
});

test.describe('cookie consent', () => {
  test('DETAILED: the first visit asks; saving unblocks exactly the accepted providers, without a reload', async ({
    page,
    request,
  }, testInfo) => {
    await useAttendeeSession(page, request);
    const preferences = recordPosts(page, '/api/capture/cookiePreferences');
    await openArea(page, auditorium);

    const dialog = banner(page);
    await fullyShown(dialog);
    await expect(bannerRoot(page)).toHaveAttribute('data-banner-type', 'DETAILED');
    // Spec §9: 750 wide; the content scrolls between 20vh and 50vh (viewport 900 high).
    expect((await dialog.boundingBox())!.width).toBe(750);
    const content = dialog.locator('.MuiDialogContent-root');
    expect(await content.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('450px');
    expect(await content.evaluate((el) => getComputedStyle(el).minHeight)).toBe('180px');
    expect(await content.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
    // The banner's styling colours.
    expect(await dialog.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    expect(await dialog.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(26, 26, 26)');

    await expect(dialog.getByTestId('cookie-banner-text')).toContainText(
      'Atrium Summit embeds video meetings',
    );
    await expect(dialog.getByTestId('cookie-banner-tracking-text')).toContainText('Allow us to measure');
    await expect(dialog.getByTestId('language-selector')).toBeVisible();
    const essential = dialog.getByRole('checkbox', { name: 'Essential' });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Personalised tracking' })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'External media' })).not.toBeChecked();

    // The detailed list: every provider with its switch, group and attributes.
    const entries = dialog.getByTestId('cookie-provider');
    await expect(entries).toHaveCount(4);
    const required = dialog.getByRole('switch', { name: 'Atrium session' });
    await expect(required).toBeChecked();
    await expect(required).toBeDisabled();
    await dialog.getByTestId('required-switch').hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      'Technically required cookies cannot be switched off.',
    );
    const whereby = entries.filter({ has: page.getByRole('switch', { name: 'Whereby' }) });
    await expect(whereby).toContainText('GroupExternal media');
    await expect(whereby).toContainText('Video Communication Services AS, Norway');
    await expect(dialog.getByRole('switch', { name: 'Whereby' })).not.toBeChecked();

    // Inline notice: what is blocked in this area with the choices as they are now.
    const inline = dialog.getByTestId('inline-blocked-notice');
    await expect(inline.getByRole('listitem')).toHaveText(['Meeting: Whereby', 'Background video: Vimeo']);
    // Legal links open in a new tab; no cancel outside the legal pages; Escape does not close it.
    await expect(dialog.getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', urls.imprint);
    await expect(dialog.getByRole('link', { name: 'Imprint' })).toHaveAttribute('target', '_blank');
    await expect(dialog.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('target', '_blank');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await saveScreen(page, 'cookie-banner-detailed');
    await expectNoSeriousA11yViolations(page, 'cookie banner', testInfo);

    // Behind the banner, the video background waits for Vimeo.
    await expect(page.getByTestId('background-video')).toHaveCount(0);
    await expect(gateNotice(page, 'BACKGROUND_VIDEO')).toContainText('Vimeo');

    await dialog.getByRole('switch', { name: 'Vimeo', exact: true }).click();
    await expect(inline.getByRole('listitem')).toHaveText(['Meeting: Whereby']);
    await expect(dialog.getByRole('checkbox', { name: 'External media' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    await markDocument(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    // Exactly Vimeo plays now; Whereby stays blocked.
    await expect(page.getByTestId('background-video')).toHaveCount(1);
    await expect(gateNotice(page, 'BACKGROUND_VIDEO')).toHaveCount(0);
    expect(await stored(page)).toEqual({
      'venue-session': 'true',
      whereby: 'false',
      vimeo: 'true',
      'vimeo-live': 'false',
    });
    await expect.poll(() => preferences.length).toBe(1);
    expect(preferences[0]).toMatchObject({
      bannerType: 'DETAILED',
      cookiePreferences: [
        { id: 'venue-session', accepted: true },
        { id: 'whereby', accepted: false },
        { id: 'vimeo', accepted: true },
        { id: 'vimeo-live', accepted: false },
      ],
      trackingConsent: false,
      clientDetails: { clientUsername: ATTENDEE.email, clientVersion: '2.0.0', architectureId: ARCH },
    });

    // The snackbar names what is still blocked: on top, warning colour, no timeout.
    const notice = snackbar(page);
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('listitem')).toHaveText(['Meeting: Whereby']);
    await expect(notice.locator('.MuiAlert-root')).toHaveClass(/MuiAlert-filledWarning|colorWarning/);
    expect((await notice.boundingBox())!.y).toBeLessThan(100);
    // No timeout (spec §9: -1): still there well past the 6 s after which snackbars usually hide,
    // and neither Escape nor a click elsewhere closes it.
    await page.waitForTimeout(6_500);
    await page.keyboard.press('Escape');
    await page.getByTestId('footer').click({ position: { x: 2, y: 2 } });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('listitem')).toHaveText(['Meeting: Whereby']);
    await saveScreen(page, 'cookie-blocked-snackbar');

    // The blocked meeting shows the notice in its place; consent given, the room loads at once.
    await hotspot(page, 'keynote').click();
    const embedded = page.getByTestId('widget-embedded');
    const meetingNotice = gateNotice(embedded, 'MEETING');
    await expect(meetingNotice).toContainText('Meeting: Whereby');
    await expect(embedded.getByTestId('meeting-widget')).toHaveCount(0);
    await saveScreen(page, 'cookie-blocked-meeting');
    await meetingNotice.getByRole('button', { name: 'Privacy preferences' }).click();
    await expect(dialog).toBeVisible();
    // While the banner is open the snackbar steps back.
    await expect(notice).toHaveCount(0);
    await dialog.getByRole('switch', { name: 'Whereby' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(embedded.getByTestId('meeting-widget')).toBeVisible();
    await expect(meetingNotice).toHaveCount(0);
    // Nothing blocked any more: no snackbar.
    await expect(notice).toHaveCount(0);
    expect(await sameDocument(page)).toBe(true);
    await expect.poll(() => preferences.length).toBe(2);
  });

  test('revoking blocks the providers again; the snackbar closes and reopens the banner', async ({
    page,
    request,
  }) => {
    await useAttendeeSession(page, request);
    await storedChoices(page, allAccepted);
    await openArea(page, auditorium);
    await expect(page.getByTestId('background-video')).toHaveCount(1);
    await expect(banner(page)).toHaveCount(0);
    await expect(snackbar(page)).toHaveCount(0);

    await page.getByTestId('footer').getByRole('button', { name: 'Privacy preferences' }).click();
    const dialog = banner(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('inline-blocked-notice')).toHaveCount(0);
    const external = dialog.getByRole('checkbox', { name: 'External media' });
    await expect(external).toBeChecked();
    await markDocument(page);
    await external.uncheck();
    for (const name of ['Whereby', 'Vimeo', 'Vimeo Livestream']) {
      await expect(dialog.getByRole('switch', { name, exact: true })).not.toBeChecked();
    }
    await expect(dialog.getByTestId('inline-blocked-notice').getByRole('listitem')).toHaveText([
      'Meeting: Whereby',
      'Background video: Vimeo',
    ]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const notice = await expectOnlyEssentialAccepted(page);
    expect(await sameDocument(page)).toBe(true);

    // The close button hides it; a returning visit shows it again.
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('area-name')).toBeVisible();
    await expect(notice).toBeVisible();
    // It speaks of the current area: the lobby has no video background, only the global help desk.
    await page.getByTestId('footer').getByRole('link', { name: 'Lobby' }).click();
    await page.waitForURL(pathIs(lobby));
    await expect(page.getByTestId('area-name')).toBeVisible();
    await expect(notice.getByRole('listitem')).toHaveText(['Meeting: Whereby']);
    await page.goBack();
    await expect(notice.getByRole('listitem')).toHaveText(['Meeting: Whereby', 'Background video: Vimeo']);

    // Its link reopens the banner, where "accept all" lets everything in again.
    await notice.getByRole('button', { name: 'Privacy preferences' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Accept all' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('background-video')).toHaveCount(1);
    await expect(notice).toHaveCount(0);
  });

  test('analytics events carry no user id without tracking consent', async ({ page, request }) => {
    await useAttendeeSession(page, request);
    const events = recordPosts(page, '/api/capture/analytics');
    const viewOf = (areaId: string) => events.filter((e) => e.action === 'view' && e.areaId === areaId);
    await openArea(page, lobby);
    const dialog = banner(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await page.getByTestId('footer').getByRole('link', { name: 'Expo hall' }).click();
    await expect.poll(() => viewOf('expo-hall').length).toBe(1);
    const visitorId = await page.evaluate(() => localStorage.getItem('tracking:visitor-id'));
    expect(visitorId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    for (const event of events) {
      expect(event).toMatchObject({ architectureId: ARCH, visitorId, personalized: false });
      expect(Object.keys(event)).not.toContain('userId');
      expect(JSON.stringify(event)).not.toContain(ATTENDEE.email);
    }
    expect(viewOf('expo-hall')[0]).toMatchObject({ category: 'area', name: `${ARCH} / Expo hall` });

    // Consent given: personalized (the server attaches the user id of the token, never the body).
    await page.getByTestId('avatar-button').click();
    await page.getByRole('menuitem', { name: 'Privacy preferences' }).click();
    await dialog.getByRole('checkbox', { name: 'Personalised tracking' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('footer').getByRole('link', { name: 'Networking lounge' }).click();
    await expect.poll(() => viewOf('lounge').length).toBe(1);
    expect(viewOf('lounge')[0]).toMatchObject({ personalized: true, visitorId });
    expect(Object.keys(viewOf('lounge')[0]!)).not.toContain('userId');

    // Revoked: off again at once.
    await page.getByTestId('footer').getByRole('button', { name: 'Privacy preferences' }).click();
    await dialog.getByRole('checkbox', { name: 'Personalised tracking' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('footer').getByRole('link', { name: 'Lobby' }).click();
    await expect.poll(() => viewOf('lobby').length).toBe(2);
    expect(viewOf('lobby')[1]).toMatchObject({ personalized: false, visitorId });
  });

  test('front-end logs go to the server only when logged in; otherwise to the console', async ({
    page,
    request,
  }) => {
    const logs = recordPosts(page, '/api/capture/log');
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(message.text()));
    // The cookie-preferences event cannot be recorded: that failure is logged.
    await page.route('**/api/capture/cookiePreferences', (route) => route.abort());

    // Logged out (a legal page is open to everyone): the console.
    await page.goto(`${urls.imprint}#privacy-preferences`);
    await banner(page).getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => consoleLines.some((line) => line.includes('Could not record the cookie preferences')))
      .toBe(true);
    expect(logs).toHaveLength(0);

    // Logged in with a token: the server.
    await useAttendeeSession(page, request);
    await page.goto(`${auditorium}#privacy-preferences`);
    await expect(page.getByTestId('area-name')).toBeVisible();
    const sent = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/capture/log' && response.status() === 201,
    );
    await banner(page).getByRole('button', { name: 'Save' }).click();
    await sent;
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      messageDetails: { message: 'Could not record the cookie preferences' },
      loglevel: 'WARN',
      logCategory: 'consent',
      messageOrigin: 'UI',
      clientDetails: { clientUsername: ATTENDEE.email, clientVersion: '2.0.0', architectureId: ARCH },
    });
  });

  test('legal pages: no banner unless opened; cancel and a click outside close it', async ({ page }) => {
    const preferences = recordPosts(page, '/api/capture/cookiePreferences');
    await page.goto(urls.imprint);
    await expect(page.getByTestId('legal-text')).toBeVisible();
    await navigationIdle(page);
    await expect(banner(page)).toHaveCount(0);

    const open = () =>
      page.getByTestId('footer').getByRole('button', { name: 'Privacy preferences' }).click();
    await open();
    const dialog = banner(page);
    await fullyShown(dialog);
    await saveScreen(page, 'cookie-banner-legal-page');
    await page.mouse.click(10, 450);
    await expect(dialog).toBeHidden();

    await open();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(preferences).toHaveLength(0);

    // Opened through the address: a logged-out visitor's save is recorded as ANONYM.
    await page.goto(`${urls.privacyPolicy}#privacy-preferences`);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Accept all' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => preferences.length).toBe(1);
    expect(preferences[0]).toMatchObject({
      bannerType: 'DETAILED',
      trackingConsent: true,
      clientDetails: { clientUsername: 'ANONYM', clientVersion: '2.0.0' },
    });
    expect(await stored(page)).toEqual(Object.fromEntries(PROVIDERS.map((id) => [id, 'true'])));
  });

  test('every entry point opens the banner: footer, avatar menu, #privacy-preferences', async ({
    page,
    request,
  }) => {
    await useAttendeeSession(page, request);
    await storedChoices(page, allAccepted);
    await openArea(page, lobby);
    const dialog = banner(page);
    await expect(dialog).toHaveCount(0);
    const saveAndClose = async () => {
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
    };

    await page.getByTestId('footer').getByRole('button', { name: 'Privacy preferences' }).click();
    await saveAndClose();
    await page.getByTestId('avatar-button').click();
    await page.getByRole('menuitem', { name: 'Privacy preferences' }).click();
    await saveAndClose();
    await page.goto(`${lobby}#privacy-preferences`);
    await expect(page.getByTestId('area-name')).toBeVisible();
    await saveAndClose();
  });

  test('mobile: the drawer opens the banner, which fits the screen', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useAttendeeSession(page, request);
    await storedChoices(page, allAccepted);
    await openArea(page, lobby);
    await page.getByTestId('drawer-toggle').click();
    await page.locator('#app-drawer').getByRole('button', { name: 'Privacy preferences' }).click();
    const dialog = banner(page);
    await fullyShown(dialog);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await saveScreen(page, 'cookie-banner-mobile');
    await dialog.getByRole('button', { name: 'Accept all' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a configured tracker: loaded with retries and set up as spec §7 says', async ({ page, request }) => {
    const base = new URL('/stats/', laneOf(test.info()).origin).href;
    await page.route('**/ui-config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, analytics: { trackerUrl: base } } });
    });
    // A stand-in tracker on our own origin: it records every call made to it.
    const fakeTracker = `
      window.e2eTracker = [];
      const tracker = new Proxy({}, {
        get: (_, name) => name === 'then' ? undefined
          : name === 'getVisitorId' ? () => 'feedfeedfeedfeed'
          : (...args) => { window.e2eTracker.push([name, ...args]); },
      });
      window.Matomo = { getTracker: (...args) => { window.e2eTracker.push(['getTracker', ...args]); return tracker; } };`;
    let scriptRequests = 0;
    await page.route('**/stats/matomo.js', async (route) => {
      if (route.request().resourceType() === 'script') scriptRequests += 1;
      // The first load fails: it is tried again after 1 s.
      if (route.request().resourceType() === 'script' && scriptRequests === 1) {
        await route.fulfill({ status: 503, body: 'unavailable' });
      } else {
        await route.fulfill({ contentType: 'text/javascript', body: fakeTracker });
      }
    });
    await useAttendeeSession(page, request);
    await storedChoices(page, allAccepted);
    await openArea(page, lobby);

    const calls = () =>
      page.evaluate(() => (window as unknown as { e2eTracker?: unknown[][] }).e2eTracker ?? []);
    await expect.poll(async () => (await calls()).some(([name]) => name === 'trackPageView')).toBe(true);
    expect(scriptRequests).toBe(2);
    const visitorId = (await page.evaluate(() => localStorage.getItem('tracking:visitor-id')))!;
    const made = await calls();
    const setup = made.slice(0, 5);
    expect(setup).toEqual([
      ['getTracker', `${base}matomo.php`, 1],
      ['disableCookies'],
      ['setVisitorId', visitorId.replaceAll('-', '').slice(0, 16)],
      ['enableHeartBeatTimer', 15],
      ['enableLinkTracking', true],
    ]);
    const names = made.map(([name]) => name);
    expect(names).not.toContain('requireConsent');
    expect(names).not.toContain('requireCookieConsent');
    // No page view of the tracker's own at start: the first comes from the navigation.
    expect(names.indexOf('setCustomUrl')).toBeLessThan(names.indexOf('trackPageView'));
    expect(made).toContainEqual(['setCustomUrl', new URL(lobby, base).href]);

    // Widget events go to the tracker too.
    await hotspot(page, 'event-guide').click();
    await expect
      .poll(async () => (await calls()).filter(([name]) => name === 'trackEvent'))
      .toContainEqual(['trackEvent', 'widget', 'open', expect.stringContaining('Event guide')]);
  });
});

test.describe('consent levels', () => {
  let original: ConsentVenue;
  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: laneOf(testInfo).origin });
    original = (await previewVenue(request)) as ConsentVenue;
    await request.dispose();
  });
  test.afterAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: laneOf(testInfo).origin });
    await publishChanged(request, original, () => undefined);
    await request.dispose();
  });
  const setBannerType = (request: APIRequestContext, type: BannerType) =>
    publishChanged(request, original, (architecture) => {
      architecture.cookieBannerConfig!.type = type;
    });

  test('SIMPLE: checkboxes without a provider list; saving unblocks exactly what is accepted, revoking blocks it again', async ({
    page,
    request,
  }) => {
    await setBannerType(request, 'SIMPLE');
    await useAttendeeSession(page, request);
    await openArea(page, auditorium);
    const dialog = banner(page);
    await fullyShown(dialog);
    await expect(bannerRoot(page)).toHaveAttribute('data-banner-type', 'SIMPLE');
    await expect(dialog.getByTestId('cookie-provider')).toHaveCount(0);
    await expect(dialog.getByRole('checkbox', { name: 'Essential' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Personalised tracking' })).toBeVisible();
    const external = dialog.getByRole('checkbox', { name: 'External media' });
    await expect(external).not.toBeChecked();
    await expect(dialog.getByTestId('inline-blocked-notice').getByRole('listitem')).toHaveText([
      'Meeting: Whereby',
      'Background video: Vimeo',
    ]);
    await saveScreen(page, 'cookie-banner-simple');

    // Saved without external media: only the essential provider is accepted, the rest stays blocked.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const notice = await expectOnlyEssentialAccepted(page);

    // External media accepts every video and meeting provider.
    await notice.getByRole('button', { name: 'Privacy preferences' }).click();
    await expect(dialog).toBeVisible();
    await external.check();
    await expect(dialog.getByTestId('inline-blocked-notice')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('background-video')).toHaveCount(1);
    await expect(notice).toHaveCount(0);
    expect(await stored(page)).toEqual(Object.fromEntries(PROVIDERS.map((id) => [id, 'true'])));

    // Revoked from the footer: blocked again at once.
    await page.getByTestId('footer').getByRole('button', { name: 'Privacy preferences' }).click();
    await expect(external).toBeChecked();
    await external.uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('background-video')).toHaveCount(0);
    await expect(notice.getByRole('listitem')).toHaveText(['Meeting: Whereby', 'Background video: Vimeo']);
    expect((await stored(page)).vimeo).toBe('false');
  });

  test('NONE: no banner, nothing blocked, no privacy-preferences entry', async ({ page, request }) => {
    await setBannerType(request, 'NONE');
    await useAttendeeSession(page, request);
    await openArea(page, `${auditorium}#privacy-preferences`);
    await expect(page.getByTestId('background-video')).toHaveCount(1);
    await expect(banner(page)).toHaveCount(0);
    await expect(snackbar(page)).toHaveCount(0);
    await expectNoConsentManagement(page);
  });

  test('no banner configuration: nothing to ask, so treated as NONE — every provider accepted, no entry point', async ({
    page,
    request,
  }) => {
    await publishChanged(request, original, (architecture) => {
      delete architecture.cookieBannerConfig;
    });
    await useAttendeeSession(page, request);
    // Even choices refused earlier (under another configuration) block nothing now.
    await storedChoices(page, { whereby: false, vimeo: false });
    await openArea(page, `${auditorium}#privacy-preferences`);
    await expect(page.getByTestId('background-video')).toHaveCount(1);
    await expect(gateNotice(page, 'BACKGROUND_VIDEO')).toHaveCount(0);
    await expectNoConsentManagement(page);
    await expect(gateNotice(page, 'MEETING')).toHaveCount(0);
    // Long after the first paint: still no banner and no blocked-content snackbar.
    await expect(banner(page)).toHaveCount(0);
    await expect(snackbar(page)).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('drawer-toggle').click();
    const drawer = page.locator('#app-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Privacy preferences' })).toHaveCount(0);
  });

  test('the Essential checkbox needs a technically required provider, External media an external-media one', async ({
    page,
    request,
  }) => {
    await publishChanged(request, original, (architecture) => {
      for (const provider of architecture.cookieProviders) provider.type = 'EXTERNAL_MEDIA';
    });
    await useAttendeeSession(page, request);
    await openArea(page, lobby);
    const dialog = banner(page);
    await fullyShown(dialog);
    await expect(dialog.getByRole('checkbox', { name: 'External media' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Personalised tracking' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Essential' })).toHaveCount(0);
    // The session provider is an ordinary switch now.
    await expect(dialog.getByRole('switch', { name: 'Atrium session' })).toBeEnabled();

    await publishChanged(request, original, (architecture) => {
      for (const provider of architecture.cookieProviders) provider.type = 'TECHNICALLY_REQUIRED';
    });
    await page.reload();
    await expect(page.getByTestId('area-name')).toBeVisible();
    await fullyShown(dialog);
    await expect(dialog.getByRole('checkbox', { name: 'Essential' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Essential' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'External media' })).toHaveCount(0);
    for (const name of ['Atrium session', 'Whereby', 'Vimeo']) {
      await expect(dialog.getByRole('switch', { name, exact: true })).toBeDisabled();
    }
  });
});
