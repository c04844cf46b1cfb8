import {
  areaName,
  previewVenue,
  publishVenue,
  restoreVenue,
  stageVenue,
  unpublishVenue,
  type VenueJson,
} from './support/api';
import { navigationIdle, useAttendeeSession } from './support/auth';
import { DEFAULT_AREA, pathIs, urls } from './support/env';
import { expect, laneOf, type Page, test } from './support/test';

// Spec §4 (publication states, venue version watching) and the publication guard of §2.2.

const lounge = urls.area('lounge');

/** The redirect query value of the current URL, followed through nested login redirects. */
function finalRedirect(page: Page): string | null {
  let value = new URL(page.url()).searchParams.get('redirect');
  while (value?.startsWith('/login?')) value = new URL(value, 'http://x').searchParams.get('redirect');
  return value;
}

async function expectWorkInProgress(page: Page) {
  await page.waitForURL(pathIs('/work-in-progress'));
  await expect(page.getByTestId('work-in-progress')).toHaveText('We are getting the venue ready');
  await expect(page.getByTestId('desktop-header')).toHaveCount(0);
  await expect(page.getByTestId('mobile-header')).toHaveCount(0);
  await expect(page.getByTestId('footer')).toHaveCount(0);
}

/**
 * Opens the venue from the work-in-progress page once it is live again: the realtime push may
 * already be doing so (the page then leaves by itself, through a guard run), else 'Try again' does.
 */
async function openOnceLive(page: Page) {
  await expect(async () => {
    if (!new URL(page.url()).pathname.startsWith('/work-in-progress')) return;
    await page.getByRole('button', { name: 'Try again' }).click({ timeout: 2_000 });
    await page.waitForURL((url) => !url.pathname.startsWith('/work-in-progress'), { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('publication', () => {
  let original: VenueJson;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: laneOf(testInfo).origin });
    original = await previewVenue(request);
    await request.dispose();
  });

  // Whatever happens in a test, the next one sees the original venue (stage and live), published.
  test.afterEach(async ({ request }) => {
    await restoreVenue(request, original);
  });

  test('an unpublished venue shows the work-in-progress page, "Try again" returns once published', async ({
    page,
    request,
  }) => {
    await unpublishVenue(request);
    await page.goto(lounge);
    await expectWorkInProgress(page);
    expect(finalRedirect(page)).toBe(lounge);

    // Still unpublished: trying again stays on the work-in-progress page.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectWorkInProgress(page);

    await publishVenue(request);
    const redirect = new URL(page.url()).searchParams.get('redirect');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === redirect);
    // Logged out, the lounge itself asks for the login first.
    await page.waitForURL(pathIs('/login'));
    expect(finalRedirect(page)).toBe(lounge);
  });

  test('logged in: the work-in-progress page remembers the area and returns to it', async ({
    page,
    request,
  }) => {
    await useAttendeeSession(page, request);
    await unpublishVenue(request);
    await page.goto(lounge);
    await expectWorkInProgress(page);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(lounge);

    await publishVenue(request);
    await openOnceLive(page);
    await page.waitForURL(pathIs(lounge));
    await expect(page.getByTestId('area-name')).toHaveText(areaName(original, 'lounge'));
    await expect(page.getByTestId('desktop-header')).toBeVisible();
  });

  test('the work-in-progress page of a published venue goes on to its redirect target', async ({
    page,
    request,
  }) => {
    await useAttendeeSession(page, request);
    await page.goto(`/work-in-progress?redirect=${encodeURIComponent(lounge)}`);
    await page.waitForURL(pathIs(lounge));
    await expect(page.getByTestId('area-name')).toHaveText(areaName(original, 'lounge'));
  });

  test('an open venue follows unpublishing and a new publication while polling', async ({
    page,
    request,
  }) => {
    await useAttendeeSession(page, request);
    // The realtime push would act at once: without it, the 120 s poll is the fallback under test.
    await page.routeWebSocket(/\/api\/realtime\//, (socket) => socket.close());
    await page.route(/\/api\/realtime\//, (route) => route.abort());
    await page.clock.install();
    await page.goto(urls.area(DEFAULT_AREA));
    await expect(page.getByTestId('area-name')).toHaveText(areaName(original, DEFAULT_AREA));
    await navigationIdle(page);

    await test.step('unpublished during the visit: the next poll leaves for the work-in-progress page', async () => {
      await unpublishVenue(request);
      // Nothing happens before the poll is due.
      await expect(page.getByTestId('area-name')).toBeVisible();
      await page.clock.fastForward('02:05');
      await expectWorkInProgress(page);
    });

    await test.step('published again: "Try again" opens the venue', async () => {
      await publishVenue(request);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.waitForURL(pathIs(urls.area(DEFAULT_AREA)));
      await expect(page.getByTestId('area-name')).toHaveText(areaName(original, DEFAULT_AREA));
      await navigationIdle(page);
    });

    await test.step('a new version is picked up by the next poll without a reload', async () => {
      await page.evaluate(() => {
        (window as unknown as { __marker: string }).__marker = 'still the same page';
      });
      const renamed = structuredClone(original);
      const lobby = renamed.architectures[0]!.areas.find((area) => area.id === DEFAULT_AREA)!;
      const newName = `Grand lobby ${Date.now()}`;
      lobby.names = lobby.names.map((name) => (name.locale === 'en' ? { ...name, text: newName } : name));
      await stageVenue(request, renamed);
      await publishVenue(request);
      await expect(page.getByTestId('area-name')).toHaveText(areaName(original, DEFAULT_AREA));

      await page.clock.fastForward('02:05');
      await expect(page.getByTestId('area-name')).toHaveText(newName);
      await expect(page.getByTestId('footer').getByRole('link', { name: newName })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe(
        'still the same page',
      );
      await expect(page).toHaveURL(pathIs(urls.area(DEFAULT_AREA)));
    });
  });
});
