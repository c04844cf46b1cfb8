import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { previewVenue, publishVenue, restoreVenue, stageVenue, type VenueJson } from './support/api';
import { ADMIN_USER, loginToken, PIA, peopleOfEachTest, QUINN, ROSA } from './support/attendees';
import { seedSession } from './support/auth';
import { acceptAllCookies } from './support/consent';
import { ATTENDEE, urls, VIEWPORTS } from './support/env';
import { saveScreen } from './support/screens';
import { type ServerProcess, startServerProcess } from './support/server-process';
import { type Browser, expect, type Locator, laneOf, type Page, test } from './support/test';

// Issue 16 (the collaborative whiteboard): two attendees draw on one board and each sees the
// other's shape and cursor; one joining late sees both; undo takes back only one's own shape; a
// board read-only for attendees refuses their drawing; the board is the same after the server
// restarts (on a server of the spec's own); the phone. The lounge's "Idea wall" is the demo's board.

const { visit } = peopleOfEachTest([PIA, QUINN, ROSA]);

/** Opens the lounge's whiteboard (a dialog) and waits until the board has been joined. */
async function openBoard(page: Page): Promise<Locator> {
  await page.goto(urls.area('lounge'));
  await page.locator('[data-testid=hotspot][data-widget-id="lounge-board"]').click();
  const board = page.getByTestId('whiteboard');
  await expect(board).toHaveAttribute('data-joined', 'true', { timeout: 30_000 });
  await expect(board.locator('canvas.interactive')).toBeVisible({ timeout: 20_000 });
  return board;
}

const person = (board: Locator, name: string) =>
  board.getByTestId('whiteboard-person').filter({ hasText: new RegExp(`^${name}$`) });
const shapes = (board: Locator) => board.getByTestId('whiteboard-canvas');
const shapeCount = async (board: Locator) => Number(await shapes(board).getAttribute('data-shapes'));

/** Draws with Excalidraw's tool shortcut (r: rectangle, o: ellipse, d: diamond) and a drag. */
async function draw(page: Page, board: Locator, tool: 'r' | 'o' | 'd', from: [number, number]) {
  const canvas = board.locator('canvas.interactive');
  const box = (await canvas.boundingBox())!;
  const [x, y] = [box.x + box.width * from[0], box.y + box.height * from[1]];
  await canvas.click({ position: { x: 5, y: box.height - 5 } });
  await page.keyboard.press(tool);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 60, y + 40, { steps: 5 });
  await page.mouse.move(x + 120, y + 80, { steps: 5 });
  await page.mouse.up();
}

async function hover(page: Page, board: Locator, at: [number, number]) {
  const box = (await board.locator('canvas.interactive').boundingBox())!;
  await page.mouse.move(box.x + box.width * at[0], box.y + box.height * at[1], { steps: 3 });
}

async function clearBoard(browser: Browser, testInfo: Parameters<Parameters<typeof test>[2]>[1]) {
  const admin = await visit(browser, testInfo, ADMIN_USER);
  const board = await openBoard(admin.page);
  await board.getByTestId('whiteboard-clear').click();
  const dialog = admin.page.getByTestId('whiteboard-clear-dialog');
  await expect(dialog.getByRole('button').first()).toBeFocused();
  await admin.page.getByTestId('whiteboard-clear-dialog-button').click();
  await expect(shapes(board)).toHaveAttribute('data-shapes', '0');
  return { admin, board };
}

