import {
  ANONYMOUS_LOGIN,
  areaName,
  EMAIL_PASSWORD_LOGIN,
  liveVenue,
  localized,
  setLoginConfiguration,
  type VenueJson,
} from './support/api';
import { loginViaUi, navigationIdle, storedToken, useAttendeeSession } from './support/auth';
import { ARCH, DEFAULT_AREA, pathIs, urls, VIEWPORTS } from './support/env';
import { expect, type Page, test } from './support/test';

// Spec §2.1 (route table) and §2.2 (the guards: venue loading, area, login, publication, dialogs).

let venue: VenueJson;
test.beforeEach(async ({ request }) => {
  venue ??= await liveVenue(request);
});

const lobby = urls.area(DEFAULT_AREA);

for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  test.describe(`login redirects (${viewport})`, () => {
    test.use({ viewport: size });

    test('"/" logged out asks for login, and the UI login opens the default area', async ({ page }) => {
      await page.goto('/');
      await page.waitForURL(pathIs('/login'));
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(lobby);
      expect(await storedToken(page)).toBeUndefined();

      await loginViaUi(page);
      await page.waitForURL(pathIs(lobby));
      await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, DEFAULT_AREA));
      expect(await storedToken(page)).toBeTruthy();
    });
  });
}

test.describe('deep links', () => {
  test('a deep link survives the login (redirect query)', async ({ page }) => {
    await page.goto(urls.area('expo-hall'));
    await page.waitForURL(pathIs('/login'));
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(urls.area('expo-hall'));

    await loginViaUi(page);
    await page.waitForURL(pathIs(urls.area('expo-hall')));
    await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, 'expo-hall'));
  });
});

test.describe('route table while logged in', () => {
  test.beforeEach(async ({ page, request }) => {
    await useAttendeeSession(page, request);
  });

  const areaCases: [from: string, to: string, areaId: string][] = [
    [`/v/${ARCH}`, lobby, DEFAULT_AREA],
    [`/v/${ARCH}/area`, lobby, DEFAULT_AREA],
    [`/v/${ARCH}/area/unknown`, lobby, DEFAULT_AREA],
    [urls.area('auditorium'), urls.area('auditorium'), 'auditorium'],
    [`/${ARCH}/area/lounge`, urls.area('lounge'), 'lounge'],
    ['/no/such/page', lobby, DEFAULT_AREA],
    ['/login', lobby, DEFAULT_AREA],
    ['/', lobby, DEFAULT_AREA],
  ];
  test('area paths, legacy paths, unknown paths and /login end on the right area', async ({ page }) => {
    for (const [from, to, areaId] of areaCases) {
      await test.step(`${from} → ${to}`, async () => {
        await page.goto(from);
        // Soft: one wrong redirect still lets the other cases report.
        await expect.soft(page).toHaveURL(pathIs(to));
        await expect.soft(page.getByTestId('area-name')).toHaveText(areaName(venue, areaId));
      });
    }
    await expect(page.getByTestId('login-card')).toHaveCount(0);
    // Login is enabled, so the venue is not public: no meta description for crawlers.
    await expect(page.getByTestId('meta-description')).toHaveCount(0);
  });

  test('legacy legal paths redirect to the new ones', async ({ page }) => {
    const architecture = venue.architectures[0]!;
    await page.goto(`/${ARCH}/imprint`);
    await page.waitForURL(pathIs(urls.imprint));
    await expect(page.getByTestId('legal-text')).toContainText('Atrium Events Ltd.');
    expect(localized(architecture.impress, 'en')).toContain('Atrium Events Ltd.');

    await page.goto(`/${ARCH}/privacy-policy`);
    await page.waitForURL(pathIs(urls.privacyPolicy));
    await expect(page.getByRole('heading', { name: 'Privacy notice' })).toBeVisible();
  });

  test('"Cannot load venue" when the venue request fails', async ({ page }) => {
    await page.route('**/api/ui/venue*', (route) => route.abort());
    await page.clock.install();
    await page.goto(urls.area('auditorium'));
    // The HTTP client retries a failed GET three times with growing pauses (about 5 s) before the
    // guard gives up; the clock skips the pauses.
    const guardError = page.getByTestId('guard-error');
    await expect
      .poll(async () => {
        await page.clock.fastForward(2_000);
        return guardError.count();
      })
      .toBe(1);
    await expect(guardError).toHaveText('Cannot load venue');
    await expect(page.getByTestId('area-name')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  });
});

test.describe('login disabled (anonymous provider)', () => {
  test.afterEach(async ({ request }) => {
    await setLoginConfiguration(request, EMAIL_PASSWORD_LOGIN);
  });

  test('the login route follows its redirect, areas open without login, with a meta description', async ({
    page,
    request,
  }) => {
    await setLoginConfiguration(request, ANONYMOUS_LOGIN);
    const guestLogins: string[] = [];
    page.on('request', (sent) => {
      if (pathIs('/api/capture/login')(new URL(sent.url()))) guestLogins.push(sent.method());
    });

    await page.goto(`/login?redirect=${encodeURIComponent(urls.imprint)}`);
    await page.waitForURL(pathIs(urls.imprint));
    await expect(page.getByTestId('legal-text')).toContainText('Atrium Events Ltd.');
    await expect(page.getByTestId('login-card')).toHaveCount(0);

    await page.goto(urls.area('auditorium'));
    await page.waitForURL(pathIs(urls.area('auditorium')));
    await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, 'auditorium'));
    const description = localized(
      venue.architectures[0]!.areas.find((a) => a.id === 'auditorium')!.descriptions,
      'en',
    );
    await expect(page.getByTestId('meta-description')).toHaveText(description);
    // Hidden from sight, present for crawlers and screen readers.
    const box = await page.getByTestId('meta-description').boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(1);
    // Entering the venue made the visitor a guest (spec §6): a session, but nobody logged in, so
    // no avatar menu. The legal page before did not.
    expect(guestLogins).toEqual(['POST']);
    const token = await storedToken(page);
    const info = await page.request.get('/api/userInfo', { headers: { authorization: `Bearer ${token}` } });
    expect(((await info.json()) as { roles: string[] }).roles).toEqual(['guest']);
    await expect(page.getByTestId('avatar-button')).toHaveCount(0);

    await page.goto('/');
    await page.waitForURL(pathIs(lobby));
    await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, DEFAULT_AREA));
    // The same guest: the session was made once.
    expect(await storedToken(page)).toBe(token);
    expect(guestLogins).toEqual(['POST']);
  });
});

