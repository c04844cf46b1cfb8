import {
  attendeeToken,
  liveVenue,
  previewVenue,
  publishVenue,
  stageVenue,
  type VenueJson,
} from './support/api';
import { fullyShown, navigationIdle, SESSION_KEY } from './support/auth';
import { acceptAllCookies } from './support/consent';
import { pathIs, urls, VIEWPORTS } from './support/env';
import {
  EXTRAS,
  GALLERY,
  GALLERY_NAME,
  GUIDE,
  galleryArea,
  JINGLE,
  LINKED_PAGE_TITLE,
  linkedPage,
  MEETING_URL,
  MODES,
  type Mode,
  NO_PAGE_OF_THEIR_OWN,
  PACK,
  ROWS,
  type Row,
  widgetId,
  widgetName,
} from './support/gallery-venue';
import { t } from './support/i18n';
import { saveScreen } from './support/screens';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  laneOf,
  type Page,
  test,
} from './support/test';

// Spec §3 and §4: every widget kind opened in every link opening mode, in a hidden 2D area the
// spec adds to the demo venue (and takes out again): EMBEDDED in place of the background (doors:
// navigation), EMBEDDED_DIALOG and OVERLAY_DIALOG on the dialog stack, NEW_TAB in a real new tab
// opened inside the click. Also the meeting display modes FULL_SCREEN and NEW_TAB, and consent
// holding back a new tab.

let original: VenueJson | undefined;
/** Live URI of each asset of the published gallery venue. */
let liveUris: Map<string, string>;

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = laneOf(testInfo).origin;
  const request = await playwright.request.newContext({ baseURL });
  try {
    original = await previewVenue(request);
    const venue = structuredClone(original);
    const architecture = venue.architectures[0]!;
    architecture.areas.push(galleryArea(baseURL));
    architecture.floorplan?.areaPositions.push({ areaId: GALLERY, visible: false });
    await stageVenue(request, venue);
    await publishVenue(request);
    const live = (await liveVenue(request)) as VenueJson & { assets: { id: string; uri: string }[] };
    liveUris = new Map(live.assets.map((asset) => [asset.id, asset.uri]));
  } finally {
    await request.dispose();
  }
});

// Whatever happened, the other specs see the demo venue as it was, staged and published.
test.afterAll(async ({ playwright }, testInfo) => {
  if (!original) return;
  const request = await playwright.request.newContext({ baseURL: laneOf(testInfo).origin });
  try {
    await stageVenue(request, original);
    await publishVenue(request);
    const live = await liveVenue(request);
    expect((live.architectures[0]!.areas as { id: string }[]).map((area) => area.id)).not.toContain(GALLERY);
  } finally {
    await request.dispose();
  }
});

/**
 * The attendee's session in every tab of the context (new tabs included), stand-ins for the
 * meeting provider and for the linked page, and a record of every window.open: its URL and the
 * event it ran in (a tab opened inside the click runs in the click event).
 */
