import { defineConfig } from 'vitest/config';

const shared = { environment: 'node' as const, env: { TZ: 'UTC' }, testTimeout: 20000, hookTimeout: 60000 };

export default defineConfig({
  test: {
    globalSetup: ['apps/server/src/testing/test-schemas.global-setup.ts'],
    // Most tests wait on servers, databases and sockets rather than compute: more workers than cores.
    maxWorkers: 3,
    projects: [
      {
        test: {
          ...shared,
          name: 'server',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          // Each test builds its own app, database and clock, so the server's modules are loaded
          // once per worker rather than once per file (which was most of the run).
          isolate: false,
        },
      },
      {
        // The client's tests replace modules and keep stores at module level: one module graph each.
        test: {
          ...shared,
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/build/**/*.test.ts'],
        },
      },
    ],
  },
});
