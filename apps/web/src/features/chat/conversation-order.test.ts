import { describe, expect, it } from 'vitest';
import { conversation, message } from './chat-fixtures';
import { homeLists, latestMessage } from './conversation-order';

describe('the home lists', () => {
  it('show the newest message, pushed or from the snapshot', () => {
    const c = conversation({ lastMessage: message(3) });
    expect(latestMessage(c, {})?.seq).toBe(3);
    expect(latestMessage(c, { [c.id]: [message(4)] })?.seq).toBe(4);
    expect(latestMessage(c, { [c.id]: [message(2)] })?.seq).toBe(3);
    expect(latestMessage(conversation(), { [c.id]: [message(1)] })?.seq).toBe(1);
    // An edit of the newest message (a higher rev) is the newer copy.
    expect(latestMessage(c, { [c.id]: [message(3, { rev: 9, text: 'edited' })] })?.text).toBe('edited');
  });

  it('put group channels apart and the most recently active first', () => {
    const old = conversation({ id: 'old', updatedAt: 1 });
    const fresh = conversation({ id: 'fresh', updatedAt: 5 });
    const group = conversation({ id: 'group', kind: 'GROUP', updatedAt: 9 });
    const pushed = { old: [message(1, { conversationId: 'old', createdAt: 10 })] };
    const lists = homeLists([fresh, group, old], pushed);
    expect(lists.recent.map((c) => c.id)).toEqual(['old', 'fresh']);
    expect(lists.groups.map((c) => c.id)).toEqual(['group']);
  });
});
