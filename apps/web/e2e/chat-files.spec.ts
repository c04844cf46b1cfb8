import { PIA, peopleOfEachTest, QUINN } from './support/attendees';
import {
  chatInput,
  chatPanel,
  chooseFile,
  elfExecutable,
  expectChatOnline,
  noisePng,
  openChat,
  openConversation,
  startChatWith,
  taggedMessages,
  throttleUploads,
  uniqueTag,
} from './support/chat';
import { expect, test } from './support/test';
import { expectProgressMoving } from './support/upload-progress';

// Issue #14 acceptance, chat files (spec §5, §8, §9): an image uploaded with its progress bar and
// previewed on the other side (the sized variant); a 6 MB file refused for its size; an
// executable named .png refused for what it is.

const { visit } = peopleOfEachTest([PIA, QUINN]);

test('an image with its upload progress, previewed for the other; a 6 MB file and a disguised executable refused', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const tag = uniqueTag();
  const pia = await visit(browser, testInfo, PIA);
  const quinn = await visit(browser, testInfo, QUINN);
  const panel = await openChat(pia.page);
  await expectChatOnline(pia.page);
  await startChatWith(pia.page, QUINN.name);
  const upload = panel.getByTestId('chat-upload');
  const progress = panel.getByRole('progressbar', { name: `Upload of photo-${tag}.png` });
  const problem = panel.getByRole('alert');

  await test.step('an image of about 2 MB, sent slowly: the progress bar fills while it goes', async () => {
    // 960 × 720 random pixels: about 2 MB, at 400 kB/s about five seconds of upload.
    const image = noisePng(960, 720);
    expect(image.length).toBeGreaterThan(2_000_000);
    const unthrottle = await throttleUploads(pia.page, 400 * 1024);
    try {
      await chooseFile(pia.page, { name: `photo-${tag}.png`, mimeType: 'image/png', buffer: image });
      await expect(upload).toContainText(`Uploading photo-${tag}.png`);
      await expect(progress).toBeVisible();
      await expect(chatPanel(pia.page).getByRole('button', { name: 'Send' })).toBeDisabled();
      await expectProgressMoving(progress);
      await expect(upload).toContainText(/\d+ %/);
    } finally {
      await unthrottle();
    }
    await expect(progress).toBeHidden({ timeout: 20_000 });
    await expect(panel.getByTestId('chat-attachment')).toHaveText(`photo-${tag}.png`);
  });

  await test.step('sent with a line of text; Quinn sees the preview (its sized variant)', async () => {
    await chatInput(pia.page).fill(`The booth ${tag}`);
    await chatPanel(pia.page).getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByTestId('chat-attachment')).toHaveCount(0);
    await expect(taggedMessages(pia.page, tag).getByTestId('chat-image')).toBeVisible();

    await openChat(quinn.page);
    await openConversation(quinn.page, PIA.name);
    const received = taggedMessages(quinn.page, tag);
    await expect(received).toHaveCount(1);
    const image = received.getByRole('img', { name: `photo-${tag}.png` });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBe(640);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalHeight)).toBe(480);
    await expect(received.getByRole('link', { name: `Open the image photo-${tag}.png` })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  await test.step('a 6 MB file is refused before it is sent', async () => {
    const requests: string[] = [];
    pia.page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/files')) requests.push(request.url());
    });
    await chooseFile(pia.page, {
      name: `report-${tag}.pdf`,
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6 * 1024 * 1024, 0x20)]),
    });
    await expect(problem).toHaveText(`report-${tag}.pdf: Files should not exceed 5 MB in size`);
    await expect(progress).toHaveCount(0);
    await expect(chatPanel(pia.page).getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(requests).toEqual([]);
  });

  await test.step('an executable renamed to .png is refused by its content', async () => {
    const response = pia.page.waitForResponse(
      (candidate) => candidate.request().method() === 'POST' && candidate.url().includes('/files'),
    );
    await chooseFile(pia.page, {
      name: `cute-cat-${tag}.png`,
      mimeType: 'image/png',
      buffer: elfExecutable(),
    });
    expect((await response).status()).toBe(415);
    await expect(problem).toHaveText(`cute-cat-${tag}.png: Invalid file type.`);
    await expect(chatPanel(pia.page).getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  await test.step('neither reached Quinn', async () => {
    await expect(taggedMessages(quinn.page, tag)).toHaveCount(1);
    await expect(
      chatPanel(quinn.page).getByTestId('chat-message').filter({ hasText: 'cute-cat' }),
    ).toHaveCount(0);
  });
});
