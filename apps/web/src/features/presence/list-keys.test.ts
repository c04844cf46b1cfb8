import { describe, expect, it } from 'vitest';
import { nextIndex, opensMenu } from './list-keys';

const at = (key: string, over: Partial<Parameters<typeof nextIndex>[0]> = {}) =>
  nextIndex({ key, active: 5, total: 100, page: 10, horizontal: false, rtl: false, ...over });

describe('moving through the attendee list with keys', () => {
  it('moves down and up, to both ends and a page at a time, never past the list', () => {
    expect([at('ArrowDown'), at('ArrowUp'), at('Home'), at('End'), at('PageDown'), at('PageUp')]).toEqual([
      6, 4, 0, 99, 15, 0,
    ]);
    expect(at('ArrowDown', { active: 99 })).toBe(99);
    expect(at('ArrowUp', { active: 0 })).toBe(0);
  });

  it('uses the left and right arrows in a horizontal list, swapped right to left', () => {
    expect(at('ArrowRight', { horizontal: true })).toBe(6);
    expect(at('ArrowLeft', { horizontal: true })).toBe(4);
    expect(at('ArrowRight', { horizontal: true, rtl: true })).toBe(4);
    expect(at('ArrowLeft', { horizontal: true, rtl: true })).toBe(6);
    expect(at('ArrowDown', { horizontal: true })).toBeUndefined();
  });

  it('ignores other keys and an empty list', () => {
    expect(at('a')).toBeUndefined();
    expect(at('ArrowDown', { total: 0 })).toBeUndefined();
  });

  it('opens the menu with Enter, Space, the context menu key and Shift+F10', () => {
    expect(opensMenu({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(opensMenu({ key: ' ', shiftKey: false })).toBe(true);
    expect(opensMenu({ key: 'ContextMenu', shiftKey: false })).toBe(true);
    expect(opensMenu({ key: 'F10', shiftKey: true })).toBe(true);
    expect(opensMenu({ key: 'F10', shiftKey: false })).toBe(false);
  });
});
