import {
  areaName,
  attendeeToken,
  ensurePublished,
  liveVenue,
  previewVenue,
  publishVenue,
  stageVenue,
  unpublishVenue,
  type VenueJson,
} from './support/api';
import { fullyShown, navigationIdle, SESSION_KEY, storedToken, useAttendeeSession } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ATTENDEE, DEFAULT_AREA, pathIs, urls, VIEWPORTS } from './support/env';
import { saveScreen } from './support/screens';
import { expect, laneOf, type Page, test } from './support/test';

// axe on every screen, with every rule of WCAG 2.2 A and AA (serious and critical violations fail),
// on the demo venue and on one without a logo image; and keyboard-only use.

let venue: VenueJson;
test.beforeEach(async ({ request }) => {
  venue ??= await liveVenue(request);
});

const lobby = urls.area(DEFAULT_AREA);

for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  test.describe(`axe (${viewport})`, () => {
    test.use({ viewport: size });

    test('login, area, legal pages, meeting and menus', async ({ page, request }, testInfo) => {
      const check = async (screen: string) => {
        await navigationIdle(page);
        await test.step(`axe: ${screen}`, () =>
          expectNoSeriousA11yViolations(page, `${screen} (${viewport})`, testInfo));
      };

      await page.goto(lobby);
      await page.waitForURL(pathIs('/login'));
      await expect(page.getByTestId('login-card')).toBeVisible();
      await check('login');

      // Logged in from here on (the token is stored by the login form).
      const token = await attendeeToken(request);
      await page.evaluate(
        ({ key, accessToken }) =>
          sessionStorage.setItem(key, JSON.stringify({ state: { accessToken }, version: 0 })),
        { key: SESSION_KEY, accessToken: token },
      );

      await page.goto(lobby);
      await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, DEFAULT_AREA));
      await check('area');
      if (viewport === 'mobile') {
        // The note for small screens is a landmark of its own, so no content is outside landmarks.
        await expect(page.getByRole('region', { name: 'Made for bigger screens' })).toBeVisible();
      }

      await page.goto(urls.imprint);
      await expect(page.getByTestId('legal-text')).toBeVisible();
      await check('imprint');

      await page.goto(urls.privacyPolicy);
      await expect(page.getByTestId('legal-text')).toBeVisible();
      await check('privacy policy');

      await page.goto(urls.meeting('auditorium', 'keynote', 'keynote-live'));
      await expect(page.getByTestId('meeting-page')).toBeVisible();
      await check('meeting');

      await page.goto(lobby);
      await expect(page.getByTestId('area-name')).toBeVisible();
      if (viewport === 'desktop') {
        await page.getByTestId('avatar-button').click();
        await fullyShown(page.locator('#account-menu .MuiPaper-root'));
        await check('avatar menu');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toBeHidden();
      } else {
        await page.getByTestId('drawer-toggle').click();
        await expect(page.locator('#app-drawer')).toBeVisible();
        await check('drawer');
        await page.keyboard.press('Escape');
        await expect(page.locator('#app-drawer')).toBeHidden();
      }

      if (viewport === 'desktop') {
        await page.getByTestId('avatar-button').click();
        await page.getByRole('menuitem', { name: 'My profile' }).click();
      } else {
        await page.getByTestId('drawer-toggle').click();
        await page.locator('#app-drawer').getByRole('button', { name: 'My profile' }).click();
      }
      await fullyShown(page.getByRole('dialog', { name: 'My profile' }));
      // Let the menu or drawer finish closing, axe would see it half transparent.
      await expect(page.locator('#account-menu')).toHaveCount(0);
      await expect(page.locator('#app-drawer')).toBeHidden();
      await check('profile dialog');
    });

    test('error dialog and "Cannot load venue"', async ({ page, request }, testInfo) => {
      await useAttendeeSession(page, request);
      // The profile of the session is gone (404): an error dialog, and the session ends (spec §4).
      await page.route('**/api/userInfo', (route) =>
        route.fulfill({ status: 404, json: { error: 'user.not_found', errMsg: 'No such user.' } }),
      );
      await page.goto(lobby);
      const dialog = page.getByRole('dialog', { name: 'Error' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Your session has expired. Please log in again.');
      await page.waitForURL(pathIs('/login'));
      expect(await storedToken(page)).toBeUndefined();
      await expectNoSeriousA11yViolations(page, `error dialog (${viewport})`, testInfo);
      await dialog.getByRole('button', { name: 'Dismiss' }).click();
      await expect(dialog).toBeHidden();

      await page.unroute('**/api/userInfo');
      // A failing venue request (a 404 is not retried, so this is quick).
      await page.route('**/api/ui/venue*', (route) =>
        route.fulfill({ status: 404, json: { error: 'venue.not_found', errMsg: 'No such venue.' } }),
      );
      await page.goto(urls.area('auditorium'));
      await expect(page.getByTestId('guard-error')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `cannot load venue (${viewport})`, testInfo);
    });

    test('a venue without a logo image: the home link is named by its visible text', async ({
      page,
      request,
    }, testInfo) => {
      const demo = await previewVenue(request);
      const withoutLogo = structuredClone(demo) as VenueJson & {
        architectures: { style: { logoAssetId?: string } }[];
      };
      delete withoutLogo.architectures[0]!.style.logoAssetId;
      try {
        await stageVenue(request, withoutLogo);
        await publishVenue(request);

        await page.goto(lobby);
        await page.waitForURL(pathIs('/login'));
        await expect(page.getByTestId('login-card')).toBeVisible();
        await navigationIdle(page);
        await expectNoSeriousA11yViolations(page, `login without logo (${viewport})`, testInfo);

        const token = await attendeeToken(request);
        await page.evaluate(
          ({ key, accessToken }) =>
            sessionStorage.setItem(key, JSON.stringify({ state: { accessToken }, version: 0 })),
          { key: SESSION_KEY, accessToken: token },
        );
        await page.goto(lobby);
        await expect(page.getByTestId('area-name')).toBeVisible();
        await navigationIdle(page);
        const home = page.getByTestId('home-link');
        await expect(home.locator('img')).toHaveCount(0);
        // WCAG 2.5.3: the name begins with what is seen, then says where the link goes.
        await expect(home).toContainText('Atrium');
        await expect(home).toHaveAccessibleName(/^Atrium\W.*start area/i);
        await expectNoSeriousA11yViolations(page, `area without logo (${viewport})`, testInfo);
      } finally {
        await stageVenue(request, demo);
        await publishVenue(request);
      }
    });

    test('work-in-progress page', async ({ page, request }, testInfo) => {
      try {
        await unpublishVenue(request);
        await page.goto('/work-in-progress');
        await expect(page.getByTestId('work-in-progress')).toBeVisible();
        await navigationIdle(page);
        await expect(page.getByTestId('desktop-header')).toHaveCount(0);
        await expect(page.getByTestId('mobile-header')).toHaveCount(0);
        await saveScreen(page, `wip-${viewport}`);
        await expectNoSeriousA11yViolations(page, `work in progress (${viewport})`, testInfo);
      } finally {
        await publishVenue(request);
      }
    });
  });
}

