import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every workspace; `--project server` runs the server suite alone (CI runs it
// a second time against PostgreSQL and Redis).
export default defineConfig({
  test: {
    // One worker per core. Vitest's default keeps one core for itself (one worker on CI's 2-core
    // machine), but the suites leave it idle: measured in a fresh clone, the whole suite 467 -> 353 s,
    // the server suite on PostgreSQL 252 -> 167 s, green both ways (each worker has its own
    // PostgreSQL database, test/worker-database.ts).
    maxWorkers: os.availableParallelism(),
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
          // Every server test file builds its own app on its own database, and no file mocks a
          // module: the module graph (Fastify, every module, PGlite's WebAssembly) is imported once
          // per worker instead of once per file. Measured: import 120 s -> 6 s of worker time,
          // the suite 479 s -> 225 s on this 2-core machine; passes with the files shuffled too.
          isolate: false,
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
      {
        // The screens (features, the UI kit, layout, catalogues, routing, stores, forms): every file
        // renders into a fresh DOM and resets what it touches (test/setup.ts), so they share their
        // workers' module graph and jsdom instead of building both per file. Measured on this
        // 2-core machine: 80 files 250 s -> 60 s of wall time, and green under three shuffled orders.
        extends: './apps/widget/vite.config.ts',
        test: {
          name: 'widget',
          isolate: false,
          include: ['src/{features,ui,layout,i18n,routing,stores,forms,config}/**/*.test.{ts,tsx}'],
        },
      },
      {
        // The app shell, API client, start-up, host protocol and error tracking keep module state
        // on purpose (the early start's promises, the client's once-only handlers, mocked modules):
        // each of their files gets a fresh module graph.
        extends: './apps/widget/vite.config.ts',
        test: {
          name: 'widget-start',
          include: ['src/{app,api,host,error-tracking}/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
        },
      },
    ],
  },
});
