import { ADMIN_USER, loginToken, PIA, peopleOfEachTest, QUINN } from './support/attendees';
import { expectNoSeriousA11yViolations } from './support/axe';
import { noisePng, throttleUploads, uniqueTag } from './support/chat';
import { ARCH, escapeRegExp, urls, VIEWPORTS } from './support/env';
import { saveScreen } from './support/screens';
import { expect, type Locator, type Page, test } from './support/test';
import { expectProgressMoving } from './support/upload-progress';

// Spec §2.8 (the social wall: likes count and replies count per post) and §8 ('Social wall could
// not be loaded.'): posts with an image and replies arrive live at the others with their counts,
// likes are seen by the author, an administrator hides a post from everyone (and shows it again)
// and deletes a reported one, loading failures say so with a retry, axe, the phone and RTL.
// Posts carry a unique tag, and each test deletes what it posted.

const { visit } = peopleOfEachTest([PIA, QUINN]);

const flat = new WeakSet<Page>();

/**
 * Opens the demo's wall, a hotspot of the expo hall. The hall is a 360° view, drawn in software
 * here: several browsers drawing it at once on a busy machine take longer than a test should wait,
 * and the 360° view has its own spec. So its picture is not found, and the hall stays the flat
 * picture with the same hotspot (area-360.spec.ts shows that fallback).
 */
