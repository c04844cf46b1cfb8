import { describe, expect, it } from 'vitest';
import { needsWindow, PAGE_MAX, windowAround, windowSize } from './presence-window';

describe('the watched window of the presence list', () => {
  it('is three screens long, between 30 and the server’s largest page', () => {
    expect(windowSize(5)).toBe(30);
    expect(windowSize(20)).toBe(60);
    expect(windowSize(80)).toBe(PAGE_MAX);
  });

  it('puts the visible rows in its middle', () => {
    expect(windowAround(500, 519, 5000)).toEqual({ offset: 480, limit: 60 });
  });

  it('starts at 0 at the top and does not reach past the end', () => {
    expect(windowAround(3, 22, 5000)).toEqual({ offset: 0, limit: 60 });
    expect(windowAround(4985, 4999, 5000)).toEqual({ offset: 4955, limit: 45 });
    expect(windowAround(0, 9, 12)).toEqual({ offset: 0, limit: 30 });
  });

  it('asks for another window when the rows leave it or come near an inner edge', () => {
    const current = { offset: 100, limit: 60 };
    expect(needsWindow(current, 120, 139, 5000)).toBe(false);
    expect(needsWindow(current, 105, 124, 5000)).toBe(true);
    expect(needsWindow(current, 135, 154, 5000)).toBe(true);
    expect(needsWindow(current, 300, 319, 5000)).toBe(true);
    expect(needsWindow(current, 40, 59, 5000)).toBe(true);
  });

  it('does not ask again at the list’s own start and end', () => {
    expect(needsWindow({ offset: 0, limit: 60 }, 0, 19, 5000)).toBe(false);
    expect(needsWindow({ offset: 4940, limit: 60 }, 4980, 4999, 5000)).toBe(false);
    expect(needsWindow({ offset: 0, limit: 60 }, 0, 19, 12)).toBe(false);
  });

  it('goes back to the top when the list became empty', () => {
    expect(needsWindow({ offset: 200, limit: 60 }, 0, 0, 0)).toBe(true);
    expect(needsWindow({ offset: 0, limit: 60 }, 0, 0, 0)).toBe(false);
  });
});
