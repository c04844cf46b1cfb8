import { apiToken } from './support/api';
import { fullyShown, navigationIdle, SESSION_KEY } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ADMIN, ATTENDEE, pathIs, urls, VIEWPORTS } from './support/env';
import { t } from './support/i18n';
import { saveScreen } from './support/screens';
import { type APIRequestContext, expect, type Locator, type Page, test } from './support/test';

// Spec §2.1 (the full-screen meeting route), §2.8 (meeting widget controls), §3 (meeting
// configuration), §6 (host URLs for administrators only), §7 (the meeting embed URL).
// The meeting host is not reachable from the test machine: the frame's page does not load,
// so the tests look at the URL it is given.

const text = (key: string, values: Record<string, string> = {}) => t('en', key, values);

const KEYNOTE = urls.meeting('auditorium', 'keynote', 'keynote-live');
const AUDITORIUM = urls.area('auditorium');
const VIEWER_URL = 'https://example.whereby.com/atrium-keynote-viewer';
const HOST_URL = 'https://example.whereby.com/atrium-keynote?roomKey=demo-host-key';
const HOST_SECRETS = ['roomKey', 'demo-host-key'];
const ALLOW = 'camera; microphone; fullscreen; speaker; display-capture; autoplay; compute-pressure';

/** The keynote's switches as the demo venue sets them, as embed parameters (on/off flags). */
const KEYNOTE_FLAGS: Record<string, string> = {
  audio: 'on',
  background: 'on',
  logo: 'off',
  locking: 'off',
  participantCount: 'on',
  settingsButton: 'on',
  pipButton: 'on',
  breakout: 'off',
  chat: 'on',
  leaveButton: 'on',
  lowData: 'off',
  moreButton: 'on',
  people: 'on',
  precallReview: 'on',
  roomIntegrations: 'off',
  screenshare: 'on',
  subgridLabels: 'on',
  timer: 'off',
  video: 'on',
};
/** Switched off in the demo; these turn on by their mere presence, so they must be absent. */
const ABSENT_FLAGS = ['autoSpotlight', 'skipMediaPermissionPrompt', 'floatSelf'];

type Who = { email: string; password: string };

/** Starts the tab logged in as `who`, with the meeting provider's cookies accepted. */
async function startAs(page: Page, request: APIRequestContext, who: Who) {
  const token = await apiToken(request, who);
  await page.addInitScript(
    ({ key, token }) => {
      localStorage.setItem('cookies:whereby', 'true');
      if (sessionStorage.getItem('e2e:seeded')) return;
      sessionStorage.setItem('e2e:seeded', '1');
      sessionStorage.setItem(key, JSON.stringify({ state: { accessToken: token }, version: 0 }));
    },
    { key: SESSION_KEY, token },
  );
  const response = await request.get('/api/userInfo', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { userId: string; name: string | null };
}

/** Every text answer of our own server, to search for secrets. */
function recordResponses(page: Page, baseURL: string | undefined) {
  const origin = new URL(baseURL!).origin;
  const bodies: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).origin !== origin) return;
    if (!/json|text|javascript/.test(response.headers()['content-type'] ?? '')) return;
    bodies.push(
      response.text().then(
        (body) => ({ url: response.url(), body }),
        () => ({ url: response.url(), body: '' }),
      ),
    );
  });
  return async () => Promise.all(bodies);
}

const meetingFrame = (page: Page) => page.locator('iframe[title^="Video meeting:"]');

async function srcOf(frame: Locator): Promise<URL> {
  await expect(frame).toHaveAttribute('src', /^https:/);
  return new URL((await frame.getAttribute('src'))!);
}

async function storageText(page: Page) {
  return page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
}

async function expectNoHostUrlAnywhere(
  page: Page,
  responses: () => Promise<{ url: string; body: string }[]>,
) {
  const answers = await responses();
  expect(answers.some((answer) => answer.url.includes('/api/ui/venue'))).toBe(true);
  for (const { url, body } of answers) {
    for (const secret of HOST_SECRETS) expect(body, `${url} leaks ${secret}`).not.toContain(secret);
  }
  const html = await page.content();
  const storage = await storageText(page);
  for (const secret of HOST_SECRETS) {
    expect(html, `the page shows ${secret}`).not.toContain(secret);
    expect(storage, `storage holds ${secret}`).not.toContain(secret);
  }
}

