import { PIA, peopleOfEachTest, QUINN } from './support/attendees';
import {
  activeUser,
  backToChats,
  chatPanel,
  expectChatOnline,
  openChat,
  setStatus,
  startChatWith,
} from './support/chat';
import { expect, test } from './support/test';

// Issue #14 acceptance, the user status (spec §4): Busy chosen by Pia is seen by Quinn in the
// chat's active users and in their private chat; Idle comes by itself after a while without
// input (CHAT_IDLE_AFTER_MS, five minutes: Pia's page runs on Playwright's clock) and goes with
// the next input.

const { visit } = peopleOfEachTest([PIA, QUINN]);

test('Busy chosen and Idle after inactivity are seen by the other side, and Available again', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const pia = await visit(browser, testInfo, PIA);
  const quinn = await visit(browser, testInfo, QUINN);
  // Pia's clock is Playwright's from here on (it runs on by itself until moved forward).
  await pia.page.clock.install();
  await pia.page.reload();
  await expect(pia.page.getByTestId('area-name')).toBeVisible();
  const ownStatus = chatPanel(pia.page).getByTestId('chat-status-button');
  const piaForQuinn = activeUser(quinn.page, PIA.name);
  const partnerLine = chatPanel(quinn.page).getByTestId('chat-conversation');

  await test.step('both start Available', async () => {
    await openChat(pia.page);
    await expectChatOnline(pia.page);
    await setStatus(pia.page, 'Available');
    await openChat(quinn.page);
    await expectChatOnline(quinn.page);
    await expect(piaForQuinn).toContainText('Available');
  });

  await test.step('Pia chooses Busy: Quinn sees it in the active users and in their chat', async () => {
    await setStatus(pia.page, 'Busy');
    await expect(ownStatus).toHaveText('Busy');
    await expect(piaForQuinn).toContainText('Busy');
    await startChatWith(quinn.page, PIA.name);
    await expect(partnerLine).toContainText(`${PIA.name}Busy`);
  });

  await test.step('Pia is Available again', async () => {
    await setStatus(pia.page, 'Available');
    await expect(partnerLine).toContainText(`${PIA.name}Available`);
  });

  await test.step('five minutes without input: Pia turns Idle, and Quinn sees it', async () => {
    await pia.page.clock.fastForward('05:01');
    await expect(ownStatus).toHaveAccessibleName('Your status: Idle', { timeout: 15_000 });
    await expect(partnerLine).toContainText(`${PIA.name}Idle`, { timeout: 15_000 });
    await backToChats(quinn.page);
    await expect(piaForQuinn).toContainText('Idle');
  });

  await test.step('Pia moves the mouse: Available again for both', async () => {
    await pia.page.mouse.move(200, 300);
    await pia.page.mouse.move(260, 320);
    await expect(ownStatus).toHaveAccessibleName('Your status: Available');
    await expect(piaForQuinn).toContainText('Available');
  });
});
