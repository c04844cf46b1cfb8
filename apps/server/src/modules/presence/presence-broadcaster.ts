import { performance } from 'node:perf_hooks';
import { PRESENCE_MAX_PUSHES_PER_SECOND, type PresencePage } from '@atrium/domain';
import type { PageContent } from './presence-scope.state';
import type { PresenceStore } from './presence-store.types';
import { type ViewDefinition, viewOfRoom } from './presence-view';

/** How often the broadcaster looks for views due a push. */
export const TICK_MS = 25;
/** The least time between two pushes to one room. */
export const FASTEST_MS = 1000 / PRESENCE_MAX_PUSHES_PER_SECOND;
/** A change of other areas' counts only (the room's own list unchanged) waits up to this long. */
export const COUNTS_ONLY_MS = 1000;
/**
 * Socket writes a second this node spends on presence pushes: a bare Socket.IO server on one core
 * saturates near 70,000. The budget follows the load: it shrinks while the process uses more than
 * LOAD_HIGH of a core and grows again (while rooms are held back) below LOAD_LOW, so pushes come
 * as often as the core allows and never take it over.
 */
export const WRITE_BUDGET = { start: 40_000, min: 5_000, max: 150_000 };
export const LOAD_HIGH = 0.72;
export const LOAD_LOW = 0.6;
/** How often the budget and each room's pace are set anew. */
export const PACE_MS = 250;
/** A room counts for the pace while it waits to be pushed or was pushed this recently. */
const ACTIVE_MS = 1000;

type Computed = { seq: number; content: PageContent; list: string; counts: string };

type View = {
  room: string;
  definition: ViewDefinition;
  computed: Computed | undefined;
  /** What the room was last sent (its list part and its counts). */
  pushedList: string | undefined;
  pushedCounts: string | undefined;
  pushedAt: number;
  /** Since when the room has had something to send; undefined when it is up to date. */
  waitingSince: number | undefined;
  /** The least time between two pushes to this room, as the budget allows. */
  interval: number;
  /** The scope's seq at which the room was last checked for a push; -1 never. */
  checkedSeq: number;
  /**
   * Its own list changed since its last push, even if it is now back as it was sent (one came,
   * another left): its watchers still learn of those moves at the list's pace, not the counts'.
   */
  listDirty: boolean;
};

/**
 * Shares a budget of writes a second among rooms (max-min fair): each room may be pushed up to
 * PRESENCE_MAX_PUSHES_PER_SECOND times a second; where that exceeds the budget, the rooms that
 * would need more than an equal share get an equal share each. Small rooms keep their pace, a
 * crowded room is pushed less often. Returns the writes a second the biggest rooms get.
 */
