import { defineConfig } from 'vitest/config';

/**
 * The production set-up's tests (issue 25): built API processes on PostgreSQL behind nginx, started and
 * stopped by scripts/ops/cluster.mjs. Kept out of `npx vitest run` (they need PostgreSQL and nginx and
 * start real processes): `npx vitest run -c vitest.ops.config.ts`.
 */
export default defineConfig({
  test: {
    name: 'ops',
    include: ['scripts/ops/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own cluster; one at a time on a 2-core machine.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
