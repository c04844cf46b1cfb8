import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './memory-rate-limiter';

describe('the in-memory rate limiter', () => {
  const policy = { limit: 3, windowMs: 1000 };

  it('allows `limit` takes per window and key, then says how long to wait', async () => {
    let time = 10_000;
    const limiter = createMemoryRateLimiter(() => time);
    for (let i = 0; i < 3; i++)
      expect(await limiter.take('a', policy)).toEqual({ allowed: true, retryAfterMs: 0 });
    time += 400;
    expect(await limiter.take('a', policy)).toEqual({ allowed: false, retryAfterMs: 600 });
    expect((await limiter.take('b', policy)).allowed).toBe(true);
    time += 600;
    expect((await limiter.take('a', policy)).allowed).toBe(true);
  });

  it('forgets ended windows, so keys that come and go do not pile up', () => {
    let time = 0;
    const limiter = createMemoryRateLimiter(() => time);
    for (let i = 0; i < 1000; i++) limiter.takeNow(`connection-${i}`, policy);
    expect(limiter.size()).toBe(1000);
    time += 5000;
    limiter.takeNow('late', policy);
    expect(limiter.size()).toBe(1);
  });

  it('drops a key on request', () => {
    const limiter = createMemoryRateLimiter(() => 0);
    for (let i = 0; i < 3; i++) limiter.takeNow('a', policy);
    expect(limiter.takeNow('a', policy).allowed).toBe(false);
    limiter.forget('a');
    expect(limiter.takeNow('a', policy).allowed).toBe(true);
  });
});
