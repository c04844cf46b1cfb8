import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The chat panel as specs drive it (spec §2.8, §4): through its launcher, lists, conversation
 * and composer, by role and test id as a person would find them.
 */

export const chatLauncher = (page: Page) => page.getByTestId('chat-launcher');
export const chatPanel = (page: Page) => page.getByTestId('chat-panel');
/** The badge's count on the launcher ('' when nothing is unread). */
export const unreadTotal = (page: Page) => chatLauncher(page).locator('.MuiBadge-badge');

/** Opens the panel from the header's launcher (a no-op when it is open). */
export async function openChat(page: Page): Promise<Locator> {
  const panel = chatPanel(page);
  if (!(await panel.isVisible())) await chatLauncher(page).click();
  await expect(panel).toBeVisible();
  return panel;
}

/** Waits until the chat says it is online (connected and caught up). */
export async function expectChatOnline(page: Page) {
  await expect(chatPanel(page).getByTestId('chat-online')).toHaveAttribute('data-online', 'online', {
    timeout: 15_000,
  });
}

/** Opens the private chat with someone from the panel's "Active users" list. */
export async function startChatWith(page: Page, name: string) {
  const panel = await openChat(page);
  await panel
    .getByRole('button', { name: 'Back to the chats' })
    .click({ timeout: 1_000 })
    .catch(() => undefined);
  await panel.getByTestId('chat-active-user').filter({ hasText: name }).click();
  await expect(conversationTitle(page)).toHaveText(name);
}

/** Opens a listed conversation (recent or group) by its title. */
export async function openConversation(page: Page, title: string) {
  const panel = await openChat(page);
  await panel.getByTestId('chat-conversation-row').filter({ hasText: title }).first().click();
  await expect(conversationTitle(page)).toHaveText(title);
}

export const conversationTitle = (page: Page) => chatPanel(page).getByTestId('chat-conversation-title');
export const chatInput = (page: Page) => chatPanel(page).getByTestId('chat-input');

/** Types a message and sends it with Enter. */
export async function sendChatMessage(page: Page, text: string) {
  await chatInput(page).fill(text);
  await chatInput(page).press('Enter');
  await expect(chatInput(page)).toHaveValue('');
}

/** The stored messages of the open conversation. */
export const chatMessages = (page: Page) => chatPanel(page).getByTestId('chat-message');

/** A stored message by (part of) its text. */
export const chatMessage = (page: Page, text: string) => chatMessages(page).filter({ hasText: text });

/** Messages still on their way ("sending") or refused ("not sent"). */
export const pendingMessages = (page: Page) => chatPanel(page).getByTestId('chat-pending');

/** The row of a conversation in the panel's lists, with its unread count. */
export const conversationRow = (page: Page, title: string) =>
  chatPanel(page).getByTestId('chat-conversation-row').filter({ hasText: title });