export function shareOf(watchers: number[], budget: number): number {
  const sorted = [...watchers].sort((a, b) => a - b);
  let remaining = budget;
  for (let i = 0; i < sorted.length; i++) {
    const share = remaining / (sorted.length - i);
    const wanted = sorted[i]! * PRESENCE_MAX_PUSHES_PER_SECOND;
    if (wanted > share) return share;
    remaining -= wanted;
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * The CPU time the process used since the last call, as a share of the time that passed (1 = one
 * core). CPU time rather than the event loop's busy time: on a machine shared with other work,
 * time spent waiting for the core is not load of ours.
 */
function processLoad() {
  let lastUsage = process.cpuUsage();
  let lastAt = performance.now();
  return () => {
    const usage = process.cpuUsage(lastUsage);
    const at = performance.now();
    const load = (usage.user + usage.system) / 1000 / Math.max(1, at - lastAt);
    lastUsage = process.cpuUsage();
    lastAt = at;
    return load;
  };
}

/**
 * Pushes each watched view of the presence list to its room: only when the room's page differs
 * from what it was last sent — its own list as soon as its pace allows, other areas' counts within
 * COUNTS_ONLY_MS —, at most PRESENCE_MAX_PUSHES_PER_SECOND times a second per room, and within
 * this node's write budget (crowded rooms slower). One computation and one encoding per room and
 * push, whatever the number of watchers; only the latest state is ever sent.
 */
export function createPresenceBroadcaster(deps: {
  store: PresenceStore;
  /** Sends the page to the room's watchers on this node. */
  push: (room: string, page: PresencePage) => void;
  /** How many watchers the room has on this node. */
  watchers: (room: string) => number;
  now?: () => number;
  /** A fixed budget of writes a second (else it follows the load). */
  writesPerSecond?: number;
  /** The process's load since the last call, 0 to 1 (its CPU time per time passed by default). */
  load?: () => number;
  onError?: (error: unknown) => void;
}) {
  const now = deps.now ?? Date.now;
  const load = deps.writesPerSecond === undefined ? (deps.load ?? processLoad()) : undefined;
  let budget = deps.writesPerSecond ?? WRITE_BUDGET.start;
  const views = new Map<string, View>();
  const byScope = new Map<string, Set<View>>();
  let pacedAt = Number.NEGATIVE_INFINITY;
  let heldBack = false;

  /** Sets the budget from the load, then each active room's pace from the budget. */
  function pace(at: number) {
    if (load) {
      const busy = load();
      if (busy > LOAD_HIGH) budget = Math.max(WRITE_BUDGET.min, budget * 0.8);
      else if (busy < LOAD_LOW && heldBack) budget = Math.min(WRITE_BUDGET.max, budget * 1.15);
    }
    heldBack = false;
    const active = [...views.values()].filter(
      (view) => view.waitingSince !== undefined || view.pushedAt > at - ACTIVE_MS,
    );
    const share = shareOf(
      active.map((view) => Math.max(1, deps.watchers(view.room))),
      budget,
    );
    for (const view of views.values()) {
      view.interval = Math.max(FASTEST_MS, (1000 * Math.max(1, deps.watchers(view.room))) / share);
    }
  }

  function compute(view: View, seq: number): Computed | undefined {
    if (view.computed?.seq === seq) return view.computed;
    const state = deps.store.peek(view.definition.scope);
    if (!state) return undefined;
    const content = state.page(view.definition, view.definition.audience);
    const list = JSON.stringify([content.total, content.offset, content.entries]);
    if (view.computed && view.computed.list !== list) view.listDirty = true;
    view.computed = { seq, content, list, counts: JSON.stringify(content.counts) };
    return view.computed;
  }

  /** Whether the room has something to send, and whether it is due now. */
  function readiness(view: View, computed: Computed, at: number): 'none' | 'later' | 'due' {
    const listChanged = view.listDirty || computed.list !== view.pushedList;
    if (!listChanged && computed.counts === view.pushedCounts) return 'none';
    const wait = listChanged ? view.interval : Math.max(view.interval, COUNTS_ONLY_MS);
    if (at >= view.pushedAt + wait) return 'due';
    if (view.interval > FASTEST_MS) heldBack = true;
    return 'later';
  }

  function send(view: View, computed: Computed, at: number) {
    view.pushedList = computed.list;
    view.pushedCounts = computed.counts;
    view.listDirty = false;
    view.pushedAt = at;
    view.waitingSince = undefined;
    deps.push(view.room, { ...computed.content, seq: computed.seq });
  }

  function tick() {
    const at = now();
    if (at - pacedAt >= PACE_MS) {
      pacedAt = at;
      pace(at);
    }
    const due: { view: View; computed: Computed }[] = [];
    for (const [scope, scopeViews] of byScope) {
      const state = deps.store.peek(scope);
      if (!state) continue;
      for (const view of scopeViews) {
        if (view.waitingSince === undefined && view.checkedSeq === state.seq) continue;
        const computed = compute(view, state.seq);
        if (!computed) continue;
        view.checkedSeq = state.seq;
        const ready = readiness(view, computed, at);
        if (ready === 'none') {
          view.waitingSince = undefined;
          continue;
        }
        view.waitingSince ??= at;
        if (ready === 'due') due.push({ view, computed });
      }
    }
    // The longest waiting first, and no more writes in one tick than the budget gives a tick
    // (twice over): rooms due together are spread over ticks instead of one long pause.
    due.sort((a, b) => a.view.waitingSince! - b.view.waitingSince!);
    const perTick = (2 * budget * TICK_MS) / 1000;
    let written = 0;
    for (const { view, computed } of due) {
      const writes = Math.max(1, deps.watchers(view.room));
      if (written > 0 && written + writes > perTick) break;
      written += writes;
      send(view, computed, at);
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
      const view: View = {
        room,
        definition,
        computed: undefined,
        pushedList: undefined,
        pushedCounts: undefined,
        pushedAt: Number.NEGATIVE_INFINITY,
        waitingSince: undefined,
        interval: FASTEST_MS,
        checkedSeq: -1,
        listDirty: false,
      };
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
      const state = view && deps.store.peek(view.definition.scope);
      if (!view || !state) return undefined;
      const computed = compute(view, state.seq);
      if (!computed) return undefined;
      if (view.pushedList === undefined) {
        view.pushedList = computed.list;
        view.pushedCounts = computed.counts;
        view.checkedSeq = computed.seq;
      }
      return { ...computed.content, seq: computed.seq };
    },

    tick,
    viewCount: () => views.size,
    /** The current budget of writes a second (it follows the load). */
    budget: () => budget,
    close() {
      clearInterval(timer);
    },
  };
}

export type PresenceBroadcaster = ReturnType<typeof createPresenceBroadcaster>;
