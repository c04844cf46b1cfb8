import { PIA, peopleOfEachTest, QUINN } from './support/attendees';
import {
  chatPanel,
  expectChatOnline,
  openChat,
  openConversation,
  pendingMessages,
  sendChatMessage,
  startChatWith,
  taggedMessages,
  uniqueTag,
} from './support/chat';
import { expect, test } from './support/test';

// Issue #14 acceptance, offline (spec §3, §4): what Quinn writes while his network is cut waits
// as pending and, once the network is back, reaches Pia exactly once and in order, shown as sent
// on Quinn's side.

const { visit } = peopleOfEachTest([PIA, QUINN]);

test('messages written while the network is cut arrive exactly once after it returns', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const tag = uniqueTag();
  const pia = await visit(browser, testInfo, PIA);
  const quinn = await visit(browser, testInfo, QUINN);
  const online = chatPanel(quinn.page).getByTestId('chat-online');

  await test.step('Quinn and Pia have their private chat open', async () => {
    await openChat(quinn.page);
    await expectChatOnline(quinn.page);
    await startChatWith(quinn.page, PIA.name);
    await sendChatMessage(quinn.page, `Before the cut ${tag}`);
    await openChat(pia.page);
    await openConversation(pia.page, QUINN.name);
    await expect(taggedMessages(pia.page, tag)).toHaveCount(1);
  });

  await test.step("Quinn's network is cut: the chat says it is offline", async () => {
    await quinn.context.setOffline(true);
    await expect(online).toHaveAttribute('data-online', 'offline');
    await expect(online).toHaveText('Offline');
    await expect(chatPanel(quinn.page).getByTestId('chat-offline')).toHaveText(
      'You are offline. Messages you write are sent when the connection is back.',
    );
  });

  await test.step('what Quinn writes meanwhile shows as pending, and does not reach Pia', async () => {
    await sendChatMessage(quinn.page, `Written offline ${tag}`);
    await sendChatMessage(quinn.page, `Still offline ${tag}`);
    const pending = pendingMessages(quinn.page);
    await expect(pending).toHaveText([
      new RegExp(`Written offline ${tag}\\s*Sending…`),
      new RegExp(`Still offline ${tag}\\s*Sending…`),
    ]);
    await expect(pending.first()).toHaveAttribute('data-state', 'waiting');
    await expect(taggedMessages(quinn.page, tag)).toHaveCount(1);
    // Long enough for anything that got through to have arrived.
    await pia.page.waitForTimeout(2_000);
    await expect(taggedMessages(pia.page, tag)).toHaveCount(1);
  });

  await test.step('the network is back: both arrive at Pia once, in order; Quinn sees them sent', async () => {
    await quinn.context.setOffline(false);
    await expectChatOnline(quinn.page);
    const expected = [/Before the cut/, /Written offline/, /Still offline/];
    await expect(taggedMessages(pia.page, tag)).toHaveText(expected);
    await expect(pendingMessages(quinn.page)).toHaveCount(0);
    await expect(taggedMessages(quinn.page, tag)).toHaveText(expected);
    await expect(taggedMessages(quinn.page, tag).last()).toHaveAttribute('data-own', 'true');
  });

  await test.step('still once a while later, and once in the stored history', async () => {
    await pia.page.waitForTimeout(3_000);
    await expect(taggedMessages(pia.page, tag)).toHaveCount(3);
    await pia.page.reload();
    await openChat(pia.page);
    await openConversation(pia.page, QUINN.name);
    await expect(taggedMessages(pia.page, tag)).toHaveText([
      /Before the cut/,
      /Written offline/,
      /Still offline/,
    ]);
  });
});
