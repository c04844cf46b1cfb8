import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error';
import { clientRateRule, enforceRateRule } from './client-rate-limit';
import { createMemoryRateLimiter } from './memory-rate-limiter';

const rule = clientRateRule('report', { perUser: 2, perIp: 3 }, 60, {
  id: 'capture.rate_limited',
  message: 'Too many requests.',
});

async function refusal(work: Promise<unknown>): Promise<AppError | undefined> {
  try {
    await work;
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe('enforceRateRule', () => {
  it('refuses a user over its own limit with the rule’s error and Retry-After in seconds', async () => {
    const limiter = createMemoryRateLimiter(() => 1_000);
    const alice = { ip: '10.0.0.1', userId: 'alice' };
    await enforceRateRule(limiter, rule, alice);
    await enforceRateRule(limiter, rule, alice);
    const error = await refusal(enforceRateRule(limiter, rule, alice));
    expect(error).toMatchObject({ id: 'capture.rate_limited', status: 429, message: 'Too many requests.' });
    expect(error?.headers).toEqual({ 'retry-after': '60' });
  });

  it('does not use up the network’s limit with requests refused per user', async () => {
    const limiter = createMemoryRateLimiter(() => 1_000);
    const alice = { ip: '10.0.0.1', userId: 'alice' };
    for (let index = 0; index < 5; index += 1) await refusal(enforceRateRule(limiter, rule, alice));
    // Alice got two through (IP count 2): one more from her network passes, the next does not.
    await enforceRateRule(limiter, rule, { ip: '10.0.0.1', userId: 'bob' });
    expect(await refusal(enforceRateRule(limiter, rule, { ip: '10.0.0.1' }))).toBeInstanceOf(AppError);
  });

  it('limits anonymous clients per address only, and other addresses not at all', async () => {
    const limiter = createMemoryRateLimiter(() => 1_000);
    for (let index = 0; index < 3; index += 1) await enforceRateRule(limiter, rule, { ip: '10.0.0.2' });
    expect(await refusal(enforceRateRule(limiter, rule, { ip: '10.0.0.2', userId: null }))).toBeInstanceOf(
      AppError,
    );
    await expect(enforceRateRule(limiter, rule, { ip: '10.0.0.3' })).resolves.toBeUndefined();
  });
});
