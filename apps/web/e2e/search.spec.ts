import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { seedSession } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ClockServer } from './support/clock-server';
import { ADMIN, ATTENDEE, urls, VIEWPORTS } from './support/env';
import { t } from './support/i18n';
import { saveScreen } from './support/screens';
import {
  type APIRequestContext,
  expect,
  laneOf,
  onClockServer,
  type Page,
  request,
  test,
} from './support/test';

// Spec §2.8 (global search: an 'ask me anything' input, results with View and View Area, five
// rotating loading phrases, an empty message, administrators request an index update), §4 (the
// index can be outdated; its update runs in the background) and §8 (the search's error message).
// The demo venue's UI configuration has no search (features.ai off), so these run on a server of
// their own whose UI configuration switches it on; its index is built before the first test.

const text = (key: string) => t('en', key);
const ERROR = 'There was an error finding an answer to your question. Please try again.';

let server: ClockServer | undefined;
let configDir: string | undefined;
let api: APIRequestContext | undefined;
const tokens = new Map<string, string>();

async function tokenOf(who: { email: string; password: string }): Promise<string> {
  const known = tokens.get(who.email);
  if (known) return known;
  const response = await api!.post('/api/auth/login', { data: who });
  expect(response.ok(), `login of ${who.email}`).toBe(true);
  const { accessToken } = (await response.json()) as { accessToken: string };
  tokens.set(who.email, accessToken);
  return accessToken;
}

