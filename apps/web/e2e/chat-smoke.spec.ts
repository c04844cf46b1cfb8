import { PIA, peopleOfEachTest, QUINN } from './support/attendees';
import {
  chatMessage,
  chatMessages,
  chatPanel,
  conversationRow,
  expectChatOnline,
  launcherUnread,
  openChat,
  openConversation,
  sendChatMessage,
  startChatWith,
} from './support/chat';
import { saveScreen } from './support/screens';
import { expect, test } from './support/test';

// A smoke test of the chat panel against the real server: two browsers, two attendees, one
// private chat. The acceptance specs of issue #14 build on support/chat.ts.

const { visit } = peopleOfEachTest([PIA, QUINN]);

test('two attendees exchange a private message; unread badge, markdown, links and typed HTML as text', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const pia = await visit(browser, testInfo, PIA);
  const quinn = await visit(browser, testInfo, QUINN);

  await test.step('Pia opens the chat and starts a private chat with Quinn from "Active users"', async () => {
    await openChat(pia.page);
    await expectChatOnline(pia.page);
    await startChatWith(pia.page, QUINN.name);
  });

  // Other specs of the run may have chatted between the two already: this run's texts are unique.
  const token = `${Date.now().toString(36)}`;
  const text = `Hello **Quinn** ${token}, see https://example.com <img src=x onerror=alert(1)>`;
  const before = await launcherUnread(quinn.page);
  await test.step('Pia sends; the message shows once, bold and linked, the HTML as text', async () => {
    await sendChatMessage(pia.page, text);
    const sent = chatMessage(pia.page, token);
    await expect(sent).toHaveCount(1);
    await expect(sent.locator('strong')).toHaveText('Quinn');
    await expect(sent.getByRole('link', { name: 'https://example.com' })).toHaveAttribute(
      'href',
      'https://example.com',
    );
    await expect(sent).toContainText('<img src=x onerror=alert(1)>');
    await expect(sent.locator('img')).toHaveCount(0);
    await expect(chatPanel(pia.page).getByTestId('chat-pending')).toHaveCount(0);
  });

  await test.step("Quinn's launcher counts it; the recent chat shows Pia with it unread", async () => {
    await expect.poll(() => launcherUnread(quinn.page)).toBe(before + 1);
    await openChat(quinn.page);
    await expect(conversationRow(quinn.page, PIA.name).getByTestId('chat-row-unread')).toBeVisible();
    await saveScreen(quinn.page, 'chat-desktop-list');
  });

  await test.step('Quinn reads it (the badge goes) and answers; Pia gets the answer', async () => {
    await openConversation(quinn.page, PIA.name);
    await expect(chatMessage(quinn.page, token)).toHaveCount(1);
    await expect.poll(() => launcherUnread(quinn.page)).toBe(0);
    const piaUnread = await launcherUnread(pia.page);
    await sendChatMessage(quinn.page, `Hi Pia 👋 ${token}`);
    await expect(chatMessages(pia.page).filter({ hasText: token })).toHaveCount(2);
    // Pia has the conversation open: the answer is read at once, the count does not grow.
    await pia.page.waitForTimeout(1_000);
    expect(await launcherUnread(pia.page)).toBe(piaUnread);
    await saveScreen(pia.page, 'chat-desktop-conversation');
  });
});

test('on a phone the chat covers the screen and Escape minimises it', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const quinn = await visit(browser, testInfo, QUINN, { viewport: 'mobile' });
  await visit(browser, testInfo, PIA);
  const pageWidth = () => quinn.page.evaluate(() => document.documentElement.scrollWidth);
  const before = await pageWidth();
  const panel = await openChat(quinn.page);
  await expectChatOnline(quinn.page);
  const viewport = await quinn.page.evaluate(() => ({
    width: window.innerWidth,
    height: window.innerHeight,
  }));
  expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, ...viewport });
  // Nothing of the panel sticks out sideways.
  expect(await pageWidth()).toBe(before);
  await saveScreen(quinn.page, 'chat-phone-list');
  await startChatWith(quinn.page, PIA.name);
  await sendChatMessage(quinn.page, 'From my phone');
  await expect(chatMessage(quinn.page, 'From my phone')).toHaveCount(1);
  await saveScreen(quinn.page, 'chat-phone-conversation');
  await quinn.page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(quinn.page.getByTestId('chat-launcher')).toBeFocused();
});
