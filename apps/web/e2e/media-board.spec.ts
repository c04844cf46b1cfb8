import { attendeeToken, liveVenue } from './support/api';
import { PIA, peopleOfEachTest, QUINN, ROSA } from './support/attendees';
import { seedSession, useAttendeeSession } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ClockServer } from './support/clock-server';
import { ATTENDEE, urls, VIEWPORTS } from './support/env';
import { t } from './support/i18n';
import { saveScreen } from './support/screens';
import {
  type APIRequestContext,
  expect,
  type Locator,
  laneOf,
  onClockServer,
  type Page,
  test,
} from './support/test';

// Spec §2.8 media board (views recommended, top rated, next live, now live; search, like/unlike,
// additional info, back to overview) and §4 (a media item is liked or not, toggled; a live
// discussion is scheduled for a date-time or running now), on the demo's "Talks on demand" board
// in the expo hall (apps/server/src/seed/demo-media-board.ts: its live windows are set relative
// to the time the demo is seeded).

// Software WebGL draws the expo hall's panorama before its hotspot opens the board: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

const BOARD = 'Talks on demand';
const text = (key: string, values?: Record<string, string>) => t('en', key, values);
const HOUR_MS = 60 * 60 * 1000;
/** The app re-renders time-dependent views every 10 s (spec §9); a little more for the page to draw. */
const TICK_WAIT_MS = 15_000;

const board = (page: Page) => page.getByTestId('media-board');
const panel = (page: Page) => board(page).getByTestId('media-panel');
const tab = (page: Page, view: string) =>
  board(page).getByRole('tab', { name: text(`mediaBoard.view.${view}`) });
const card = (page: Page, title: string) =>
  board(page)
    .getByTestId('media-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const likeButton = (scope: Locator, title: string) =>
  scope.getByRole('button', { name: text('mediaBoard.like', { title }) });

/** The ids of the cards the panel shows, in order. */
const shownIds = (page: Page) =>
  panel(page)
    .getByTestId('media-card')
    .evaluateAll((cards) => cards.map((element) => element.getAttribute('data-piece-id')));

/**
 * Opens the board from its hotspot in the expo hall's 360° view, by keyboard (the marker may be
 * behind the viewer's edge). On a busy machine the viewer takes its time to place its markers, so
 * the hotspot is tried until the board opens.
 */
async function openBoard(page: Page, query = '') {
  await page.goto(urls.area('expo-hall') + query);
  const hotspot = page.getByTestId('panorama-viewpoint').getByRole('button', { name: BOARD, exact: true });
  const dialog = page.getByRole('dialog', { name: BOARD });
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      await hotspot.focus({ timeout: 5_000 });
      await page.keyboard.press('Enter');
    }
    await expect(dialog).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  // The board's chunk loads when it first opens.
  await expect(board(page).getByRole('tablist')).toBeVisible({ timeout: 30_000 });
}

/** The demo attendee's board, on top rated. */
async function openTopRatedAsAttendee(page: Page, request: APIRequestContext) {
  await seedSession(page, await attendeeToken(request));
  await openBoard(page);
  await tab(page, 'topRated').click();
}

/** The begin of a piece's live discussion in the published demo venue. */
async function liveBegin(request: APIRequestContext, pieceId: string): Promise<string> {
  const venue = (await liveVenue(request)) as unknown as {
    architectures: {
      areas: {
        contentWidgets: {
          type: string;
          configurations: { contentPieces?: { id: string; liveDiscussion?: { begin: string } }[] }[];
        }[];
      }[];
    }[];
  };
  const pieces = venue.architectures[0]!.areas.flatMap((area) =>
    area.contentWidgets.flatMap((widget) => widget.configurations.flatMap((c) => c.contentPieces ?? [])),
  );
  const begin = pieces.find((piece) => piece.id === pieceId)?.liveDiscussion?.begin;
  if (!begin) throw new Error(`no live discussion of ${pieceId}`);
  return begin;
}

async function cardCount(page: Page, title: string): Promise<number> {
  return Number(await card(page, title).getByTestId('like-count').textContent());
}

