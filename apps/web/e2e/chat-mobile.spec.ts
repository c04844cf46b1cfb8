import { PIA, peopleOfEachTest, QUINN } from './support/attendees';
import {
  chatInput,
  chatLauncher,
  chatPanel,
  expectChatOnline,
  expectFocused,
  openChat,
  openConversation,
  startChatWith,
  taggedMessages,
  uniqueTag,
} from './support/chat';
import { VIEWPORTS } from './support/env';
import { expect, type Page, test } from './support/test';

// Issue #14 acceptance, mobile (spec §2.8): on a 390 × 844 phone the chat panel covers the whole
// screen, a message can be written and sent, and it arrives.

const { visit } = peopleOfEachTest([PIA, QUINN]);

/**
 * The panel covers the page's whole layout viewport, so all of the phone's screen (the venue page
 * behind it can be a few pixels wider than the phone: then the layout viewport is too), and
 * nothing in it is wider than the panel.
 */
async function expectFullScreen(page: Page) {
  const panel = chatPanel(page);
  const layout = await page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
  expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, ...layout });
  expect(layout.width).toBeGreaterThanOrEqual(VIEWPORTS.mobile.width);
  expect(layout.height).toBeGreaterThanOrEqual(VIEWPORTS.mobile.height);
  expect(await panel.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
}

test('on a phone the chat opens full screen and a message is sent from it', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const quinn = await visit(browser, testInfo, QUINN, { viewport: 'mobile' });
  const pia = await visit(browser, testInfo, PIA);

  await test.step("the phone's header has the chat; opened, the panel is the whole screen", async () => {
    await expect(quinn.page.getByTestId('mobile-header').getByTestId('chat-launcher')).toBeVisible();
    const panel = await openChat(quinn.page);
    await expectChatOnline(quinn.page);
    await expect(panel).toHaveAttribute('role', 'dialog');
    await expectFullScreen(quinn.page);
  });

  await test.step('a private chat, still full screen; the message is written and sent with the button', async () => {
    await startChatWith(quinn.page, PIA.name);
    await expectFullScreen(quinn.page);
    await chatInput(quinn.page).tap();
    await chatInput(quinn.page).fill(`Sent on the go ${tag}`);
    const send = chatPanel(quinn.page).getByRole('button', { name: 'Send' });
    await expect(send).toBeInViewport({ ratio: 1 });
    await send.tap();
    await expect(chatInput(quinn.page)).toHaveValue('');
    await expect(taggedMessages(quinn.page, tag)).toHaveText([new RegExp(`Sent on the go ${tag}`)]);
    await expect(taggedMessages(quinn.page, tag)).toBeInViewport();
  });

  await test.step('it arrives at Pia', async () => {
    await openChat(pia.page);
    await openConversation(pia.page, QUINN.name);
    await expect(taggedMessages(pia.page, tag)).toHaveText([new RegExp(`Sent on the go ${tag}`)]);
  });

  await test.step('minimised, the phone shows the venue again with the launcher', async () => {
    await chatPanel(quinn.page).getByRole('button', { name: 'Minimize chat' }).tap();
    await expect(chatPanel(quinn.page)).toBeHidden();
    await expectFocused(chatLauncher(quinn.page));
  });
});