async function openWall(page: Page, query = ''): Promise<Locator> {
  if (!flat.has(page)) {
    flat.add(page);
    await page.route(/\/expo-panorama-[^/.]+\.jpg(\?|$)/, (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
  }
  await page.goto(urls.area('expo-hall') + query);
  await page.locator('[data-testid=hotspot][data-widget-id=wall]').click();
  const wall = page.getByTestId('social-wall');
  // Its chunk loads on the first opening: on a busy machine that takes a while.
  await expect(wall).toBeVisible({ timeout: 20_000 });
  return wall;
}

const posts = (wall: Locator, tag: string) => wall.getByTestId('wall-post').filter({ hasText: tag });
const postBy = (wall: Locator, tag: string) => posts(wall, tag).first();

async function writePost(wall: Locator, text: string) {
  await wall.getByRole('textbox', { name: 'Write a post' }).fill(text);
  await wall.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(wall.getByRole('textbox', { name: 'Write a post' })).toHaveValue('');
}

/** Deletes a post through its menu, confirming (in whatever language the page is). */
async function deletePost(page: Page, post: Locator) {
  await post.getByTestId('wall-post-menu').first().click();
  await page.getByTestId('wall-post-delete').click();
  const confirm = page.getByTestId('wall-confirm');
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button').first()).toBeFocused();
  await page.getByTestId('wall-confirm-button').click();
  await expect(post).toHaveCount(0);
}

test.describe('social wall', () => {
  // Several browsers with the 360° view drawn in software: slow on a busy machine.
  test.describe.configure({ timeout: 240_000 });

  test('a post with an image and a reply arrive live with their counts; a like is seen by the author', async ({
    browser,
  }, testInfo) => {
    const tag = uniqueTag();
    const pia = await visit(browser, testInfo, PIA);
    const quinn = await visit(browser, testInfo, QUINN);
    const piaWall = await openWall(pia.page);
    const quinnWall = await openWall(quinn.page);
    const composer = piaWall.getByTestId('wall-composer');
    const progress = composer.getByRole('progressbar', { name: `Upload of booth-${tag}.png` });

    await test.step('an image of about 2 MB, sent slowly: its preview shows and the bar fills', async () => {
      const image = noisePng(960, 720);
      const unthrottle = await throttleUploads(pia.page, 400 * 1024);
      try {
        const chooser = pia.page.waitForEvent('filechooser');
        await composer.getByRole('button', { name: 'Add an image' }).click();
        await (await chooser).setFiles({ name: `booth-${tag}.png`, mimeType: 'image/png', buffer: image });
        await expect(composer).toContainText(`Uploading booth-${tag}.png`);
        await expect(composer.getByRole('img', { name: `Preview of booth-${tag}.png` })).toBeVisible();
        await composer.getByRole('textbox', { name: 'Write a post' }).fill(`Our booth is **open** ${tag}`);
        await expect(composer.getByRole('button', { name: 'Post', exact: true })).toBeDisabled();
        await expectProgressMoving(progress);
      } finally {
        await unthrottle();
      }
      await expect(progress).toBeHidden({ timeout: 20_000 });
      // The server's preview variant replaced the file from the disk.
      await expect(composer.getByTestId('wall-image-preview')).toHaveAttribute(
        'src',
        /\/api\/social-wall\/images\//,
      );
      await saveScreen(pia.page, 'social-wall-composer-image');
    });

    await test.step('posted; Quinn sees it at once, with the image, no likes and no replies', async () => {
      await composer.getByRole('button', { name: 'Post', exact: true }).click();
      await expect(composer.getByTestId('wall-image')).toHaveCount(0);
      await expect(posts(piaWall, tag)).toHaveCount(1);
      const post = postBy(quinnWall, tag);
      await expect(post).toBeVisible();
      await expect(post.getByTestId('wall-post-author')).toHaveText(PIA.name);
      // The markdown subset as elements: the bold word is <strong>, no asterisks.
      await expect(post.locator('strong')).toHaveText('open');
      await expect(post.getByTestId('wall-post-text')).toHaveText(`Our booth is open ${tag}`);
      const image = post
        .getByRole('button', { name: `Show the image of ${PIA.name} larger` })
        .getByRole('img');
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
        .toBeGreaterThan(0);
      await expect(post.getByTestId('wall-post-likes')).toHaveText('0 likes');
      await expect(post.getByTestId('wall-replies-toggle')).toHaveText('0 replies');
      // Announced politely to Quinn's screen reader.
      await expect(quinn.page.getByTestId('wall-announcer')).toHaveText(
        `New post from ${PIA.name}: Our booth is **open** ${tag}`,
      );
    });

    await test.step('Quinn opens the image large and closes it with Escape', async () => {
      const post = postBy(quinnWall, tag);
      await post.getByRole('button', { name: `Show the image of ${PIA.name} larger` }).click();
      const dialog = quinn.page.getByTestId('wall-image-dialog');
      const large = dialog.getByRole('img', { name: `Image posted by ${PIA.name}` });
      await expect
        .poll(() => large.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
      await quinn.page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(post.getByRole('button', { name: `Show the image of ${PIA.name} larger` })).toBeFocused();
    });

    await test.step('Quinn likes it: Pia sees one like; Quinn takes it back, Pia sees none', async () => {
      const like = postBy(quinnWall, tag).getByTestId('wall-post-likes');
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(like).toHaveText('1 like');
      await expect(postBy(piaWall, tag).getByTestId('wall-post-likes')).toHaveText('1 like');
      await expect(postBy(piaWall, tag).getByTestId('wall-post-likes')).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await expect(postBy(piaWall, tag).getByTestId('wall-post-likes')).toHaveText('0 likes');
      await like.click();
      await expect(postBy(piaWall, tag).getByTestId('wall-post-likes')).toHaveText('1 like');
    });

    await test.step('Quinn replies by keyboard; Pia sees the count, opens the replies and likes it', async () => {
      const post = postBy(quinnWall, tag);
      await post.getByTestId('wall-replies-toggle').click();
      const replyBox = post.getByRole('textbox', { name: `Reply to ${PIA.name}` });
      await replyBox.fill(`See you there ${tag}`);
      await replyBox.press('Control+Enter');
      await expect(replyBox).toHaveValue('');
      await expect(post.getByTestId('wall-reply')).toHaveCount(1);
      await expect(post.getByTestId('wall-replies-toggle')).toHaveText('1 reply');

      const mine = postBy(piaWall, tag);
      await expect(mine.getByTestId('wall-replies-toggle')).toHaveText('1 reply');
      // Liked by Quinn before, and still: the pushed post keeps Quinn's own like.
      await expect(post.getByTestId('wall-post-likes').first()).toHaveAttribute('aria-pressed', 'true');
      await mine.getByTestId('wall-replies-toggle').click();
      await expect(mine.getByTestId('wall-replies-toggle')).toHaveAttribute('aria-expanded', 'true');
      const reply = mine.getByTestId('wall-reply');
      await expect(reply).toHaveText(new RegExp(`${escapeRegExp(QUINN.name)}.*See you there ${tag}`));
      await reply.getByTestId('wall-post-likes').click();
      await expect(post.getByTestId('wall-reply').getByTestId('wall-post-likes')).toHaveText('1 like');
      await expectNoSeriousA11yViolations(pia.page, 'social wall with replies', testInfo);
      await saveScreen(pia.page, 'social-wall-desktop');
    });

    await test.step('Pia edits her post; Quinn sees the new text', async () => {
      const mine = postBy(piaWall, tag);
      await mine.getByTestId('wall-post-menu').first().click();
      await pia.page.getByRole('menuitem', { name: 'Edit' }).click();
      const editor = mine.getByRole('textbox', { name: 'Edit the text' });
      await editor.fill(`Our booth is open until six ${tag}`);
      await mine.getByRole('button', { name: 'Save' }).click();
      await expect(postBy(quinnWall, tag).getByTestId('wall-post-text').first()).toHaveText(
        `Our booth is open until six ${tag}`,
      );
      await expect(postBy(quinnWall, tag)).toContainText('(edited)');
    });

    await test.step('Pia deletes it after confirming; it is gone for Quinn too', async () => {
      await deletePost(pia.page, postBy(piaWall, tag));
      await expect(posts(quinnWall, tag)).toHaveCount(0);
    });
  });

  test('an administrator hides a post from everyone and shows it again, and deletes a reported one', async ({
    browser,
  }, testInfo) => {
    const tag = uniqueTag();
    const pia = await visit(browser, testInfo, PIA);
    const quinn = await visit(browser, testInfo, QUINN);
    const admin = await visit(browser, testInfo, ADMIN_USER);
    const piaWall = await openWall(pia.page);
    const quinnWall = await openWall(quinn.page);
    const adminWall = await openWall(admin.page);

    await writePost(piaWall, `Free coffee at stand 12 ${tag}`);
    for (const wall of [quinnWall, adminWall]) await expect(posts(wall, tag)).toHaveCount(1);

    await test.step('hidden: marked for the administrator, gone for Pia and Quinn', async () => {
      await postBy(adminWall, tag).getByTestId('wall-post-menu').click();
      await admin.page.getByRole('menuitem', { name: 'Hide from attendees' }).click();
      await expect(postBy(adminWall, tag)).toHaveAttribute('data-hidden', 'true');
      await expect(postBy(adminWall, tag).getByTestId('wall-post-hidden')).toHaveText('Hidden');
      await expect(posts(quinnWall, tag)).toHaveCount(0);
      await expect(posts(piaWall, tag)).toHaveCount(0);
      await saveScreen(admin.page, 'social-wall-hidden-for-admin');
    });

    await test.step('a reload does not bring it back to Quinn', async () => {
      const wall = await openWall(quinn.page);
      // Loaded: empty, or with posts of other runs.
      await expect(wall.getByTestId('wall-empty').or(wall.getByTestId('wall-post').first())).toBeVisible();
      await expect(posts(wall, tag)).toHaveCount(0);
    });

    await test.step('shown again: back for everyone, unmarked', async () => {
      await postBy(adminWall, tag).getByTestId('wall-post-menu').click();
      await admin.page.getByRole('menuitem', { name: 'Show to attendees again' }).click();
      await expect(postBy(adminWall, tag)).toHaveAttribute('data-hidden', 'false');
      await expect(posts(piaWall, tag)).toHaveCount(1);
      await expect(posts(quinn.page.getByTestId('social-wall'), tag)).toHaveCount(1);
    });

    await test.step('Quinn reports it; the administrator finds it among the reports and deletes it', async () => {
      const quinnPost = postBy(quinn.page.getByTestId('social-wall'), tag);
      await quinnPost.getByTestId('wall-post-menu').click();
      await quinn.page.getByRole('menuitem', { name: 'Report' }).click();
      const dialog = quinn.page.getByTestId('wall-report-dialog');
      await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill(`Spam ${tag}`);
      await dialog.getByRole('button', { name: 'Report' }).click();
      await expect(quinn.page.getByTestId('wall-notice')).toHaveText('Thank you. The post was reported.');

      await adminWall.getByRole('button', { name: 'Reported posts' }).click();
      const reports = admin.page.getByTestId('wall-reports');
      const report = reports.getByTestId('wall-report').filter({ hasText: `Spam ${tag}` });
      await expect(report).toHaveCount(1);
      await expect(report).toContainText(`${PIA.name}, reported by ${QUINN.name}`);
      await expectNoSeriousA11yViolations(admin.page, 'social wall reports', testInfo);
      await report.getByRole('button', { name: 'Delete' }).click();
      await admin.page.getByTestId('wall-confirm').getByRole('button', { name: 'Delete' }).click();
      await expect(report).toHaveCount(0);
      await reports.getByRole('button', { name: 'Close' }).click();
      for (const wall of [piaWall, quinn.page.getByTestId('social-wall'), adminWall])
        await expect(posts(wall, tag)).toHaveCount(0);
    });
  });

  test('older posts come page by page as the wall is scrolled', async ({ browser, request }, testInfo) => {
    const tag = uniqueTag();
    // More than one page (20) of posts, written through the API; the wall of the demo is 'atrium-wall'.
    const headers = { authorization: `Bearer ${await loginToken(request, QUINN)}` };
    const ids: string[] = [];
    for (let index = 1; index <= 23; index += 1) {
      const response = await request.post(`/api/social-wall/atrium-wall/posts?architectureId=${ARCH}`, {
        headers,
        data: { text: `Paged ${index} ${tag}` },
      });
      expect(response.status()).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    try {
      const pia = await visit(browser, testInfo, PIA);
      const wall = await openWall(pia.page);
      await expect(posts(wall, tag).first()).toHaveText(new RegExp(`Paged 23 ${tag}`));
      await expect(posts(wall, tag)).toHaveCount(20);
      // Scrolled to the end, the next page comes by itself; the button does the same by keyboard.
      await wall.getByTestId('wall-load-more').scrollIntoViewIfNeeded();
      await expect(posts(wall, tag)).toHaveCount(23);
      await expect(posts(wall, tag).last()).toHaveText(new RegExp(`Paged 1 ${tag}`));

      // A search result's View names a post of the second page: the wall opens scrolled to it.
      await pia.page.goto(`${urls.area('expo-hall')}?open=wall&post=${ids[1]}`);
      const second = pia.page.getByTestId('wall-post').filter({ hasText: `Paged 2 ${tag}` });
      await expect(second).toBeFocused({ timeout: 20_000 });
      await expect(second).toBeInViewport();
    } finally {
      for (const id of ids) await request.delete(`/api/social-wall/posts/${id}`, { headers });
    }
  });

  test("'Social wall could not be loaded.' with a retry that loads it", async ({ browser }, testInfo) => {
    const pia = await visit(browser, testInfo, PIA);
    let failing = true;
    await pia.page.route(/\/api\/social-wall\/[^/]+\/posts(\?|$)/, (route) =>
      failing && route.request().method() === 'GET'
        ? route.fulfill({ status: 500, json: { error: 'internal.error', errMsg: 'Broken on purpose' } })
        : route.fallback(),
    );
    await openWall(pia.page);
    await expect(pia.page.getByRole('dialog', { name: 'Social wall' })).toBeVisible();
    const failed = pia.page.getByTestId('wall-load-failed');
    // The HTTP client retries a failing read three times first (spec §9).
    await expect(failed).toContainText('Social wall could not be loaded.', { timeout: 20_000 });
    await expect(pia.page.getByTestId('wall-composer')).toHaveCount(0);
    await expectNoSeriousA11yViolations(pia.page, 'social wall failed', testInfo);
    await saveScreen(pia.page, 'social-wall-load-failed');
    failing = false;
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(failed).toBeHidden();
    await expect(pia.page.getByTestId('wall-composer')).toBeVisible();
  });

  test('on a phone the wall fills the screen and is used there; in Arabic it reads right to left', async ({
    browser,
  }, testInfo) => {
    const tag = uniqueTag();
    const quinn = await visit(browser, testInfo, QUINN, { viewport: 'mobile' });
    const wall = await openWall(quinn.page);
    await writePost(
      wall,
      `Posted from my phone, with a long link https://example.com/a/very/long/path/${tag}`,
    );
    const post = postBy(wall, tag);
    await expect(post.getByRole('link')).toHaveAttribute('target', '_blank');
    await post.getByTestId('wall-replies-toggle').tap();
    await expect(post.getByRole('textbox', { name: `Reply to ${QUINN.name}` })).toBeVisible();

    const dialog = quinn.page.getByRole('dialog', { name: 'Social wall' });
    const layout = await quinn.page.evaluate(() => ({
      width: window.innerWidth,
      height: window.innerHeight,
    }));
    expect(layout.width).toBeGreaterThanOrEqual(VIEWPORTS.mobile.width);
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: layout.width });
    // Nothing is wider than the phone: no sideways scrolling.
    expect(await wall.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    await expect(post.getByTestId('wall-post-likes')).toBeInViewport();
    await expectNoSeriousA11yViolations(quinn.page, 'social wall on a phone', testInfo);
    await saveScreen(quinn.page, 'social-wall-phone');

    await test.step('Arabic: right to left, its own words', async () => {
      const arabic = await openWall(quinn.page, '?lang=ar');
      await expect(quinn.page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(arabic.getByRole('textbox', { name: 'اكتب منشورًا' })).toBeVisible();
      const arabicPost = postBy(arabic, tag);
      const author = await arabicPost.getByTestId('wall-post-author').boundingBox();
      const menu = await arabicPost.getByTestId('wall-post-menu').boundingBox();
      // The author starts on the right, the menu sits at the left end.
      expect(menu!.x).toBeLessThan(author!.x);
      await saveScreen(quinn.page, 'social-wall-phone-rtl');
      await deletePost(quinn.page, arabicPost);
      await quinn.page.evaluate(() => localStorage.setItem('lang', 'en'));
    });
  });
});