async function openProfileDialog(page: Page, viewport: string) {
  if (viewport === 'desktop') {
    await page.getByTestId('avatar-button').click();
    await page.getByRole('menuitem', { name: 'My profile' }).click();
  } else {
    await page.getByTestId('drawer-toggle').click();
    await page.getByRole('button', { name: 'My profile' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'My profile' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('attendee@atrium.local');
  return dialog;
}

/** Moves to another area inside the app (a client-side history entry). */
async function goToAreaInApp(page: Page, viewport: string, areaId: string) {
  const name = areaName(venue, areaId);
  if (viewport === 'desktop') {
    await page.getByTestId('footer').getByRole('link', { name }).click();
  } else {
    await page.getByTestId('drawer-toggle').click();
    await page.getByTestId('drawer-links').getByRole('link', { name }).click();
  }
  await page.waitForURL(pathIs(urls.area(areaId)));
  await expect(page.getByTestId('area-name')).toHaveText(name);
}

for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  test.describe(`full-screen meeting and dialog guard (${viewport})`, () => {
    test.use({ viewport: size });
    test.beforeEach(async ({ page, request }) => {
      await useAttendeeSession(page, request);
    });

    test('the meeting route has no header or footer and its back button returns to the area', async ({
      page,
    }) => {
      await page.goto(urls.meeting('auditorium', 'keynote', 'keynote-live'));
      await expect(page.getByTestId('meeting-page')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Meeting:');
      await navigationIdle(page);
      for (const testId of ['desktop-header', 'mobile-header', 'footer', 'mobile-indicator']) {
        await expect(page.getByTestId(testId), testId).toHaveCount(0);
      }

      await page.getByRole('link', { name: 'Back to the area' }).click();
      await page.waitForURL(pathIs(urls.area('auditorium')));
      await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, 'auditorium'));
      await expect(
        page.getByTestId(viewport === 'desktop' ? 'desktop-header' : 'mobile-header'),
      ).toBeVisible();
    });

    test('navigating closes open dialogs (back, forward, link)', async ({ page }) => {
      await page.goto(lobby);
      await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, DEFAULT_AREA));
      await goToAreaInApp(page, viewport, 'auditorium');

      let dialog = await openProfileDialog(page, viewport);
      await page.goBack();
      await page.waitForURL(pathIs(lobby));
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, DEFAULT_AREA));

      dialog = await openProfileDialog(page, viewport);
      await page.goForward();
      await page.waitForURL(pathIs(urls.area('auditorium')));
      await expect(dialog).toBeHidden();

      // A link activated while the dialog is open (the modal backdrop keeps the pointer away,
      // so the link is activated programmatically, as a link inside a dialog would be): the
      // footer's on a desktop, the logo's on a phone (its area links are in the closed drawer).
      dialog = await openProfileDialog(page, viewport);
      const target = viewport === 'desktop' ? 'lounge' : DEFAULT_AREA;
      const link =
        viewport === 'desktop'
          ? page.getByTestId('footer').locator(`a[href="${urls.area(target)}"]`)
          : page.getByTestId('home-link');
      await link.evaluate((element: HTMLAnchorElement) => element.click());
      await page.waitForURL(pathIs(urls.area(target)));
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('area-name')).toHaveText(areaName(venue, target));
    });
  });
}
