import type { PresenceScope } from '@atrium/domain';
import type { ChatRepository, ConversationRow } from './chat.repository';
import type { ChatModerationRepository, MuteRow } from './chat-moderation.repository';

/**
 * How long what is cached is reused at most. Every change drops its entries at once, on every
 * node (through the event relay); this only bounds how long a lost relay message could matter.
 */
export const ACCESS_TTL_MS = 60_000;
/** Entries per map at most; beyond, the map starts afresh. */
export const ACCESS_MAX = 20_000;

/**
 * A conversation as the send path needs it. `members`: all of them for private chats and groups
 * (deliveries go to each one's user room); for a room, those known to have opened it so far.
 */
export type CachedConversation = { row: ConversationRow; members: Set<string> };

type Timed<T> = { at: number; value: Promise<T> };

function timedMap<T>(now: () => number) {
  const entries = new Map<string, Timed<T>>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const cached = entries.get(key);
      if (cached && now() - cached.at < ACCESS_TTL_MS) return cached.value;
      if (entries.size >= ACCESS_MAX) entries.clear();
      const entry = { at: now(), value: load() };
      entries.set(key, entry);
      // A failed read is not kept; a read that an invalidation overtook is not either (it is gone from the map).
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    delete: (key: string) => entries.delete(key),
    clear: () => entries.clear(),
  };
}

const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
const muteKey = (scope: PresenceScope, userId: string) =>
  `${scope.mode}:${scope.architectureId}\u0000${userId}`;

/**
 * What every chat event checks, kept in this node's memory: conversations with their members,
 * blocks between two users, mutes in room chats. So a message costs no read before its own
 * transaction. Membership changes, blocks and mutes drop their entries (`forget…`) here and,
 * relayed, on the other nodes.
 */
export function createChatAccessCache(deps: {
  chats: Pick<ChatRepository, 'find' | 'memberIds' | 'isMember'>;
  moderation: Pick<ChatModerationRepository, 'blockedBetween' | 'muteOf'>;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const conversations = timedMap<CachedConversation | undefined>(now);
  const blocks = timedMap<boolean>(now);
  const mutes = timedMap<MuteRow | undefined>(now);

  const load = async (id: string): Promise<CachedConversation | undefined> => {
    const row = await deps.chats.find(id);
    if (!row) return undefined;
    const members = row.kind === 'ROOM' ? [] : await deps.chats.memberIds(id);
    return { row, members: new Set(members) };
  };

  const conversation = (conversationId: string) =>
    conversations.get(conversationId, () => load(conversationId));

  return {
    /** The conversation whoever asks (deliveries of changes an administrator made). */
    conversation,

    /** The conversation if the user is a member of it, else undefined (as for one that does not exist). */
    async ofMember(conversationId: string, userId: string): Promise<CachedConversation | undefined> {
      const cached = await conversation(conversationId);
      if (!cached) return undefined;
      if (cached.members.has(userId)) return cached;
      if (cached.row.kind !== 'ROOM' || !(await deps.chats.isMember(conversationId, userId)))
        return undefined;
      cached.members.add(userId);
      return cached;
    },

    /** A user opened a room on this node (their row is written). */
    joinedRoom(conversationId: string, userId: string) {
      void conversation(conversationId)
        .then((cached) => cached?.members.add(userId))
        .catch(() => {});
    },

    forgetConversation(conversationId: string) {
      conversations.delete(conversationId);
    },

    /** Whether either of two users blocked the other. */
    blocked(a: string, b: string): Promise<boolean> {
      return blocks.get(pairKey(a, b), () => deps.moderation.blockedBetween(a, b));
    },

    forgetBlock(a: string, b: string) {
      blocks.delete(pairKey(a, b));
    },

    /** Whether the user is muted in the scope's room chats at `at` (ms). */
    async muted(scope: PresenceScope, userId: string, at: number): Promise<boolean> {
      const mute = await mutes.get(muteKey(scope, userId), () => deps.moderation.muteOf(scope, userId));
      return mute !== undefined && (mute.until === null || Date.parse(mute.until) > at);
    },

    forgetMute(scope: PresenceScope, userId: string) {
      mutes.delete(muteKey(scope, userId));
    },
  };
}

export type ChatAccessCache = ReturnType<typeof createChatAccessCache>;
