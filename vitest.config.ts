import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      'apps/web/build/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['apps/server/src/testing/test-schemas.global-setup.ts'],
    // Most tests wait on servers, databases and sockets rather than compute: more workers than cores.
    maxWorkers: 3,
    env: { TZ: 'UTC' },
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
