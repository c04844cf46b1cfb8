import type { PresencePage } from '@atrium/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryPresenceStore } from './memory-presence.store';
import { createPresenceBroadcaster } from './presence-broadcaster';
import type { PresenceRecord } from './presence-store.types';
import { SLOWEST_MS, viewRoom, WATCHERS_AT_FULL_PACE } from './presence-view';

const record = (uid: string, areaId: string, name = uid): PresenceRecord => ({
  entry: { uid, areaId, name, company: '', title: '', timestamp: 1 },
  listed: true,
  conn: `c-${uid}`,
  node: 'local',
});

const room = viewRoom({
  scope: 'LIVE:expo',
  areaId: null,
  company: null,
  query: '',
  offset: 0,
  limit: 50,
  audience: { kind: 'all' },
});

function setUp(watchers = 1) {
  let time = 1_000_000;
  const store = createMemoryPresenceStore();
  const pushes: { room: string; page: PresencePage; at: number }[] = [];
  const broadcaster = createPresenceBroadcaster({
    store,
    push: (target, page) => pushes.push({ room: target, page, at: time }),
    watchers: () => watchers,
    now: () => time,
  });
  return {
    store,
    broadcaster,
    pushes,
    advance(ms: number) {
      time += ms;
      broadcaster.tick();
    },
  };
}

describe('the presence broadcaster', () => {
  let close: () => void = () => {};
  afterEach(() => close());

  it('pushes a watched view once per change, with the scope seq, and nothing while nothing changed', async () => {
    const { store, broadcaster, pushes, advance } = setUp();
    close = broadcaster.close;
    await store.open('LIVE:expo');
    broadcaster.roomCreated(room);
    expect(broadcaster.currentPage(room)).toEqual({ total: 0, offset: 0, entries: [], counts: {}, seq: 0 });
    advance(200);
    expect(pushes).toEqual([]);
    const seq = await store.put('LIVE:expo', record('a', 'lobby'));
    advance(1);
    expect(pushes.map((push) => push.page)).toEqual([
      { total: 1, offset: 0, entries: [record('a', 'lobby').entry], counts: { lobby: 1 }, seq },
    ]);
    advance(500);
    expect(pushes).toHaveLength(1);
  });

  it('merges a burst of changes into pushes at most every 100 ms, the last one with the final state', async () => {
    const { store, broadcaster, pushes, advance } = setUp();
    close = broadcaster.close;
    broadcaster.roomCreated(room);
    for (let i = 0; i < 50; i++) {
      await store.put('LIVE:expo', record(`u${i % 5}`, `area${i % 3}`));
      advance(10);
    }
    advance(100);
    expect(pushes.length).toBeLessThanOrEqual(6);
    for (let i = 1; i < pushes.length; i++)
      expect(pushes[i]!.at - pushes[i - 1]!.at).toBeGreaterThanOrEqual(100);
    expect(pushes.at(-1)!.page.seq).toBe(50);
    expect(pushes.at(-1)!.page.counts).toEqual(store.peek('LIVE:expo')!.counts({ kind: 'all' }));
  });

  it('pushes to a crowded room less often, at most once a second', async () => {
    for (const [watchers, interval] of [
      [WATCHERS_AT_FULL_PACE * 4, 400],
      [100_000, SLOWEST_MS],
    ] as const) {
      const { store, broadcaster, pushes, advance } = setUp(watchers);
      broadcaster.roomCreated(room);
      for (let i = 0; i < 300; i++) {
        await store.put('LIVE:expo', record('a', `area${i % 2}`));
        advance(10);
      }
      broadcaster.close();
      for (let i = 1; i < pushes.length; i++)
        expect(pushes[i]!.at - pushes[i - 1]!.at).toBeGreaterThanOrEqual(interval);
      expect(pushes.length).toBeGreaterThanOrEqual(Math.floor(3000 / interval) - 1);
    }
  });

  it('does not push when the change leaves the page and the counts as they were', async () => {
    const { store, broadcaster, pushes, advance } = setUp();
    close = broadcaster.close;
    const lobbyOnly = viewRoom({
      scope: 'LIVE:expo',
      areaId: 'hall',
      company: null,
      query: '',
      offset: 0,
      limit: 50,
      audience: { kind: 'all' },
    });
    broadcaster.roomCreated(lobbyOnly);
    await store.put('LIVE:expo', record('a', 'lobby'));
    advance(200);
    expect(pushes).toHaveLength(1);
    await store.put('LIVE:expo', record('a', 'lobby'));
    advance(200);
    expect(pushes).toHaveLength(1);
  });

  it('forgets a room whose last watcher left, and ignores rooms that are not views', async () => {
    const { store, broadcaster, pushes, advance } = setUp();
    close = broadcaster.close;
    broadcaster.roomCreated('u:someone');
    broadcaster.roomCreated(room);
    expect(broadcaster.viewCount()).toBe(1);
    broadcaster.roomDeleted(room);
    await store.put('LIVE:expo', record('a', 'lobby'));
    advance(200);
    expect(pushes).toEqual([]);
    expect(broadcaster.viewCount()).toBe(0);
  });
});
