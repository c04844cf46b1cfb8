import {
  ADMIN_USER,
  addPeopleRegistrations,
  PIA,
  plainProfile,
  QUINN,
  saveProfile,
  visitorsOfEachTest,
} from './support/attendees';
import {
  chatInput,
  chatPanel,
  confirmDialog,
  conversationAction,
  expectChatOnline,
  messageAction,
  openChat,
  openConversation,
  pendingMessages,
  sendChatMessage,
  startChatWith,
  taggedMessages,
  unblockEveryone,
  uniqueTag,
} from './support/chat';
import { expect, test } from './support/test';

// Issue #14 acceptance, moderation (spec §2.8, §3): a reported message is in the administrator's
// reports and deleted there, for everyone; a blocked person's private messages are refused.

addPeopleRegistrations();
const { visit } = visitorsOfEachTest();

test.beforeEach(async ({ request }) => {
  for (const person of [PIA, QUINN]) await saveProfile(request, person, plainProfile(person));
  await unblockEveryone(request, PIA);
});

test.afterEach(async ({ request }) => {
  // Blocks outlive the test on the spec server: the next tests chat again.
  await unblockEveryone(request, PIA);
});

test('Pia reports a message, the administrator deletes it from the reports; Pia blocks Quinn, whose message is refused', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const tag = uniqueTag();
  const pia = await visit(browser, testInfo, PIA);
  const quinn = await visit(browser, testInfo, QUINN);
  const admin = await visit(browser, testInfo, ADMIN_USER);
  const offending = `Buy cheap followers at my booth ${tag}`;

  await test.step('Quinn writes something out of place to Pia', async () => {
    await openChat(quinn.page);
    await expectChatOnline(quinn.page);
    await startChatWith(quinn.page, PIA.name);
    await sendChatMessage(quinn.page, `Hi Pia ${tag}`);
    await sendChatMessage(quinn.page, offending);
    await openChat(pia.page);
    await openConversation(pia.page, QUINN.name);
    await expect(taggedMessages(pia.page, tag)).toHaveText([/Hi Pia/, new RegExp(offending)]);
  });

  await test.step('Pia reports it, with a reason', async () => {
    const message = taggedMessages(pia.page, tag).filter({ hasText: 'cheap followers' });
    await messageAction(pia.page, message, 'Report');
    const dialog = pia.page.getByRole('dialog', { name: 'Report this message' });
    await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill(`Spam ${tag}`);
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(dialog).toBeHidden();
    await expect(chatPanel(pia.page).getByTestId('chat-notice')).toHaveText(
      'Thank you. The message was reported.',
    );
  });

  await test.step('the administrator finds it in the reported messages and deletes it', async () => {
    const panel = await openChat(admin.page);
    await expectChatOnline(admin.page);
    await panel.getByRole('button', { name: 'Reported messages' }).click();
    const reports = panel.getByRole('region', { name: 'Reported messages' });
    const report = reports.getByTestId('chat-report').filter({ hasText: tag });
    await expect(report).toHaveCount(1);
    await expect(report).toContainText(`${QUINN.name}, reported by ${PIA.name}`);
    await expect(report).toContainText(offending);
    await expect(report).toContainText(`Reason: Spam ${tag}`);
    await report.getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(admin.page, 'Delete this message?');
    await expect(report).toContainText('This message was deleted.');
    await expect(report.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  await test.step('the message is gone for both, replaced by a note', async () => {
    for (const page of [pia.page, quinn.page]) {
      await expect(taggedMessages(page, tag)).toHaveText([/Hi Pia/]);
      await expect(chatPanel(page).getByTestId('chat-message').last()).toContainText(
        'This message was removed by an administrator.',
      );
      await expect(
        chatPanel(page).getByTestId('chat-message').filter({ hasText: 'cheap followers' }),
      ).toHaveCount(0);
    }
  });

  await test.step('Pia blocks Quinn', async () => {
    await conversationAction(pia.page, `Block ${QUINN.name}`);
    await confirmDialog(pia.page, `Block ${QUINN.name}?`);
    await expect(chatInput(pia.page)).toBeDisabled();
    await expect(chatInput(pia.page)).toHaveAttribute('placeholder', `You blocked ${QUINN.name}.`);
  });

  await test.step("Quinn's next private message is refused and never reaches Pia", async () => {
    await sendChatMessage(quinn.page, `Are you there? ${tag}`);
    const refused = pendingMessages(quinn.page);
    await expect(refused).toHaveAttribute('data-state', 'failed');
    await expect(refused.getByRole('alert')).toContainText(
      'Not sent (You cannot send messages to this person.)',
    );
    await pia.page.waitForTimeout(1_500);
    await expect(taggedMessages(pia.page, tag)).toHaveText([/Hi Pia/]);
    // Trying again does not get it through either.
    await refused.getByRole('button', { name: 'Retry' }).click();
    await expect(refused.getByRole('alert')).toContainText('You cannot send messages to this person.');
    await pia.page.waitForTimeout(1_500);
    await expect(taggedMessages(pia.page, tag)).toHaveText([/Hi Pia/]);
  });
});
