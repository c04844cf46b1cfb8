// @vitest-environment jsdom
import type { AttendeeEntry, PresencePage } from '@atrium/domain';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRealtimeStatus } from '../../shared/realtime/realtime-status.store';
import { endSession } from '../../shared/session/session-lifecycle';
import { useSessionStore } from '../../shared/stores/session.store';
import { useVenueStore } from '../../shared/stores/venue.store';
import { published, venueFixture } from '../../testing/guard-fixtures';
import { accessTokenWith } from '../../testing/session-fixtures';
import { usePresenceStore } from './presence.store';
import { PresenceController, SEARCH_DEBOUNCE_MS } from './presence-controller';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Call = {
  name: string;
  payload: unknown;
  resolve: (data: unknown) => void;
  reject: (error: unknown) => void;
};

const fake = vi.hoisted(() => {
  const state = {
    calls: [] as Call[],
    listeners: new Map<string, Set<(payload: unknown) => void>>(),
    /** Answers a call at once when set; otherwise the test settles it. */
    autoAnswer: undefined as ((call: Omit<Call, 'resolve' | 'reject'>) => unknown) | undefined,
  };
  const realtime = {
    emit: (event: { name: string }, payload: unknown) =>
      new Promise((resolve, reject) => {
        const call = { name: event.name, payload, resolve, reject };
        state.calls.push(call);
        if (state.autoAnswer) resolve(state.autoAnswer(call));
      }),
    on: (event: { name: string }, listener: (payload: unknown) => void) => {
      const set = state.listeners.get(event.name) ?? new Set();
      state.listeners.set(event.name, set);
      set.add(listener);
      return () => set.delete(listener);
    },
  };
  return { state, realtime };
});
vi.mock('../../shared/realtime/realtime', () => ({ realtime: fake.realtime }));

const entry = (uid: string, areaId = 'lobby'): AttendeeEntry => ({
  uid,
  areaId,
  name: `Name ${uid}`,
  company: 'ACME',
  title: '',
  timestamp: 1,
  status: 'AVAILABLE',
});
const pageOf = (uids: string[], seq = 1, offset = 0): PresencePage => ({
  total: uids.length,
  offset,
  entries: uids.map((uid) => entry(uid)),
  counts: { lobby: uids.length },
  seq,
});

const callsNamed = (name: string) => fake.state.calls.filter((call) => call.name === name);
const push = (page: PresencePage) => {
  for (const listener of fake.state.listeners.get('presence:page') ?? []) listener(page);
};
const flush = () => act(async () => undefined);

let root: Root | undefined;

async function mount() {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => root?.render(createElement(PresenceController)));
}

function connect() {
  act(() => useRealtimeStatus.getState().connected());
}

