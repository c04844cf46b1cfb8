import { defineConfig, devices } from '@playwright/test';
// Debian's Chromium with the flags the browser benches use too (a plain module: no Playwright in it).
import { chromiumFlags, chromiumPath } from './bench/support/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4310);

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    // The hotspots' endless pulse keeps a software-drawn page busy (a sixth of a core per idle
    // tab); the specs open up to four at once. The steady ring of reduced motion is drawn instead.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node apps/web/e2e/start-server.mjs',
    url: `http://127.0.0.1:${port}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data',
      LOG_LEVEL: 'warn',
      // Not 'production': the single sign-on specs run their identity provider on http://127.0.0.1,
      // which production refuses (issuers must use https there).
      NODE_ENV: 'test',
      // The same identity provider listens on loopback, which is refused unless allowed.
      OIDC_ALLOW_PRIVATE_HOSTS: 'true',
    },
  },
});
