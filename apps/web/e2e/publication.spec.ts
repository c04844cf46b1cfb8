import { expect, type Page, test } from '@playwright/test';
import {
  areaName,
  liveVenue,
  previewVenue,
  publishVenue,
  stageVenue,
  unpublishVenue,
  type VenueJson,
  venueVersion,
} from './support/api';
import { navigationIdle, useAttendeeSession } from './support/auth';
import { DEFAULT_AREA, pathIs, urls } from './support/env';

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

test.describe('publication', () => {
  let original: VenueJson;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    original = await previewVenue(request);
    await request.dispose();
  });

  // Whatever happens in a test, the next one sees the original venue, published.
  test.afterEach(async ({ request }) => {
    const live = await liveVenue(request).catch(() => undefined);
    const renamed = live && areaName(live, DEFAULT_AREA) !== areaName(original, DEFAULT_AREA);
    if (!live || renamed) {
      if (renamed) await stageVenue(request, original);
      await publishVenue(request);
    }
    expect((await venueVersion(request)).publishedVersion).toBeGreaterThan(0);
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

  test('the work-in-progress page of a published venue goes on to its redirect target', async ({
    page,
    request,
  }) => {
    await useAttendeeSession(page, request);
    await page.goto(`/work-in-progress?redirect=${encodeURIComponent(lounge)}`);
    await page.waitForURL(pathIs(lounge));
    await expect(page.getByTestId('area-name')).toHaveText(areaName(original, 'lounge'));
  });
});
