import { expect, test } from '@playwright/test';
import {
  addPeopleRegistrations,
  PIA,
  plainProfile,
  QUINN,
  ROSA,
  saveProfile,
  visitorsOfEachTest,
} from './support/attendees';
import {
  attachFile,
  chatInput,
  chatMessage,
  chatPanel,
  controlRealtime,
  conversationRow,
  conversationTitle,
  expectChatOnline,
  openChat,
  openConversation,
  pendingMessages,
  sendChatMessage,
  startChatWith,
  TINY_PNG,
} from './support/chat';
import { saveScreen } from './support/screens';

// The chat panel's parts beyond the smoke: group channels and their validation (spec §5), the
// room chat (§4), emoji, files (§5, §8, §9), the outbox across a cut connection, status (§4).

addPeopleRegistrations();
const { visit } = visitorsOfEachTest();

test.beforeEach(async ({ request }) => {
  for (const person of [PIA, QUINN, ROSA]) await saveProfile(request, person, plainProfile(person));
});
test.describe.configure({ timeout: 120_000 });

test('a group channel: both validation messages at their fields, then created and used', async ({
  browser,
}, testInfo) => {
  const pia = await visit(browser, testInfo, PIA);
  const quinn = await visit(browser, testInfo, QUINN);
  await visit(browser, testInfo, ROSA);
  const panel = await openChat(pia.page);
  await expect(panel.getByTestId('chat-active-user')).toHaveCount(2);
  await panel.getByTestId('chat-new-group').click();
  const dialog = pia.page.getByTestId('chat-group-dialog');
  await dialog.getByTestId('chat-group-save').click();
  await expect(dialog.getByText('Please enter a channel name!')).toBeVisible();
  await expect(dialog.getByTestId('chat-group-members-error')).toHaveText(
    'Please select at least two users!',
  );
  await saveScreen(pia.page, 'chat-group-validation');
  await dialog.getByLabel('Channel name').fill('Northwind team');
  await dialog.getByRole('checkbox', { name: QUINN.name }).click();
  await expect(dialog.getByText('Please enter a channel name!')).toBeHidden();
  await expect(dialog.getByTestId('chat-group-members-error')).toHaveText(
    'Please select at least two users!',
  );
  await dialog.getByLabel('Search attendees').fill('rosa');
  await dialog.getByRole('checkbox', { name: ROSA.name }).click();
  await dialog.getByTestId('chat-group-save').click();
  await expect(dialog).toBeHidden();
  await expect(conversationTitle(pia.page)).toHaveText('Northwind team');
  await sendChatMessage(pia.page, 'Welcome to the channel');
  await openChat(quinn.page);
  await expect(conversationRow(quinn.page, 'Northwind team').getByTestId('chat-row-unread')).toHaveText('1');
  await openConversation(quinn.page, 'Northwind team');
  await expect(chatMessage(quinn.page, 'Welcome to the channel')).toHaveCount(1);
});

test('the room chat of the area, an emoji, an image and refused files', async ({ browser }, testInfo) => {
  const pia = await visit(browser, testInfo, PIA);
  const quinn = await visit(browser, testInfo, QUINN);
  const panel = await openChat(pia.page);
  await expectChatOnline(pia.page);
  await panel.getByTestId('chat-room-button').click();
  await expect(conversationTitle(pia.page)).toHaveText('Room chat: Lobby');

  await test.step('an emoji found by searching the picker', async () => {
    await chatInput(pia.page).fill('Hello room ');
    await panel.getByTestId('chat-emoji-button').click();
    const picker = pia.page.getByTestId('chat-emoji-picker');
    await picker.getByRole('combobox', { name: 'Search' }).fill('grinning');
    await picker
      .getByRole('listbox', { name: 'Search results' })
      .getByRole('option', { name: /^😀,/ })
      .click();
    await expect(chatInput(pia.page)).toHaveValue('Hello room 😀');
    await chatInput(pia.page).press('Enter');
    await expect(chatMessage(pia.page, 'Hello room 😀')).toHaveCount(1);
  });

  await test.step('an image, uploaded and previewed on the other side', async () => {
    await attachFile(pia.page, { name: 'dot.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(panel.getByTestId('chat-attachment')).toHaveText('dot.png');
    await panel.getByTestId('chat-send').click();
    await openChat(quinn.page);
    await quinn.page.getByTestId('chat-room-button').click();
    await expect(chatMessage(quinn.page, 'Hello room 😀')).toHaveCount(1);
    await expect(chatPanel(quinn.page).getByTestId('chat-image')).toBeVisible();
    await saveScreen(quinn.page, 'chat-room');
  });

  await test.step('6 MB refused before sending; an executable named .png refused by content', async () => {
    await attachFile(pia.page, {
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(6 * 1024 * 1024, 1),
    });
    await expect(panel.getByTestId('chat-upload-error')).toHaveText(
      'big.png: Files should not exceed 5 MB in size',
    );
    await attachFile(pia.page, {
      name: 'setup.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2046, 0)]),
    });
    await expect(panel.getByTestId('chat-upload-error')).toHaveText('setup.png: Invalid file type.');
  });
});

test('a message written while the connection is cut arrives once it is back, exactly once', async ({
  browser,
}, testInfo) => {
  const pia = await visit(browser, testInfo, PIA);
  const quinn = await visit(browser, testInfo, QUINN);
  const realtime = await controlRealtime(pia.page);
  await startChatWith(pia.page, QUINN.name);
  await expectChatOnline(pia.page);
  await sendChatMessage(pia.page, 'before the cut');
  await openConversation(quinn.page, PIA.name);
  await expect(chatMessage(quinn.page, 'before the cut')).toHaveCount(1);

  await realtime.cut();
  await expect(chatPanel(pia.page).getByTestId('chat-online')).not.toHaveAttribute('data-online', 'online');
  await expect(chatPanel(pia.page).getByTestId('chat-offline')).toBeVisible();
  await sendChatMessage(pia.page, 'written offline');
  await expect(pendingMessages(pia.page)).toHaveText(/written offline\s*Sending…/);
  await saveScreen(pia.page, 'chat-offline');
  await sendChatMessage(quinn.page, 'meanwhile from Quinn');

  realtime.restore();
  await expectChatOnline(pia.page);
  await expect(chatMessage(quinn.page, 'written offline')).toHaveCount(1);
  await expect(chatMessage(pia.page, 'written offline')).toHaveCount(1);
  await expect(pendingMessages(pia.page)).toHaveCount(0);
  // What Quinn wrote meanwhile came with the sync after the reconnect.
  await expect(chatMessage(pia.page, 'meanwhile from Quinn')).toHaveCount(1);
  await quinn.page.waitForTimeout(1_000);
  await expect(chatMessage(quinn.page, 'written offline')).toHaveCount(1);
});

test("a status change is seen by the others in the chat's active users", async ({ browser }, testInfo) => {
  const pia = await visit(browser, testInfo, PIA);
  const quinn = await visit(browser, testInfo, QUINN);
  const panel = await openChat(quinn.page);
  const piaRow = panel.getByTestId('chat-active-user').filter({ hasText: PIA.name });
  await expect(piaRow).toContainText('Available');
  await openChat(pia.page);
  await pia.page.getByTestId('chat-status-button').click();
  await pia.page.getByRole('menuitemradio', { name: /^Busy/ }).click();
  await expect(pia.page.getByTestId('chat-status-button')).toHaveText('Busy');
  await expect(piaRow).toContainText('Busy');
});
