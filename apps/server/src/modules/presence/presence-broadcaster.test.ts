import type { PresencePage } from '@atrium/domain';
import { describe, expect, it } from 'vitest';
import { createMemoryPresenceStore } from './memory-presence.store';
import {
  COUNTS_ONLY_MS,
  createPresenceBroadcaster,
  FASTEST_MS,
  LOAD_HIGH,
  shareOf,
  WRITE_BUDGET,
} from './presence-broadcaster';
import type { PresenceRecord } from './presence-record';
import type { ViewFilter } from './presence-scope.state';
import { viewRoom } from './presence-view';

const SCOPE = 'LIVE:expo';

const record = (uid: string, areaId: string, name = uid): PresenceRecord => ({
  entry: { uid, areaId, name, company: '', title: '', timestamp: 1, status: 'AVAILABLE' },
  listed: true,
  conn: `c-${uid}`,
  node: 'local',
});

const roomOf = (filter: Partial<ViewFilter> = {}) =>
  viewRoom({
    scope: SCOPE,
    areaId: null,
    company: null,
    query: '',
    offset: 0,
    limit: 50,
    audience: { kind: 'all' },
    ...filter,
  });

/** A broadcaster on a clock the test moves, ticking as it goes. */
function setUp(
  watchers: Record<string, number> = {},
  writesPerSecond: number | null = 1_000_000,
  load?: () => number,
) {
  let time = 1_000_000;
  const store = createMemoryPresenceStore();
  const pushes: { room: string; page: PresencePage; at: number }[] = [];
  const broadcaster = createPresenceBroadcaster({
    store,
    push: (room, page) => pushes.push({ room, page, at: time }),
    watchers: (room) => watchers[room] ?? 1,
    now: () => time,
    writesPerSecond: writesPerSecond ?? undefined,
    load,
  });
  broadcaster.close();
  return {
    store,
    broadcaster,
    pushes,
    pushesTo: (room: string) => pushes.filter((push) => push.room === room),
    /** Moves the clock in ticks of 25 ms. */
    advance(ms: number) {
      for (let passed = 0; passed < ms; passed += 25) {
        time += Math.min(25, ms - passed);
        broadcaster.tick();
      }
    },
  };
}

/** A broadcaster whose room of the hall was just pushed its first page (one attendee there). */
async function hallPushedOnce() {
  const set = setUp();
  const hall = roomOf({ areaId: 'hall' });
  set.broadcaster.roomCreated(hall);
  await set.store.put(SCOPE, record('h', 'hall'));
  set.advance(25);
  expect(set.pushesTo(hall)).toHaveLength(1);
  return { ...set, hall };
}

const gaps = (pushes: { at: number }[]) => pushes.slice(1).map((push, i) => push.at - pushes[i]!.at);

