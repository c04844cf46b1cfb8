import type { ChatMessage, ChatUser, Conversation, HistoryPage, SyncResult } from '@atrium/domain';
import { create } from 'zustand';
import { byConversation, highestRev, mergeMessages } from './message-merge';
import type { OutboxItem } from './outbox';
import * as outboxOps from './outbox';

export type SettableStatus = 'AVAILABLE' | 'BUSY' | 'IDLE';
export type TypingUser = { name: string; until: number };

type Messages = Readonly<Record<string, readonly ChatMessage[]>>;

type ChatState = {
  /** The sync of the current connection is done: the chat is online (spec §4). */
  synced: boolean;
  conversations: Readonly<Record<string, Conversation>>;
  messages: Messages;
  /** The oldest seq loaded through history, per conversation (older ones come with older pages). */
  floor: Readonly<Record<string, number>>;
  /** Whether older history remains, per conversation (unknown until the first page). */
  hasMore: Readonly<Record<string, boolean>>;
  /** The highest rev known complete per conversation: the cursors of the next sync. */
  revSeen: Readonly<Record<string, number>>;
  outbox: readonly OutboxItem[];
  typing: Readonly<Record<string, Readonly<Record<string, TypingUser>>>>;
  /** The status the user chose, and whether the tab is idle now (shown as Idle, spec §4). */
  status: SettableStatus;
  autoIdle: boolean;
  setSynced: (synced: boolean) => void;
  /** A sync round: `first` replaces the conversation list (open rooms stay), `named` were asked for. */
  applySync: (result: SyncResult, named: readonly string[], first: boolean) => void;
  /** Messages from a push or an acknowledgement. */
  receive: (messages: readonly ChatMessage[]) => void;
  applyHistory: (conversationId: string, page: HistoryPage, newest: boolean) => void;
  upsertConversation: (conversation: Conversation) => void;
  removeConversation: (conversationId: string) => void;
  markedRead: (conversationId: string, unread: number, last: ChatMessage | undefined) => void;
  enqueue: (item: Omit<OutboxItem, 'state' | 'errorId'>) => void;
  updateOutbox: (change: (outbox: readonly OutboxItem[]) => readonly OutboxItem[]) => void;
  typingShown: (conversationId: string, user: ChatUser, until: number) => void;
  dropExpiredTyping: (now: number) => void;
  setStatus: (status: SettableStatus) => void;
  setAutoIdle: (idle: boolean) => void;
  reset: () => void;
};

const empty = {
  synced: false,
  conversations: {},
  messages: {},
  floor: {},
  hasMore: {},
  revSeen: {},
  outbox: [],
  typing: {},
  autoIdle: false,
};

const STATUS_KEY = 'chat:status';
const storedStatus = (): SettableStatus => {
  const stored = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(STATUS_KEY);
  return stored === 'BUSY' || stored === 'IDLE' ? stored : 'AVAILABLE';
};

type Slice = Pick<ChatState, 'messages' | 'floor' | 'revSeen' | 'outbox' | 'typing'>;

/** Merges messages into their conversations; `trackRevs` when they are known to arrive in order. */
function mergeInto(state: Slice, incoming: readonly ChatMessage[], trackRevs: boolean): Partial<Slice> {
  if (incoming.length === 0) return {};
  const messages = { ...state.messages };
  const revSeen = { ...state.revSeen };
  const typing = { ...state.typing };
  for (const [conversationId, group] of byConversation(incoming)) {
    messages[conversationId] = mergeMessages(
      messages[conversationId] ?? [],
      group,
      state.floor[conversationId],
    );
    if (trackRevs) revSeen[conversationId] = highestRev(group, revSeen[conversationId]);
    // Someone whose message arrived is no longer typing it.
    const typists = typing[conversationId];
    if (typists) {
      const authors = new Set(group.map((message) => message.author.uid));
      typing[conversationId] = Object.fromEntries(
        Object.entries(typists).filter(([uid]) => !authors.has(uid)),
      );
    }
  }
  return { messages, revSeen, typing, outbox: outboxOps.settle(state.outbox, incoming) };
}

const without = <T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> => {
  const { [key]: _dropped, ...rest } = record;
  return rest;
};

