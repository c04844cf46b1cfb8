import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
// Debian's Chromium with the flags the browser benches use too (a plain module: no Playwright in it).
import { chromiumFlags, chromiumPath } from './bench/support/chromium.mjs';

// Each worker has a server of its own (e2e/support/lane.ts), so the specs of one never see the
// attendees or venue changes of another. A lane keeps about two cores busy (browser and server):
// on two cores, lanes side by side only share them, and the run takes longer.
const workers = Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2)));

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    // The hotspots' endless pulse keeps a software-drawn page busy (a sixth of a core per idle
    // tab); the specs open up to four at once. The steady ring of reduced motion is drawn instead.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath,
      // A page goes on in the process of its blank start instead of a new one per site: the
      // browser's process isolation protects people from hostile sites, not the specs from our
      // own app, and a renderer start per page cost about 6 % of the run.
      args: [...chromiumFlags, '--renderer-process-limit=1', '--disable-site-isolation-trials'],
    },
    screenshot: 'only-on-failure',
  },
});