test.describe('the media board on the shared server', () => {
  test.use({ viewport: VIEWPORTS.desktop });
  const { visit } = peopleOfEachTest([PIA, QUINN, ROSA]);

  test('a like and its count are seen live by the other attendees, and top rated follows', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const title = 'Accessible virtual events';
    const [pia, quinn, rosa] = [
      await visit(browser, testInfo, PIA),
      await visit(browser, testInfo, QUINN),
      await visit(browser, testInfo, ROSA),
    ];
    for (const visitor of [pia, quinn, rosa]) {
      await openBoard(visitor.page);
      await tab(visitor.page, 'topRated').click();
      await expect(card(visitor.page, title)).toBeVisible();
    }
    const before = await cardCount(pia.page, title);

    await test.step('Pia likes: her button is pressed, everyone sees the count go up', async () => {
      const button = likeButton(card(pia.page, title), title);
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      for (const visitor of [pia, quinn, rosa]) {
        await expect(card(visitor.page, title).getByTestId('like-count')).toHaveText(String(before + 1));
      }
      await expect(likeButton(card(quinn.page, title), title)).toHaveAttribute('aria-pressed', 'false');
      await expect(likeButton(card(pia.page, title), title)).toHaveAccessibleDescription(
        `${before + 1} ${before + 1 === 1 ? 'like' : 'likes'}`,
      );
    });

    await test.step('Quinn likes too: the piece leads top rated for all three', async () => {
      await likeButton(card(quinn.page, title), title).click();
      for (const visitor of [pia, quinn, rosa]) {
        await expect(card(visitor.page, title).getByTestId('like-count')).toHaveText(String(before + 2));
        await expect.poll(() => shownIds(visitor.page)).toContain('talk-accessibility');
        expect((await shownIds(visitor.page))[0]).toBe('talk-accessibility');
      }
      await saveScreen(rosa.page, 'media-board-top-rated');
    });

    await test.step('Pia unlikes: the count goes down for everyone, her button is no longer pressed', async () => {
      const button = likeButton(card(pia.page, title), title);
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      for (const visitor of [pia, quinn, rosa]) {
        await expect(card(visitor.page, title).getByTestId('like-count')).toHaveText(String(before + 1));
      }
    });

    await test.step('after a reload Quinn still likes it (the server remembers)', async () => {
      await openBoard(quinn.page);
      await tab(quinn.page, 'topRated').click();
      await expect(likeButton(card(quinn.page, title), title)).toHaveAttribute('aria-pressed', 'true');
      await expect(card(quinn.page, title).getByTestId('like-count')).toHaveText(String(before + 1));
    });

    await test.step('Quinn takes the like back, so the next run starts where this one did', async () => {
      await likeButton(card(quinn.page, title), title).click();
      await expect(card(pia.page, title).getByTestId('like-count')).toHaveText(String(before));
    });
  });

  test('search as you type finds a piece by a word of its description, with the match highlighted', async ({
    page,
    request,
  }, testInfo) => {
    await useAttendeeSession(page, request);
    await openBoard(page);
    const search = board(page).getByRole('searchbox', { name: text('mediaBoard.search') });

    await search.pressSequentially('capti');
    await expect.poll(() => shownIds(page)).toEqual(['talk-accessibility']);
    await expect(board(page).getByTestId('media-result-count')).toHaveText('1 piece found');
    await expect(card(page, 'Accessible virtual events').getByTestId('search-match')).toHaveText(['capti']);
    await search.pressSequentially('ons');
    await expect(card(page, 'Accessible virtual events').getByTestId('search-match')).toHaveText([
      'captions',
    ]);
    await saveScreen(page, 'media-board-search');
    await expectNoSeriousA11yViolations(page, 'media board search', testInfo);

    await test.step('case and diacritics aside: "ZOE" finds Zoë Carrière among the speakers', async () => {
      await search.fill('ZOE');
      await expect.poll(() => shownIds(page)).toEqual(['talk-consent']);
      await expect(card(page, 'Consent people understand').getByTestId('search-match')).toHaveText(['Zoë']);
    });

    await test.step('a word nobody wrote finds nothing; Escape clears the search', async () => {
      await search.fill('xylophone');
      await expect(board(page).getByTestId('media-empty')).toHaveText(
        text('mediaBoard.noResults', { query: 'xylophone' }),
      );
      await search.press('Escape');
      await expect(search).toHaveValue('');
      await expect(board(page)).toBeVisible();
      await expect(tab(page, 'recommended')).toHaveAttribute('aria-selected', 'true');
    });
  });

  test('a piece in detail with additional info, its live discussion running now, and back to the overview', async ({
    page,
    request,
  }, testInfo) => {
    await openTopRatedAsAttendee(page, request);

    await test.step('the detail: description, speakers, additional info, the video', async () => {
      await card(page, 'Accessible virtual events').getByRole('button').first().click();
      const detail = board(page).getByTestId('media-detail');
      await expect(detail.getByRole('heading', { name: 'Accessible virtual events' })).toBeFocused();
      await expect(detail.getByTestId('detail-additional-info')).toContainText(
        'Captions in English and German. A transcript is available at the information desk.',
      );
      await expect(detail.getByTestId('detail-speakers')).toContainText(
        'Kofi Mensah (Accessibility Lead, Open Venues)',
      );
      await expect(detail.getByTestId('detail-description')).toContainText(
        'Keyboard navigation, screen readers',
      );
      await expect(
        detail.getByTitle(text('mediaBoard.videoTitle', { title: 'Accessible virtual events' })),
      ).toHaveAttribute('src', /^https:\/\/player\.vimeo\.com\/video\//);
      await expectNoSeriousA11yViolations(page, 'media board detail', testInfo);
    });

    await test.step('back to the overview: the same view, focus on the card that was opened', async () => {
      await board(page)
        .getByRole('button', { name: text('mediaBoard.back') })
        .click();
      await expect(tab(page, 'topRated')).toHaveAttribute('aria-selected', 'true');
      await expect(card(page, 'Accessible virtual events').getByRole('button').first()).toBeFocused();
    });

    await test.step('a discussion running now says so and joins its room in a new tab', async () => {
      await tab(page, 'nowLive').click();
      await expect.poll(() => shownIds(page)).toEqual(['talk-presence']);
      await expect(card(page, 'Scaling realtime presence').getByTestId('live-badge')).toHaveText(
        text('mediaBoard.liveNow'),
      );
      await card(page, 'Scaling realtime presence').getByRole('button').first().press('Enter');
      const live = board(page).getByTestId('live-discussion');
      await expect(live).toHaveAttribute('data-state', 'live');
      const join = live.getByRole('link', { name: new RegExp(text('mediaBoard.join')) });
      await expect(join).toHaveAttribute('href', 'https://example.whereby.com/atrium-talk-presence');
      await expect(join).toHaveAttribute('target', '_blank');
      await expect(join).toHaveAttribute('rel', /noopener/);
      await saveScreen(page, 'media-board-live-detail');
    });
  });

  test('a document piece opens in the PDF viewer', async ({ page, request }, testInfo) => {
    await openTopRatedAsAttendee(page, request);
    await card(page, 'Your event guide').getByRole('button').first().click();
    const viewer = board(page).getByTestId('pdf-viewer');
    // pdf.js loads with the first document, and draws in software here.
    await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    const canvas = viewer.getByTestId('pdf-page');
    await expect(canvas).toHaveAttribute('data-rendered', 'true', { timeout: 30_000 });
    await expect(canvas).toHaveAttribute('data-page', '1');
    await saveScreen(page, 'media-board-document');
    await expectNoSeriousA11yViolations(page, 'media board document', testInfo);
  });

  test('the overview is axe-clean, and its cards carry real thumbnails', async ({
    page,
    request,
  }, testInfo) => {
    await openTopRatedAsAttendee(page, request);
    const thumbnails = board(page).getByTestId('piece-thumbnail');
    await expect(thumbnails).toHaveCount(8);
    await expect
      .poll(() =>
        thumbnails.evaluateAll(
          (images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length,
        ),
      )
      .toBeGreaterThanOrEqual(4);
    expect(await thumbnails.first().getAttribute('src')).toMatch(/backend-assets/);
    await saveScreen(page, 'media-board-overview');
    await expectNoSeriousA11yViolations(page, 'media board overview', testInfo);

    await test.step('the tabs are operated by keyboard', async () => {
      await tab(page, 'topRated').focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(tab(page, 'nextLive')).toHaveAttribute('aria-selected', 'true');
    });
  });

  test.describe('on a phone, in Arabic', () => {
    test.use({ viewport: VIEWPORTS.mobile, isMobile: true, hasTouch: true });

    test('the board fills the screen in one column, right to left', async ({ page, request }, testInfo) => {
      await useAttendeeSession(page, request);
      await openBoard(page, '?lang=ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await board(page)
        .getByRole('tab', { name: t('ar', 'mediaBoard.view.topRated') })
        .click();
      const cards = board(page).getByTestId('media-card');
      await expect(cards).toHaveCount(8);
      const boxes = await cards.evaluateAll((elements) =>
        elements.slice(0, 3).map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
      );
      // One column: every card starts at the same place and takes the screen's width.
      expect(new Set(boxes.map((box) => Math.round(box.x))).size).toBe(1);
      for (const box of boxes) expect(box.width).toBeGreaterThan(VIEWPORTS.mobile.width * 0.8);
      const overflow = await board(page).evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await saveScreen(page, 'media-board-phone-ar');
      await expectNoSeriousA11yViolations(page, 'media board phone', testInfo);
    });
  });
});

test.describe('the views as the server clock passes a live window', () => {
  // A server of its own whose clock the test moves (see support/clock-server.ts), seeded afresh,
  // so the board's live windows are relative to its start. The page's clock moves with it: the
  // views follow the app's server time, which re-renders every 10 s tick.
  const ZONE = 'Asia/Kolkata';
  let server: ClockServer | undefined;
  test.use({ baseURL: onClockServer, viewport: VIEWPORTS.desktop, timezoneId: ZONE });

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // Hours pass on this server: a session that outlives them needs no refresh in between.
    const ttl = process.env.ACCESS_TOKEN_TTL_SECONDS;
    process.env.ACCESS_TOKEN_TTL_SECONDS = String(24 * 3600);
    try {
      server = await ClockServer.start(laneOf(test.info()).clockPort);
    } finally {
      if (ttl === undefined) delete process.env.ACCESS_TOKEN_TTL_SECONDS;
      else process.env.ACCESS_TOKEN_TTL_SECONDS = ttl;
    }
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  async function views(page: Page) {
    const found: Record<string, (string | null)[]> = {};
    for (const view of ['nextLive', 'nowLive']) {
      await tab(page, view).click();
      await expect(panel(page)).toHaveAttribute('data-view', view);
      found[view] = await shownIds(page);
    }
    return found;
  }

  /** The attendee's session on this server (tokens of the shared server are not valid here). */
  async function startOnClockServer(page: Page, request: APIRequestContext) {
    const response = await request.post('/api/auth/login', {
      data: { email: ATTENDEE.email, password: ATTENDEE.password },
    });
    expect(response.ok()).toBe(true);
    await seedSession(page, ((await response.json()) as { accessToken: string }).accessToken);
  }

  /** Moves the server's clock and the page's together (their difference is the app's server time offset). */
  async function pass(page: Page, ms: number) {
    await server!.advance(ms);
    await page.clock.fastForward(ms);
  }

  test('a discussion moves from next live to now live and out; recommended falls back or recommends', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    await startOnClockServer(page, request);
    await openBoard(page);
    // From here the page's Date is the test's to move; the app's 10 s tick (a timer set before)
    // keeps running in real time and shows the moved time within a tick.
    await page.clock.install();

    await test.step('at the seed: one running, three to come by their begin', async () => {
      expect(await views(page)).toEqual({
        nextLive: ['talk-consent', 'partner-packages', 'workshop-sketching'],
        nowLive: ['talk-presence'],
      });
    });

    await test.step("a scheduled discussion shows its time in the attendee's zone", async () => {
      await tab(page, 'nextLive').click();
      await card(page, 'Consent people understand').getByRole('button').first().click();
      const live = board(page).getByTestId('live-discussion');
      await expect(live).toHaveAttribute('data-state', 'scheduled');
      await expect(live.getByRole('link')).toHaveCount(0);
      const begin = await liveBegin(request, 'talk-consent');
      const parts = new Intl.DateTimeFormat('en', {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: ZONE,
      }).formatToParts(new Date(begin));
      const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value;
      // The seeded begin, two hours after the seed, in India's zone (UTC+5:30).
      await expect(live.getByTestId('live-window')).toContainText(`${part('hour')}:${part('minute')}`);
      await expect(live.getByTestId('live-window')).toContainText('GMT+5:30');
      await saveScreen(page, 'media-board-scheduled');
      await board(page)
        .getByRole('button', { name: text('mediaBoard.back') })
        .click();
    });

    await test.step('two hours later it runs: now live lists it first (it ends first)', async () => {
      await pass(page, 2 * HOUR_MS + 60_000);
      await expect
        .poll(() => views(page), { timeout: TICK_WAIT_MS })
        .toEqual({
          nextLive: ['partner-packages', 'workshop-sketching'],
          nowLive: ['talk-consent', 'talk-presence'],
        });
      await expect(card(page, 'Consent people understand').getByTestId('live-badge')).toBeVisible();
    });

    await test.step('an hour later it is over and leaves both live views', async () => {
      await pass(page, HOUR_MS);
      await expect
        .poll(() => views(page), { timeout: TICK_WAIT_MS })
        .toEqual({
          nextLive: ['partner-packages', 'workshop-sketching'],
          nowLive: ['talk-presence'],
        });
    });

    await test.step("recommended: the server's answer, without the fallback note", async () => {
      await tab(page, 'recommended').click();
      await expect(
        panel(page).getByTestId('media-card').or(board(page).getByTestId('media-empty')).first(),
      ).toBeVisible();
      await expect(board(page).getByTestId('media-note')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, 'media board recommended', testInfo);
    });
  });

  test('while the recommendations call fails, recommended shows top rated with a note', async ({
    page,
    request,
  }) => {
    await useAttendeeSession(page, request);
    await page.route('**/api/media-board/*/recommended/**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":"unavailable","errMsg":"down"}',
      }),
    );
    await openBoard(page);
    await expect(board(page).getByTestId('media-note')).toHaveText(
      text('mediaBoard.recommendationsUnavailable'),
    );
    await tab(page, 'topRated').click();
    const topRated = await shownIds(page);
    await tab(page, 'recommended').click();
    await expect.poll(() => shownIds(page)).toEqual(topRated);
    await saveScreen(page, 'media-board-recommended-fallback');
  });
});