export const useChatStore = create<ChatState>()((set) => ({
  ...empty,
  status: storedStatus(),
  setSynced: (synced) =>
    set((s) => (synced ? { synced } : { synced, outbox: outboxOps.requeueSending(s.outbox) })),
  applySync: (result, named, first) =>
    set((s) => {
      const conversations: Record<string, Conversation> = first ? {} : { ...s.conversations };
      if (first) {
        // Room chats are opened by this tab, not listed: the controller opens them again.
        for (const kept of Object.values(s.conversations))
          if (kept.kind === 'ROOM') conversations[kept.id] = kept;
      }
      for (const conversation of result.conversations) conversations[conversation.id] = conversation;
      const merged = mergeInto(s, result.messages, true);
      const revSeen = { ...(merged.revSeen ?? s.revSeen) };
      if (result.complete) {
        // Everything of a named conversation up to its rev has come now.
        for (const id of named) {
          const known = conversations[id];
          if (known) revSeen[id] = Math.max(revSeen[id] ?? 0, known.rev);
        }
      }
      // Conversations the user left while away go with their messages.
      const gone = Object.keys(s.messages).filter((id) => !conversations[id]);
      const messages = { ...(merged.messages ?? s.messages) };
      for (const id of gone) delete messages[id];
      return { ...merged, conversations, messages, revSeen };
    }),
  receive: (incoming) => set((s) => mergeInto(s, incoming, s.synced)),
  applyHistory: (conversationId, page, newest) =>
    set((s) => {
      const oldest = page.messages[0]?.seq;
      const floor =
        oldest === undefined
          ? s.floor
          : { ...s.floor, [conversationId]: Math.min(oldest, s.floor[conversationId] ?? oldest) };
      // The floor moves first, so the page's messages are all taken.
      const merged = mergeInto({ ...s, floor }, page.messages, newest && s.synced);
      return { ...merged, floor, hasMore: { ...s.hasMore, [conversationId]: page.hasMore } };
    }),
  upsertConversation: (conversation) =>
    set((s) => ({ conversations: { ...s.conversations, [conversation.id]: conversation } })),
  removeConversation: (id) =>
    set((s) => ({
      conversations: without(s.conversations, id),
      messages: without(s.messages, id),
      floor: without(s.floor, id),
      hasMore: without(s.hasMore, id),
      revSeen: without(s.revSeen, id),
      typing: without(s.typing, id),
      outbox: s.outbox.filter((item) => item.conversationId !== id),
    })),
  markedRead: (id, unread, last) =>
    set((s) => {
      const known = s.conversations[id];
      if (!known) return s;
      const lastMessage =
        last && (!known.lastMessage || last.seq >= known.lastMessage.seq) ? last : known.lastMessage;
      return { conversations: { ...s.conversations, [id]: { ...known, unread, lastMessage } } };
    }),
  enqueue: (item) => set((s) => ({ outbox: outboxOps.enqueue(s.outbox, item) })),
  updateOutbox: (change) => set((s) => ({ outbox: change(s.outbox) })),
  typingShown: (conversationId, user, until) =>
    set((s) => ({
      typing: {
        ...s.typing,
        [conversationId]: { ...s.typing[conversationId], [user.uid]: { name: user.name, until } },
      },
    })),
  dropExpiredTyping: (now) =>
    set((s) => {
      let changed = false;
      const typing: Record<string, Record<string, TypingUser>> = {};
      for (const [id, typists] of Object.entries(s.typing)) {
        const current = Object.entries(typists).filter(([, typist]) => typist.until > now);
        if (current.length !== Object.keys(typists).length) changed = true;
        if (current.length > 0) typing[id] = Object.fromEntries(current);
      }
      return changed ? { typing } : s;
    }),
  setStatus: (status) => {
    sessionStorage.setItem(STATUS_KEY, status);
    set({ status });
  },
  setAutoIdle: (autoIdle) => set({ autoIdle }),
  reset: () => set({ ...empty, status: storedStatus() }),
}));

/** The status others see: the chosen one, or Idle while the tab has had no input for a while. */
export const effectiveStatus = (s: Pick<ChatState, 'status' | 'autoIdle'>): SettableStatus =>
  s.autoIdle ? 'IDLE' : s.status;
