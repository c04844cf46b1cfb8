import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { attendeeToken } from './support/api';
import { useAttendeeSession } from './support/auth';
import { ARCH, urls, VIEWPORTS } from './support/env';
import { saveScreen } from './support/screens';
import { type APIRequestContext, expect, laneOf, type Page, test } from './support/test';

// Spec §4 "Asset images", §7 (signed asset URLs), §8 (asset load failure), §9.

const CONTENT_PROBLEM = 'There was a problem with the content on this page.';

type Asset = { id: string; uri: string };

async function liveAssets(request: APIRequestContext): Promise<Map<string, string>> {
  const response = await request.get(`/api/ui/venue?architectureId=${ARCH}`, {
    headers: { authorization: `Bearer ${await attendeeToken(request)}` },
  });
  expect(response.ok()).toBe(true);
  const venue = (await response.json()) as { assets: Asset[] };
  return new Map(venue.assets.map((asset) => [asset.id, asset.uri]));
}

const sized = (uri: string, width: number) => uri.replace(/(\.[a-z]+)$/, `.w${width}$1`);

type Seen = { method: string; path: string; query: URLSearchParams; status: number };

type CapturedLog = { message: string; level: string; category: string; status: number };

/**
 * Every answer to a /backend-assets/ request, the URLs sent to be signed, and the asset failures
 * reported: console warnings, and (for a logged-in visitor) the front-end log sent to the server.
 */