test.describe('whiteboard', () => {
  // Up to four browsers drawing in software: slow on a busy machine.
  test.describe.configure({ timeout: 480_000 });

  test('two attendees draw together and see each other; a late third sees both; undo is per user', async ({
    browser,
  }, testInfo) => {
    await clearBoard(browser, testInfo);
    const pia = await visit(browser, testInfo, PIA, { area: 'lounge' });
    const quinn = await visit(browser, testInfo, QUINN, { area: 'lounge' });
    // Everything the board needs (Excalidraw, its fonts) comes from our own server.
    const elsewhere: string[] = [];
    pia.page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(laneOf(testInfo).origin).origin) {
        elsewhere.push(request.url());
      }
    });
    const piaBoard = await openBoard(pia.page);
    const quinnBoard = await openBoard(quinn.page);
    await expect(piaBoard).toHaveAttribute('data-read-only', 'false');

    await test.step('Pia draws a rectangle: Quinn sees it', async () => {
      await draw(pia.page, piaBoard, 'r', [0.3, 0.3]);
      await expect(shapes(piaBoard)).toHaveAttribute('data-shapes', '1');
      await expect(shapes(quinnBoard)).toHaveAttribute('data-shapes', '1');
    });

    await test.step('Quinn draws an ellipse: Pia sees both', async () => {
      await draw(quinn.page, quinnBoard, 'o', [0.55, 0.5]);
      await expect(shapes(quinnBoard)).toHaveAttribute('data-shapes', '2');
      await expect(shapes(piaBoard)).toHaveAttribute('data-shapes', '2');
    });

    await test.step("each sees the other's cursor with their name", async () => {
      await hover(pia.page, piaBoard, [0.5, 0.6]);
      await hover(quinn.page, quinnBoard, [0.4, 0.2]);
      await expect(person(quinnBoard, PIA.name)).toHaveCount(1);
      await expect(person(piaBoard, QUINN.name)).toHaveCount(1);
      // Nobody is listed as another person on their own screen.
      await expect(person(piaBoard, PIA.name)).toHaveCount(0);
      await hover(pia.page, piaBoard, [0.45, 0.55]);
      await saveScreen(quinn.page, 'whiteboard-desktop');
    });

    await test.step('Pia undoes: her rectangle goes for both, Quinn keeps his ellipse; redo brings it back', async () => {
      // Her last step of history is the rectangle drawn (the selection changes too are steps).
      await pia.page.keyboard.press('ControlOrMeta+z');
      await expect(shapes(piaBoard)).toHaveAttribute('data-shapes', '1');
      await expect(shapes(quinnBoard)).toHaveAttribute('data-shapes', '1');
      await pia.page.keyboard.press('ControlOrMeta+Shift+z');
      await expect(shapes(quinnBoard)).toHaveAttribute('data-shapes', '2');
      await expect(shapes(piaBoard)).toHaveAttribute('data-shapes', '2');
    });

    await test.step('Rosa joins late and sees both drawings, and both people', async () => {
      const rosa = await visit(browser, testInfo, ROSA, { area: 'lounge' });
      const rosaBoard = await openBoard(rosa.page);
      await expect(shapes(rosaBoard)).toHaveAttribute('data-shapes', '2');
      await hover(pia.page, piaBoard, [0.6, 0.6]);
      await hover(quinn.page, quinnBoard, [0.3, 0.6]);
      await expect(person(rosaBoard, PIA.name)).toHaveCount(1);
      await expect(person(rosaBoard, QUINN.name)).toHaveCount(1);
    });

    await test.step("Pia writes a word: it is drawn in Excalidraw's hand-drawn font, served by us", async () => {
      const box = (await piaBoard.locator('canvas.interactive').boundingBox())!;
      await pia.page.mouse.dblclick(box.x + box.width * 0.7, box.y + box.height * 0.25);
      await pia.page.keyboard.type('Ideas');
      await pia.page.keyboard.press('Escape');
      await expect(shapes(quinnBoard)).toHaveAttribute('data-shapes', '3');
      await expect
        .poll(() =>
          pia.page.evaluate(() =>
            [...document.fonts].some((font) => font.family === 'Excalifont' && font.status === 'loaded'),
          ),
        )
        .toBe(true);
      expect(elsewhere).toEqual([]);
    });
  });

  test('a board read-only for attendees refuses their drawing; the administrator still draws', async ({
    browser,
    request,
  }, testInfo) => {
    const original = await previewVenue(request);
    await stageVenue(request, withReadOnlyBoard(original));
    await publishVenue(request);
    try {
      const { admin, board: adminBoard } = await clearBoard(browser, testInfo);
      const pia = await visit(browser, testInfo, PIA, { area: 'lounge' });
      const board = await openBoard(pia.page);
      await expect(board).toHaveAttribute('data-read-only', 'true');
      await expect(board.getByTestId('whiteboard-read-only')).toBeVisible();
      await draw(pia.page, board, 'r', [0.3, 0.3]);
      await expect(shapes(board)).toHaveAttribute('data-shapes', '0');
      await expect(board.getByTestId('whiteboard-export-png')).toBeVisible();
      await saveScreen(pia.page, 'whiteboard-read-only');
      // The administrator draws; the attendee sees it and still cannot add anything.
      await draw(admin.page, adminBoard, 'd', [0.4, 0.4]);
      await expect(shapes(board)).toHaveAttribute('data-shapes', '1');
      const download = pia.page.waitForEvent('download');
      await board.getByTestId('whiteboard-export-svg').click();
      expect((await download).suggestedFilename()).toMatch(/\.svg$/);
    } finally {
      // The venue as it was (restoreVenue alone tells versions apart by the default area's name).
      await stageVenue(request, original);
      await publishVenue(request);
      await restoreVenue(request, original);
    }
  });

  test('on the phone the board fills the screen and is drawn on by touch', async ({ browser }, testInfo) => {
    const pia = await visit(browser, testInfo, PIA, { area: 'lounge', viewport: 'mobile' });
    const board = await openBoard(pia.page);
    const before = await shapeCount(board);
    const canvas = board.locator('canvas.interactive');
    const box = (await canvas.boundingBox())!;
    expect(box.width).toBeGreaterThan(VIEWPORTS.mobile.width - 80);
    // The tool's radio button is hidden under its label, which a finger touches.
    await board.getByTitle(/^Rectangle/).tap({ timeout: 15_000 });
    await touchDrag(pia.page, [box.x + 80, box.y + 150], [box.x + 220, box.y + 260]);
    await expect(shapes(board)).toHaveAttribute('data-shapes', String(before + 1));
    await saveScreen(pia.page, 'whiteboard-phone');
  });
});

