import { describe, expect, it } from 'vitest';
import { moveItem, numberedId } from './list-moves';

describe('moving a list item', () => {
  it('moves up and down in place', () => {
    const list = ['a', 'b', 'c', 'd'];
    moveItem(list, 2, 1);
    expect(list).toEqual(['a', 'c', 'b', 'd']);
    moveItem(list, 0, 3);
    expect(list).toEqual(['c', 'b', 'd', 'a']);
  });

  it('ignores moves past either end', () => {
    const list = ['a', 'b'];
    moveItem(list, 0, -1);
    moveItem(list, 1, 2);
    moveItem(list, 5, 0);
    expect(list).toEqual(['a', 'b']);
  });
});

describe('numbered ids', () => {
  it('take the first free number', () => {
    expect(numberedId('talk', [])).toBe('talk-1');
    expect(numberedId('talk', ['talk-1', 'talk-3'])).toBe('talk-2');
    expect(numberedId('talk', ['talk'], 2)).toBe('talk-2');
  });
});
