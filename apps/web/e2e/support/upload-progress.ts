import { expect, type Locator } from '@playwright/test';

/** The upload's progress bar moves: several values between empty and full are shown on the way. */
export async function expectProgressMoving(progress: Locator, values = 3) {
  const seen = new Set<number>();
  await expect
    .poll(
      async () => {
        const now = Number(await progress.getAttribute('aria-valuenow').catch(() => Number.NaN));
        if (now > 0 && now < 100) seen.add(now);
        return seen.size;
      },
      { intervals: [100], timeout: 15_000, message: 'progress values between 0 and 100' },
    )
    .toBeGreaterThanOrEqual(values);
}