/** A finger drawn across the screen (pointer events of a touch, as the phone's browser sends). */
async function touchDrag(page: Page, from: [number, number], to: [number, number]) {
  const cdp = await page.context().newCDPSession(page);
  const point = ([x, y]: [number, number]) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let step = 1; step <= 8; step += 1) {
    const at: [number, number] = [
      from[0] + ((to[0] - from[0]) * step) / 8,
      from[1] + ((to[1] - from[1]) * step) / 8,
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(at) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The venue with the lounge board's configuration read-only for attendees. */
function withReadOnlyBoard(venue: VenueJson): VenueJson {
  const changed = structuredClone(venue) as unknown as {
    architectures: {
      areas: { contentWidgets?: { id: string; configurations: Record<string, unknown>[] }[] }[];
    }[];
  };
  for (const area of changed.architectures[0]?.areas ?? []) {
    for (const widget of area.contentWidgets ?? []) {
      if (widget.id !== 'lounge-board') continue;
      for (const configuration of widget.configurations) configuration.readOnlyForAttendees = true;
    }
  }
  return changed as unknown as VenueJson;
}

test.describe('whiteboard across a restart', () => {
  test.describe.configure({ timeout: 240_000 });
  // A server of the spec's own, on its lane's second port (see support/lane.ts).
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-whiteboard-'));
  let server: ServerProcess | undefined;

  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the board is the same after the server restarts', async ({ browser, lane }) => {
    server = await startServer(lane.clockPort, dataDir);
    const context = await browser.newContext({ baseURL: server.origin });
    await acceptAllCookies(context);
    const page = await context.newPage();
    await seedSession(page, await loginToken(context.request, ATTENDEE));
    const board = await openBoard(page);
    await draw(page, board, 'r', [0.3, 0.3]);
    await draw(page, board, 'o', [0.6, 0.5]);
    await expect(shapes(board)).toHaveAttribute('data-shapes', '2');
    // Seen by another page, the drawings have reached the server.
    const other = await context.newPage();
    await seedSession(other, await loginToken(context.request, ATTENDEE));
    await expect(shapes(await openBoard(other))).toHaveAttribute('data-shapes', '2');
    await context.close();

    await server.stop();
    server = await startServer(lane.clockPort, dataDir);
    // A new browser: the board comes from what the server stored, not from a tab's memory.
    const after = await browser.newContext({ baseURL: server.origin });
    await acceptAllCookies(after);
    const fresh = await after.newPage();
    await seedSession(fresh, await loginToken(after.request, ATTENDEE));
    await expect(shapes(await openBoard(fresh))).toHaveAttribute('data-shapes', '2');
    await after.close();
  });
});

const startServer = (port: number, dataDir: string) =>
  startServerProcess(resolve(process.env.E2E_SERVER_MAIN ?? 'apps/server/dist/main.js'), {
    port,
    env: { DATA_DIR: dataDir, NODE_ENV: 'test' },
    timeoutMs: 90_000,
  });
