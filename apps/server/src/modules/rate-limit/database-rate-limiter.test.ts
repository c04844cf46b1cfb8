import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testClock, testDialects } from '../../testing/test-app.factory';
import { createDatabaseRateLimiter } from './database-rate-limiter';
import { createRateLimitCountersRepository } from './rate-limit-counters.repository';

describe.each(testDialects())('the database rate limiter (%s)', (dialect) => {
  let app: TestApp;
  // A window boundary (a multiple of every window below) plus 15 s.
  const clock = testClock(Date.UTC(2026, 0, 1, 12, 0, 0) + 15_000);
  const limiter = () =>
    createDatabaseRateLimiter({
      counters: createRateLimitCountersRepository(app.services.database.db),
      now: clock.now,
    });

  beforeAll(async () => {
    app = await createTestApp(dialect);
  });
  afterAll(() => app.cleanup());

  it('allows `limit` takes per window and key, then says how long until the window ends', async () => {
    const rate = limiter();
    const policy = { limit: 3, windowMs: 60_000 };
    const decisions = [];
    for (let index = 0; index < 4; index += 1) decisions.push(await rate.take('test:a', policy));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]!.retryAfterMs).toBe(45_000);
    expect((await rate.take('test:b', policy)).allowed).toBe(true);
    clock.advance(45);
    expect((await rate.take('test:a', policy)).allowed).toBe(true);
  });

  it('counts what every node counts: two limiters over one database share the counters', async () => {
    const policy = { limit: 4, windowMs: 60_000 };
    const [one, two] = [limiter(), limiter()];
    const decisions = await Promise.all(
      Array.from({ length: 10 }, (_, index) => (index % 2 ? one : two).take('test:shared', policy)),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(4);
  });

  it('keeps a long window while purging old counters of short ones', async () => {
    const rate = limiter();
    const long = { limit: 1, windowMs: 3600_000 };
    expect((await rate.take('test:long', long)).allowed).toBe(true);
    clock.advance(11 * 60);
    // A take after ten minutes purges; the hour's counter must survive it.
    expect((await rate.take('test:short', { limit: 1, windowMs: 1000 })).allowed).toBe(true);
    expect((await rate.take('test:long', long)).allowed).toBe(false);
  });
});
