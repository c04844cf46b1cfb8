import { test as base } from '@playwright/test';
import { acceptAllCookies } from './consent';
import { type Lane, laneOf, startLaneServer } from './lane';

export * from '@playwright/test';
export { type Lane, laneOf } from './lane';

/**
 * The specs' `test`: every worker runs its own server (`lane`, see lane.ts), which `baseURL`
 * points at; every context starts with the demo venue's cookie choices made (all accepted), so
 * the banner does not cover the page; specs about the banner itself start without them
 * (`test.use({ cookiesAccepted: false })`).
 */
export const test = base.extend<{ cookiesAccepted: boolean }, { lane: Lane }>({
  lane: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use, workerInfo) => {
      const lane = laneOf(workerInfo);
      const stop = await startLaneServer(lane);
      await use(lane);
      await stop();
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ lane }, use) => use(lane.origin),
  cookiesAccepted: [true, { option: true }],
  context: async ({ context, cookiesAccepted }, use) => {
    if (cookiesAccepted) await acceptAllCookies(context);
    await use(context);
  },
});

/** For `test.use({ baseURL: onClockServer })`: the pages go to the lane's own clock server. */
export const onClockServer = async ({ lane }: { lane: Lane }, use: (url: string) => Promise<void>) =>
  use(`http://127.0.0.1:${lane.clockPort}`);
