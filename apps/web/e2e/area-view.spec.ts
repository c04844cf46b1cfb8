import { attendeeToken } from './support/api';
import { fullyShown, navigationIdle, SESSION_KEY } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ARCH, pathIs, urls, VIEWPORTS } from './support/env';
import { saveScreen } from './support/screens';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from './support/test';

// Spec §3 and §4: the area view — background, hotspots, opening modes, viewpoints, active
// configurations and the dialog stack.

type Placement = { viewpointId: string; x?: number; y?: number; width?: number; height?: number };
type Widget = { id: string; name: string; type: string; placements: Placement[] };
type DemoVenue = {
  architectures: {
    cookieProviders: { id: string }[];
    globalWidgets: Widget[];
    areas: { id: string; names: { locale: string; text: string }[]; contentWidgets: Widget[] }[];
  }[];
};

let venue: DemoVenue;
const architecture = () => venue.architectures[0]!;
const areaOf = (id: string) => architecture().areas.find((area) => area.id === id)!;
const nameOf = (id: string) => areaOf(id).names.find((name) => name.locale === 'en')!.text;

/**
 * The attendee's session and cookie choices for every page of the context (new tabs included):
 * all providers accepted, so the cookie banner stays closed and consent gates let content in.
 */
async function enter(context: BrowserContext, request: APIRequestContext) {
  const token = await attendeeToken(request);
  const providers = architecture().cookieProviders.map((provider) => provider.id);
  await context.addInitScript(
    ({ key, token, providers }) => {
      if (!sessionStorage.getItem('e2e:seeded')) {
        sessionStorage.setItem('e2e:seeded', '1');
        sessionStorage.setItem(key, JSON.stringify({ state: { accessToken: token }, version: 0 }));
      }
      for (const id of providers) localStorage.setItem(`cookies:${id}`, 'true');
    },
    { key: SESSION_KEY, token, providers },
  );
  // No provider on the internet is reached: their players and pages answer with an empty page.
  await context.route(/^https:\/\/(player\.vimeo\.com|example\.whereby\.com|example\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Stand-in</title>' }),
  );
}

async function openArea(page: Page, areaId: string, query = '') {
  await page.goto(`${urls.area(areaId)}${query}`);
  await expect(page.getByTestId('area-name')).toHaveText(nameOf(areaId));
  await navigationIdle(page);
}

const hotspot = (page: Page, widgetId: string) =>
  page.locator(`[data-testid=hotspot][data-widget-id="${widgetId}"]`);
const openDialogs = (page: Page) => page.getByTestId('area-view');

async function backgroundLoaded(page: Page) {
  const background = page.getByTestId('area-background');
  await expect
    .poll(() => background.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  return background;
}

async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('the target was not reached with Tab');
}

test.beforeAll(async ({ request }) => {
  const response = await request.get(`/api/ui/venue?architectureId=${ARCH}`, {
    headers: { authorization: `Bearer ${await attendeeToken(request)}` },
  });
  venue = (await response.json()) as DemoVenue;
});

test.beforeEach(async ({ context, request }) => {
  await enter(context, request);
});

for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  test.describe(`hotspots (${viewport})`, () => {
    test.use({ viewport: size });

    test('sit on their fractions of the drawn background', async ({ page }) => {
      await openArea(page, 'lobby');
      const background = await backgroundLoaded(page);
      if (viewport === 'desktop') {
        // The header grows to 102 px once presence is ready (spec §2.3): measure after that.
        await expect(page.getByTestId('desktop-header')).toHaveAttribute('data-presence', 'ready');
      }
      const box = await background.boundingBox();
      expect(box).not.toBeNull();
      // The picture keeps its aspect ratio (1920 × 1080) on every screen.
      expect(Math.abs(box!.width / box!.height - 16 / 9)).toBeLessThan(0.01);
      expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);

      const placed = areaOf('lobby').contentWidgets.filter((widget) =>
        widget.placements.some((p) => p.viewpointId === 'lobby-main'),
      );
      expect(placed.length).toBeGreaterThanOrEqual(5);
      for (const widget of placed) {
        const p = widget.placements[0]!;
        const spot = await hotspot(page, widget.id).boundingBox();
        expect(spot, widget.id).not.toBeNull();
        expect.soft(Math.abs(spot!.x - (box!.x + p.x! * box!.width)), `${widget.id} x`).toBeLessThan(1.5);
        expect.soft(Math.abs(spot!.y - (box!.y + p.y! * box!.height)), `${widget.id} y`).toBeLessThan(1.5);
        expect.soft(Math.abs(spot!.width - p.width! * box!.width), `${widget.id} width`).toBeLessThan(1.5);
        expect
          .soft(Math.abs(spot!.height - p.height! * box!.height), `${widget.id} height`)
          .toBeLessThan(1.5);
        await expect(hotspot(page, widget.id)).toHaveAccessibleName(widget.name);
      }
      await saveScreen(page, `area-lobby-${viewport}`);
    });
  });
}

