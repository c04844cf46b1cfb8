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
    env: { TZ: 'UTC' },
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
