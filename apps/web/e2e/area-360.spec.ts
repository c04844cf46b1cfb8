import { liveVenue } from './support/api';
import { useAttendeeSession } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { urls } from './support/env';
import { saveScreen } from './support/screens';
import { type APIRequestContext, expect, type Page, test } from './support/test';

// Spec §1 and §3 (VIEW_360D viewpoints) and §9 (hover scale 1.2): the demo's expo hall is a
// panorama with its widgets as hotspots (apps/server/src/seed/demo-venue-expo.ts).

/** The panorama's alternative text (apps/server/src/seed/demo-assets.ts, expo-panorama). */
const PANORAMA_ALT = 'A 360 degree view of an exhibition hall with eight booths';
/** The expo centre's hotspots in Tab order: clockwise from straight ahead (yaw 0°). */
const CENTRE_HOTSPOTS = [
  'Talks on demand', // 0°
  'Social wall', // 45°
  'Downloads', // 135°
  'Back to the lobby', // 180°, behind the visitor at the start
  'Sponsor brochure', // -135°
  'To the café corner', // -90°
];
/** Software WebGL draws the first frame slowly. */
const READY_TIMEOUT_MS = 30_000;

const viewpoint = (page: Page) => page.getByTestId('panorama-viewpoint');
const viewer = (page: Page) => viewpoint(page).getByRole('region', { name: PANORAMA_ALT });
const hotspot = (page: Page, name: string) => viewer(page).getByRole('button', { name, exact: true });
/** The viewer's own element around a marker; it carries psv-marker--visible while in view. */
const markerFrame = (page: Page, widgetId: string) => page.locator(`#psv-marker-${widgetId}`);

/** A returning visitor: every cookie choice is stored, so no banner covers the area. */
async function acceptAllCookies(page: Page, request: APIRequestContext) {
  const [architecture] = (await liveVenue(request)).architectures as { cookieProviders?: { id: string }[] }[];
  const ids = (architecture?.cookieProviders ?? []).map(({ id }) => id);
  await page.addInitScript((providerIds) => {
    for (const id of providerIds) localStorage.setItem(`cookies:${id}`, 'true');
  }, ids);
}

async function openPanorama(page: Page, viewpointId?: string) {
  await page.goto(urls.area('expo-hall') + (viewpointId ? `?viewpoint=${viewpointId}` : ''));
  await expect(viewpoint(page)).toHaveAttribute('data-ready', 'true', { timeout: READY_TIMEOUT_MS });
}

