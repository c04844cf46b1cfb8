import { readFileSync } from 'node:fs';
import { useAttendeeSession } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { escapeRegExp, urls } from './support/env';
import { t } from './support/i18n';
import { saveScreen } from './support/screens';
import { expect, type Locator, type Page, test } from './support/test';

// Spec §2.8 (PDF viewer with a password prompt), §3 (PDF_VIEWER, AUDIO and DOWNLOAD widgets),
// §7 (the download route), §8 (content problem text).

const text = (key: string, values?: Record<string, string>) => t('en', key, values);
/** The password of the demo's speaker notes (apps/server/src/seed/demo-speaker-notes.generator.ts). */
const SPEAKER_NOTES_PASSWORD = 'atrium-speaker';

/** Opens a widget of an area through its hotspot, a button named by the widget's name. */
async function openWidget(page: Page, areaId: string, widgetName: string) {
  await page.goto(urls.area(areaId));
  await page.getByRole('button', { name: widgetName, exact: true }).click();
}

const viewer = (page: Page) => page.getByTestId('pdf-viewer');
const pageCanvas = (page: Page) => viewer(page).getByTestId('pdf-page');
const passwordDialog = (page: Page) => page.getByRole('dialog', { name: text('pdf.passwordTitle') });

/** The page canvas once pdf.js has drawn page `pageNumber` on it. */
async function expectRenderedPage(page: Page, pageNumber: number) {
  const canvas = pageCanvas(page);
  await expect(canvas).toHaveAttribute('data-page', String(pageNumber));
  await expect(canvas).toHaveAttribute('data-rendered', 'true');
  const label = escapeRegExp(text('pdf.pageLabel', { page: String(pageNumber), total: 'TOTAL' }));
  await expect(canvas).toHaveAccessibleName(new RegExp(`^${label.replace('TOTAL', '\\d+')}$`));
  return canvas;
}

/** How many of a sample of the canvas's pixels are not white: a drawn page has plenty. */
function inkedPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (!context) return 0;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4 * 97) {
      if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) inked++;
    }
    return inked;
  });
}

const canvasWidth = async (canvas: Locator) => (await canvas.boundingBox())?.width ?? 0;