test.describe('opening widgets', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('Tab reaches a hotspot, Enter opens it; a new widget pulses until it was opened', async ({ page }) => {
    await openArea(page, 'lobby');
    const guide = hotspot(page, 'event-guide');
    await expect(guide).toHaveAttribute('data-highlighted', 'true');
    await tabTo(page, guide);
    // The focused hotspot shows its ring, its grown icon and its name.
    await expect(guide.locator('.hotspot-label')).toHaveCSS('opacity', '1');
    await saveScreen(page, 'area-hotspot-focused');
    await page.keyboard.press('Enter');
    const overlay = page.getByRole('dialog', { name: 'Event guide' });
    await expect(overlay).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('widget-seen:event-guide'))).toBe('true');
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(guide).toBeFocused();
    await expect(guide).not.toHaveAttribute('data-highlighted');
    await page.reload();
    await expect(hotspot(page, 'event-guide')).not.toHaveAttribute('data-highlighted');
  });

  test('hovering a hotspot grows its icon to 1.2 and shows its name', async ({ page }) => {
    await openArea(page, 'lobby');
    const guide = hotspot(page, 'event-guide');
    const icon = guide.locator('.hotspot-icon');
    await expect(icon).toHaveCSS('transform', 'none');
    await guide.hover();
    // scale(1.2) as the browser computes it, once the 150 ms transition is over.
    await expect(icon).toHaveCSS('transform', 'matrix(1.2, 0, 0, 1.2, 0, 0)');
    await expect(guide.locator('.hotspot-label')).toHaveCSS('opacity', '1');
    await saveScreen(page, 'area-hotspot-hover');
    await page.mouse.move(0, 0);
    await expect(icon).toHaveCSS('transform', 'none');
  });

  test('OVERLAY_DIALOG: the event guide opens over the area and Escape takes it off the dialog stack', async ({
    page,
  }) => {
    await openArea(page, 'lobby');
    await expect(openDialogs(page)).toHaveAttribute('data-open-dialogs', '0');
    await hotspot(page, 'event-guide').click();
    const overlay = page.getByTestId('widget-overlay');
    await expect(overlay.getByRole('dialog', { name: 'Event guide' })).toBeVisible();
    await expect(openDialogs(page)).toHaveAttribute('data-open-dialogs', '1');
    // Large: nearly the whole window.
    const paper = await overlay.locator('.MuiDialog-paper').boundingBox();
    expect(paper!.width).toBeGreaterThan(VIEWPORTS.desktop.width * 0.9);
    expect(paper!.height).toBeGreaterThan(VIEWPORTS.desktop.height * 0.85);
    await fullyShown(overlay.locator('.MuiDialog-paper'));
    await saveScreen(page, 'area-overlay-dialog');
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);
    await expect(openDialogs(page)).toHaveAttribute('data-open-dialogs', '0');
    await expect(page.getByTestId('area-stage')).toBeVisible();
  });

  test('EMBEDDED_DIALOG: the welcome message opens in a dialog sized for it; navigation closes it', async ({
    page,
  }) => {
    await openArea(page, 'lounge');
    await openArea(page, 'lobby');
    await hotspot(page, 'welcome-message').click();
    const dialog = page.getByTestId('widget-dialog');
    await expect(dialog.getByRole('dialog', { name: 'Welcome message' })).toBeVisible();
    const paper = await dialog.locator('.MuiDialog-paper').boundingBox();
    expect(paper!.width).toBeLessThan(VIEWPORTS.desktop.width * 0.9);
    await fullyShown(dialog.locator('.MuiDialog-paper'));
    await saveScreen(page, 'area-embedded-dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    // Opened again, then the visitor goes back in history: the dialog guard closes it.
    await hotspot(page, 'welcome-message').click();
    await expect(dialog).toBeVisible();
    await expect(openDialogs(page)).toHaveAttribute('data-open-dialogs', '1');
    await page.goBack();
    await page.waitForURL(pathIs(urls.area('lounge')));
    await expect(page.getByTestId('area-name')).toHaveText(nameOf('lounge'));
    await expect(dialog).toHaveCount(0);
    await expect(openDialogs(page)).toHaveAttribute('data-open-dialogs', '0');
  });

  test('EMBEDDED: a door navigates to its area; a meeting replaces the background until "back"', async ({
    page,
  }) => {
    await openArea(page, 'lobby');
    await hotspot(page, 'door-auditorium').click();
    await page.waitForURL(pathIs(urls.area('auditorium')));
    await expect(page.getByTestId('area-name')).toHaveText(nameOf('auditorium'));

    await hotspot(page, 'keynote').click();
    const embedded = page.getByTestId('widget-embedded');
    await expect(embedded).toBeVisible();
    await expect(embedded.getByRole('heading', { name: 'Keynote' })).toBeVisible();
    await expect(page.getByTestId('area-stage')).toHaveCount(0);
    await expect(page).toHaveURL(pathIs(urls.area('auditorium')));
    await saveScreen(page, 'area-embedded-meeting');
    const back = embedded.getByRole('button', { name: `Back to ${nameOf('auditorium')}` });
    await expect(back).toBeFocused();
    await back.click();
    await expect(embedded).toHaveCount(0);
    await expect(hotspot(page, 'keynote')).toBeFocused();

    // The hidden backstage is not on the floor plan, but its door leads there.
    await hotspot(page, 'door-backstage').click();
    await page.waitForURL(pathIs(urls.area('backstage')));
    await expect(page.getByTestId('area-name')).toHaveText(nameOf('backstage'));
  });

  test('NEW_TAB: a link opens its page, a meeting its full-screen route, each in a new tab', async ({
    page,
    context,
  }) => {
    await openArea(page, 'lounge');
    let tab = context.waitForEvent('page');
    await hotspot(page, 'partner-site').click();
    const partner = await tab;
    // A click before the area's click handling is there opens an empty tab that is sent on.
    await partner.waitForURL('https://example.com/atrium-partner');
    // The venue keeps no handle on the tab, and the tab none on the venue.
    expect(await partner.evaluate(() => window.opener)).toBeNull();
    await partner.close();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await openArea(page, 'backstage');
    tab = context.waitForEvent('page');
    await hotspot(page, 'stage-monitor').click();
    const meeting = await tab;
    await meeting.waitForURL(pathIs(urls.meeting('backstage', 'stage-monitor', 'stage-monitor-1')));
    await expect(meeting.getByTestId('meeting-page')).toBeVisible();
    await meeting.close();
    await expect(page.getByTestId('area-name')).toHaveText(nameOf('backstage'));
  });

  test('a widget whose configuration has ended, and one that opens later, say so', async ({
    page,
  }, testInfo) => {
    await openArea(page, 'backstage');
    await hotspot(page, 'sound-check').click();
    const notice = page.getByTestId('widget-notice');
    await expect(notice.getByRole('dialog', { name: 'Sound check' })).toContainText('Sound check has ended.');
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toHaveCount(0);

    await hotspot(page, 'award-ceremony').click();
    await expect(notice).toContainText(/Award ceremony opens on .*2030/);
    await fullyShown(notice.locator('.MuiDialog-paper'));
    await saveScreen(page, 'area-opens-later');
    await expectNoSeriousA11yViolations(page, 'opens-later notice', testInfo);
    await page.keyboard.press('Escape');
    await expect(notice).toHaveCount(0);
    await expect(openDialogs(page)).toHaveAttribute('data-open-dialogs', '0');
  });

  test('the auditorium plays its video background over the poster', async ({ page }) => {
    // The player's stand-in shows itself, so the screenshot tells player and poster apart.
    await page.route(/^https:\/\/player\.vimeo\.com\//, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<!doctype html><meta charset="utf-8"><title>Player stand-in</title>
          <body style="margin:0;height:100vh;display:grid;place-items:end start;background:rgba(0,0,0,.35);
            color:#fff;font:600 20px system-ui,sans-serif"><p style="margin:16px">▶ Video player (stand-in)</p></body>`,
      }),
    );
    await openArea(page, 'auditorium');
    await backgroundLoaded(page);
    const video = page.getByTestId('background-video');
    await expect(video).toHaveCount(1);
    const src = new URL((await video.getAttribute('src'))!);
    expect(`${src.origin}${src.pathname}`).toBe('https://player.vimeo.com/video/76979871');
    expect(src.searchParams.get('background')).toBe('1');
    expect(src.searchParams.get('muted')).toBe('1');
    // The player fades in over the poster once its page has loaded, above the picture, below the hotspots.
    await expect(video).toHaveCSS('opacity', '1');
    expect(await video.contentFrame().locator('p').textContent()).toContain('Video player');
    await expect(page.getByTestId('area-background')).toBeVisible();
    await saveScreen(page, 'area-video-background');
    // Scenery: the hotspots stay clickable above it.
    await hotspot(page, 'keynote').click();
    await expect(page.getByTestId('widget-embedded')).toBeVisible();
  });

  test('the expo hall switches between its viewpoints, and a reload keeps the current one', async ({
    page,
  }, testInfo) => {
    await openArea(page, 'expo-hall');
    const stage = page.getByTestId('area-stage');
    await expect(stage).toHaveAttribute('data-viewpoint-id', 'expo-center');
    const views = page.getByRole('group', { name: 'Views' });
    await expect(views.getByRole('button', { name: 'View 1' })).toHaveAttribute('aria-pressed', 'true');
    await views.getByRole('button', { name: 'View 2' }).click();
    await expect(stage).toHaveAttribute('data-viewpoint-id', 'expo-cafe');
    expect(new URL(page.url()).searchParams.get('viewpoint')).toBe('expo-cafe');
    await expect(views.getByRole('button', { name: 'View 2' })).toHaveAttribute('aria-pressed', 'true');
    await saveScreen(page, 'area-expo-second-viewpoint');
    await expectNoSeriousA11yViolations(page, 'expo hall, second viewpoint', testInfo);

    await page.reload();
    await expect(page.getByTestId('area-stage')).toHaveAttribute('data-viewpoint-id', 'expo-cafe');
    await page.getByRole('group', { name: 'Views' }).getByRole('button', { name: 'View 1' }).click();
    await expect(page.getByTestId('area-stage')).toHaveAttribute('data-viewpoint-id', 'expo-center');
    expect(new URL(page.url()).searchParams.has('viewpoint')).toBe(false);
  });

  test('the global help desk opens from every area', async ({ page }) => {
    const helpDesk = architecture().globalWidgets.find((widget) => widget.id === 'help-desk')!;
    for (const area of architecture().areas) {
      await openArea(page, area.id);
      await page.locator('[data-testid=global-widget][data-widget-id=help-desk]').click();
      const dialog = page.getByRole('dialog', { name: helpDesk.name });
      await expect(dialog, area.id).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
});
