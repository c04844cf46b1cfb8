import { describe, expect, it } from 'vitest';
import type { PresenceRecord } from './presence-record';
import { type Audience, PresenceScopeState, type ViewFilter } from './presence-scope.state';

const record = (
  uid: string,
  name: string,
  areaId: string,
  extra: { company?: string; listed?: boolean } = {},
): PresenceRecord => ({
  entry: { uid, areaId, name, company: extra.company ?? '', title: '', timestamp: 1, status: 'AVAILABLE' },
  listed: extra.listed ?? true,
  conn: `c-${uid}`,
  node: 'n1',
});

const everyone: ViewFilter = { areaId: null, company: null, query: '', offset: 0, limit: 50 };
const all: Audience = { kind: 'all' };
const names = (state: PresenceScopeState, filter: ViewFilter = everyone, audience: Audience = all) =>
  state.page(filter, audience).entries.map((entry) => entry.name);

describe('the presence of a scope', () => {
  it('keeps the list sorted by name (case and accents aside, numbers as numbers), then by uid', () => {
    const state = new PresenceScopeState();
    state.set('4', record('4', 'bob', 'lobby'));
    state.set('1', record('1', 'Álvaro', 'lobby'));
    state.set('2', record('2', 'Carla 10', 'hall'));
    state.set('3', record('3', 'Carla 9', 'hall'));
    state.set('0', record('0', 'Bob', 'hall'));
    expect(names(state)).toEqual(['Álvaro', 'Bob', 'bob', 'Carla 9', 'Carla 10']);
    expect(names(state, { ...everyone, areaId: 'hall' })).toEqual(['Bob', 'Carla 9', 'Carla 10']);
  });

  it('replaces an entry on a move: it leaves the old area, the counts follow', () => {
    const state = new PresenceScopeState();
    state.set('a', record('a', 'Ann', 'lobby'));
    state.set('b', record('b', 'Ben', 'lobby'));
    state.set('a', record('a', 'Ann', 'hall'));
    expect(state.size).toBe(2);
    expect(names(state, { ...everyone, areaId: 'lobby' })).toEqual(['Ben']);
    expect(names(state, { ...everyone, areaId: 'hall' })).toEqual(['Ann']);
    expect(state.page(everyone, all).counts).toEqual({ lobby: 1, hall: 1 });
    state.set('b', null);
    state.set('b', null);
    expect(state.page(everyone, all)).toMatchObject({ total: 1, counts: { hall: 1 } });
  });

  it('gives a window of the filtered list and its whole length', () => {
    const state = new PresenceScopeState();
    for (let i = 0; i < 30; i++) state.set(`u${i}`, record(`u${i}`, `Person ${i}`, i % 2 ? 'odd' : 'even'));
    const page = state.page({ ...everyone, areaId: 'odd', offset: 5, limit: 3 }, all);
    expect(page.total).toBe(15);
    expect(page.offset).toBe(5);
    expect(page.entries.map((entry) => entry.name)).toEqual(['Person 11', 'Person 13', 'Person 15']);
    expect(state.page({ ...everyone, offset: 100 }, all)).toMatchObject({ total: 30, entries: [] });
  });

  it('filters by company (no company matches nobody) and by a part of the name', () => {
    const state = new PresenceScopeState();
    state.set('a', record('a', 'Ann Smith', 'lobby', { company: 'ACME ' }));
    state.set('b', record('b', 'Ben Smithers', 'hall', { company: 'Other' }));
    state.set('c', record('c', 'Cy', 'hall'));
    expect(names(state, { ...everyone, company: 'acme' })).toEqual(['Ann Smith']);
    expect(names(state, { ...everyone, company: '' })).toEqual([]);
    expect(names(state, { ...everyone, query: 'smith' })).toEqual(['Ann Smith', 'Ben Smithers']);
    expect(names(state, { ...everyone, query: 'smith', areaId: 'hall' })).toEqual(['Ben Smithers']);
  });

  it('shows an unlisted attendee to administrators and to themself only, and counts them so', () => {
    const state = new PresenceScopeState();
    state.set('a', record('a', 'Ann', 'lobby'));
    state.set('h', record('h', 'Hidden', 'lobby', { listed: false }));
    expect(names(state)).toEqual(['Ann']);
    expect(state.page(everyone, all).counts).toEqual({ lobby: 1 });
    expect(names(state, everyone, { kind: 'admin' })).toEqual(['Ann', 'Hidden']);
    expect(state.page(everyone, { kind: 'admin' }).counts).toEqual({ lobby: 2 });
    expect(names(state, everyone, { kind: 'self', uid: 'h' })).toEqual(['Ann', 'Hidden']);
    expect(state.page(everyone, { kind: 'self', uid: 'h' }).counts).toEqual({ lobby: 2 });
    expect(names(state, everyone, { kind: 'self', uid: 'a' })).toEqual(['Ann']);
  });

  it('is replaced whole by a snapshot', () => {
    const state = new PresenceScopeState();
    state.set('a', record('a', 'Ann', 'lobby'));
    state.reset([record('b', 'Ben', 'hall')], 7);
    expect(state.seq).toBe(7);
    expect(names(state)).toEqual(['Ben']);
    expect(state.page(everyone, all).counts).toEqual({ hall: 1 });
  });

  it('stays consistent through many random puts and removes', () => {
    const state = new PresenceScopeState();
    const model = new Map<string, PresenceRecord>();
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 3000; i++) {
      const uid = `u${random(200)}`;
      if (random(4) === 0) {
        state.set(uid, null);
        model.delete(uid);
      } else {
        const next = record(uid, `N${random(50)}`, `area${random(5)}`, { listed: random(5) > 0 });
        state.set(uid, next);
        model.set(uid, next);
      }
    }
    const page = state.page({ ...everyone, limit: 1000 }, { kind: 'admin' });
    expect(page.total).toBe(model.size);
    expect(new Set(page.entries.map((entry) => entry.uid))).toEqual(new Set(model.keys()));
    const expectedCounts: Record<string, number> = {};
    for (const { entry } of model.values())
      expectedCounts[entry.areaId] = (expectedCounts[entry.areaId] ?? 0) + 1;
    expect(page.counts).toEqual(expectedCounts);
    for (let area = 0; area < 5; area++) {
      const inArea = state.page({ ...everyone, areaId: `area${area}`, limit: 1000 }, { kind: 'admin' });
      expect(inArea.total).toBe(expectedCounts[`area${area}`] ?? 0);
    }
  });
});
