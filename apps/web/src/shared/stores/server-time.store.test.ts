import { SERVER_TIME_TICK_MS } from '@atrium/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverNow, subscribeServerTimeTick, useServerTimeStore } from './server-time.store';

const tick = () => useServerTimeStore.getState().tick;

describe('server time', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows the date header of the server', () => {
    vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
    useServerTimeStore.getState().setFromDateHeader('Fri, 01 May 2026 10:05:00 GMT');
    expect(serverNow().toISOString()).toBe('2026-05-01T10:05:00.000Z');
    useServerTimeStore.getState().setFromDateHeader('not a date');
    expect(serverNow().toISOString()).toBe('2026-05-01T10:05:00.000Z');
  });

  it('ticks every 10 seconds while someone listens, and stops after the last one left', () => {
    const start = tick();
    const first = subscribeServerTimeTick();
    const second = subscribeServerTimeTick();
    vi.advanceTimersByTime(SERVER_TIME_TICK_MS - 1);
    expect(tick()).toBe(start);
    vi.advanceTimersByTime(1);
    expect(tick()).toBe(start + 1);
    first();
    vi.advanceTimersByTime(SERVER_TIME_TICK_MS);
    expect(tick()).toBe(start + 2);
    second();
    vi.advanceTimersByTime(3 * SERVER_TIME_TICK_MS);
    expect(tick()).toBe(start + 2);
  });
});
