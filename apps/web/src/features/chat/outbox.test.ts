import { describe, expect, it } from 'vitest';
import { CONVERSATION_ID, message } from './chat-fixtures';
import {
  discard,
  enqueue,
  isTransientError,
  markAttemptFailed,
  markSending,
  nextToSend,
  pendingOf,
  requeueSending,
  retry,
  settle,
} from './outbox';

const item = (clientKey: string, conversationId = CONVERSATION_ID) => ({
  clientKey,
  conversationId,
  text: `text of ${clientKey}`,
  createdAt: 1,
});

describe('the outbox', () => {
  it('keeps messages written offline, in order, and sends one at a time', () => {
    let outbox = enqueue(enqueue([], item('a')), item('b'));
    expect(outbox.map((i) => i.state)).toEqual(['waiting', 'waiting']);
    expect(nextToSend(outbox)?.clientKey).toBe('a');
    outbox = markSending(outbox, 'a');
    expect(nextToSend(outbox)).toBeUndefined();
    outbox = [...settle(outbox, [message(1, { clientKey: 'a' })])];
    expect(nextToSend(outbox)?.clientKey).toBe('b');
  });

  it('enqueues a clientKey once', () => {
    expect(enqueue(enqueue([], item('a')), item('a'))).toHaveLength(1);
  });

  it('waits again after a lost connection or timeout; a refusal waits for the user', () => {
    let outbox = markSending(enqueue(enqueue([], item('a')), item('b')), 'a');
    outbox = markAttemptFailed(outbox, 'a', 'realtime.timeout');
    expect(outbox[0]).toMatchObject({ state: 'waiting' });
    outbox = markAttemptFailed(markSending(outbox, 'a'), 'a', 'chat.blocked');
    expect(outbox[0]).toMatchObject({ state: 'failed', errorId: 'chat.blocked' });
    // A failed message does not hold the others back.
    expect(nextToSend(outbox)?.clientKey).toBe('b');
    outbox = retry(outbox, 'a');
    expect(outbox[0]).toMatchObject({ state: 'waiting', errorId: undefined });
    expect(discard(outbox, 'a').map((i) => i.clientKey)).toEqual(['b']);
  });

  it('sends what was on its way again after a reconnect (same clientKey)', () => {
    const outbox = requeueSending(markSending(enqueue([], item('a')), 'a'));
    expect(outbox[0]).toMatchObject({ clientKey: 'a', state: 'waiting' });
  });

  it('tells connection errors from refusals', () => {
    expect(isTransientError('realtime.disconnected')).toBe(true);
    expect(isTransientError('rate.limited')).toBe(true);
    expect(isTransientError('chat.muted')).toBe(false);
    expect(isTransientError('validation.failed')).toBe(false);
  });

  it('a message stored by push or sync before its acknowledgement is not shown twice', () => {
    const outbox = enqueue(enqueue([], item('a')), item('b', 'elsewhere'));
    const stored = [message(1, { clientKey: 'a' })];
    expect(pendingOf(outbox, CONVERSATION_ID, stored)).toEqual([]);
    expect(pendingOf(outbox, CONVERSATION_ID, [])).toHaveLength(1);
    expect(settle(outbox, stored).map((i) => i.clientKey)).toEqual(['b']);
    expect(settle(outbox, [message(2)])).toBe(outbox);
  });
});