test.describe('PDF, audio and download widgets', () => {
  // Each test opens pdf.js and a worker, and some run axe: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ page, request }) => {
    await useAttendeeSession(page, request);
  });

  test('a protected PDF asks for its password, refuses a wrong one and opens with the right one', async ({
    page,
  }, testInfo) => {
    await openWidget(page, 'backstage', 'Speaker notes (protected)');
    const prompt = passwordDialog(page);
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(text('pdf.passwordPrompt'));
    const field = prompt.getByLabel(text('pdf.password'));
    await expect(field).toBeFocused();
    await expect(prompt.getByRole('button', { name: text('pdf.open') })).toBeDisabled();

    await field.fill('not-the-password');
    await field.press('Enter');
    await expect(prompt.getByText(text('pdf.wrongPassword'))).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('');
    await expect(field).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'PDF password prompt', testInfo);
    await saveScreen(page, 'pdf-wrong-password');

    await field.fill(SPEAKER_NOTES_PASSWORD);
    await prompt.getByRole('button', { name: text('pdf.open') }).click();
    await expect(prompt).toBeHidden();
    const canvas = await expectRenderedPage(page, 1);
    expect(await inkedPixels(canvas)).toBeGreaterThan(500);
    await expect(viewer(page).getByTestId('pdf-page-count')).toHaveText(
      text('pdf.pageCount', { total: '2' }),
    );
    await saveScreen(page, 'pdf-protected-open');
  });

  test('the protected PDF turns pages and zooms with its buttons, page field and keyboard', async ({
    page,
  }, testInfo) => {
    await openWidget(page, 'backstage', 'Speaker notes (protected)');
    await passwordDialog(page).getByLabel(text('pdf.password')).fill(SPEAKER_NOTES_PASSWORD);
    await passwordDialog(page).getByLabel(text('pdf.password')).press('Enter');
    await expectRenderedPage(page, 1);

    // Page navigation: buttons, the page number field and the keyboard.
    const previous = viewer(page).getByRole('button', { name: text('pdf.previousPage') });
    const next = viewer(page).getByRole('button', { name: text('pdf.nextPage') });
    const pageInput = viewer(page).getByRole('textbox', { name: text('pdf.pageNumber') });
    await expect(previous).toBeDisabled();
    await next.click();
    await expectRenderedPage(page, 2);
    await expect(pageInput).toHaveValue('2');
    await expect(next).toBeDisabled();
    await pageInput.fill('1');
    await pageInput.press('Enter');
    await expectRenderedPage(page, 1);
    await pageInput.fill('9');
    await pageInput.press('Enter');
    await expectRenderedPage(page, 2);
    const pages = viewer(page).getByRole('region', { name: text('pdf.pages') });
    await pages.focus();
    await page.keyboard.press('ArrowLeft');
    await expectRenderedPage(page, 1);
    await page.keyboard.press('End');
    await expectRenderedPage(page, 2);
    await page.keyboard.press('Home');
    await expectRenderedPage(page, 1);

    // Zoom: in and out by steps, back to the width of the viewer.
    const fitted = await canvasWidth(pageCanvas(page));
    const zoomLevel = viewer(page).getByTestId('pdf-zoom-level');
    const fittedLevel = await zoomLevel.textContent();
    await viewer(page)
      .getByRole('button', { name: text('pdf.zoomIn') })
      .click();
    await expect(zoomLevel).not.toHaveText(fittedLevel!);
    await expect(pageCanvas(page)).toHaveAttribute('data-rendered', 'true');
    expect(await canvasWidth(pageCanvas(page))).toBeGreaterThan(fitted);
    await viewer(page)
      .getByRole('button', { name: text('pdf.zoomOut') })
      .click();
    await viewer(page)
      .getByRole('button', { name: text('pdf.zoomOut') })
      .click();
    await expect(pageCanvas(page)).toHaveAttribute('data-rendered', 'true');
    expect(await canvasWidth(pageCanvas(page))).toBeLessThan(fitted);
    await pages.focus();
    await page.keyboard.press('+');
    await expect(pageCanvas(page)).toHaveAttribute('data-rendered', 'true');
    const fitWidth = viewer(page).getByRole('button', { name: text('pdf.fitWidth') });
    await expect(fitWidth).toHaveAttribute('aria-pressed', 'false');
    await fitWidth.click();
    await expect(fitWidth).toHaveAttribute('aria-pressed', 'true');
    await expect(zoomLevel).toHaveText(fittedLevel!);
    await expect.poll(() => canvasWidth(pageCanvas(page))).toBeCloseTo(fitted, 0);
    await expectNoSeriousA11yViolations(page, 'PDF viewer', testInfo);
  });

  test('cancelling the password prompt leaves a notice and the prompt can be opened again', async ({
    page,
  }) => {
    await openWidget(page, 'backstage', 'Speaker notes (protected)');
    await passwordDialog(page)
      .getByRole('button', { name: text('pdf.cancel') })
      .click();
    await expect(passwordDialog(page)).toBeHidden();
    await expect(viewer(page).getByTestId('pdf-cancelled')).toHaveText(
      new RegExp(text('pdf.passwordCancelled')),
    );
    await expect(pageCanvas(page)).toHaveCount(0);
    await saveScreen(page, 'pdf-password-cancelled');

    await viewer(page)
      .getByRole('button', { name: text('pdf.enterPassword') })
      .click();
    await expect(passwordDialog(page)).toBeVisible();
    await passwordDialog(page).getByLabel(text('pdf.password')).fill(SPEAKER_NOTES_PASSWORD);
    await passwordDialog(page).getByLabel(text('pdf.password')).press('Enter');
    await expectRenderedPage(page, 1);
  });

  test('an unprotected PDF opens at once and downloads under its file name', async ({ page }) => {
    // pdf.js runs in a worker of its own file; the Content-Security-Policy lets it load and run.
    const violations: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (/Content.Security.Policy/i.test(text) && /pdf/i.test(text)) violations.push(text);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(
          `Content-Security-Policy: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`,
        ),
      );
    });
    const worker = page.waitForRequest((request) =>
      /^\/assets\/pdf\.worker[^/]*\.mjs$/.test(new URL(request.url()).pathname),
    );
    await openWidget(page, 'lobby', 'Event guide');
    const canvas = await expectRenderedPage(page, 1);
    await expect(passwordDialog(page)).toHaveCount(0);
    expect(await inkedPixels(canvas)).toBeGreaterThan(500);
    await expect(viewer(page)).toContainText('Event guide (PDF, 3 pages)');
    await expect(viewer(page).getByTestId('pdf-page-count')).toHaveText(
      text('pdf.pageCount', { total: '3' }),
    );
    await saveScreen(page, 'pdf-event-guide');
    expect((await (await worker).response())?.status()).toBe(200);
    expect(violations).toEqual([]);

    const downloading = page.waitForEvent('download');
    await viewer(page)
      .getByRole('button', { name: text('pdf.download') })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('event-guide.pdf');
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('the audio widget plays its asset and stops when it is closed', async ({ page }) => {
    const media = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.startsWith('/backend-assets/') &&
        response.request().resourceType() === 'media',
    );
    await openWidget(page, 'lobby', 'Welcome message');
    const widget = page.getByTestId('audio-widget');
    const audio = widget.locator('audio');
    await expect(audio).toHaveAttribute('controls', '');
    await expect(audio).toHaveAccessibleName('A short welcome jingle');
    expect([200, 206]).toContain((await media).status());
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState))
      .toBeGreaterThan(0);
    expect(await audio.evaluate((element: HTMLAudioElement) => Math.round(element.duration))).toBe(8);
    await saveScreen(page, 'audio-widget');

    await audio.evaluate(async (element: HTMLAudioElement) => {
      element.muted = true;
      await element.play();
      (window as unknown as { playedAudio: HTMLAudioElement }).playedAudio = element;
    });
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);
    await page.keyboard.press('Escape');
    await expect(widget).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { playedAudio: HTMLAudioElement }).playedAudio.paused),
    ).toBe(true);
  });

  test('the download widget lists its files and downloads each through the download route', async ({
    page,
  }, testInfo) => {
    await openWidget(page, 'lobby', 'Welcome pack');
    const widget = page.getByTestId('download-widget');
    const items = widget.getByTestId('download-item');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('Event guide');
    await expect(items.nth(0)).toContainText(/PDF · \d+(\.\d)? kB/);
    await expect(items.nth(1)).toContainText(/WAV · \d+(\.\d)? kB/);
    await expect(items.nth(2)).toContainText(/PNG · \d+(\.\d)? kB/);
    await expectNoSeriousA11yViolations(page, 'download widget', testInfo);
    await saveScreen(page, 'download-widget');

    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/download?')) requests.push(`${request.method()} ${request.url()}`);
    });
    const downloading = page.waitForEvent('download');
    await widget
      .getByRole('button', { name: text('download.downloadFile', { name: 'Welcome jingle' }) })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('welcome.wav');
    const bytes = readFileSync(await download.path());
    expect(bytes.length).toBeGreaterThan(44);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(requests).toContainEqual(
      expect.stringMatching(
        /^GET .*\/api\/ui\/architecture\/atrium-demo\/assets\/welcome-audio\/download\?attachment=true$/,
      ),
    );
  });
});