test.describe('360° viewpoint', () => {
  // Software WebGL: drawing and screenshots of the panorama take a while.
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page, request }) => {
    await useAttendeeSession(page, request);
    await acceptAllCookies(page, request);
  });

  test('the expo hall is drawn by the 360° viewer; its hotspots are reached with Tab and opened with Enter and Space', async ({
    page,
  }, testInfo) => {
    await openPanorama(page);
    const canvas = viewpoint(page).locator('canvas');
    await expect(canvas).toHaveCount(1);
    await expect(canvas).toBeVisible();
    // A drawn panorama: a PNG of a blank canvas is a few hundred bytes, the booths make it large.
    expect((await canvas.screenshot()).length).toBeGreaterThan(20_000);
    // The flat picture the area showed while the viewer loaded is gone.
    await expect(page.getByTestId('area-background')).toHaveCount(0);
    await expect(viewpoint(page).getByRole('alert')).toHaveCount(0);

    // Every widget of the viewpoint is a named button, in Tab order clockwise around the hall.
    await expect(viewer(page).getByRole('button')).toHaveCount(CENTRE_HOTSPOTS.length);
    const names = await viewer(page)
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    expect(names).toEqual(CENTRE_HOTSPOTS);
    // Each marker draws the venue's icon for its widget type (architecture.icons), as 2D hotspots do.
    for (const [name, icon] of [
      ['Social wall', 'icon-social'],
      ['Downloads', 'icon-download'],
      ['Back to the lobby', 'icon-door'],
    ]) {
      const image = hotspot(page, name!).locator('img');
      await expect(image, name).toHaveAttribute('src', new RegExp(`/${icon}-g\\d+\\.svg\\?expires=`));
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
          message: name,
        })
        .toBeGreaterThan(0);
    }

    await viewer(page).focus();
    await expect(viewer(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(hotspot(page, 'Talks on demand')).toBeFocused();
    await expect(markerFrame(page, 'expo-door-lobby')).not.toHaveClass(/psv-marker--visible/);
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await expect(hotspot(page, 'Back to the lobby')).toBeFocused();
    // Focusing the hotspot behind the visitor turned the view to it.
    await expect(markerFrame(page, 'expo-door-lobby')).toHaveClass(/psv-marker--visible/);
    await expect(markerFrame(page, 'talks')).not.toHaveClass(/psv-marker--visible/);

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(hotspot(page, 'Social wall')).toBeFocused();
    await expect(markerFrame(page, 'wall')).toHaveClass(/psv-marker--visible/);
    await page.waitForTimeout(600); // let the turn finish, so the screenshot shows where it went
    await expectNoSeriousA11yViolations(page, '360° viewpoint', testInfo);
    await saveScreen(page, 'area-360-expo-hall');

    await page.keyboard.press('Enter');
    const wall = page.getByRole('dialog', { name: 'Social wall' });
    await expect(wall).toBeVisible();
    await saveScreen(page, 'area-360-widget-opened');
    await page.keyboard.press('Escape');
    await expect(wall).toBeHidden();
    await expect(hotspot(page, 'Social wall')).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(hotspot(page, 'Downloads')).toBeFocused();
    await page.keyboard.press(' ');
    await expect(page.getByRole('dialog', { name: 'Downloads' })).toBeVisible();
  });

  test('Tab leaves the viewer after the last hotspot; arrow keys turn the view only while it has the focus', async ({
    page,
  }) => {
    await openPanorama(page);
    await viewer(page).focus();
    for (const name of CENTRE_HOTSPOTS) {
      await page.keyboard.press('Tab');
      await expect(hotspot(page, name)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(viewer(page)).not.toBeFocused();
    expect(await viewer(page).evaluate((element) => element.contains(document.activeElement))).toBe(false);

    // Nothing moves while the focus is elsewhere on the page.
    await expect(markerFrame(page, 'talks')).not.toHaveClass(/psv-marker--visible/);
    const before = await markerFrame(page, 'talks').evaluate((element) => element.style.translate);
    await page.keyboard.down('ArrowLeft');
    await page.waitForTimeout(400);
    await page.keyboard.up('ArrowLeft');
    expect(await markerFrame(page, 'talks').evaluate((element) => element.style.translate)).toBe(before);

    // With the focus in the viewer, holding an arrow key turns it.
    await hotspot(page, 'Talks on demand').focus();
    await expect(markerFrame(page, 'talks')).toHaveClass(/psv-marker--visible/);
    await page.waitForTimeout(800);
    const ahead = await markerFrame(page, 'talks').evaluate((element) => element.style.translate);
    await page.keyboard.down('ArrowLeft');
    await page.waitForTimeout(400);
    await page.keyboard.up('ArrowLeft');
    await expect
      .poll(() => markerFrame(page, 'talks').evaluate((element) => element.style.translate))
      .not.toBe(ahead);
  });

  test('a click opens a hotspot; a door to another viewpoint starts a new viewer and releases the old one', async ({
    page,
  }) => {
    await openPanorama(page);
    await hotspot(page, 'Talks on demand').click();
    const talks = page.getByRole('dialog', { name: 'Talks on demand' });
    await expect(talks).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(talks).toBeHidden();

    await page.evaluate(() => {
      (window as { oldCanvas?: HTMLCanvasElement | null }).oldCanvas = document.querySelector(
        '[data-testid=panorama-viewpoint] canvas',
      );
    });
    await hotspot(page, 'To the café corner').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]viewpoint=expo-cafe\b/);
    await expect(viewpoint(page)).toHaveAttribute('data-ready', 'true', { timeout: READY_TIMEOUT_MS });
    await expect(viewer(page).getByRole('button')).toHaveCount(3);
    await expect(hotspot(page, 'Idea lab')).toBeAttached();
    await expect(page.locator('canvas')).toHaveCount(1);
    const oldContextLost = await page.evaluate(() => {
      const old = (window as { oldCanvas?: HTMLCanvasElement | null }).oldCanvas;
      return old ? (old.isConnected ? 'still attached' : old.getContext('webgl2')?.isContextLost()) : 'none';
    });
    expect(oldContextLost).toBe(true);
  });

  test('a panorama that cannot be loaded leaves the flat picture and its hotspots, with a notice', async ({
    page,
  }) => {
    // The viewer loads the original picture (expo-panorama-….jpg); the flat one is a sized variant (….w1920.jpg).
    await page.route(/\/expo-panorama-[^/.]+\.jpg(\?|$)/, (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
    await page.goto(urls.area('expo-hall'));
    await expect(viewpoint(page)).toHaveAttribute('data-status', 'error', { timeout: READY_TIMEOUT_MS });
    await expect(viewpoint(page).getByRole('alert')).toHaveText(
      'The 360° view cannot be shown. The flat picture stays available.',
    );
    await expect(viewpoint(page)).not.toHaveAttribute('data-ready');
    await expect(page.getByTestId('area-background')).toBeVisible();
    await page.locator('[data-testid=hotspot][data-widget-id=wall]').click();
    await expect(page.getByRole('dialog', { name: 'Social wall' })).toBeVisible();
  });
});