describe('the presence controller', () => {
  beforeEach(() => {
    fake.state.calls = [];
    fake.state.listeners.clear();
    fake.state.autoAnswer = undefined;
    usePresenceStore.getState().reset();
    useRealtimeStatus.setState({ status: 'off', connection: 0 });
    useVenueStore.setState({ venue: venueFixture('expo'), version: published('expo'), lastAreaId: 'lobby' });
    useSessionStore.setState({ accessToken: accessTokenWith(['attendee']) });
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    vi.useRealTimers();
  });

  it('waits for the connection, then enters the area and watches the first window', async () => {
    await mount();
    expect(fake.state.calls).toEqual([]);
    connect();
    expect(callsNamed('presence:move').map((call) => call.payload)).toEqual([
      { architectureId: 'expo', mode: 'LIVE', areaId: 'lobby' },
    ]);
    expect(callsNamed('presence:watch').map((call) => call.payload)).toEqual([
      { architectureId: 'expo', mode: 'LIVE', myCompany: false, query: '', offset: 0, limit: 50 },
    ]);
    callsNamed('presence:move')[0]?.resolve({ entry: entry('me'), seq: 1 });
    callsNamed('presence:watch')[0]?.resolve(pageOf(['a', 'b']));
    await flush();
    expect(usePresenceStore.getState()).toMatchObject({
      self: entry('me'),
      total: 2,
      ready: true,
      counts: { lobby: 2 },
    });
  });

  it('moves on every area change, in the stage mode when the stage is previewed', async () => {
    fake.state.autoAnswer = () => ({ entry: entry('me'), seq: 1 });
    await mount();
    connect();
    act(() => useVenueStore.getState().setLastAreaId('hall'));
    act(() => useVenueStore.getState().setVersion({ ...published('expo'), mode: 'STAGE', version: 7 }));
    expect(callsNamed('presence:move').map((call) => call.payload)).toEqual([
      { architectureId: 'expo', mode: 'LIVE', areaId: 'lobby' },
      { architectureId: 'expo', mode: 'LIVE', areaId: 'hall' },
      { architectureId: 'expo', mode: 'STAGE', areaId: 'hall' },
    ]);
  });

  it('watches this area only with the filter on, and follows the viewer to the next area', async () => {
    fake.state.autoAnswer = (call) =>
      call.name === 'presence:watch' ? pageOf([]) : { entry: entry('me'), seq: 1 };
    await mount();
    connect();
    act(() => usePresenceStore.getState().setFilters({ thisArea: true, myCompany: true }));
    act(() => useVenueStore.getState().setLastAreaId('hall'));
    const watched = callsNamed('presence:watch').map((call) => call.payload as Record<string, unknown>);
    expect(watched.map((view) => [view.areaId, view.myCompany])).toEqual([
      [undefined, false],
      ['lobby', true],
      ['hall', true],
    ]);
  });

  it('sends the name search once typing pauses, and the window the lists ask for', async () => {
    vi.useFakeTimers();
    fake.state.autoAnswer = (call) =>
      call.name === 'presence:watch' ? pageOf([]) : { entry: entry('me'), seq: 1 };
    await mount();
    connect();
    for (const query of ['a', 'an', 'ann ']) act(() => usePresenceStore.getState().setFilters({ query }));
    expect(callsNamed('presence:watch')).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    act(() => usePresenceStore.getState().setWindow({ offset: 480, limit: 60 }));
    const watched = callsNamed('presence:watch').map((call) => call.payload as Record<string, unknown>);
    expect(watched.map((view) => [view.query, view.offset, view.limit])).toEqual([
      ['', 0, 50],
      ['ann', 0, 50],
      ['ann', 480, 60],
    ]);
  });

  it('moves and watches again when the own profile changed (company and listing are read then)', async () => {
    fake.state.autoAnswer = (call) =>
      call.name === 'presence:watch' ? pageOf([]) : { entry: entry('me'), seq: 1 };
    await mount();
    connect();
    act(() => usePresenceStore.getState().setFilters({ myCompany: true }));
    act(() => usePresenceStore.getState().selfChanged());
    expect(callsNamed('presence:move')).toHaveLength(2);
    const watched = callsNamed('presence:watch').map((call) => call.payload as Record<string, unknown>);
    expect(watched.map((view) => view.myCompany)).toEqual([false, true, true]);
  });

  it('drops pushed pages while a new view is asked for, takes them once it is answered', async () => {
    await mount();
    connect();
    callsNamed('presence:watch')[0]?.resolve(pageOf(['a']));
    await flush();
    act(() => usePresenceStore.getState().setFilters({ myCompany: true }));
    act(() => push(pageOf(['old', 'view'], 2)));
    expect(usePresenceStore.getState().entries.map((e) => e.uid)).toEqual(['a']);
    callsNamed('presence:watch')[1]?.resolve(pageOf(['c'], 3));
    await flush();
    act(() => push(pageOf(['c', 'd'], 4)));
    expect(usePresenceStore.getState().entries.map((e) => e.uid)).toEqual(['c', 'd']);
  });

  it('enters and watches again after a reconnect', async () => {
    fake.state.autoAnswer = (call) =>
      call.name === 'presence:watch' ? pageOf([]) : { entry: entry('me'), seq: 1 };
    await mount();
    connect();
    act(() => useRealtimeStatus.getState().setStatus('reconnecting'));
    connect();
    expect(callsNamed('presence:move')).toHaveLength(2);
    expect(callsNamed('presence:watch')).toHaveLength(2);
  });

  it('leaves the presence before logout ends the session, while the token is still valid', async () => {
    let tokenAtLeave: string | undefined;
    fake.state.autoAnswer = (call) => {
      if (call.name === 'presence:leave') tokenAtLeave = useSessionStore.getState().accessToken;
      return call.name === 'presence:watch'
        ? pageOf([])
        : call.name === 'presence:move'
          ? { entry: entry('me'), seq: 1 }
          : {};
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await mount();
    connect();
    await act(() => endSession());
    vi.unstubAllGlobals();
    expect(callsNamed('presence:leave').map((call) => call.payload)).toEqual([
      { architectureId: 'expo', mode: 'LIVE' },
    ]);
    expect(tokenAtLeave).toBe(accessTokenWith(['attendee']));
    expect(useSessionStore.getState().accessToken).toBeUndefined();
  });

  it('stops watching and forgets the list when presence ends', async () => {
    fake.state.autoAnswer = (call) =>
      call.name === 'presence:watch' ? pageOf(['a']) : { entry: entry('me'), seq: 1 };
    await mount();
    connect();
    await flush();
    expect(usePresenceStore.getState().ready).toBe(true);
    act(() => root?.unmount());
    root = undefined;
    expect(callsNamed('presence:unwatch')).toHaveLength(1);
    expect(usePresenceStore.getState()).toMatchObject({ ready: false, total: 0, self: undefined });
  });
});