function watchAssets(page: Page) {
  const seen: Seen[] = [];
  const signed: string[] = [];
  const warnings: string[] = [];
  const logs: CapturedLog[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/backend-assets/')) {
      seen.push({
        method: response.request().method(),
        path: url.pathname,
        query: url.searchParams,
        status: response.status(),
      });
    }
    if (url.pathname === '/api/ui/sign-asset-url') signed.push(url.searchParams.get('url')!);
    if (url.pathname === '/api/capture/log' && response.request().method() === 'POST') {
      const body = response.request().postDataJSON() as {
        messageDetails: { message: string };
        loglevel: string;
        logCategory: string;
      };
      logs.push({
        message: body.messageDetails.message,
        level: body.loglevel,
        category: body.logCategory,
        status: response.status(),
      });
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const of = (path: string, method = 'GET') => seen.filter((s) => s.path === path && s.method === method);
  /** Every "Failed to load asset" report, wherever it went. */
  const assetFailures = () =>
    [...warnings, ...logs.map((log) => log.message)].filter((text) => text.includes('Failed to load asset'));
  return { seen, signed, warnings, logs, of, assetFailures };
}

const naturalWidth = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

const logoImage = (page: Page) => page.getByTestId('home-link').locator('img');

test.describe('asset images', () => {
  let assets: Map<string, string>;
  test.beforeEach(async ({ page, request }) => {
    assets ??= await liveAssets(request);
    await useAttendeeSession(page, request);
  });

  test('load through signed URLs in the size the screen draws them', async ({ page, baseURL }) => {
    const watch = watchAssets(page);
    const lobby = assets.get('lobby-bg')!;
    const logo = assets.get('logo')!;
    await page.goto(urls.area('lobby'));
    await expect.poll(() => naturalWidth(page, 'area-background')).toBe(1920);
    await expect.poll(() => logoImage(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);

    // Every file came through a signed URL; unsigned ones are refused.
    expect(watch.seen.length).toBeGreaterThan(0);
    for (const answer of watch.seen) {
      expect(answer.query.get('expires'), answer.path).toMatch(/^\d+$/);
      expect(answer.query.get('signature'), answer.path).toMatch(/^[\w-]{43}$/);
    }
    expect((await page.request.get(logo)).status()).toBe(403);
    // The sign call is sent the absolute URL, once per file however many ask for it.
    expect(watch.signed).toContain(`${baseURL}${sized(lobby, 1920)}`);
    expect(new Set(watch.signed).size).toBe(watch.signed.length);

    // 1440 CSS pixels ask for the 1920 variant; the 1920-pixel lobby has none, so the server
    // redirects to the original, fetched once although it was also preloaded.
    expect(watch.of(sized(lobby, 1920)).map((s) => s.status)).toEqual([302]);
    expect(watch.of(lobby).map((s) => s.status)).toEqual([200]);
    expect(watch.of(sized(logo, 480)).map((s) => s.status)).toEqual([200]);
    expect(watch.assetFailures()).toEqual([]);
    await saveScreen(page, 'assets-signed-sized');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: VIEWPORTS.mobile, deviceScaleFactor: 1 });

    test('loads the 480 variant of the background', async ({ page }) => {
      const watch = watchAssets(page);
      const lobby = assets.get('lobby-bg')!;
      await page.goto(urls.area('lobby'));
      await expect.poll(() => naturalWidth(page, 'area-background')).toBe(480);
      expect(watch.of(sized(lobby, 480)).map((s) => s.status)).toEqual([200]);
      expect(watch.of(lobby)).toEqual([]);
    });

    test('falls back to the original when the variant is missing (404)', async ({ page }) => {
      const watch = watchAssets(page);
      const lobby = assets.get('lobby-bg')!;
      const file = join(
        laneOf(test.info()).dataDir,
        'assets',
        sized(lobby, 480).slice('/backend-assets/'.length),
      );
      renameSync(file, `${file}.aside`);
      try {
        await page.goto(urls.area('lobby'));
        await expect.poll(() => naturalWidth(page, 'area-background')).toBe(1920);
      } finally {
        renameSync(`${file}.aside`, file);
      }
      expect(watch.of(sized(lobby, 480)).map((s) => s.status)).toContain(404);
      // The status was read with HEAD (an image's error event has none), then the original loaded.
      expect(watch.of(sized(lobby, 480), 'HEAD').map((s) => s.status)).toEqual([404]);
      expect(watch.of(lobby).map((s) => s.status)).toEqual([200]);
      expect(watch.assetFailures()).toEqual([]);
      await expect(page.getByText(CONTENT_PROBLEM)).toHaveCount(0);
      await saveScreen(page, 'assets-variant-fallback-mobile');
    });
  });

  test('signs again once when a signed URL is refused (403)', async ({ page }) => {
    const watch = watchAssets(page);
    const logoVariant = sized(assets.get('logo')!, 480);
    // The server's 403 for a stale signature, simulated for the first GET and its status check.
    const refused = { GET: 1, HEAD: 1 } as Record<string, number>;
    await page.route(`**${logoVariant}?*`, async (route) => {
      const method = route.request().method();
      if ((refused[method] ?? 0) > 0) {
        refused[method]! -= 1;
        return route.fulfill({ status: 403, json: { error: 'asset.signature_expired', errMsg: 'Expired' } });
      }
      return route.continue();
    });
    await page.goto(urls.area('lobby'));
    await expect.poll(() => logoImage(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    expect(watch.signed.filter((url) => url.endsWith(logoVariant))).toHaveLength(2);
    expect(watch.of(logoVariant).map((s) => s.status)).toEqual([403, 200]);
    expect(watch.assetFailures()).toEqual([]);
  });

  test('shows the content problem text when an image cannot be loaded (500)', async ({ page }) => {
    const watch = watchAssets(page);
    const lobby = assets.get('lobby-bg')!;
    await page.route(`**${sized(lobby, 1920)}?*`, (route) =>
      route.fulfill({ status: 500, json: { error: 'internal.error', errMsg: 'Broken' } }),
    );
    await page.goto(urls.area('lobby'));
    await expect(page.getByRole('alert').filter({ hasText: CONTENT_PROBLEM })).toBeVisible();
    await expect(page.getByTestId('area-background')).toHaveCount(0);
    // §6, §8: the warning goes to the server's log, as the visitor is logged in, not to the console.
    await expect
      .poll(() => watch.logs.filter((log) => log.message.startsWith('Failed to load asset')))
      .toEqual([
        {
          message: 'Failed to load asset lobby-bg in size 1920',
          level: 'WARN',
          category: 'assets',
          status: 201,
        },
      ]);
    expect(watch.warnings.filter((w) => w.includes('Failed to load asset'))).toEqual([]);
    // The header and the rest of the page still work.
    await expect(logoImage(page)).toBeVisible();
    await saveScreen(page, 'assets-content-problem');
  });
});
