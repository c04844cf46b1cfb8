import { describe, expect, it } from 'vitest';
import { REFUSED_RETRY_MAX_MS, refusedRetryDelay } from './reconnect-delay';

describe('the wait after a refused handshake', () => {
  it('doubles from 1 s, at least half of it fixed and at most the whole', () => {
    expect(refusedRetryDelay(0, () => 0)).toBe(500);
    expect(refusedRetryDelay(0, () => 1)).toBe(1000);
    expect(refusedRetryDelay(1, () => 0)).toBe(1000);
    expect(refusedRetryDelay(3, () => 1)).toBe(8000);
  });

  it('never waits longer than 30 s', () => {
    expect(refusedRetryDelay(20, () => 1)).toBe(REFUSED_RETRY_MAX_MS);
    expect(refusedRetryDelay(1000, () => 0.5)).toBeLessThanOrEqual(REFUSED_RETRY_MAX_MS);
  });
});
