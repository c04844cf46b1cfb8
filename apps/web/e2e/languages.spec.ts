import { areaName, liveVenue, type VenueJson, visibleAreaIds } from './support/api';
import { chooseEmailOption, navigationIdle, useAttendeeSession } from './support/auth';
import { ATTENDEE, DEFAULT_AREA, escapeRegExp, pathIs, startsWith, urls, VIEWPORTS } from './support/env';
import { RAW_KEY, t } from './support/i18n';
import { expect, type Locator, type Page, test } from './support/test';

// Spec §5 (locale choice order), §9 (supported locales, full catalogues, en fallback), §2.3.

let venue: VenueJson;
test.beforeEach(async ({ request }) => {
  venue ??= await liveVenue(request);
});

const lobby = urls.area(DEFAULT_AREA);

async function chooseLanguage(page: Page, container: Locator, name: string) {
  const control = container.getByTestId('language-selector');
  const native = control.locator('select');
  if ((await native.count()) > 0) {
    await native.selectOption({ label: name });
  } else {
    await control.getByRole('combobox').click();
    await page.getByRole('option', { name, exact: true }).click();
  }
}

/** The language shown as chosen, whether the selector is native or a menu. */
async function chosenLanguage(page: Page) {
  const control = page.getByTestId('language-selector').first();
  const native = control.locator('select');
  if ((await native.count()) > 0)
    return native.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text);
  return control.getByRole('combobox').textContent();
}

/** Every visible shell text of the desktop layout in the given locale. */
async function expectDesktopIn(page: Page, locale: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, DEFAULT_AREA, locale));
  await expect(page.getByTestId('language-selector').locator('label')).toHaveText(t(locale, 'app.language'));
  // The visible logo or name first (WCAG 2.5.3), then the link's purpose in the page's language.
  const purpose = escapeRegExp(t(locale, 'app.homeLink'));
  await expect(page.getByTestId('home-link')).toHaveAccessibleName(new RegExp(`\\S ${purpose}$`));
  await expect(page.getByTestId('avatar-button')).toHaveAccessibleName(
    t(locale, 'header.accountMenu', { name: ATTENDEE.name }),
  );
  const footer = page.getByTestId('footer');
  await expect(footer.getByRole('link')).toHaveText([
    ...visibleAreaIds(venue).map((id) => startsWith(areaName(venue, id, locale))),
    t(locale, 'imprint'),
    t(locale, 'privacyPolicy'),
  ]);
  await expect(footer.getByRole('button')).toHaveText(t(locale, 'privacyPreferences'));
  await expect(page.locator('body')).not.toContainText(RAW_KEY);
}

