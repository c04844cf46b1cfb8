import { describe, expect, it } from 'vitest';
import { createPresenceAvailability } from './presence-availability';

describe('whether presence is on', () => {
  const setUp = (uiConfig: () => Promise<string>, loginRequired: boolean) => {
    let time = 0;
    let reads = 0;
    const active = createPresenceAvailability({
      readUiConfig: () => {
        reads += 1;
        return uiConfig();
      },
      loginRequired: async () => loginRequired,
      now: () => time,
    });
    return { active, advance: (ms: number) => (time += ms), reads: () => reads };
  };

  it('is on with the feature on and login enabled, off otherwise', async () => {
    const on = JSON.stringify({ features: { userPresence: true } });
    const off = JSON.stringify({ features: { userPresence: false } });
    expect(await setUp(async () => on, true).active()).toBe(true);
    expect(await setUp(async () => off, true).active()).toBe(false);
    expect(await setUp(async () => on, false).active()).toBe(false);
  });

  it('takes the default (on) when the file is missing or invalid', async () => {
    expect(await setUp(() => Promise.reject(new Error('missing')), true).active()).toBe(true);
    expect(await setUp(async () => '{not json', true).active()).toBe(true);
    expect(await setUp(async () => '{}', true).active()).toBe(true);
  });

  it('reads the configuration again after 5 s, not before', async () => {
    const { active, advance, reads } = setUp(async () => '{}', true);
    await active();
    await active();
    advance(4_999);
    await active();
    expect(reads()).toBe(1);
    advance(1);
    await active();
    expect(reads()).toBe(2);
  });
});
