import { describe, expect, it } from 'vitest';
import { changedKeys, jsonEqual } from './json-equal.util';

describe('jsonEqual', () => {
  it.each([
    [1, 1],
    ['a', 'a'],
    [null, null],
    [
      { a: 1, b: [1, { c: 2 }] },
      { b: [1, { c: 2 }], a: 1 },
    ],
    [{ a: 1, b: undefined }, { a: 1 }],
    [[], []],
  ])('takes %j and %j as equal', (a, b) => {
    expect(jsonEqual(a, b)).toBe(true);
    expect(jsonEqual(b, a)).toBe(true);
  });

  it.each([
    [1, '1'],
    [null, {}],
    [[], {}],
    [
      [1, 2],
      [2, 1],
    ],
    [[1], [1, 1]],
    [{ a: 1 }, { a: 2 }],
    [{ a: 1 }, { a: 1, b: null }],
    [{ a: { b: [1] } }, { a: { b: [2] } }],
  ])('tells %j from %j', (a, b) => {
    expect(jsonEqual(a, b)).toBe(false);
    expect(jsonEqual(b, a)).toBe(false);
  });
});

describe('changedKeys', () => {
  it('lists the keys of either object whose values differ, in order', () => {
    expect(changedKeys({ a: 1, b: 2, c: [1] }, { c: [2], a: 1, d: 4 })).toEqual(['b', 'c', 'd']);
    expect(changedKeys({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
