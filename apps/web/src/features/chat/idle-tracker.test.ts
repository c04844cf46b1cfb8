import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTracker } from './idle-tracker';

describe('idle detection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns idle after the time without input, and back on input', () => {
    const changes: boolean[] = [];
    const tracker = createIdleTracker((idle) => changes.push(idle), 1000);
    vi.advanceTimersByTime(999);
    expect(tracker.idle).toBe(false);
    vi.advanceTimersByTime(1);
    expect(tracker.idle).toBe(true);
    expect(changes).toEqual([true]);
    tracker.input();
    expect(tracker.idle).toBe(false);
    expect(changes).toEqual([true, false]);
    tracker.stop();
  });

  it('input restarts the wait; input while active reports nothing', () => {
    const changes: boolean[] = [];
    const tracker = createIdleTracker((idle) => changes.push(idle), 1000);
    vi.advanceTimersByTime(900);
    tracker.input();
    vi.advanceTimersByTime(900);
    expect(tracker.idle).toBe(false);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(changes).toEqual([true]);
    tracker.stop();
  });

  it('says nothing once stopped', () => {
    const changes: boolean[] = [];
    const tracker = createIdleTracker((idle) => changes.push(idle), 1000);
    tracker.stop();
    vi.advanceTimersByTime(5000);
    tracker.input();
    expect(changes).toEqual([]);
  });
});
