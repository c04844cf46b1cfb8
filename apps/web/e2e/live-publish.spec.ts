import { areaName, previewVenue, restoreVenue, unpublishVenue, type VenueJson } from './support/api';
import {
  ADMIN_USER,
  addPeopleRegistrations,
  expectStrip,
  footerCount,
  GHOST_MS,
  loginToken,
  PIA,
  plainProfile,
  QUINN,
  saveProfile,
  visitorsOfEachTest,
} from './support/attendees';
import { ARCH, pathIs } from './support/env';
import { type APIRequestContext, expect, laneOf, type Page, test } from './support/test';

// Spec §4 (venue version watching): a publication reaches the open venues through the realtime
// connection, without a reload and without waiting for the 120 s poll.

addPeopleRegistrations();

/** How soon a publication must show in the other browsers. */
const PUSH_MS = 1_000;

let original: VenueJson;
const { visit } = visitorsOfEachTest();

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: laneOf(testInfo).origin });
  original = await previewVenue(request);
  for (const person of [PIA, QUINN]) await saveProfile(request, person, plainProfile(person));
  await request.dispose();
});

// Whatever happens in a test, the next one sees the original venue (stage and live), published.
test.afterEach(async ({ request }) => {
  await restoreVenue(request, original);
});

/** The venue with its lobby and lounge renamed (English). */
function renamed(suffix: string) {
  const venue = structuredClone(original);
  const names: Record<string, string> = {};
  for (const area of venue.architectures[0]!.areas) {
    if (area.id !== 'lobby' && area.id !== 'lounge') continue;
    const name = `${areaName(original, area.id)} ${suffix}`;
    names[area.id] = name;
    area.names = area.names.map((item) => (item.locale === 'en' ? { ...item, text: name } : item));
  }
  return { venue, names };
}

/**
 * Marks the page (a reload would lose the mark) and records, from now on, the moment its area
 * heading first reads `name` (the page's clock is the machine's, as the test's).
 */
async function watchHeading(page: Page, name: string) {
  await page.evaluate((name) => {
    const w = window as unknown as { __marker?: string; __seenAt?: number };
    w.__marker = 'the same page';
    w.__seenAt = undefined;
    const check = () => {
      if (
        w.__seenAt === undefined &&
        document.querySelector('[data-testid=area-name]')?.textContent === name
      ) {
        w.__seenAt = Date.now();
      }
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, name);
}

const seenAt = (page: Page) => page.evaluate(() => (window as unknown as { __seenAt?: number }).__seenAt);
const marker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: string }).__marker);

/** Stages and publishes as the administrator, with the administrator browser's own session. */
async function publishAs(request: APIRequestContext, venue: VenueJson) {
  const headers = { authorization: `Bearer ${await loginToken(request, ADMIN_USER)}` };
  const staged = await request.post('/api/designer/save-venue-json/stage', { data: venue, headers });
  expect(staged.ok(), `stage: ${staged.status()}`).toBe(true);
  const published = await request.post(`/api/designer/publish/${ARCH}`, { headers });
  expect(published.ok(), `publish: ${published.status()}`).toBe(true);
}

test('a venue the administrator publishes reaches the open venues within a second, without a reload', async ({
  browser,
}, testInfo) => {
  const admin = await visit(browser, testInfo, ADMIN_USER);
  const pia = await visit(browser, testInfo, PIA);
  const quinn = await visit(browser, testInfo, QUINN, { area: 'lounge', viewport: 'mobile' });
  await expectStrip(pia, [ADMIN_USER, PIA, QUINN], GHOST_MS);
  const { venue, names } = renamed(`${Date.now()}`);
  await watchHeading(pia.page, names.lobby!);
  await watchHeading(quinn.page, names.lounge!);

  await publishAs(admin.context.request, venue);
  const publishedAt = Date.now();

  for (const [viewer, areaId] of [
    [pia, 'lobby'],
    [quinn, 'lounge'],
  ] as const) {
    await expect(viewer.page.getByTestId('area-name')).toHaveText(names[areaId]!);
    const delay = (await seenAt(viewer.page))! - publishedAt;
    testInfo.annotations.push({
      type: `${viewer.who.email} saw the publication after`,
      description: `${delay} ms`,
    });
    expect(delay, `${viewer.who.email} sees the new name within ${PUSH_MS} ms`).toBeLessThan(PUSH_MS);
    expect(await marker(viewer.page), 'no reload').toBe('the same page');
  }

  await test.step('the rest of the page follows: the navigation with the new names, presence still there', async () => {
    await expect(footerCount(pia.page, names.lobby!)).toHaveText('2');
    await expect(footerCount(pia.page, names.lounge!)).toHaveText('1');
    await expectStrip(pia, [ADMIN_USER, PIA, QUINN]);
    await expect(pia.page.getByTestId('desktop-header')).toHaveAttribute('data-presence', 'ready');
    await expect(admin.page.getByTestId('area-name')).toHaveText(names.lobby!);
    await expect(pia.page).toHaveURL(pathIs(`/v/${ARCH}/area/lobby`));
  });
});

test('an unpublished venue sends the open venues to the work-in-progress page at once', async ({
  browser,
  request,
}, testInfo) => {
  const pia = await visit(browser, testInfo, PIA);
  await expect(pia.page.getByTestId('desktop-header')).toHaveAttribute('data-presence', 'ready');
  await watchHeading(pia.page, 'never');
  await unpublishVenue(request);
  await pia.page.waitForURL(pathIs('/work-in-progress'), { timeout: PUSH_MS * 3 });
  await expect(pia.page.getByTestId('work-in-progress')).toBeVisible();
  expect(await marker(pia.page), 'no reload').toBe('the same page');
});
