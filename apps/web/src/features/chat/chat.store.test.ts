// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { useChatStore } from './chat.store';
import { CONVERSATION_ID, conversation, message } from './chat-fixtures';

const store = () => useChatStore.getState();
const seqs = () => (store().messages[CONVERSATION_ID] ?? []).map((m) => m.seq);

describe('the chat store', () => {
  beforeEach(() => store().reset());

  it('a sync lists the conversations, merges the missed messages and moves the cursors', () => {
    store().applySync(
      { conversations: [conversation({ rev: 9 })], messages: [message(8), message(9)], complete: true },
      [CONVERSATION_ID],
      true,
    );
    expect(seqs()).toEqual([8, 9]);
    expect(store().revSeen[CONVERSATION_ID]).toBe(9);
  });

  it('an incomplete sync moves the cursor only as far as the messages it brought', () => {
    store().applySync(
      { conversations: [conversation({ rev: 40 })], messages: [message(1), message(2)], complete: false },
      [CONVERSATION_ID],
      true,
    );
    expect(store().revSeen[CONVERSATION_ID]).toBe(2);
  });

  it('pushes before the sync of a connection do not move the cursor (a message may be missing before them)', () => {
    store().receive([message(12)]);
    expect(seqs()).toEqual([12]);
    expect(store().revSeen[CONVERSATION_ID]).toBeUndefined();
    store().setSynced(true);
    store().receive([message(13)]);
    expect(store().revSeen[CONVERSATION_ID]).toBe(13);
  });

  it('a conversation gone from the sync goes with its messages; open room chats stay', () => {
    const room = conversation({ id: 'room', kind: 'ROOM', room: { areaId: 'lobby' } });
    store().upsertConversation(conversation());
    store().upsertConversation(room);
    store().receive([message(1)]);
    store().applySync({ conversations: [], messages: [], complete: true }, [], true);
    expect(Object.keys(store().conversations)).toEqual(['room']);
    expect(store().messages[CONVERSATION_ID]).toBeUndefined();
  });

  it('an acknowledged or pushed own message settles its outbox item; it is shown once', () => {
    store().enqueue({ clientKey: 'k1', conversationId: CONVERSATION_ID, text: 'hi', createdAt: 1 });
    store().receive([message(5, { clientKey: 'k1', text: 'hi' })]);
    expect(store().outbox).toEqual([]);
    store().receive([message(5, { clientKey: 'k1', text: 'hi' })]);
    expect(seqs()).toEqual([5]);
  });

  it('a lost connection puts what was on its way back to waiting', () => {
    store().enqueue({ clientKey: 'k1', conversationId: CONVERSATION_ID, text: 'hi', createdAt: 1 });
    store().updateOutbox((outbox) => outbox.map((item) => ({ ...item, state: 'sending' as const })));
    store().setSynced(false);
    expect(store().outbox[0]?.state).toBe('waiting');
  });

  it('history pages set the floor; older pushes below it wait for their page', () => {
    store().setSynced(true);
    store().applyHistory(CONVERSATION_ID, { messages: [message(21), message(22)], hasMore: true }, true);
    expect(store().floor[CONVERSATION_ID]).toBe(21);
    store().receive([message(3, { rev: 30 })]);
    expect(seqs()).toEqual([21, 22]);
    store().applyHistory(
      CONVERSATION_ID,
      { messages: [message(3, { rev: 30 }), message(20)], hasMore: false },
      false,
    );
    expect(seqs()).toEqual([3, 20, 21, 22]);
    expect(store().hasMore[CONVERSATION_ID]).toBe(false);
  });

  it('a message ends its author typing; typing expires', () => {
    store().typingShown(CONVERSATION_ID, { uid: 'other', name: 'Olga' }, 1000);
    store().typingShown(CONVERSATION_ID, { uid: 'third', name: 'Tom' }, 500);
    store().receive([message(1)]);
    expect(Object.keys(store().typing[CONVERSATION_ID] ?? {})).toEqual(['third']);
    store().dropExpiredTyping(600);
    expect(store().typing[CONVERSATION_ID]).toBeUndefined();
  });

  it('a read mark takes the answered count as the new snapshot', () => {
    store().upsertConversation(conversation({ unread: 3 }));
    store().markedRead(CONVERSATION_ID, 0, message(9));
    expect(store().conversations[CONVERSATION_ID]).toMatchObject({ unread: 0, lastMessage: { seq: 9 } });
  });
});
