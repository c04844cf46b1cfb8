import { areaName, liveVenue, type VenueJson, visibleAreaIds } from './support/api';
import {
  chooseEmailOption,
  fullyShown,
  loginViaUi,
  navigationIdle,
  storedToken,
  useAttendeeSession,
} from './support/auth';
import { ATTENDEE, DEFAULT_AREA, pathIs, startsWith, urls, VIEWPORTS } from './support/env';
import { saveScreen } from './support/screens';
import { expect, type Page, test } from './support/test';

// Spec §2.3 (layout and shell) and §2.5 (legal pages).

let venue: VenueJson;
test.beforeEach(async ({ request }) => {
  venue ??= await liveVenue(request);
});

const lobby = urls.area(DEFAULT_AREA);
const visibleAreaNames = () => visibleAreaIds(venue).map((id) => areaName(venue, id));

function hiddenAreaName() {
  const visible = new Set(visibleAreaIds(venue));
  const hidden = venue.architectures[0]!.areas.find((area) => !visible.has(area.id));
  expect(hidden, 'the demo venue has an area hidden from the floor plan').toBeDefined();
  return areaName(venue, hidden!.id);
}

const backgroundOf = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

function rgb(colour: string): number[] {
  return (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
}

test.describe('desktop shell', () => {
  test.use({ viewport: VIEWPORTS.desktop });
  test.beforeEach(async ({ page, request }) => {
    await useAttendeeSession(page, request);
  });

  test('header: home logo link, language selector, avatar with initials', async ({ page }) => {
    await page.goto(urls.area('auditorium'));
    await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, 'auditorium'));
    const header = page.getByTestId('desktop-header');
    await expect(header).toBeVisible();
    await expect(page.getByTestId('mobile-header')).toHaveCount(0);
    await expect(page.getByTestId('mobile-indicator')).toHaveCount(0);

    await expect(header.getByTestId('language-selector')).toBeVisible();
    const avatar = header.getByTestId('avatar-button');
    await expect(avatar).toHaveText('AA');
    await expect(avatar).toHaveAccessibleName(`Account menu of ${ATTENDEE.name}`);

    const home = header.getByTestId('home-link');
    await expect(home).toHaveAttribute('href', lobby);
    await home.click();
    await page.waitForURL(pathIs(lobby));
    await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, DEFAULT_AREA));
    await saveScreen(page, 'area-desktop');
  });

  test('avatar menu: profile, privacy preferences, appearance, logout', async ({ page }) => {
    await page.goto(lobby);
    await page.getByTestId('avatar-button').click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(['My profile', 'Privacy preferences', 'Log out']);
    await expect(menu.getByRole('menuitemradio')).toHaveText(['Dark', 'Light', 'As on my device']);
    await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('avatar-button')).toHaveAttribute('aria-expanded', 'true');
    await fullyShown(page.locator('#account-menu .MuiPaper-root'));
    await saveScreen(page, 'avatar-menu-desktop');

    await menu.getByRole('menuitem', { name: 'My profile' }).click();
    const profile = page.getByRole('dialog', { name: 'My profile' });
    await expect(profile).toContainText(ATTENDEE.name);
    await expect(profile).toContainText(ATTENDEE.email);
    await profile.getByRole('button', { name: 'Close' }).click();
    await expect(profile).toBeHidden();

    await page.getByTestId('avatar-button').click();
    await page.getByTestId('logout').click();
    await page.waitForURL(pathIs('/login'));
    await expect(page.getByTestId('login-card')).toBeVisible();
    await expect(page.getByTestId('avatar-button')).toHaveCount(0);
    expect(await storedToken(page)).toBeUndefined();

    // The session is really gone: the venue asks for a login again.
    await page.goto(lobby);
    await page.waitForURL(pathIs('/login'));
  });

  test('footer: visible areas, legal links and privacy preferences', async ({ page }) => {
    await page.goto(lobby);
    const footer = page.getByTestId('footer');
    await expect(footer).toBeVisible();
    const areaLinks = footer.getByRole('navigation', { name: 'Areas' }).getByRole('link');
    await expect(areaLinks).toHaveText(visibleAreaNames().map(startsWith));
    await expect(footer.getByRole('link', { name: hiddenAreaName() })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', urls.imprint);
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      urls.privacyPolicy,
    );
    await expect(footer.getByRole('button', { name: 'Privacy preferences' })).toBeVisible();

    await areaLinks.filter({ hasText: areaName(venue, 'expo-hall') }).click();
    await page.waitForURL(pathIs(urls.area('expo-hall')));
    await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, 'expo-hall'));
  });

  test('theme: dark by default, light from the avatar menu, kept after a reload', async ({ page }) => {
    await page.goto(lobby);
    await expect(page.getByTestId('area-name')).toBeVisible();
    // The venue's background colour (spec §9: #000A33).
    expect(rgb(await backgroundOf(page))).toEqual([0, 10, 51]);

    await page.getByTestId('avatar-button').click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
    await expect.poll(async () => Math.min(...rgb(await backgroundOf(page)))).toBeGreaterThan(200);
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.getByTestId('area-name')).toBeVisible();
    await expect.poll(async () => Math.min(...rgb(await backgroundOf(page)))).toBeGreaterThan(200);
    await saveScreen(page, 'area-desktop-light');
  });

  test('a legal page opened directly returns to the default area', async ({ page }) => {
    await page.goto(urls.privacyPolicy);
    await expect(page.getByTestId('legal-text')).toContainText('Privacy notice');
    await expect(page.getByRole('link', { name: 'Return to the venue' })).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: 'Return to the venue' }).click();
    await page.waitForURL(pathIs(lobby));
    await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, DEFAULT_AREA));
  });
});

