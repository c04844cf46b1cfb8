import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type WebSocketRoute,
} from '@playwright/test';
import { headerAttendee, loginToken, type Who } from './attendees';

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

/**
 * Puts the page's realtime connection under the spec's control (the page is reloaded so that
 * every socket goes through the route): `cut` drops the connection and refuses new ones, WebSocket
 * and long polling alike; `restore` lets the client's reconnect through again.
 */
export async function controlRealtime(page: Page) {
  let cut = false;
  const open = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/api\/realtime\//, (socket) => {
    if (cut) {
      void socket.close();
      return;
    }
    open.add(socket);
    socket.onClose(() => open.delete(socket));
    socket.connectToServer();
  });
  await page.route(/\/api\/realtime\//, (route) => (cut ? route.abort() : route.continue()));
  await page.reload();
  return {
    cut: async () => {
      cut = true;
      for (const socket of [...open]) await socket.close();
      open.clear();
    },
    restore: () => {
      cut = false;
    },
  };
}

/** A small PNG (1×1 pixel) to attach. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Attaches a file in the composer of the open conversation. */
export async function attachFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await chatPanel(page).getByTestId('chat-file-input').setInputFiles(file);
}

// ---- Acceptance specs of issue #14 (chat-*.spec.ts) ----

/**
 * A word only this test's messages contain: the spec server keeps every chat for the whole run,
 * so a test finds its own messages among those of earlier tests (and of its repeats) by it.
 */
export const uniqueTag = () => `t${randomBytes(4).toString('hex')}`;

/** The open conversation's stored messages that contain `tag`, in their order. */
export const taggedMessages = (page: Page, tag: string) => chatMessages(page).filter({ hasText: tag });

