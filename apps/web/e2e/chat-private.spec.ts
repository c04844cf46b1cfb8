import { PIA, peopleOfEachTest, QUINN } from './support/attendees';
import {
  backToChats,
  chatInput,
  chatLauncher,
  chatPanel,
  confirmDialog,
  conversationRow,
  expectChatOnline,
  messageAction,
  openChat,
  openConversation,
  pendingMessages,
  readEverything,
  sendChatMessage,
  startChatFromPresence,
  taggedMessages,
  uniqueTag,
} from './support/chat';
import { expect, test } from './support/test';

// Issue #14 acceptance, a private chat (spec §2.8, §3, §4): two browsers, two attendees. Started
// from the presence context menu; the unread badge in the header; both messages in order on
// both sides; typing; an own message edited and another deleted; a link; HTML typed as text.

const { visit } = peopleOfEachTest([PIA, QUINN]);

test('a private chat from the presence menu: unread badge, reply, typing, edit, delete, link, HTML as text', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const tag = uniqueTag();
  const pia = await visit(browser, testInfo, PIA);
  const quinn = await visit(browser, testInfo, QUINN);
  const dialogs: string[] = [];
  for (const visitor of [pia, quinn]) visitor.page.on('dialog', (dialog) => dialogs.push(dialog.message()));
  // The link's target, answered here (the test machine has no way out).
  await quinn.context.route('https://example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Example</title><p>Example</p>' }),
  );

  await test.step('Quinn starts with nothing unread (chats outlive tests on the spec server)', async () => {
    await readEverything(quinn.page);
    await readEverything(pia.page);
  });

  await test.step("Pia opens the chat from Quinn's entry in the header's presence strip and writes", async () => {
    await startChatFromPresence(pia.page, QUINN.name);
    await expectChatOnline(pia.page);
    await sendChatMessage(pia.page, `Hello Quinn ${tag}`);
    await expect(taggedMessages(pia.page, tag)).toHaveText([new RegExp(`Hello Quinn ${tag}`)]);
    await expect(pendingMessages(pia.page)).toHaveCount(0);
  });

  await test.step("Quinn's header shows the unread badge; the chat list shows it at Pia's chat", async () => {
    const launcher = quinn.page.getByTestId('desktop-header').getByTestId('chat-launcher');
    await expect(launcher).toHaveAccessibleName('Chat, 1 unread message');
    await expect(launcher.locator('.MuiBadge-badge')).toHaveText('1');
    await openChat(quinn.page);
    await expect(conversationRow(quinn.page, PIA.name).getByTestId('chat-row-unread')).toHaveText('1');
  });

  await test.step('Quinn opens it (the badge goes), is seen typing, and replies', async () => {
    await openConversation(quinn.page, PIA.name);
    await expect(taggedMessages(quinn.page, tag)).toHaveText([new RegExp(`Hello Quinn ${tag}`)]);
    await expect(chatLauncher(quinn.page)).toHaveAccessibleName('Chat');
    await chatInput(quinn.page).pressSequentially('Hi Pia', { delay: 20 });
    const typing = chatPanel(pia.page).getByTestId('chat-typing');
    await expect(typing).toHaveText(`${QUINN.name} is typing…`);
    await chatInput(quinn.page).press('End');
    await chatInput(quinn.page).pressSequentially(` ${tag}`);
    await chatInput(quinn.page).press('Enter');
    // The indicator goes a few seconds after the last keystroke (CHAT_TYPING_SHOW_MS).
    await expect(typing).toHaveText('', { timeout: 10_000 });
  });

  await test.step('both see both messages, in the order they were written', async () => {
    for (const page of [pia.page, quinn.page]) {
      await expect(taggedMessages(page, tag)).toHaveText([
        new RegExp(`Hello Quinn ${tag}`),
        new RegExp(`Hi Pia ${tag}`),
      ]);
    }
    await expect(taggedMessages(pia.page, tag).nth(0)).toHaveAttribute('data-own', 'true');
    await expect(taggedMessages(pia.page, tag).nth(1)).toHaveAttribute('data-own', 'false');
    await expect(taggedMessages(quinn.page, tag).nth(1)).toHaveAttribute('data-own', 'true');
  });

  await test.step('Pia edits one of her messages and deletes another; Quinn sees both changes', async () => {
    await sendChatMessage(pia.page, `Meet at the boothh ${tag}`);
    await sendChatMessage(pia.page, `Wrong chat, sorry ${tag}`);
    await expect(taggedMessages(quinn.page, tag)).toHaveCount(4);

    const typo = taggedMessages(pia.page, tag).filter({ hasText: 'boothh' });
    await messageAction(pia.page, typo, 'Edit');
    const editor = chatPanel(pia.page).getByRole('textbox', { name: 'Edit message' });
    await editor.fill(`Meet at the booth ${tag}`);
    await editor.press('Enter');
    await expect(editor).toBeHidden();

    await messageAction(pia.page, taggedMessages(pia.page, tag).filter({ hasText: 'Wrong chat' }), 'Delete');
    await confirmDialog(pia.page, 'Delete this message?');

    for (const page of [pia.page, quinn.page]) {
      const messages = chatPanel(page).getByTestId('chat-message');
      await expect(messages.filter({ hasText: `Meet at the booth ${tag}` })).toContainText('(edited)');
      await expect(messages.filter({ hasText: 'boothh' })).toHaveCount(0);
      await expect(messages.filter({ hasText: 'Wrong chat' })).toHaveCount(0);
      await expect(messages.filter({ hasText: 'This message was deleted.' }).last()).toBeVisible();
    }
    // The deleted message keeps its place: Hello, Hi, the edited one, then the deleted one.
    await expect(chatPanel(quinn.page).getByTestId('chat-message').last()).toContainText(
      'This message was deleted.',
    );
  });

  await test.step('a link is clickable; HTML typed into a message shows as the characters it is', async () => {
    const payload = '<img src=x onerror=alert(1)>';
    const link = `https://example.com/atrium/${tag}`;
    await sendChatMessage(pia.page, `Look ${payload} and ${link}`);
    const received = taggedMessages(quinn.page, tag).filter({ hasText: 'Look' });
    await expect(received).toContainText(`Look ${payload} and ${link}`);
    await expect(received.locator('img')).toHaveCount(0);
    // Arriving in the conversation Quinn has open, it is read at once.
    await expect(chatLauncher(quinn.page)).toHaveAccessibleName('Chat');
    const anchor = received.getByRole('link', { name: link });
    await expect(anchor).toHaveAttribute('href', link);
    await expect(anchor).toHaveAttribute('target', '_blank');
    const [opened] = await Promise.all([quinn.context.waitForEvent('page'), anchor.click()]);
    await expect(opened).toHaveURL(link);
    await opened.close();
    await expect(taggedMessages(pia.page, tag).filter({ hasText: 'Look' }).locator('img')).toHaveCount(0);
    expect(dialogs, 'no script of a message ran').toEqual([]);
  });

  await test.step('the list shows the chat without unread for Quinn, who had it open', async () => {
    await backToChats(quinn.page);
    await expect(conversationRow(quinn.page, PIA.name).getByTestId('chat-row-unread')).toHaveCount(0);
  });
});
