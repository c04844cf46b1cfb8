import type { ChatFile, ChatMessage } from '@atrium/domain';

/**
 * A message the user sent that the server has not acknowledged yet. It keeps its `clientKey`
 * (a uuid) from the first attempt on, so a resend after a lost connection or a timeout is the
 * same message to the server, stored once.
 * - `waiting`: to be sent once the chat is online (typed offline, or the last attempt was cut);
 * - `sending`: sent, the acknowledgement not there yet;
 * - `failed`: the server refused it (`errorId`); sent again only when the user retries.
 */
export type OutboxItem = {
  clientKey: string;
  conversationId: string;
  text: string;
  file?: ChatFile;
  state: 'waiting' | 'sending' | 'failed';
  errorId?: string;
  createdAt: number;
};

/** Errors of the connection, not of the message: the message waits for the next attempt. */
const TRANSIENT_ERRORS = new Set(['realtime.disconnected', 'realtime.timeout', 'rate.limited']);
export const isTransientError = (errorId: string) => TRANSIENT_ERRORS.has(errorId);

export function enqueue(
  outbox: readonly OutboxItem[],
  item: Omit<OutboxItem, 'state' | 'errorId'>,
): OutboxItem[] {
  if (outbox.some((queued) => queued.clientKey === item.clientKey)) return [...outbox];
  return [...outbox, { ...item, state: 'waiting' }];
}

/** The next item to send: the oldest waiting one, while none is on its way (order is kept). */
export function nextToSend(outbox: readonly OutboxItem[]): OutboxItem | undefined {
  if (outbox.some((item) => item.state === 'sending')) return undefined;
  return outbox.find((item) => item.state === 'waiting');
}

const update = (outbox: readonly OutboxItem[], clientKey: string, change: Partial<OutboxItem>) =>
  outbox.map((item) => (item.clientKey === clientKey ? { ...item, ...change } : item));

export const markSending = (outbox: readonly OutboxItem[], clientKey: string) =>
  update(outbox, clientKey, { state: 'sending', errorId: undefined });

/** The attempt failed: a transient error waits for the next attempt, a refusal waits for the user. */
export const markAttemptFailed = (outbox: readonly OutboxItem[], clientKey: string, errorId: string) =>
  update(
    outbox,
    clientKey,
    isTransientError(errorId) ? { state: 'waiting', errorId: undefined } : { state: 'failed', errorId },
  );

/** After a lost connection nothing is on its way any more: what was sent is sent again. */
export const requeueSending = (outbox: readonly OutboxItem[]): OutboxItem[] =>
  outbox.map((item) => (item.state === 'sending' ? { ...item, state: 'waiting' } : item));

export const retry = (outbox: readonly OutboxItem[], clientKey: string) =>
  update(outbox, clientKey, { state: 'waiting', errorId: undefined });

export const discard = (outbox: readonly OutboxItem[], clientKey: string) =>
  outbox.filter((item) => item.clientKey !== clientKey);

/** Drops the items these messages (an acknowledgement, a push, a sync) show as stored. */
export function settle(
  outbox: readonly OutboxItem[],
  messages: readonly ChatMessage[],
): readonly OutboxItem[] {
  const stored = new Set(messages.flatMap((message) => (message.clientKey ? [message.clientKey] : [])));
  if (stored.size === 0 || !outbox.some((item) => stored.has(item.clientKey))) return outbox;
  return outbox.filter((item) => !stored.has(item.clientKey));
}

/** A conversation's items not yet shown as a stored message, in the order they were written. */
export function pendingOf(
  outbox: readonly OutboxItem[],
  conversationId: string,
  messages: readonly ChatMessage[],
): OutboxItem[] {
  const stored = new Set(messages.map((message) => message.clientKey));
  return outbox.filter((item) => item.conversationId === conversationId && !stored.has(item.clientKey));
}
