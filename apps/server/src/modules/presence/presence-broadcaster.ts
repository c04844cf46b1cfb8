import type { PresencePage } from '@atrium/domain';
import type { PresenceStore } from './presence-store.types';
import { pushIntervalFor, type ViewDefinition, viewOfRoom } from './presence-view';

/** How often the broadcaster looks for views due a push. */
export const TICK_MS = 25;

type View = {
  room: string;
  definition: ViewDefinition;
  /** The scope's seq the view was last computed at; -1 never. */
  seq: number;
  /** The last pushed page without its seq: a push goes out only when this changes. */
  pushed: string | undefined;
  notBefore: number;
};

/**
 * Pushes each watched view of the presence list to its room: at most once per interval (slower
 * for bigger rooms), only when the scope changed since the view was computed, and only when the
 * page or the counts differ from the last push. One computation and one encoding per room and
 * push, whatever the number of watchers; only the latest state is ever sent.
 */
export function createPresenceBroadcaster(deps: {
  store: PresenceStore;
  /** Sends the page to the room's watchers on this node. */
  push: (room: string, page: PresencePage) => void;
  /** How many watchers the room has on this node. */
  watchers: (room: string) => number;
  now?: () => number;
  onError?: (error: unknown) => void;
}) {
  const now = deps.now ?? Date.now;
  const views = new Map<string, View>();
  const byScope = new Map<string, Set<View>>();

  function pageOf(view: View): PresencePage | undefined {
    const state = deps.store.peek(view.definition.scope);
    if (!state) return undefined;
    return { ...state.page(view.definition, view.definition.audience), seq: state.seq };
  }

  function tick() {
    const at = now();
    for (const [scope, scopeViews] of byScope) {
      const state = deps.store.peek(scope);
      if (!state) continue;
      for (const view of scopeViews) {
        if (view.seq === state.seq || at < view.notBefore) continue;
        const content = state.page(view.definition, view.definition.audience);
        view.seq = state.seq;
        const text = JSON.stringify(content);
        if (text === view.pushed) continue;
        view.pushed = text;
        view.notBefore = at + pushIntervalFor(deps.watchers(view.room));
        deps.push(view.room, { ...content, seq: state.seq });
      }
    }
  }

  const timer = setInterval(() => {
    try {
      tick();
    } catch (error) {
      deps.onError?.(error);
    }
  }, TICK_MS);
  timer.unref();

  return {
    /** A room came to exist on this node (its first watcher joined, or came back). */
    roomCreated(room: string) {
      const definition = viewOfRoom(room);
      if (!definition || views.has(room)) return;
      const view: View = { room, definition, seq: -1, pushed: undefined, notBefore: 0 };
      views.set(room, view);
      let scopeViews = byScope.get(definition.scope);
      if (!scopeViews) {
        scopeViews = new Set();
        byScope.set(definition.scope, scopeViews);
      }
      scopeViews.add(view);
    },

    /** The room's last watcher on this node left. */
    roomDeleted(room: string) {
      const view = views.get(room);
      if (!view) return;
      views.delete(room);
      const scopeViews = byScope.get(view.definition.scope);
      scopeViews?.delete(view);
      if (scopeViews?.size === 0) byScope.delete(view.definition.scope);
    },

    /**
     * The room's current page, for a watcher who just joined (its acknowledgement) or came back.
     * A room no one has been pushed yet takes it as its last push, so it is not sent twice.
     */
    currentPage(room: string): PresencePage | undefined {
      const view = views.get(room);
      if (!view) return undefined;
      const page = pageOf(view);
      if (page && view.pushed === undefined) {
        const { seq, ...content } = page;
        view.pushed = JSON.stringify(content);
        view.seq = seq;
      }
      return page;
    },

    tick,
    viewCount: () => views.size,
    close() {
      clearInterval(timer);
    },
  };
}

export type PresenceBroadcaster = ReturnType<typeof createPresenceBroadcaster>;
