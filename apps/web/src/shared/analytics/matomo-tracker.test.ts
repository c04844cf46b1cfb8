import { describe, expect, it, vi } from 'vitest';
import { ConfiguredTracker, type MatomoTracker, matomoVisitorId, type TrackerDeps } from './matomo-tracker';

/** A stand-in tracker recording its calls; sleeps are recorded and return at once. */
function setup(options: { failures?: number; globalAfterPolls?: number } = {}) {
  const calls: unknown[][] = [];
  const sleeps: number[] = [];
  let loads = 0;
  let polls = 0;
  const tracker = new Proxy({} as MatomoTracker, {
    get: (_, name) => (name === 'then' ? undefined : (...args: unknown[]) => calls.push([name, ...args])),
  });
  const deps: TrackerDeps = {
    loadScript: async (src) => {
      loads += 1;
      calls.push(['load', src]);
      if (loads <= (options.failures ?? 0)) throw new Error('503');
    },
    findGlobal: () => {
      polls += 1;
      if (polls <= (options.globalAfterPolls ?? 0)) return undefined;
      return {
        getTracker: (url, siteId) => {
          calls.push(['getTracker', url, siteId]);
          return tracker;
        },
      };
    },
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  };
  return { calls, sleeps, deps, loads: () => loads };
}

const visitor = '3f2a9c4e-1b7d-4e8a-9c0f-112233445566';

describe('configured tracker', () => {
  it('is set up as spec §7 says: site 1, our visitor id, heartbeat 15 s, no cookies, link tracking', async () => {
    const { calls, deps } = setup();
    await new ConfiguredTracker('https://stats.example.com', visitor, deps).ready;
    expect(calls).toEqual([
      ['load', 'https://stats.example.com/matomo.js'],
      ['getTracker', 'https://stats.example.com/matomo.php', 1],
      ['disableCookies'],
      ['setVisitorId', '3f2a9c4e1b7d4e8a'],
      ['enableHeartBeatTimer', 15],
      ['enableLinkTracking', true],
    ]);
  });

  it('tries the script again after 1 s, 2 s, 3 s, … and polls for the tracker every 100 ms', async () => {
    const { sleeps, deps, loads } = setup({ failures: 3, globalAfterPolls: 2 });
    expect(await new ConfiguredTracker('https://stats.example.com/', visitor, deps).ready).toBeDefined();
    expect(loads()).toBe(4);
    expect(sleeps).toEqual([1000, 2000, 3000, 100, 100]);
  });

  it('gives up quietly after 10 attempts: logged, and events are dropped', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { calls, deps, loads } = setup({ failures: 100 });
    const configured = new ConfiguredTracker('https://stats.example.com/', visitor, deps);
    expect(await configured.ready).toBeUndefined();
    expect(loads()).toBe(10);
    expect(warn).toHaveBeenCalledWith(
      '[analytics] The analytics script failed to load after 10 attempts',
      expect.any(Error),
    );
    configured.forward((t) => t.trackEvent('widget', 'open', 'x'));
    expect(calls.some(([name]) => name === 'trackEvent')).toBe(false);
    warn.mockRestore();
  });

  it('an event before the tracker is tried again after 2 s, 4 s, 8 s, …', async () => {
    const { calls, deps } = setup();
    const waits: number[] = [];
    let wake: (() => void) | undefined;
    const configured: ConfiguredTracker = new ConfiguredTracker('https://stats.example.com/', visitor, {
      ...deps,
      // The script is still loading while the event comes.
      loadScript: (src) =>
        new Promise<void>((resolve) => (wake = () => void deps.loadScript(src).then(resolve))),
      sleep: (ms): Promise<void> => {
        waits.push(ms);
        if (waits.length < 3) return Promise.resolve();
        // The third wait ends once the script is there.
        wake?.();
        return configured.ready.then(() => undefined);
      },
    });
    configured.forward((t) => t.trackEvent('widget', 'open', 'keynote'));
    await configured.ready;
    await vi.waitFor(() => expect(calls).toContainEqual(['trackEvent', 'widget', 'open', 'keynote']));
    expect(waits).toEqual([2000, 4000, 8000]);
  });

  it('drops an event after its 10th attempt: 9 waits, then never sent, even once the tracker is there', async () => {
    const { calls, deps } = setup();
    const waits: number[] = [];
    let wake: (() => void) | undefined;
    const configured = new ConfiguredTracker('https://stats.example.com/', visitor, {
      ...deps,
      // The script arrives only when the test says so.
      loadScript: (src) =>
        new Promise<void>((resolve) => (wake = () => void deps.loadScript(src).then(resolve))),
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    configured.forward((t) => t.trackEvent('widget', 'open', 'dropped'));
    await vi.waitFor(() => expect(waits).toHaveLength(9));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(waits).toEqual([2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, 512000]);
    wake?.();
    expect(await configured.ready).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.some(([name]) => name === 'trackEvent')).toBe(false);
    // Nothing is tried after the 10th attempt.
    expect(waits).toHaveLength(9);
    // A later event finds the tracker at once.
    configured.forward((t) => t.trackEvent('widget', 'open', 'later'));
    expect(calls).toContainEqual(['trackEvent', 'widget', 'open', 'later']);
  });

  it('sends an event whose 10th attempt finds the tracker', async () => {
    const { calls, deps } = setup();
    const waits: number[] = [];
    let wake: (() => void) | undefined;
    const configured: ConfiguredTracker = new ConfiguredTracker('https://stats.example.com/', visitor, {
      ...deps,
      loadScript: (src) =>
        new Promise<void>((resolve) => (wake = () => void deps.loadScript(src).then(resolve))),
      sleep: (ms): Promise<void> => {
        waits.push(ms);
        if (waits.length < 9) return Promise.resolve();
        // The 9th wait ends once the script is there: the 10th attempt finds the tracker.
        wake?.();
        return configured.ready.then(() => undefined);
      },
    });
    configured.forward((t) => t.trackEvent('widget', 'open', 'last-chance'));
    await configured.ready;
    await vi.waitFor(() => expect(calls).toContainEqual(['trackEvent', 'widget', 'open', 'last-chance']));
    expect(waits).toHaveLength(9);
  });

  it('makes a 16-digit hex visitor id of a UUID', () => {
    expect(matomoVisitorId('3F2A9C4E-1B7D-4E8A-9C0F-112233445566')).toBe('3f2a9c4e1b7d4e8a');
  });
});