test.describe('language selection (desktop)', () => {
  test.use({ viewport: VIEWPORTS.desktop });
  test.beforeEach(async ({ page, request }) => {
    await useAttendeeSession(page, request);
  });

  test('switching to German changes every visible text and survives a reload', async ({ page }) => {
    const germanLobby = areaName(venue, DEFAULT_AREA, 'de');
    expect(germanLobby).not.toBe(areaName(venue, DEFAULT_AREA, 'en'));

    await page.goto(lobby);
    await expectDesktopIn(page, 'en');

    await chooseLanguage(page, page.locator('body'), 'Deutsch');
    await expectDesktopIn(page, 'de');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('de');

    // The avatar menu follows as well.
    await page.getByTestId('avatar-button').click();
    await expect(page.getByRole('menuitem', { name: t('de', 'header.profile') })).toBeVisible();
    await expect(page.getByTestId('logout')).toHaveText(t('de', 'header.logout'));
    await page.keyboard.press('Escape');

    await page.reload();
    await expectDesktopIn(page, 'de');
  });

  test('the lang query parameter wins over the stored language', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e:lang-seeded')) {
        sessionStorage.setItem('e2e:lang-seeded', '1');
        localStorage.setItem('lang', 'de');
      }
    });
    await page.goto(lobby);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    await page.goto(`${lobby}?lang=fr`);
    await expectDesktopIn(page, 'fr');
    expect(await chosenLanguage(page)).toBe('Français');
    // The query choice is remembered.
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('fr');
  });

  test('right-to-left layout for ?lang=ar and ?lang=ur', async ({ page }) => {
    for (const locale of ['ar', 'ur']) {
      await test.step(locale, async () => {
        await page.goto(`${lobby}?lang=${locale}`);
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expectDesktopIn(page, locale);
        // The logo sits at the start of the header, which is now the right-hand side.
        const logo = await page.getByTestId('home-link').boundingBox();
        const avatar = await page.getByTestId('avatar-button').boundingBox();
        expect(logo!.x).toBeGreaterThan(VIEWPORTS.desktop.width / 2);
        expect(avatar!.x).toBeLessThan(VIEWPORTS.desktop.width / 2);
      });
    }

    // Back to a left-to-right language.
    await chooseLanguage(page, page.locator('body'), 'English');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expectDesktopIn(page, 'en');
    const logo = await page.getByTestId('home-link').boundingBox();
    expect(logo!.x).toBeLessThan(VIEWPORTS.desktop.width / 2);
  });

  test('a locale beyond the six full ones (ts) shows its own texts, no raw keys', async ({ page }) => {
    await page.goto(`${lobby}?lang=ts`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ts');
    await expect(page.getByTestId('language-selector').locator('label')).toHaveText(t('ts', 'app.language'));
    await expect(
      page.getByTestId('footer').getByRole('link', { name: t('ts', 'privacyPolicy') }),
    ).toBeVisible();
    await page.getByTestId('avatar-button').click();
    await expect(page.getByTestId('logout')).toHaveText(t('ts', 'header.logout'));
    await expect(page.locator('body')).not.toContainText(RAW_KEY);
  });

  test('no language selector when the UI configuration supports a single locale', async ({ page }) => {
    await page.route('**/ui-config.json', (route) =>
      route.fulfill({
        json: {
          i18n: { defaultLocale: 'en', supportedLocales: ['en'] },
          tabTitle: 'Atrium',
          favicon: '/favicon.svg',
          features: { userPresence: true, ai: false },
        },
      }),
    );
    await page.goto(lobby);
    await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, DEFAULT_AREA));
    await navigationIdle(page);
    await expect(page.getByTestId('desktop-header')).toBeVisible();
    await expect(page.getByTestId('language-selector')).toHaveCount(0);
  });
});

test.describe('login screen language', () => {
  test('the login screen speaks mt', async ({ page }) => {
    await page.goto('/login?lang=mt');
    const card = page.getByTestId('login-card');
    await expect(card.getByRole('heading', { level: 1 })).toHaveText(t('mt', 'login.title'));
    await chooseEmailOption(page);
    await expect(card).toContainText(t('mt', 'login.intro'));
    await expect(page.locator('body')).not.toContainText(RAW_KEY);
  });
});

test.describe('language selection (mobile)', () => {
  test.use({ viewport: VIEWPORTS.mobile });
  test.beforeEach(async ({ page, request }) => {
    await useAttendeeSession(page, request);
  });

  test('the drawer switches the language of the drawer, the area and the indicator', async ({ page }) => {
    await page.goto(lobby);
    await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, DEFAULT_AREA));
    await page.getByTestId('drawer-toggle').click();
    const drawer = page.locator('#app-drawer');
    await expect(drawer).toBeVisible();

    await chooseLanguage(page, drawer, 'Deutsch');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(drawer.getByRole('button', { name: t('de', 'header.profile') })).toBeVisible();
    await expect(drawer.getByRole('button', { name: t('de', 'header.logout') })).toBeVisible();
    await expect(drawer.getByRole('link', { name: t('de', 'imprint') })).toBeVisible();
    await expect(drawer.getByRole('link', { name: areaName(venue, 'expo-hall', 'de') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, DEFAULT_AREA, 'de'));
    await expect(page.getByTestId('mobile-indicator')).toContainText(t('de', 'mobile.heading'));
    await expect(page.getByTestId('drawer-toggle')).toHaveAccessibleName(t('de', 'app.openMenu'));

    await page.reload();
    await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, DEFAULT_AREA, 'de'));
    await expect(page).toHaveURL(pathIs(lobby));
  });

  test('no language selector in the drawer with a single supported locale', async ({ page }) => {
    await page.route('**/ui-config.json', (route) =>
      route.fulfill({ json: { i18n: { defaultLocale: 'en', supportedLocales: ['en'] }, features: {} } }),
    );
    await page.goto(lobby);
    await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, DEFAULT_AREA));
    await page.getByTestId('drawer-toggle').click();
    await expect(page.locator('#app-drawer').getByRole('link', { name: t('en', 'imprint') })).toBeVisible();
    await expect(page.getByTestId('language-selector')).toHaveCount(0);
  });
});
