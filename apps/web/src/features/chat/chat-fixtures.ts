import type { ChatMessage, Conversation } from '@atrium/domain';

/** Test data of the chat's unit tests. */
export const CONVERSATION_ID = '00000000-0000-4000-8000-000000000001';

export const messageId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function message(seq: number, change: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: messageId(seq),
    conversationId: CONVERSATION_ID,
    seq,
    rev: seq,
    author: { uid: 'other', name: 'Olga Other' },
    text: `message ${seq}`,
    createdAt: Date.UTC(2026, 0, 1, 12, seq),
    ...change,
  };
}

export function conversation(change: Partial<Conversation> = {}): Conversation {
  return {
    id: CONVERSATION_ID,
    kind: 'PRIVATE',
    architectureId: 'expo',
    mode: 'LIVE',
    name: 'Olga Other',
    members: [
      { uid: 'self', name: 'Sam Self' },
      { uid: 'other', name: 'Olga Other' },
    ],
    rev: 0,
    unread: 0,
    updatedAt: 0,
    ...change,
  };
}
