import type { ChatUser } from '@atrium/domain';

/** How long a name is reused at most; a profile change (on any node) drops it at once. */
export const NAME_TTL_MS = 10 * 60_000;
/** Names kept at most (per venue and user); beyond, the cache starts afresh. */
export const NAMES_MAX = 50_000;

type Entry = { at: number; name: Promise<string> };

/**
 * Users' names as chat shows them (their profile's name in the venue, as presence does), kept in
 * memory so that a message costs no profile read: the author's name is known from the first
 * message (or the open) on. `forget` on a profile change; a user nobody knows is ''.
 */
export function createChatNames(deps: {
  cardOf: (userId: string, architectureId: string) => Promise<{ name: string }>;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const byUser = new Map<string, Map<string, Entry>>();
  const settled = new Map<string, string>();
  let size = 0;
  const settledKey = (userId: string, architectureId: string) => `${architectureId}\u0000${userId}`;

  function of(userId: string, architectureId: string): Promise<string> {
    let entries = byUser.get(userId);
    const cached = entries?.get(architectureId);
    if (cached && now() - cached.at < NAME_TTL_MS) return cached.name;
    if (size >= NAMES_MAX) {
      byUser.clear();
      settled.clear();
      size = 0;
      entries = undefined;
    }
    const name = deps.cardOf(userId, architectureId).then(
      (card) => card.name,
      () => '',
    );
    const entry = { at: now(), name };
    if (!entries) {
      entries = new Map();
      byUser.set(userId, entries);
    }
    if (!entries.has(architectureId)) size += 1;
    entries.set(architectureId, entry);
    void name.then((value) => {
      if (byUser.get(userId)?.get(architectureId) === entry)
        settled.set(settledKey(userId, architectureId), value);
    });
    return name;
  }

  return {
    of,

    /** The name if known (no wait): the send path's way. */
    peek(userId: string, architectureId: string): string | undefined {
      const cached = byUser.get(userId)?.get(architectureId);
      if (!cached || now() - cached.at >= NAME_TTL_MS) return undefined;
      return settled.get(settledKey(userId, architectureId));
    },

    async users(userIds: readonly string[], architectureId: string): Promise<ChatUser[]> {
      return Promise.all(userIds.map(async (uid) => ({ uid, name: await of(uid, architectureId) })));
    },

    /** The user's profile changed: their names are read again. */
    forget(userId: string) {
      const entries = byUser.get(userId);
      if (!entries) return;
      for (const architectureId of entries.keys()) settled.delete(settledKey(userId, architectureId));
      size -= entries.size;
      byUser.delete(userId);
    },
  };
}

export type ChatNames = ReturnType<typeof createChatNames>;
