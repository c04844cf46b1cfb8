import type { Clock } from '../../clock';
import { isGuestOnly, type Principal } from './authorize';

/** How late another node may learn that a session ended (a logout or reset there). */
export const SESSION_CHECK_CACHE_MS = 60_000;
/** Cached answers kept at most; beyond that the cache starts afresh. */
const MAX_CACHED = 100_000;

type Cached = { live: boolean; at: number; userId: string };

/**
 * Decides whether a verified access token still speaks for a running session: its session (the
 * refresh-token family named in `sid`) has not ended by logout, password reset or reuse
 * detection, and a guest's venue still offers anonymous access. The answer about a session is
 * read from the database at most once a minute; the node that ended a session knows at once.
 */
export function createSessionGuard(deps: {
  isSessionLive: (sessionId: string) => Promise<boolean>;
  loginRequired: () => Promise<boolean>;
  now: Clock;
  maxCached?: number;
}) {
  const cache = new Map<string, Cached>();
  const maxCached = deps.maxCached ?? MAX_CACHED;

  const remember = (sessionId: string, entry: Cached) => {
    if (cache.size >= maxCached) cache.clear();
    cache.set(sessionId, entry);
  };

  async function sessionLive(sessionId: string, userId: string): Promise<boolean> {
    const at = deps.now().getTime();
    const cached = cache.get(sessionId);
    // An ended session never runs again; a running one is asked again after a minute.
    if (cached && cached.userId === userId && (!cached.live || at - cached.at < SESSION_CHECK_CACHE_MS)) {
      return cached.live;
    }
    const live = await deps.isSessionLive(sessionId);
    remember(sessionId, { live, at, userId });
    return live;
  }

  return {
    /** Whether the principal of a valid token may act: its session runs, and a guest is still admitted. */
    async admits(principal: Principal): Promise<boolean> {
      if (!principal.sessionId) return false;
      if (isGuestOnly(principal) && (await deps.loginRequired())) return false;
      return sessionLive(principal.sessionId, principal.userId);
    },

    /** Whether guests may still use their sessions (the venue offers anonymous access). */
    async guestsAdmitted(): Promise<boolean> {
      return !(await deps.loginRequired());
    },

    /** The session ended on this node: its tokens are refused here at once. */
    ended(sessionId: string, userId: string) {
      remember(sessionId, { live: false, at: deps.now().getTime(), userId });
    },

    /** Every session of the user ended (password reset): forget what was known about them here. */
    endedForUser(userId: string) {
      for (const [sessionId, entry] of cache) {
        if (entry.userId === userId) cache.set(sessionId, { ...entry, live: false });
      }
    },
  };
}

export type SessionGuard = ReturnType<typeof createSessionGuard>;