/** The embed URL as spec §7 describes it, for the keynote. */
async function expectKeynoteUrl(
  page: Page,
  src: URL,
  expected: { base: string; displayName: string; userId: string; update: string },
) {
  expect(`${src.origin}${src.pathname}`).toBe(
    new URL(expected.base).origin + new URL(expected.base).pathname,
  );
  const params = src.searchParams;
  expect(params.get('displayName')).toBe(expected.displayName);
  expect(params.get('lang')).toBe('en');
  const visitorId = await page.evaluate(() => localStorage.getItem('tracking:visitor-id'));
  expect(visitorId, 'a visitor id is stored').toMatch(/^[A-Za-z0-9-]{16,64}$/);
  expect(JSON.parse(params.get('metadata')!)).toEqual({
    referrer: page.url(),
    userId: expected.userId,
    visitorId,
    meetingName: 'Opening keynote',
    meetingType: 'Webinar',
  });
  for (const [flag, value] of Object.entries(KEYNOTE_FLAGS)) expect(params.get(flag), flag).toBe(value);
  for (const flag of ABSENT_FLAGS) expect(params.has(flag), flag).toBe(false);
  expect(params.get('update')).toBe(expected.update);
}

test.describe('the full-screen meeting page', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('an attendee joins as viewer; the host URL is nowhere; rejoin, full screen, back to the area', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const user = await startAs(page, request, ATTENDEE);
    const responses = recordResponses(page, baseURL);
    await page.goto(KEYNOTE);
    await expect(page.getByTestId('meeting-page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('meeting.title', { name: 'Opening keynote' }),
    );
    await navigationIdle(page);
    for (const testId of ['desktop-header', 'mobile-header', 'footer', 'mobile-indicator']) {
      await expect(page.getByTestId(testId), testId).toHaveCount(0);
    }
    await expect(page.getByTestId('webinar-chip')).toHaveText('Webinar');

    const frame = meetingFrame(page);
    await expect(frame).toHaveAttribute('title', text('meeting.frameTitle', { name: 'Opening keynote' }));
    await expect(frame).toHaveAttribute('allow', ALLOW);
    const first = await srcOf(frame);
    await expectKeynoteUrl(page, first, {
      base: VIEWER_URL,
      displayName: ATTENDEE.name,
      userId: user.userId,
      update: '0',
    });
    // The frame fills the window below the page's bar.
    const box = (await frame.boundingBox())!;
    expect(box.width).toBeGreaterThan(VIEWPORTS.desktop.width - 40);
    expect(box.y + box.height).toBeGreaterThan(VIEWPORTS.desktop.height - 40);
    await expectNoHostUrlAnywhere(page, responses);
    await saveScreen(page, 'meeting-page-attendee');
    await expectNoSeriousA11yViolations(page, 'meeting page', testInfo);

    // Rejoin: a new counter, so the room loads again; nothing else changes.
    await page.getByRole('button', { name: text('meeting.rejoin') }).click();
    await expect(frame).toHaveAttribute('src', /[?&]update=1(&|$)/);
    const second = await frame.getAttribute('src');
    expect(second!.replace('update=1', 'update=0')).toBe(first.href);
    await page.getByRole('button', { name: text('meeting.rejoin') }).click();
    await expect(frame).toHaveAttribute('src', /[?&]update=2(&|$)/);

    // Full screen and back.
    await page.getByRole('button', { name: text('meeting.fullScreen') }).click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid') ?? null))
      .toBe('meeting-frame');
    await page.getByRole('button', { name: text('meeting.exitFullScreen') }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await expect(page.getByRole('button', { name: text('meeting.fullScreen') })).toBeVisible();

    await page.getByRole('link', { name: text('meeting.backToArea') }).click();
    await page.waitForURL(pathIs(AUDITORIUM));
    await expect(page.getByTestId('leave-meeting-dialog')).toHaveCount(0);
    await expect(page.getByTestId('area-name')).toBeVisible();
    await expect(page.getByTestId('desktop-header')).toBeVisible();
    await expectNoHostUrlAnywhere(page, responses);
  });

  test('an administrator joins as host', async ({ page, request }) => {
    const admin = await startAs(page, request, ADMIN);
    await page.goto(KEYNOTE);
    const src = await srcOf(meetingFrame(page));
    expect(src.href.startsWith(`${HOST_URL}&displayName=`)).toBe(true);
    await expectKeynoteUrl(page, src, {
      base: HOST_URL,
      displayName: admin.name ?? 'Admin',
      userId: admin.userId,
      update: '0',
    });
    expect(src.searchParams.get('roomKey')).toBe('demo-host-key');
    await saveScreen(page, 'meeting-page-admin');
  });

  test('Escape returns to the area', async ({ page, request }) => {
    await startAs(page, request, ATTENDEE);
    await page.goto(KEYNOTE);
    await expect(meetingFrame(page)).toBeVisible();
    await navigationIdle(page);
    await page.keyboard.press('Escape');
    await page.waitForURL(pathIs(AUDITORIUM));
    await expect(page.getByTestId('area-name')).toBeVisible();
  });

  test('a navigation away asks first: stay keeps the meeting, leave goes on', async ({
    page,
    request,
  }, testInfo) => {
    await startAs(page, request, ATTENDEE);
    await page.goto(KEYNOTE);
    const frame = meetingFrame(page);
    const src = await frame.getAttribute('src');
    await navigationIdle(page);

    // An earlier history entry of the area, as if the visitor had come from there.
    const comeFromArea = () =>
      page.evaluate((area) => {
        const here = window.location.href;
        window.history.replaceState({ usr: null, key: 'from-area', idx: 0 }, '', area);
        window.history.pushState({ usr: null, key: 'meeting', idx: 1 }, '', here);
      }, AUDITORIUM);

    await comeFromArea();
    await page.goBack();
    const dialog = page.getByRole('dialog', { name: text('meeting.leaveTitle') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(text('meeting.leaveText'));
    await fullyShown(dialog);
    await saveScreen(page, 'meeting-leave-question');
    await expectNoSeriousA11yViolations(page, 'leave the meeting?', testInfo);
    await dialog.getByRole('button', { name: text('meeting.stay') }).click();
    await expect(dialog).toBeHidden();
    await page.waitForURL(pathIs(KEYNOTE));
    await navigationIdle(page);
    await expect(frame).toHaveAttribute('src', src!);
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);

    // Still guarded after staying.
    await comeFromArea();
    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: text('meeting.leave') }).click();
    await page.waitForURL(pathIs(AUDITORIUM));
    await expect(page.getByTestId('area-name')).toBeVisible();
    await expect(frame).toHaveCount(0);
  });

  test('a configuration outside its time window says that it has ended or when it opens', async ({
    page,
    request,
  }) => {
    await startAs(page, request, ATTENDEE);
    await page.goto(urls.meeting('auditorium', 'keynote', 'keynote-rehearsal'));
    await expect(page.getByTestId('meeting-ended')).toHaveText(text('meeting.ended'));
    await expect(meetingFrame(page)).toHaveCount(0);
    await saveScreen(page, 'meeting-page-ended');

    // The server's clock (the date header) before the keynote: it opens on 1 January 2026, 09:00 UTC.
    await page.route('**/api/**', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), date: new Date('2025-12-31T12:00:00Z').toUTCString() },
      });
    });
    await page.goto(KEYNOTE);
    await expect(page.getByTestId('meeting-upcoming')).toContainText(/The meeting opens on .*2026/);
    await expect(meetingFrame(page)).toHaveCount(0);
  });

  test('an unknown meeting is not found', async ({ page, request }) => {
    await startAs(page, request, ATTENDEE);
    await page.goto(urls.meeting('auditorium', 'keynote', 'no-such-configuration'));
    await expect(page.getByTestId('meeting-not-found')).toHaveText(text('meeting.notFound'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('meeting.notFound'));
    await expect(meetingFrame(page)).toHaveCount(0);
    await page.getByRole('link', { name: text('meeting.backToArea') }).click();
    await page.waitForURL(pathIs(AUDITORIUM));
  });

  test.describe('on a phone', () => {
    test.use({ viewport: VIEWPORTS.mobile });

    test('the meeting fills the screen without header or mobile notice', async ({ page, request }) => {
      await startAs(page, request, ATTENDEE);
      await page.goto(KEYNOTE);
      await expect(meetingFrame(page)).toBeVisible();
      await navigationIdle(page);
      for (const testId of ['desktop-header', 'mobile-header', 'footer', 'mobile-indicator']) {
        await expect(page.getByTestId(testId), testId).toHaveCount(0);
      }
      await saveScreen(page, 'meeting-page-mobile');
    });
  });
});

