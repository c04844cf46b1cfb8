import { describe, expect, it } from 'vitest';
import { conversation, message } from './chat-fixtures';
import { totalUnread, unreadOf } from './unread';

describe('unread counts', () => {
  it("adds others' messages after the snapshot's last message to the server's count", () => {
    const snapshot = conversation({ unread: 2, lastMessage: message(5) });
    const messages = [message(4), message(5), message(6), message(7)];
    expect(unreadOf(snapshot, messages, 'self')).toBe(4);
  });

  it('counts neither own nor deleted messages', () => {
    const snapshot = conversation({ unread: 0, lastMessage: message(1) });
    const messages = [
      message(2, { author: { uid: 'self', name: 'Sam' } }),
      message(3, { deletedBy: 'AUTHOR', text: '' }),
      message(4),
    ];
    expect(unreadOf(snapshot, messages, 'self')).toBe(1);
  });

  it('a newer snapshot absorbs the messages it already counts (any order of arrival)', () => {
    const messages = [message(6), message(7)];
    const before = conversation({ unread: 0, lastMessage: message(5) });
    const after = conversation({ unread: 2, lastMessage: message(7) });
    expect(unreadOf(before, messages, 'self')).toBe(2);
    expect(unreadOf(after, messages, 'self')).toBe(2);
    expect(unreadOf(conversation({ unread: 0, lastMessage: message(7) }), messages, 'self')).toBe(0);
  });

  it('a conversation without messages counts from seq 0', () => {
    expect(unreadOf(conversation(), [message(1)], 'self')).toBe(1);
  });

  it('the total sums every conversation', () => {
    const a = conversation({ id: 'a', unread: 3 });
    const b = conversation({ id: 'b', unread: 1, lastMessage: message(1, { conversationId: 'b' }) });
    const messages = { b: [message(2, { conversationId: 'b' })] };
    expect(totalUnread({ a, b }, messages, 'self')).toBe(5);
    expect(totalUnread({}, {}, 'self')).toBe(0);
  });
});
