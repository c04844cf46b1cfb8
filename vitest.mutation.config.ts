import { defineConfig } from 'vitest/config';

/**
 * The tests mutation testing (stryker.config.mjs) runs: those of the code that decides who gets
 * in. Kept apart from vitest.config.ts so that `npm run test:mutation` finishes in minutes.
 */
export default defineConfig({
  test: {
    // Unit tests on the real SQLite database: each mutant runs the tests that reach it, so no test
    // here starts a whole app (the integration tests of the same rules run in `npm test`).
    include: [
      'apps/server/src/modules/auth/authorize.test.ts',
      'apps/server/src/modules/auth/login-throttle.service.test.ts',
      'apps/server/src/modules/auth/session-guard.service.test.ts',
      'apps/server/src/modules/auth/reset-link.test.ts',
      'apps/server/src/modules/auth/token.service.test.ts',
      'apps/server/src/modules/sso/public-url.helper.test.ts',
    ],
    environment: 'node',
    env: { TZ: 'UTC' },
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