test.afterAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: laneOf(testInfo).origin });
  await ensurePublished(request);
  await request.dispose();
});

async function tabUntil(page: Page, isTarget: () => Promise<boolean>, key = 'Tab', max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await isTarget()) return;
  }
  throw new Error('the target was not reached with Tab');
}

test.describe('keyboard (desktop)', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('the login form can be filled and submitted with the keyboard', async ({ page }) => {
    await page.goto(lobby);
    await page.waitForURL(pathIs('/login'));
    await expect(page.getByTestId('login-card')).toBeVisible();
    const emailOption = page.getByTestId('login-options').getByRole('button', { name: 'Email and password' });
    if (await emailOption.isVisible()) {
      await tabUntil(page, () => emailOption.evaluate((el) => el === document.activeElement));
      await page.keyboard.press('Enter');
    }
    const email = page.locator('input[name=email]');
    await tabUntil(page, () => email.evaluate((el) => el === document.activeElement));
    await page.keyboard.type(ATTENDEE.email);
    await page.keyboard.press('Tab');
    await expect(page.locator('input[name=password]')).toBeFocused();
    await page.keyboard.type(ATTENDEE.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(pathIs(lobby));
    await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, DEFAULT_AREA));
  });

  test('skip link, language selector and avatar menu with Tab, Enter, arrows and Escape', async ({
    page,
    request,
  }) => {
    await useAttendeeSession(page, request);
    await page.goto(lobby);
    await expect(page.getByTestId('area-name')).toBeVisible();
    await navigationIdle(page);

    // The first Tab reaches the skip link, which moves the focus to the main content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();

    // The language selector: back from the main content into the header with Shift+Tab, changed
    // with the arrow keys.
    const language = page.getByTestId('desktop-header').getByTestId('language-selector');
    const control = language.locator('select, [role=combobox]').first();
    await tabUntil(page, () => control.evaluate((el) => el === document.activeElement), 'Shift+Tab');
    if ((await control.evaluate((el) => el.tagName)) === 'SELECT') {
      await page.keyboard.press('ArrowDown');
    } else {
      await page.keyboard.press('Enter');
      await expect(page.getByRole('listbox')).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
    }
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, DEFAULT_AREA, 'de'));
    if ((await control.evaluate((el) => el.tagName)) === 'SELECT') await page.keyboard.press('ArrowUp');
    else {
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
    }
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // The avatar menu: Tab to the avatar, Enter opens it with the focus inside, Home and End
    // reach the first and last items, Escape closes it and gives the focus back.
    const avatar = page.getByTestId('avatar-button');
    await tabUntil(page, () => avatar.evaluate((el) => el === document.activeElement));
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Home');
    await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(avatar).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByTestId('logout')).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(pathIs('/login'));
    expect(await storedToken(page)).toBeUndefined();
  });
});

test.describe('keyboard (mobile)', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('the drawer opens with Enter, its links are reachable, Escape closes it', async ({
    page,
    request,
  }) => {
    await useAttendeeSession(page, request);
    await page.goto(lobby);
    await expect(page.getByTestId('area-name')).toBeVisible();
    await navigationIdle(page);

    const toggle = page.getByTestId('drawer-toggle');
    await tabUntil(page, () => toggle.evaluate((el) => el === document.activeElement));
    await page.keyboard.press('Enter');
    const drawer = page.locator('#app-drawer');
    await expect(drawer).toBeVisible();
    // Focus moves into the drawer.
    await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    const lounge = drawer.getByRole('link', { name: areaName(venue, 'lounge') });
    await tabUntil(page, () => lounge.evaluate((el) => el === document.activeElement));
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await tabUntil(page, () => lounge.evaluate((el) => el === document.activeElement));
    await page.keyboard.press('Enter');
    await page.waitForURL(pathIs(urls.area('lounge')));
    await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, 'lounge'));
  });
});