test.describe('mobile shell', () => {
  test.use({ viewport: VIEWPORTS.mobile });
  test.beforeEach(async ({ page, request }) => {
    await useAttendeeSession(page, request);
  });

  test('no footer, a dismissible mobile indicator', async ({ page }) => {
    await page.goto(lobby);
    await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, DEFAULT_AREA));
    await expect(page.getByTestId('mobile-header')).toBeVisible();
    await expect(page.getByTestId('desktop-header')).toHaveCount(0);
    await expect(page.getByTestId('footer')).toHaveCount(0);
    // Dark by default on small screens too.
    expect(rgb(await backgroundOf(page))).toEqual([0, 10, 51]);

    const indicator = page.getByTestId('mobile-indicator');
    await expect(indicator).toBeVisible();
    await expect(indicator.getByRole('heading')).toHaveText('Made for bigger screens');
    await expect(page.getByTestId('rotate-hint')).toBeVisible();
    await saveScreen(page, 'area-mobile');
    await indicator.getByRole('button', { name: 'Got it' }).click();
    await expect(indicator).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('area-name')).toBeVisible();
    await expect(page.getByTestId('mobile-indicator')).toHaveCount(0);
  });

  test('drawer: on the right with user summary, languages, links, visible areas and logout', async ({
    page,
  }) => {
    await page.goto(lobby);
    await expect(page.getByTestId('area-name')).toBeVisible();
    await page.getByTestId('drawer-toggle').click();
    const drawer = page.locator('#app-drawer');
    await expect(drawer).toBeVisible();
    await expect(page.getByTestId('drawer-toggle')).toHaveAttribute('aria-expanded', 'true');

    // Slides in from the right edge.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box && Math.round(box.x + box.width);
      })
      .toBe(VIEWPORTS.mobile.width);
    expect((await drawer.boundingBox())!.x).toBeGreaterThan(0);

    await expect(drawer).toContainText(ATTENDEE.name);
    await expect(drawer).toContainText(ATTENDEE.email);
    await expect(drawer.getByText('AA', { exact: true })).toBeVisible();
    await expect(drawer.getByTestId('language-selector')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'My profile' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Privacy preferences' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', urls.imprint);
    await expect(drawer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      urls.privacyPolicy,
    );
    const areaLinks = drawer.getByRole('link').filter({ hasNotText: /^(Imprint|Privacy policy)$/ });
    await expect(areaLinks).toHaveText(visibleAreaNames().map(startsWith));
    await expect(drawer.getByRole('link', { name: hiddenAreaName() })).toHaveCount(0);
    await saveScreen(page, 'drawer-mobile');

    // An area link navigates and closes the drawer.
    await drawer.getByRole('link', { name: areaName(venue, 'lounge') }).click();
    await page.waitForURL(pathIs(urls.area('lounge')));
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, 'lounge'));

    // Logout from the drawer.
    await page.getByTestId('drawer-toggle').click();
    await drawer.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(pathIs('/login'));
    await expect(page.getByTestId('login-card')).toBeVisible();
    expect(await storedToken(page)).toBeUndefined();
  });
});

