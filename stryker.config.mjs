// Mutation testing of the code that decides who gets in: `npm run test:mutation` (not part of
// `npm test`). Every mutant must be killed by a test or be listed as equivalent in the README.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: [
    'apps/server/src/modules/auth/authorize.ts',
    'apps/server/src/modules/auth/login-throttle.service.ts',
    'apps/server/src/modules/auth/login-attempts.repository.ts',
    'apps/server/src/modules/auth/session-guard.service.ts',
    'apps/server/src/modules/auth/token.service.ts',
    'apps/server/src/modules/auth/reset-link.ts',
    'apps/server/src/modules/sso/public-url.helper.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 15000,
  ignorePatterns: ['.tmp', '.git', 'test-results', 'reports', 'apps/web', 'bench', 'node_modules'],
  tempDirName: '.stryker-tmp',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Every mutant is killed: a survivor fails the run.
  thresholds: { high: 100, low: 100, break: 100 },
};