async function enter(context: BrowserContext, request: APIRequestContext, baseURL: string) {
  const token = await attendeeToken(request);
  await context.addInitScript(
    ({ key, token }) => {
      if (!sessionStorage.getItem('e2e:seeded')) {
        sessionStorage.setItem('e2e:seeded', '1');
        sessionStorage.setItem(key, JSON.stringify({ state: { accessToken: token }, version: 0 }));
      }
      const open = window.open.bind(window);
      const opens: { url: string; event: string | null }[] = [];
      Object.assign(window, { e2eOpens: opens });
      window.open = (url?: string | URL, target?: string, features?: string) => {
        opens.push({ url: String(url ?? ''), event: window.event?.type ?? null });
        return open(url, target, features);
      };
    },
    { key: SESSION_KEY, token },
  );
  await context.route(/^https:\/\/example\.whereby\.com\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Meeting stand-in</title><body style="font:20px sans-serif">Meeting room (stand-in)</body>',
    }),
  );
  await context.route(linkedPage(baseURL), (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><title>Linked page</title>
        <body style="margin:0;padding:32px;font:18px system-ui,sans-serif;background:#f4f1ea;color:#222">
        <h1>${LINKED_PAGE_TITLE}</h1><p>Opened by a link widget of the widget gallery.</p></body>`,
    }),
  );
}

const opens = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eOpens: { url: string; event: string | null }[] }).e2eOpens);

async function openGallery(page: Page) {
  await page.goto(urls.area(GALLERY));
  await expect(page.getByTestId('area-name')).toHaveText(GALLERY_NAME);
  await navigationIdle(page);
  await expect(page.getByTestId('hotspot')).toHaveCount(ROWS.length * MODES.length + 3);
}

const hotspot = (page: Page, id: string) => page.locator(`[data-testid=hotspot][data-widget-id="${id}"]`);
const openDialogs = (page: Page) => page.getByTestId('area-view');

/**
 * Holds the area's click handling (a module loaded once the area is drawn) until released, so a
 * test can click while it is still loading.
 */
async function holdClickHandling(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/widget-activation-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A path of the live store for an asset, signed. */
function signedAsset(assetId: string) {
  const path = liveUris.get(assetId);
  expect(path, assetId).toMatch(/^\/backend-assets\/live\//);
  return (url: URL) =>
    url.pathname === path &&
    /^\d+$/.test(url.searchParams.get('expires') ?? '') &&
    url.searchParams.has('signature');
}

/**
 * Where a new tab went: the page it shows, or the file it downloads (headless Chromium downloads
 * what it cannot show, such as PDF files).
 */
async function landing(tab: Page, matches: (url: URL) => boolean): Promise<URL> {
  const downloads: string[] = [];
  tab.on('download', (download) => downloads.push(download.url()));
  let found: URL | undefined;
  await expect
    .poll(() => {
      found = [tab.url(), ...downloads].map((url) => new URL(url)).find(matches);
      return found?.href;
    })
    .toBeTruthy();
  return found!;
}

/** Whether a new tab shows what it opened (not when that was downloaded instead). */
const shows = (tab: Page) => !tab.isClosed() && tab.url() !== 'about:blank';

/** What each kind shows once opened in the area (inline, dialog or overlay). */
async function expectContent(row: Row, scope: Locator, baseURL: string) {
  switch (row.type) {
    case 'MEETING': {
      const frame = scope.locator('iframe[title^="Video meeting:"]');
      await expect(frame).toHaveAttribute('src', new RegExp(`^${MEETING_URL}\\?`));
      break;
    }
    case 'PDF_VIEWER':
      await expect(scope.getByTestId('pdf-page')).toHaveAttribute('data-rendered', 'true', {
        timeout: 20_000,
      });
      break;
    case 'AUDIO':
      await expect(scope.getByTestId('audio-widget').locator('audio')).toHaveAttribute('controls', '');
      break;
    case 'DOWNLOAD':
      await expect(scope.getByTestId('download-item')).toHaveCount(PACK.length);
      break;
    case 'LINK': {
      const frame = scope.getByTestId('link-frame');
      await expect(frame).toHaveAttribute('src', linkedPage(baseURL));
      await expect(frame.contentFrame().getByRole('heading', { name: LINKED_PAGE_TITLE })).toBeVisible();
      break;
    }
    case 'SOCIAL_WALL':
      // The gallery's wall, empty or with what earlier runs left on it.
      await expect(scope.getByTestId('wall-empty').or(scope.getByTestId('wall-post').first())).toBeVisible();
      break;
    case 'WHITEBOARD':
      // The gallery's board, joined over the realtime connection, Excalidraw drawn in it.
      await expect(scope.getByTestId('whiteboard')).toHaveAttribute('data-joined', 'true', {
        timeout: 20_000,
      });
      await expect(scope.locator('.excalidraw canvas').first()).toBeVisible();
      break;
    case 'MEDIA_BOARD':
      // The board's overview, its views as tabs, once its chunk has loaded.
      await expect(scope.getByRole('tablist')).toBeVisible({ timeout: 20_000 });
      break;
    case 'PRESENCE_LIST':
      // Who is in the venue: at least the viewer themself, once presence has answered.
      await expect(scope.getByTestId('presence-list-widget').getByRole('option').first()).toBeVisible();
      break;
  }
}

test.describe('every widget kind in every opening mode', () => {
  // One tab for the whole tour, as an attendee would walk it: every widget closes again, so each
  // kind starts from the gallery as the one before left it (a tab per kind would double the time).
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let page: Page;

  test.beforeAll(async ({ browser, lane }) => {
    const context = await browser.newContext({
      baseURL: lane.origin,
      viewport: VIEWPORTS.desktop,
      reducedMotion: 'reduce',
    });
    await acceptAllCookies(context);
    await enter(context, context.request, lane.origin);
    page = await context.newPage();
    await openGallery(page);
  });

  test.afterAll(async () => {
    await page?.context().close();
  });

  test('the gallery holds one widget per kind and mode, each a named hotspot', async () => {
    for (const row of ROWS) {
      for (const mode of MODES) {
        await expect(hotspot(page, widgetId(row.key, mode))).toHaveAccessibleName(
          widgetName(row.label, mode),
        );
      }
    }
    await saveScreen(page, 'gallery-area');
  });

  // One page per kind, opened in each mode in turn (a page load per mode would triple the time).
  for (const row of ROWS) {
    const title =
      row.key === 'door'
        ? `${row.label}: goes to the lobby from every mode`
        : `${row.label}: opens in place of the background, and on the dialog stack as dialog and overlay (Escape closes)`;
    test(title, async ({ lane }) => {
      await expect(page.getByTestId('area-name')).toHaveText(GALLERY_NAME);
      await expect(openDialogs(page)).toHaveAttribute('data-open-dialogs', '0');
      for (const mode of MODES.filter((m) => m !== 'NEW_TAB')) {
        await test.step(mode, async () => {
          await openInMode(page, row, mode, lane.origin);
        });
      }
    });
  }
});

async function openInMode(page: Page, row: Row, mode: Mode, baseURL: string) {
  const id = widgetId(row.key, mode);
  const name = widgetName(row.label, mode);
  const screen = `gallery-${row.key}-${mode.toLowerCase()}`;

  if (row.key === 'door') {
    await hotspot(page, id).click();
    await page.waitForURL(pathIs(urls.area('lobby')));
    await expect(page.getByTestId('area-name')).toHaveText('Lobby');
    await expect(openDialogs(page)).toHaveAttribute('data-open-dialogs', '0');
    await saveScreen(page, screen);
    await page.goBack();
    await expect(page.getByTestId('area-name')).toHaveText(GALLERY_NAME);
    return;
  }

  if (mode === 'EMBEDDED') {
    await hotspot(page, id).click();
    const embedded = page.getByTestId('widget-embedded');
    await expect(embedded.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByTestId('area-stage')).toHaveCount(0);
    await expect(page).toHaveURL(pathIs(urls.area(GALLERY)));
    await expectContent(row, embedded, baseURL);
    await saveScreen(page, screen);
    await embedded.getByRole('button', { name: `Back to ${GALLERY_NAME}` }).click();
    await expect(embedded).toHaveCount(0);
    await expect(hotspot(page, id)).toBeFocused();
    return;
  }

  await expect(openDialogs(page)).toHaveAttribute('data-open-dialogs', '0');
  await hotspot(page, id).click();
  const frame = page.getByTestId(mode === 'OVERLAY_DIALOG' ? 'widget-overlay' : 'widget-dialog');
  await expect(frame.getByRole('dialog', { name })).toBeVisible();
  await expect(openDialogs(page)).toHaveAttribute('data-open-dialogs', '1');
  await expect(page.getByTestId('area-stage')).toBeVisible();
  await expectContent(row, frame, baseURL);
  await fullyShown(frame.locator('.MuiDialog-paper'));
  await saveScreen(page, screen);
  await page.keyboard.press('Escape');
  await expect(frame).toHaveCount(0);
  await expect(openDialogs(page)).toHaveAttribute('data-open-dialogs', '0');
}

test.describe('NEW_TAB', () => {
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ context, request, baseURL }) => {
    await enter(context, request, baseURL!);
  });

  type TabCheck = {
    /** Where the tab must land. */
    matches: (url: URL) => boolean;
    /** Waits until the tab shows what it opened (before the screenshot). */
    ready?: (tab: Page) => Promise<void>;
    screen: string;
  };

  /**
   * Clicks the widget twice: while the area's click handling is still loading (an empty tab opens
   * in the click and is sent on once it is there) and once it is there (the tab opens with its
   * URL). Both tabs open inside the click, cut off from the venue, and land where `matches` says.
   * Returns the second tab, still open, and its window.open call.
   */
  async function opensTwice(page: Page, id: string, check: TabCheck) {
    const release = await holdClickHandling(page);
    await openGallery(page);
    const tabs: Page[] = [];
    for (const moment of ['early', 'later']) {
      const popup = page.context().waitForEvent('page');
      await hotspot(page, id).click();
      const tab = await popup;
      if (moment === 'early') release();
      await landing(tab, check.matches);
      if (shows(tab)) {
        await (check.ready ? check.ready(tab) : tab.waitForLoadState());
        expect(await tab.evaluate(() => window.opener), moment).toBeNull();
      }
      tabs.push(tab);
    }
    const [early, later] = tabs as [Page, Page];
    await early.close();
    await saveScreen(shows(later) ? later : page, check.screen);

    const recorded = await opens(page);
    expect(recorded).toHaveLength(2);
    expect(recorded[0]).toEqual({ url: '', event: 'click' });
    expect(recorded[1]!.event).toBe('click');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('area-name')).toHaveText(GALLERY_NAME);
    return { later, call: recorded[1]! };
  }

  test('a web page opens in a new tab, cut off from the venue', async ({ page, baseURL }) => {
    const { call } = await opensTwice(page, widgetId('page', 'NEW_TAB'), {
      matches: (url) => url.href === linkedPage(baseURL!),
      ready: (tab) => expect(tab.getByRole('heading', { name: LINKED_PAGE_TITLE })).toBeVisible(),
      screen: 'gallery-page-new_tab',
    });
    expect(call.url).toBe(linkedPage(baseURL!));
  });

  test('a door opens its area in a new tab', async ({ page }) => {
    const door = urls.area('lobby');
    const { call } = await opensTwice(page, widgetId('door', 'NEW_TAB'), {
      matches: (url) => url.pathname === door,
      ready: async (tab) => {
        await expect(tab.getByTestId('area-name')).toHaveText('Lobby');
        await navigationIdle(tab);
      },
      screen: 'gallery-door-new_tab',
    });
    expect(call.url).toBe(door);
  });

  test('a meeting opens its full-screen route in a new tab', async ({ page }) => {
    const id = widgetId('meeting', 'NEW_TAB');
    const route = urls.meeting(GALLERY, id, `${id}-1`);
    const { call } = await opensTwice(page, id, {
      matches: (url) => url.pathname === route,
      ready: async (tab) => {
        await expect(tab.getByTestId('meeting-page')).toBeVisible();
        await expect(tab.locator('iframe[title^="Video meeting:"]')).toHaveAttribute(
          'src',
          new RegExp(`^${MEETING_URL}\\?`),
        );
      },
      screen: 'gallery-meeting-new_tab',
    });
    expect(call.url).toBe(route);
  });

  test('a PDF and an audio file open in a new tab through their signed URLs', async ({ page }) => {
    const pdf = await opensTwice(page, widgetId('pdf', 'NEW_TAB'), {
      matches: signedAsset(GUIDE),
      // The tab holds the PDF document itself (Chromium's viewer draws it).
      ready: async (tab) => expect(await tab.evaluate(() => document.contentType)).toBe('application/pdf'),
      screen: 'gallery-pdf-new_tab',
    });
    // The second click found the URL signed already and opened the file at once.
    expect(signedAsset(GUIDE)(new URL(pdf.call.url, page.url()))).toBe(true);

    const audio = await opensTwice(page, widgetId('audio', 'NEW_TAB'), {
      matches: signedAsset(JINGLE),
      // Chromium's media page: a player that has read the file.
      ready: (tab) =>
        expect
          .poll(() => tab.locator('video, audio').evaluate((media: HTMLMediaElement) => media.readyState))
          .toBeGreaterThan(0),
      screen: 'gallery-audio-new_tab',
    });
    expect(signedAsset(JINGLE)(new URL(audio.call.url, page.url()))).toBe(true);
  });

  test('a download of one file opens it in a new tab', async ({ page }) => {
    await opensTwice(page, EXTRAS.singleFile.id, {
      matches: signedAsset('logo'),
      ready: async (tab) => {
        const image = tab.locator('img');
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      },
      screen: 'gallery-download-single-new_tab',
    });
  });

  test('a download of several files lists them, each opening in a new tab', async ({ page, context }) => {
    const id = widgetId('download', 'NEW_TAB');
    await openGallery(page);
    await hotspot(page, id).click();
    const dialog = page.getByTestId('widget-dialog');
    await expect(dialog.getByRole('dialog', { name: widgetName('Downloads', 'NEW_TAB') })).toBeVisible();
    await expect(openDialogs(page)).toHaveAttribute('data-open-dialogs', '1');
    const links = dialog.getByTestId('new-tab-link');
    await expect(links).toHaveCount(PACK.length);
    for (const [index, assetId] of PACK.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', /expires=/);
      const href = await link.getAttribute('href');
      expect(signedAsset(assetId)(new URL(href!, page.url())), assetId).toBe(true);
    }
    await fullyShown(dialog.locator('.MuiDialog-paper'));
    await saveScreen(page, 'gallery-download-new_tab');
    expect(context.pages()).toHaveLength(1);

    const popup = context.waitForEvent('page');
    await links.nth(2).click();
    const tab = await popup;
    await landing(tab, signedAsset('logo'));
    await tab.close();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  for (const type of NO_PAGE_OF_THEIR_OWN) {
    const row = ROWS.find((candidate) => candidate.type === type)!;
    test(`${row.label}: has no page of its own, so it opens as a dialog`, async ({ page, context }) => {
      const release = await holdClickHandling(page);
      await openGallery(page);
      await hotspot(page, widgetId(row.key, 'NEW_TAB')).click();
      release();
      const dialog = page.getByTestId('widget-dialog');
      await expect(dialog.getByRole('dialog', { name: widgetName(row.label, 'NEW_TAB') })).toBeVisible();
      await expectContent(row, dialog, '');
      // The empty tab the early click opened is closed again.
      await expect.poll(() => context.pages().length).toBe(1);
      await fullyShown(dialog.locator('.MuiDialog-paper'));
      await saveScreen(page, `gallery-${row.key}-new_tab`);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });
  }
});

test.describe('meeting display modes', () => {
  test.beforeEach(async ({ context, request, baseURL }) => {
    await enter(context, request, baseURL!);
  });

  test('FULL_SCREEN goes to the full-screen meeting route in this tab', async ({ page }) => {
    await openGallery(page);
    await hotspot(page, EXTRAS.fullScreen.id).click();
    await page.waitForURL(pathIs(urls.meeting(GALLERY, EXTRAS.fullScreen.id, `${EXTRAS.fullScreen.id}-1`)));
    await expect(page.getByTestId('meeting-page')).toBeVisible();
    await expect(page.locator('iframe[title^="Video meeting:"]')).toHaveAttribute(
      'src',
      new RegExp(`^${MEETING_URL}\\?`),
    );
    expect(page.context().pages()).toHaveLength(1);
    await saveScreen(page, 'gallery-meeting-display-full-screen');
    await page.getByRole('link', { name: t('en', 'meeting.backToArea') }).click();
    await page.waitForURL(pathIs(urls.area(GALLERY)));
    await expect(page.getByTestId('area-name')).toHaveText(GALLERY_NAME);
  });

  test('NEW_TAB opens the full-screen meeting route in a new tab, whatever the opening mode', async ({
    page,
    context,
  }) => {
    await openGallery(page);
    const popup = context.waitForEvent('page');
    await hotspot(page, EXTRAS.meetingTab.id).click();
    const tab = await popup;
    await tab.waitForURL(pathIs(urls.meeting(GALLERY, EXTRAS.meetingTab.id, `${EXTRAS.meetingTab.id}-1`)));
    await expect(tab.getByTestId('meeting-page')).toBeVisible();
    await saveScreen(tab, 'gallery-meeting-display-new-tab');
    // The overlay its opening mode names does not open: the room is in the tab.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await opens(page)).map((open) => open.event)).toEqual(['click']);
  });
});

test.describe('consent and new tabs', () => {
  test.beforeEach(async ({ context, request, baseURL }) => {
    await enter(context, request, baseURL!);
    // The visitor refused the meeting provider (once: later choices in the test stand).
    await context.addInitScript(() => {
      if (localStorage.getItem('e2e:refused')) return;
      localStorage.setItem('e2e:refused', '1');
      localStorage.setItem('cookies:whereby', 'false');
    });
  });

  test('a meeting whose provider is refused shows the blocked notice instead of a new tab', async ({
    page,
    context,
  }) => {
    const id = widgetId('meeting', 'NEW_TAB');
    // Clicked once the area's click handling is there: no tab opens at all.
    const clickHandling = page.waitForResponse(/\/assets\/widget-activation-[\w-]+\.js$/);
    await openGallery(page);
    await clickHandling;
    await hotspot(page, id).click();
    const dialog = page.getByTestId('widget-dialog');
    const notice = dialog.locator('[data-testid=consent-notice][data-widget-type=MEETING]');
    await expect(notice).toContainText('Whereby');
    await expect(dialog.getByTestId('new-tab-link')).toHaveCount(0);
    expect(await opens(page)).toEqual([]);
    expect(context.pages()).toHaveLength(1);
    await fullyShown(dialog.locator('.MuiDialog-paper'));
    await saveScreen(page, 'gallery-new-tab-consent-blocked');

    // Consent given, the dialog offers the tab; the visitor's click on it opens it.
    await notice.getByRole('button', { name: 'Privacy preferences' }).click();
    const banner = page.getByRole('dialog', { name: 'Cookies and privacy' });
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toBeHidden();
    await expect(notice).toHaveCount(0);
    const link = dialog.getByTestId('new-tab-link');
    await expect(link).toHaveAttribute('href', urls.meeting(GALLERY, id, `${id}-1`));
    const popup = context.waitForEvent('page');
    await link.click();
    const tab = await popup;
    await tab.waitForURL(pathIs(urls.meeting(GALLERY, id, `${id}-1`)));
    await expect(tab.getByTestId('meeting-page')).toBeVisible();
  });

  test('a refused provider closes the empty tab of an early click and shows the notice', async ({
    page,
    context,
  }) => {
    const release = await holdClickHandling(page);
    await openGallery(page);
    const popup = context.waitForEvent('page');
    await hotspot(page, widgetId('meeting', 'NEW_TAB')).click();
    const early = await popup;
    release();
    await expect.poll(() => early.isClosed()).toBe(true);
    await expect(page.getByTestId('widget-dialog').getByTestId('consent-notice')).toBeVisible();
    expect(context.pages()).toHaveLength(1);
  });
});
