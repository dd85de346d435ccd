import { defineConfig } from 'vitest/config';

// One runner for every workspace; `--project server` runs the server suite alone (CI runs it
// a second time against PostgreSQL and Redis).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          exclude: ['packages/sdk/**'],
          environment: 'node',
        },
      },
      {
        // The SDK runs in partners' pages: its tests run in a DOM.
        test: {
          name: 'sdk',
          include: ['packages/sdk/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The bench's and CI's own scripts (the first-load size budget).
        test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' },
      },
      './apps/widget/vite.config.ts',
    ],
  },
});