describe('the presence broadcaster', () => {
  it('pushes a watched view once per change, with the scope seq, and nothing while nothing changed', async () => {
    const { store, broadcaster, pushes, advance } = setUp();
    const room = roomOf();
    await store.open(SCOPE);
    broadcaster.roomCreated(room);
    expect(broadcaster.currentPage(room)).toEqual({ total: 0, offset: 0, entries: [], counts: {}, seq: 0 });
    advance(200);
    expect(pushes).toEqual([]);
    const seq = await store.put(SCOPE, record('a', 'lobby'));
    advance(25);
    expect(pushes.map((push) => push.page)).toEqual([
      { total: 1, offset: 0, entries: [record('a', 'lobby').entry], counts: { lobby: 1 }, seq },
    ]);
    advance(500);
    expect(pushes).toHaveLength(1);
  });

  it('still pushes a change to a room after a new watcher read its current page', async () => {
    const { store, broadcaster, pushes, advance } = setUp();
    const room = roomOf();
    await store.open(SCOPE);
    broadcaster.roomCreated(room);
    expect(broadcaster.currentPage(room)?.seq).toBe(0);
    const seq = await store.put(SCOPE, record('a', 'lobby'));
    expect(broadcaster.currentPage(room)?.seq).toBe(seq);
    advance(25);
    expect(pushes.map((push) => push.page.seq)).toEqual([seq]);
  });

  it('merges a burst of changes into pushes at most every 100 ms, the last one with the final state', async () => {
    const { store, broadcaster, pushes, advance } = setUp();
    broadcaster.roomCreated(roomOf());
    for (let i = 0; i < 50; i++) {
      await store.put(SCOPE, record(`u${i % 5}`, `area${i % 3}`));
      advance(10);
    }
    advance(200);
    expect(pushes.length).toBeLessThanOrEqual(6);
    for (const gap of gaps(pushes)) expect(gap).toBeGreaterThanOrEqual(FASTEST_MS);
    expect(pushes.at(-1)!.page.seq).toBe(50);
    expect(pushes.at(-1)!.page.counts).toEqual(store.peek(SCOPE)!.counts({ kind: 'all' }));
  });

  it('pushes a change of the room’s own list at once, one of other areas’ counts within a second', async () => {
    const { store, hall, pushesTo, advance } = await hallPushedOnce();
    const first = pushesTo(hall)[0]!.at;

    await store.put(SCOPE, record('l', 'lobby'));
    advance(COUNTS_ONLY_MS - 100);
    expect(pushesTo(hall)).toHaveLength(1);
    advance(100);
    expect(pushesTo(hall)).toHaveLength(2);
    expect(pushesTo(hall)[1]!.at - first).toBe(COUNTS_ONLY_MS);
    expect(pushesTo(hall)[1]!.page.counts).toEqual({ hall: 1, lobby: 1 });

    await store.put(SCOPE, record('l', 'hall'));
    advance(FASTEST_MS);
    expect(pushesTo(hall)).toHaveLength(3);
    expect(pushesTo(hall)[2]!.page.total).toBe(2);
  });

  it('pushes a room whose list changed and came back before its push at the list’s pace, not the counts’', async () => {
    const { store, hall, pushesTo, advance } = await hallPushedOnce();

    // One comes in and leaves again before the room's next push may go out.
    await store.put(SCOPE, record('x', 'hall'));
    advance(25);
    const seq = await store.put(SCOPE, record('x', 'lobby'));
    advance(FASTEST_MS);
    expect(pushesTo(hall)).toHaveLength(2);
    expect(pushesTo(hall)[1]!.page).toMatchObject({ total: 1, counts: { hall: 1, lobby: 1 }, seq });
    advance(2 * COUNTS_ONLY_MS);
    expect(pushesTo(hall)).toHaveLength(2);
  });

  it('does not push when the change leaves the page and the counts as they were', async () => {
    const { store, broadcaster, pushes, advance } = setUp();
    broadcaster.roomCreated(roomOf({ areaId: 'hall' }));
    await store.put(SCOPE, record('a', 'lobby'));
    advance(COUNTS_ONLY_MS);
    expect(pushes).toHaveLength(1);
    await store.put(SCOPE, record('a', 'lobby'));
    advance(2 * COUNTS_ONLY_MS);
    expect(pushes).toHaveLength(1);
  });

  it('keeps within its write budget: a crowded room waits, small rooms keep their pace', async () => {
    const crowded = roomOf({ areaId: 'crowded' });
    const small = roomOf({ areaId: 'small' });
    const { store, broadcaster, pushesTo, advance } = setUp({ [crowded]: 10_000, [small]: 10 }, 40_000);
    broadcaster.roomCreated(crowded);
    broadcaster.roomCreated(small);
    for (let i = 0; i < 300; i++) {
      await store.put(SCOPE, record(`c${i % 7}`, i % 2 ? 'crowded' : 'elsewhere'));
      await store.put(SCOPE, record(`s${i % 7}`, i % 2 ? 'small' : 'elsewhere'));
      advance(10);
    }
    // 3 s at 40,000 writes a second: about 12 pushes of 10,000 (a few more before the pace is set).
    expect(pushesTo(crowded).length).toBeLessThanOrEqual(15);
    expect(pushesTo(crowded).length).toBeGreaterThanOrEqual(10);
    expect(pushesTo(small).length).toBeGreaterThanOrEqual(20);
    for (const gap of gaps(pushesTo(small))) expect(gap).toBeGreaterThanOrEqual(FASTEST_MS);
  });

  it('spreads rooms that are due together over ticks, the longest waiting first', async () => {
    const rooms = Array.from({ length: 10 }, (_, i) => roomOf({ areaId: `area${i}` }));
    const { store, broadcaster, pushes, advance } = setUp(
      Object.fromEntries(rooms.map((room) => [room, 1000])),
      40_000,
    );
    for (const room of rooms) broadcaster.roomCreated(room);
    for (let i = 0; i < 10; i++) await store.put(SCOPE, record(`u${i}`, `area${i}`));
    advance(500);
    expect(new Set(pushes.map((push) => push.room)).size).toBe(10);
    const perTick = new Map<number, number>();
    for (const push of pushes) perTick.set(push.at, (perTick.get(push.at) ?? 0) + 1000);
    // 40,000 writes a second give a tick of 25 ms 1,000 writes; twice that at most.
    for (const writes of perTick.values()) expect(writes).toBeLessThanOrEqual(2000);
  });

  it('shares the budget: rooms that fit keep 10 pushes a second, the others share the rest equally', () => {
    expect(shareOf([10, 20], 1000)).toBe(Number.POSITIVE_INFINITY);
    expect(shareOf([10, 10_000], 40_000)).toBe(39_900);
    expect(shareOf([1000, 1000, 1000, 1000], 20_000)).toBe(5_000);
    expect(shareOf([], 1)).toBe(Number.POSITIVE_INFINITY);
  });

  it('lowers its budget while the process is busy, and raises it again when rooms are held back at ease', async () => {
    let busy = 0.95;
    const room = roomOf();
    const { store, broadcaster, advance } = setUp({ [room]: 5_000 }, null, () => busy);
    broadcaster.roomCreated(room);
    for (let i = 0; i < 40; i++) {
      await store.put(SCOPE, record('a', i % 2 ? 'lobby' : 'hall'));
      advance(100);
    }
    expect(broadcaster.budget()).toBe(WRITE_BUDGET.min);
    busy = LOAD_HIGH - 0.3;
    for (let i = 0; i < 40; i++) {
      await store.put(SCOPE, record('a', i % 2 ? 'lobby' : 'hall'));
      advance(100);
    }
    expect(broadcaster.budget()).toBeGreaterThan(WRITE_BUDGET.min * 2);
  });

  it('forgets a room whose last watcher left, and ignores rooms that are not views', async () => {
    const { store, broadcaster, pushes, advance } = setUp();
    const room = roomOf();
    broadcaster.roomCreated('u:someone');
    broadcaster.roomCreated(room);
    expect(broadcaster.viewCount()).toBe(1);
    broadcaster.roomDeleted(room);
    await store.put(SCOPE, record('a', 'lobby'));
    advance(200);
    expect(pushes).toEqual([]);
    expect(broadcaster.viewCount()).toBe(0);
  });
});