type IndexStatus = { coveredVersion: number | null; building: boolean; outdated: boolean };
async function indexStatus(): Promise<IndexStatus> {
  const response = await api!.get('/api/search/index', {
    headers: { authorization: `Bearer ${await tokenOf(ADMIN)}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as IndexStatus;
}

test.use({ baseURL: onClockServer, viewport: VIEWPORTS.desktop });
test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The served UI configuration with the search switched on (UI_CONFIG_FILE, read by the server).
  const webDist = resolve(process.env.WEB_DIST_DIR ?? 'apps/web/dist');
  const config = JSON.parse(readFileSync(join(webDist, 'ui-config.json'), 'utf8'));
  configDir = mkdtempSync(join(tmpdir(), 'atrium-search-'));
  const file = join(configDir, 'ui-config.json');
  writeFileSync(file, JSON.stringify({ ...config, features: { ...config.features, ai: true } }));
  const before = process.env.UI_CONFIG_FILE;
  process.env.UI_CONFIG_FILE = file;
  try {
    server = await ClockServer.start(laneOf(test.info()).clockPort);
  } finally {
    if (before === undefined) delete process.env.UI_CONFIG_FILE;
    else process.env.UI_CONFIG_FILE = before;
  }
  api = await request.newContext({ baseURL: server.baseURL });
  // The index of the published demo venue, built in the background, before anyone asks.
  const started = await api.post('/api/search/index/update', {
    headers: { authorization: `Bearer ${await tokenOf(ADMIN)}` },
  });
  expect(started.status()).toBe(202);
  await expect
    .poll(
      async () => {
        const status = await indexStatus();
        return status.coveredVersion !== null && !status.building;
      },
      { timeout: 150_000, intervals: [500, 1000] },
    )
    .toBe(true);
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  if (configDir) rmSync(configDir, { recursive: true, force: true });
});

async function enter(page: Page, who: { email: string; password: string }, areaId = 'lobby') {
  await seedSession(page, await tokenOf(who));
  await page.goto(urls.area(areaId));
  await expect(page.getByTestId('area-name')).toBeVisible();
}

const headerInput = (page: Page) =>
  page.getByTestId('desktop-header').getByRole('searchbox', { name: text('header.ask') });
const dialog = (page: Page) => page.getByTestId('search-dialog');

/** Asks in the header's input; the dialog opens with the answer. */
async function ask(page: Page, question: string) {
  const input = headerInput(page);
  // The input loads after the first picture is painted.
  await expect(input).toBeVisible({ timeout: 20_000 });
  await input.fill(question);
  await input.press('Enter');
  await expect(dialog(page)).toBeVisible({ timeout: 20_000 });
}

/** Asks again in the dialog's own field. */
async function askInDialog(page: Page, question: string) {
  const field = dialog(page).getByRole('searchbox', { name: text('search.question') });
  await field.fill(question);
  await field.press('Enter');
}

test('ask where the keynote is: the answer, the results; View opens the widget, View Area moves there', async ({
  page,
}, testInfo) => {
  await enter(page, ATTENDEE);
  await test.step('"/" focuses the input, outside a field', async () => {
    await expect(headerInput(page)).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('area-name').click();
    await page.keyboard.press('/');
    await expect(headerInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await page.getByTestId('area-name').click();
    await page.keyboard.press('Control+k');
    await expect(headerInput(page)).toBeFocused();
  });

  await ask(page, 'where is the keynote?');
  const answer = dialog(page).getByTestId('search-answer');
  await expect(answer).toBeVisible();
  await expect(answer.locator('[lang=en]')).toContainText(/keynote/i);
  const results = dialog(page).getByTestId('search-results').getByRole('listitem');
  const keynote = results.filter({ hasText: 'Keynote' }).first();
  await expect(keynote).toBeVisible();
  // The matched words are marked by the page itself, and the count is announced.
  await expect(dialog(page).locator('mark').first()).toBeVisible();
  const count = await results.count();
  await expect(
    dialog(page)
      .getByRole('status')
      .filter({ hasText: `Results: ${count}` }),
  ).toBeAttached();

  await test.step('arrow keys go from the question through the results', async () => {
    await dialog(page).getByRole('searchbox').press('ArrowDown');
    await expect(results.first().getByRole('button').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(results.first().getByRole('button').first()).not.toBeFocused();
  });
  await fullyShown(page);
  await saveScreen(page, 'search-desktop');
  await expectNoSeriousA11yViolations(page, 'search results', testInfo);

  await test.step('View opens the keynote in the auditorium', async () => {
    await keynote.getByRole('button', { name: text('search.view'), exact: true }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/area\/auditorium$/);
    await expect(page.getByTestId('meeting-widget')).toBeVisible({ timeout: 20_000 });
  });

  await test.step('View Area moves to the lobby', async () => {
    await ask(page, 'where is the lobby?');
    const lobby = dialog(page)
      .getByTestId('search-results')
      .getByRole('listitem', { name: 'Lobby', exact: true });
    await lobby.getByRole('button', { name: text('search.viewArea') }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/area\/lobby$/);
    await expect(page.getByTestId('area-name')).toHaveText('Lobby');
  });

  await test.step('View on a talk opens the media board at that talk', async () => {
    await ask(page, 'accessible virtual events');
    const talk = dialog(page)
      .getByTestId('search-results')
      .getByRole('listitem')
      .filter({ hasText: 'Accessible virtual events' })
      .first();
    await talk.getByRole('button', { name: text('search.view'), exact: true }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/area\/expo-hall$/);
    await expect(page.getByTestId('media-detail').getByTestId('detail-title')).toHaveText(
      'Accessible virtual events',
      { timeout: 20_000 },
    );
    await page.keyboard.press('Escape');
  });

  await test.step('Escape closes the dialog, and the focus is back in the header', async () => {
    await ask(page, 'expo hall');
    await expect(dialog(page).getByTestId('search-results')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(headerInput(page)).toBeFocused();
  });
});

test('the loading phrases rotate while the answer is on its way; nonsense finds the empty message', async ({
  page,
}) => {
  await enter(page, ATTENDEE);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/search/?*', async (route) => {
    await held;
    await route.continue();
  });
  await ask(page, 'qwxz blorft zzyzx');
  const loading = dialog(page).getByTestId('search-loading');
  await expect(loading).toBeVisible();
  const first = (await loading.textContent()) ?? '';
  const phrases = [1, 2, 3, 4, 5].map((n) => text(`search.loading${n}`));
  expect(phrases).toContain(first);
  await expect(loading).not.toHaveText(first, { timeout: 10_000 });
  expect(phrases).toContain((await loading.textContent()) ?? '');
  release();
  await expect(dialog(page).getByTestId('search-empty')).toHaveText(text('search.empty'));
  await expect(loading).toBeHidden();
  await expect(
    dialog(page)
      .getByRole('status')
      .filter({ hasText: text('search.empty') }),
  ).toBeAttached();
  await askInDialog(page, 'where is the lobby?');
  await expect(dialog(page).getByTestId('search-results').getByRole('listitem').first()).toBeVisible();
  await expect(dialog(page).getByTestId('search-empty')).toBeHidden();
});

test('an answer that fails shows the error of §8, and Try again asks again', async ({ page }) => {
  await enter(page, ATTENDEE);
  await page.route('**/api/search/?*', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'search.query_invalid', message: 'broken on purpose' }),
    }),
  );
  await ask(page, 'where is the lobby?');
  const error = dialog(page).getByTestId('search-error');
  await expect(error).toContainText(ERROR);
  expect(text('search.error')).toBe(ERROR);
  await page.unroute('**/api/search/?*');
  await error.getByRole('button', { name: text('search.retry') }).click();
  await expect(dialog(page).getByTestId('search-results').getByRole('listitem').first()).toBeVisible();
  await expect(error).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('the input is in the drawer, the answer covers the screen', async ({ page }, testInfo) => {
    await enter(page, ATTENDEE);
    await page.getByTestId('drawer-toggle').click();
    const field = page.locator('#app-drawer').getByRole('searchbox', { name: text('header.ask') });
    await expect(field).toBeVisible({ timeout: 20_000 });
    await field.fill('talks about accessibility');
    await field.press('Enter');
    await expect(page.locator('#app-drawer')).toBeHidden();
    const results = dialog(page).getByTestId('search-results');
    await expect(results.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
    const box = await dialog(page).getByRole('dialog').boundingBox();
    expect(box?.width).toBe(VIEWPORTS.mobile.width);
    const overflow = await dialog(page)
      .getByRole('dialog')
      .evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await fullyShown(page);
    await saveScreen(page, 'search-phone');
    await expectNoSeriousA11yViolations(page, 'search on a phone', testInfo);
  });
});

test('an administrator sees the index, requests an update and sees it run, and the questions not found', async ({
  page,
}, testInfo) => {
  await enter(page, ADMIN);
  await ask(page, 'vbnmq plokij');
  await expect(dialog(page).getByTestId('search-empty')).toBeVisible();
  await dialog(page)
    .getByRole('button', { name: text('search.index.open') })
    .click();
  const panel = dialog(page).getByTestId('search-index');
  await expect(panel).toBeVisible({ timeout: 20_000 });
  const covered = (await indexStatus()).coveredVersion;
  await expect(panel.getByTestId('search-index-version')).toContainText(String(covered));
  await expect(panel.getByTestId('search-index-version')).toContainText(text('search.index.upToDate'));
  await expect(panel.getByRole('row', { name: /^Area \d+$/ })).toBeVisible();
  await expect(panel.getByTestId('search-misses')).toContainText('vbnmq plokij');

  // Every text the build's status shows, recorded by the page: a small index builds faster than a
  // poll would catch its running state.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { e2eBuildTexts: seen });
    new MutationObserver(() => {
      const status = document.querySelector('[data-testid=search-index-build]');
      if (status?.textContent) seen.push(status.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await panel.getByTestId('search-index-update').click();
  const build = panel.getByTestId('search-index-build');
  // Running (with its phase, pushed over the realtime gateway), then done.
  const shown = () => page.evaluate(() => (window as unknown as { e2eBuildTexts: string[] }).e2eBuildTexts);
  await expect
    .poll(async () => (await shown()).some((status) => status.includes(text('search.index.takesAWhile'))))
    .toBe(true);
  await expect(build).toContainText(text('search.index.done'), { timeout: 90_000 });
  await expect(panel.getByTestId('search-index-update')).toBeEnabled();
  await saveScreen(page, 'search-index-admin');
  await expectNoSeriousA11yViolations(page, 'search index', testInfo);
});

/** Waits until the dialog has finished its opening transition. */
async function fullyShown(page: Page) {
  const paper = dialog(page).getByRole('dialog');
  await expect(paper).toBeVisible();
  await expect
    .poll(() => paper.evaluate((element) => getComputedStyle(element.parentElement ?? element).opacity))
    .toBe('1');
}
