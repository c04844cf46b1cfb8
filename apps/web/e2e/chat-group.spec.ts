import { PIA, peopleOfEachTest, QUINN, ROSA } from './support/attendees';
import {
  activeUser,
  chatPanel,
  confirmDialog,
  conversationAction,
  conversationRow,
  conversationTitle,
  expectChatOnline,
  expectFocused,
  openChat,
  openConversation,
  sendChatMessage,
  taggedMessages,
  uniqueTag,
} from './support/chat';
import { expect, test } from './support/test';

// Issue #14 acceptance, a group channel (spec §2.8, §3, §5): the create dialog's two validation
// messages at their fields, then a channel of three, a message to its members, renamed and
// deleted by its owner.

const { visit } = peopleOfEachTest([PIA, QUINN, ROSA]);

test('a group channel: both validation messages at their fields, created with two others, used, renamed, deleted', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const tag = uniqueTag();
  const name = `Northwind ${tag}`;
  const renamed = `Booth crew ${tag}`;
  const pia = await visit(browser, testInfo, PIA);
  const quinn = await visit(browser, testInfo, QUINN);
  const rosa = await visit(browser, testInfo, ROSA);
  const dialog = pia.page.getByRole('dialog', { name: 'New group channel' });
  const nameField = dialog.getByRole('textbox', { name: 'Channel name' });
  const users = dialog.getByRole('list', { name: 'Attendees' });

  await test.step('Pia opens "New" under the group chats', async () => {
    const panel = await openChat(pia.page);
    await expectChatOnline(pia.page);
    await expect(activeUser(pia.page, QUINN.name)).toBeVisible();
    await expect(activeUser(pia.page, ROSA.name)).toBeVisible();
    await panel.getByRole('list', { name: 'Group chats' }).getByRole('button', { name: 'New' }).click();
    await expect(dialog).toBeVisible();
    await expectFocused(nameField);
  });

  await test.step('Create with nothing filled in: each field says what it needs', async () => {
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(nameField).toHaveAccessibleDescription('Please enter a channel name!');
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(users).toHaveAccessibleDescription('Please select at least two users!');
    await expect(dialog.getByText('Please enter a channel name!')).toBeVisible();
    await expect(dialog.getByText('Please select at least two users!')).toBeVisible();
  });

  await test.step('a name and one user: only the users are still missing', async () => {
    await nameField.fill(name);
    await users.getByRole('checkbox', { name: QUINN.name }).click();
    await expect(users.getByRole('checkbox', { name: QUINN.name })).toBeChecked();
    await expect(nameField).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Please enter a channel name!')).toBeHidden();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(users).toHaveAccessibleDescription('Please select at least two users!');
    await expect(dialog).toBeVisible();
  });

  await test.step('a second user found by searching: the channel is created and opened', async () => {
    await dialog.getByRole('searchbox', { name: 'Search attendees' }).fill('rosa');
    await expect(users.getByRole('checkbox')).toHaveCount(1);
    await users.getByRole('checkbox', { name: ROSA.name }).click();
    await expect(dialog.getByText('2 selected')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(conversationTitle(pia.page)).toHaveText(name);
    await expect(chatPanel(pia.page).getByTestId('chat-conversation')).toContainText('3 members');
  });

  await test.step('a member receives a message of the channel', async () => {
    await sendChatMessage(pia.page, `Welcome to the channel ${tag}`);
    for (const member of [quinn, rosa]) {
      await openChat(member.page);
      await expect(conversationRow(member.page, name).getByTestId('chat-row-unread')).toHaveText('1');
    }
    await openConversation(quinn.page, name);
    await expect(taggedMessages(quinn.page, tag)).toHaveText([
      new RegExp(`${PIA.name}.*Welcome to the channel ${tag}`),
    ]);
    await sendChatMessage(quinn.page, `Thanks ${tag}`);
    await expect(taggedMessages(pia.page, tag)).toHaveText([/Welcome to the channel/, /Thanks/]);
  });

  await test.step('the owner renames it: the members see the new name', async () => {
    await conversationAction(pia.page, 'Rename or change members');
    const edit = pia.page.getByRole('dialog', { name: 'Edit group channel' });
    await edit.getByRole('textbox', { name: 'Channel name' }).fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(conversationTitle(pia.page)).toHaveText(renamed);
    await expect(conversationTitle(quinn.page)).toHaveText(renamed);
    await expect(conversationRow(rosa.page, renamed)).toBeVisible();
    await expect(conversationRow(rosa.page, name)).toHaveCount(0);
  });

  await test.step('a member cannot rename or delete it', async () => {
    await expect(chatPanel(quinn.page).getByRole('button', { name: 'Chat actions' })).toHaveCount(0);
  });

  await test.step('the owner deletes it: it goes from every member', async () => {
    await conversationAction(pia.page, 'Delete channel');
    await confirmDialog(pia.page, `Delete ${renamed}?`);
    await expect(chatPanel(pia.page).getByTestId('chat-home')).toBeVisible();
    await expect(conversationRow(pia.page, renamed)).toHaveCount(0);
    await expect(conversationRow(rosa.page, renamed)).toHaveCount(0);
    // Quinn had it open: the panel goes back to the lists and says why.
    await expect(chatPanel(quinn.page).getByTestId('chat-notice')).toHaveText(
      'This chat was deleted or you were removed from it.',
    );
    await expect(conversationRow(quinn.page, renamed)).toHaveCount(0);
  });
});
