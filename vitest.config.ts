import { configDefaults, defineConfig } from 'vitest/config';
import SlowestFirst from './vitest.sequencer.ts';

/** API test files that mock a module (logging.test.ts wraps fastify to capture the log). */
const MOCKING_MODULES = ['apps/api/test/logging.test.ts'];

/** What both API projects share. */
const api = {
  environment: 'node' as const,
  globalSetup: ['apps/api/test/global-setup.ts'],
  setupFiles: ['apps/api/test/fail-on-console-error.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Each file opens its own database; two workers on 2 cores. A third was faster with a warm cache here
  // (280 → 254 s) but slower in a fresh clone, as CI runs it (283 → 324 s). VITEST_API_WORKERS overrides it.
  maxWorkers: Number(process.env.VITEST_API_WORKERS ?? 2),
  // Runs after the domain project (vitest needs distinct groups for distinct worker counts).
  sequence: { groupOrder: 1 },
};

export default defineConfig({
  test: {
    sequence: { sequencer: SlowestFirst },
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/build/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // The repository's own tooling (install helper, CI checks): plain Node, no database.
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          // The cluster's tests start real processes: vitest.ops.config.ts runs them.
          exclude: [...configDefaults.exclude, 'scripts/ops/**'],
          environment: 'node',
        },
      },
      {
        test: {
          ...api,
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...MOCKING_MODULES],
          // Each file opens its own database and app, so the files of a worker share the modules they
          // import instead of evaluating the app again per file: that evaluation was half of the suite's
          // time (316 s of "import" in CI; the whole suite 446 → 189 s on this machine).
          isolate: false,
        },
      },
      {
        test: {
          ...api,
          // Files that replace a module (vi.mock) need a module registry of their own.
          name: 'api-isolated',
          include: MOCKING_MODULES,
        },
      },
    ],
  },
});