/** How many unread messages the header's launcher announces (0 when it says none). */
export async function launcherUnread(page: Page): Promise<number> {
  const label = (await chatLauncher(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

/** Back from a conversation to the panel's lists (the docked panel shows one at a time). */
export async function backToChats(page: Page) {
  await chatPanel(page).getByRole('button', { name: 'Back to the chats' }).click();
  await expect(chatPanel(page).getByTestId('chat-home')).toBeVisible();
}

/** Minimises the panel to the header's launcher. */
export async function minimizeChat(page: Page) {
  await chatPanel(page).getByRole('button', { name: 'Minimize chat' }).click();
  await expect(chatPanel(page)).toBeHidden();
}

/**
 * Opens every conversation with unread messages so that the launcher counts none, then
 * minimises the panel: what earlier tests left unread does not count in this one's badge.
 */
export async function readEverything(page: Page) {
  const panel = await openChat(page);
  await expectChatOnline(page);
  const unreadRows = panel
    .getByTestId('chat-conversation-row')
    .filter({ has: page.getByTestId('chat-row-unread') });
  for (let round = 0; round < 20 && (await launcherUnread(page)) > 0; round += 1) {
    const before = await launcherUnread(page);
    await unreadRows.first().click();
    await expect.poll(() => launcherUnread(page)).toBeLessThan(before);
    await backToChats(page);
  }
  await expect(chatLauncher(page)).toHaveAccessibleName('Chat');
  await minimizeChat(page);
}

/** Starts a private chat from the context menu of someone in the header's presence strip (spec §2.8). */
export async function startChatFromPresence(page: Page, name: string) {
  await headerAttendee(page, name).click();
  const menu = page.getByRole('menu', { name: `Actions for ${name}` });
  await menu.getByRole('menuitem', { name: 'Start chat' }).click();
  await expect(menu).toBeHidden();
  await expect(conversationTitle(page)).toHaveText(name);
}

/** Chooses an action ("Edit", "Delete", "Report") from the menu of a message. */
export async function messageAction(page: Page, message: Locator, action: string) {
  await message.getByTestId('chat-message-menu').click();
  await page.getByRole('menu').getByRole('menuitem', { name: action, exact: true }).click();
}

/** Chooses an action from the menu of the open conversation (block, rename, delete). */
export async function conversationAction(page: Page, action: string) {
  await chatPanel(page).getByRole('button', { name: 'Chat actions' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: action, exact: true }).click();
}

/** Confirms the dialog titled `title` that asks before something cannot be undone. */
export async function confirmDialog(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByTestId('chat-confirm-button').click();
  await expect(dialog).toBeHidden();
}

/** Someone in the panel's "Active users" list (with their status beside the name). */
export const activeUser = (page: Page, name: string) =>
  chatPanel(page).getByTestId('chat-active-user').filter({ hasText: name });

/** Sets the own status from the panel header's status menu. */
export async function setStatus(page: Page, status: 'Available' | 'Busy' | 'Idle') {
  await chatPanel(page).getByTestId('chat-status-button').click();
  await page.getByRole('menuitemradio', { name: new RegExp(`^${status}`) }).click();
  await expect(chatPanel(page).getByTestId('chat-status-button')).toHaveAccessibleName(
    `Your status: ${status}`,
  );
}

/** A file as the file chooser hands it over. */
export type ChosenFile = { name: string; mimeType: string; buffer: Buffer };

/** Attaches a file as a person does: the composer's "Attach a file" button, then the file chooser. */
export async function chooseFile(page: Page, file: ChosenFile) {
  const chooser = page.waitForEvent('filechooser');
  await chatPanel(page).getByRole('button', { name: 'Attach a file' }).click();
  await (await chooser).setFiles(file);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG of random pixels (they do not compress: about width × height × 3 bytes), to upload
 * something large enough that its progress can be watched.
 */
export function noisePng(width: number, height: number): Buffer {
  const row = width * 3 + 1;
  const pixels = randomBytes(row * height);
  for (let y = 0; y < height; y += 1) pixels[y * row] = 0; // filter "none" for every row
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels, { level: 1 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a Linux x86-64 executable (ELF header), followed by some code-like bytes. */
export function elfExecutable(): Buffer {
  const header = Buffer.alloc(64);
  header.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0], 0); // \x7fELF, 64-bit, little endian, version 1
  header.writeUInt16LE(2, 16); // an executable
  header.writeUInt16LE(0x3e, 18); // x86-64
  header.writeUInt32LE(1, 20);
  header.writeBigUInt64LE(0x401000n, 24); // entry point
  header.writeBigUInt64LE(64n, 32); // program headers right after this one
  header.writeUInt16LE(64, 52);
  header.writeUInt16LE(56, 54);
  header.writeUInt16LE(1, 56);
  return Buffer.concat([header, randomBytes(4096)]);
}

/**
 * Slows the page's uploads down to `bytesPerSecond` (Chromium's network emulation), so an upload's
 * progress can be watched; the returned function lifts the limit.
 */
export async function throttleUploads(page: Page, bytesPerSecond: number) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return async () => {
    await session.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await session.detach();
  };
}

/** Lifts every block `who` has set (blocks outlive a test on the spec server). */
export async function unblockEveryone(request: APIRequestContext, who: Who) {
  const headers = { authorization: `Bearer ${await loginToken(request, who)}` };
  const response = await request.get('/api/chat/blocks', { headers });
  expect(response.ok(), `blocks of ${who.email}: ${response.status()}`).toBe(true);
  const { blocked } = (await response.json()) as { blocked: { uid: string }[] };
  for (const user of blocked) {
    const lifted = await request.delete(`/api/chat/blocks/${user.uid}`, { headers });
    expect(lifted.ok(), `unblock ${user.uid}: ${lifted.status()}`).toBe(true);
  }
}

/**
 * Waits until `locator` is the element with the focus in its document (or shadow root). Unlike
 * toBeFocused it does not also need the browser window to be focused, which a headless browser
 * running several pages does not always report.
 */
export async function expectFocused(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate(
        (element) => (element.getRootNode() as Document | ShadowRoot).activeElement === element,
      ),
    )
    .toBe(true);
}