for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  test.describe(`legal pages (${viewport})`, () => {
    test.use({ viewport: size });
    test.beforeEach(async ({ page, request }) => {
      await useAttendeeSession(page, request);
    });

    async function openLegalLink(page: Page, name: string) {
      if (viewport === 'desktop') {
        await page.getByTestId('footer').getByRole('link', { name }).click();
      } else {
        await page.getByTestId('drawer-toggle').click();
        await page.locator('#app-drawer').getByRole('link', { name }).click();
      }
    }

    test('imprint and privacy policy text; "Return to the venue" goes to the last visited area', async ({
      page,
    }) => {
      await page.goto(urls.area('expo-hall'));
      await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, 'expo-hall'));

      await openLegalLink(page, 'Imprint');
      await page.waitForURL(pathIs(urls.imprint));
      await expect(page.getByRole('heading', { name: 'Imprint', level: 1 })).toBeAttached();
      await expect(page.getByTestId('legal-text')).toContainText('Atrium Events Ltd., 1 Atrium Square');

      await openLegalLink(page, 'Privacy policy');
      await page.waitForURL(pathIs(urls.privacyPolicy));
      await expect(page.getByTestId('legal-text')).toContainText('We process your name');

      await page.getByRole('link', { name: 'Return to the venue' }).click();
      await page.waitForURL(pathIs(urls.area('expo-hall')));
      await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, 'expo-hall'));
    });
  });
}

for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  test.describe(`login screen (${viewport})`, () => {
    test.use({ viewport: size });

    test('a light login card on the dark page, header with language selector', async ({ page }) => {
      await page.goto('/login');
      const card = page.getByTestId('login-card');
      await expect(card).toBeVisible();
      await navigationIdle(page);
      expect(rgb(await card.evaluate((el) => getComputedStyle(el).backgroundColor))).toEqual([255, 255, 255]);
      expect(rgb(await backgroundOf(page))).toEqual([0, 10, 51]);
      // More than one language: the header stays, also on small screens (spec §2.3).
      await expect(
        page.getByTestId(viewport === 'desktop' ? 'desktop-header' : 'mobile-header'),
      ).toBeVisible();
      await chooseEmailOption(page);
      await expect(card.locator('button[type=submit]')).toBeDisabled();
      await saveScreen(page, `login-${viewport}`);
      if (viewport === 'desktop') {
        await expect(page.getByTestId('desktop-header').getByTestId('language-selector')).toBeVisible();
      } else {
        // Logged out, the drawer holds the language selection, nothing personal.
        await page.getByTestId('drawer-toggle').click();
        const drawer = page.locator('#app-drawer');
        await expect(drawer.getByTestId('language-selector')).toBeVisible();
        await expect(drawer.getByRole('button', { name: 'My profile' })).toHaveCount(0);
        await expect(drawer.getByRole('button', { name: 'Log out' })).toHaveCount(0);
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
      }

      await loginViaUi(page);
      await page.waitForURL(pathIs(lobby));
    });
  });
}
