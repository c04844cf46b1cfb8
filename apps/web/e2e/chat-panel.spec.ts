import AxeBuilder from '@axe-core/playwright';
import { ADMIN_USER, PIA, peopleOfEachTest, QUINN, ROSA } from './support/attendees';
import { WCAG_22_AA_RULES } from './support/axe';
import {
  chatMessage,
  chatPanel,
  openChat,
  openConversation,
  sendChatMessage,
  startChatWith,
  uniqueTag,
} from './support/chat';
import { saveScreen } from './support/screens';
import { expect, type Page, test } from './support/test';

// The chat panel's accessibility beyond the acceptance specs (chat-*.spec.ts): axe on the panel's
// conversation and reports views, and its place in a right-to-left page.

const { visit } = peopleOfEachTest([PIA, QUINN, ROSA]);
test.describe.configure({ timeout: 120_000 });

/** axe (WCAG 2.2 A and AA) on the chat panel alone: no serious or critical violation. */
async function expectPanelAxeClean(page: Page) {
  const rules = Object.fromEntries(WCAG_22_AA_RULES.map((id) => [id, { enabled: true }]));
  const results = await new AxeBuilder({ page }).include('#chat-panel').options({ rules }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test("a reported message is in the administrators' reports, deleted there; the panel is axe-clean", async ({
  browser,
}, testInfo) => {
  const pia = await visit(browser, testInfo, PIA);
  const quinn = await visit(browser, testInfo, QUINN);
  await startChatWith(quinn.page, PIA.name);
  const reported = `something to report ${uniqueTag()}`;
  await sendChatMessage(quinn.page, reported);
  await openConversation(pia.page, QUINN.name);
  await expectPanelAxeClean(pia.page);
  const message = chatMessage(pia.page, reported);
  await message.getByTestId('chat-message-menu').click();
  await pia.page.getByRole('menuitem', { name: 'Report' }).click();
  await pia.page.getByTestId('chat-report-dialog').getByLabel('Reason (optional)').fill('rude');
  await pia.page.getByTestId('chat-report-send').click();
  await expect(chatPanel(pia.page).getByTestId('chat-notice')).toHaveText(/reported/);

  const admin = await visit(browser, testInfo, ADMIN_USER);
  const panel = await openChat(admin.page);
  await panel.getByTestId('chat-reports-button').click();
  const report = panel.getByTestId('chat-report').filter({ hasText: reported });
  await expect(report).toContainText('Reason: rude');
  await expectPanelAxeClean(admin.page);
  await report.getByRole('button', { name: 'Delete' }).click();
  await admin.page.getByTestId('chat-confirm-button').click();
  // The report goes, or stays showing the message deleted: nothing left to delete either way.
  await expect(report.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  // Earlier runs' chats stay on the server: the reported message itself is what must be gone.
  await expect(chatMessage(pia.page, reported)).toHaveCount(0);
  await expect(chatMessage(pia.page, 'removed by an administrator').last()).toBeVisible();
});

test('right to left (Arabic): the docked panel stays at the end corner', async ({ browser }, testInfo) => {
  const pia = await visit(browser, testInfo, PIA);
  await pia.page.goto(`${pia.page.url()}?lang=ar`);
  await expect(pia.page.locator('html')).toHaveAttribute('dir', 'rtl');
  const panel = await openChat(pia.page);
  const box = await panel.boundingBox();
  expect(box?.x).toBe(16);
  await saveScreen(pia.page, 'chat-rtl');
});

test('keyboard: the launcher opens the panel with the focus in it; Escape gives it back', async ({
  browser,
}, testInfo) => {
  const pia = await visit(browser, testInfo, PIA);
  const launcher = pia.page.getByTestId('chat-launcher');
  await launcher.focus();
  await pia.page.keyboard.press('Enter');
  const panel = chatPanel(pia.page);
  await expect(panel).toBeFocused();
  await expect(launcher).toHaveAttribute('aria-expanded', 'true');
  await pia.page.keyboard.press('Tab');
  await expect(panel.locator(':focus')).toHaveCount(1);
  await pia.page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
});