test.describe('the meeting widget in the auditorium', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('an attendee opens the keynote, rejoins, goes to the full-screen page and back', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const user = await startAs(page, request, ATTENDEE);
    const responses = recordResponses(page, baseURL);
    await page.goto(AUDITORIUM);
    await expect(page.getByTestId('area-name')).toBeVisible();
    await page.getByRole('button', { name: 'Keynote', exact: true }).click();

    const frame = meetingFrame(page);
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('allow', ALLOW);
    await expectKeynoteUrl(page, await srcOf(frame), {
      base: VIEWER_URL,
      displayName: ATTENDEE.name,
      userId: user.userId,
      update: '0',
    });
    await expect(page.getByTestId('webinar-chip')).toBeVisible();
    await expectNoHostUrlAnywhere(page, responses);
    await saveScreen(page, 'meeting-widget-in-area');
    await expectNoSeriousA11yViolations(page, 'meeting in the area', testInfo);

    await page.getByRole('button', { name: text('meeting.rejoin') }).click();
    await expect(frame).toHaveAttribute('src', /[?&]update=1(&|$)/);

    await page.getByRole('link', { name: text('meeting.openFullPage') }).click();
    await page.waitForURL(pathIs(KEYNOTE));
    await expect(page.getByTestId('meeting-page')).toBeVisible();
    await expect(page.getByTestId('leave-meeting-dialog')).toHaveCount(0);
    await expect(meetingFrame(page)).toHaveAttribute('src', /[?&]update=0(&|$)/);

    await page.getByRole('link', { name: text('meeting.backToArea') }).click();
    await page.waitForURL(pathIs(AUDITORIUM));
    await expect(page.getByTestId('area-name')).toBeVisible();
  });

  test('back to the area closes the meeting; leaving the area does not ask', async ({ page, request }) => {
    await startAs(page, request, ATTENDEE);
    await page.goto(AUDITORIUM);
    const keynote = page.getByRole('button', { name: 'Keynote', exact: true });
    await keynote.click();
    await expect(meetingFrame(page)).toBeVisible();
    await page.getByRole('button', { name: /^Back to Auditorium$/ }).click();
    await expect(meetingFrame(page)).toHaveCount(0);
    await expect(keynote).toBeVisible();

    await keynote.click();
    await expect(meetingFrame(page)).toBeVisible();
    // The link's name is the area's, followed by its attendee count once presence knows it.
    await page
      .getByTestId('footer')
      .getByRole('link', { name: /^Lobby\b/ })
      .click();
    await page.waitForURL(pathIs(urls.area('lobby')));
    await expect(page.getByTestId('leave-meeting-dialog')).toHaveCount(0);
    await expect(meetingFrame(page)).toHaveCount(0);
    await navigationIdle(page);
  });

  test('the help desk (a global meeting, no webinar) opens over the area with its own back button', async ({
    page,
    request,
  }, testInfo) => {
    const user = await startAs(page, request, ATTENDEE);
    await page.goto(AUDITORIUM);
    await page.getByRole('button', { name: /Help desk/i }).click();
    const frame = meetingFrame(page);
    await expect(frame).toBeVisible();
    const src = await srcOf(frame);
    expect(`${src.origin}${src.pathname}`).toBe('https://example.whereby.com/atrium-help-desk');
    expect(JSON.parse(src.searchParams.get('metadata')!)).toMatchObject({
      userId: user.userId,
      meetingName: 'Help desk',
      meetingType: 'Meeting',
    });
    expect(Object.fromEntries([...src.searchParams].filter(([name]) => name in KEYNOTE_FLAGS))).toEqual({
      chat: 'on',
      people: 'on',
      screenshare: 'off',
      leaveButton: 'on',
    });
    await expect(page.getByTestId('webinar-chip')).toHaveCount(0);
    await fullyShown(page.getByRole('dialog', { name: 'Help desk' }));
    await saveScreen(page, 'meeting-help-desk-overlay');
    await expectNoSeriousA11yViolations(page, 'help desk', testInfo);
    await page.getByRole('button', { name: text('meeting.backToArea') }).click();
    await expect(frame).toHaveCount(0);
    await expect(page.getByTestId('area-name')).toBeVisible();
  });
});
