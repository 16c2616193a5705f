import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Most unit and integration files wait on servers, child processes and databases rather than compute, so
    // two workers keep a two-core machine busy (Vitest's default there is one). `npm test` runs the e2e project
    // beside them, in a process of its own (see `package.json`).
    maxWorkers: 2,
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          globalSetup: ['tests/cluster/build-site.global.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // Each file runs three instances and nginx: one file at a time on two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
