import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { Metrics, routeLabel } from './metrics.ts';

describe('routeLabel', () => {
  it("is the route's pattern for the API and /metrics, one label for the web app's files", () => {
    expect(routeLabel('/api/v1/teams/:teamId', 'GET', 200)).toBe('/api/v1/teams/:teamId');
    expect(routeLabel('/metrics', 'GET', 200)).toBe('/metrics');
    expect(routeLabel('/assets/index-4f2a9c.js', 'GET', 200)).toBe('static');
    expect(routeLabel('/favicon.svg', 'HEAD', 304)).toBe('static');
  });

  it('tells the app shell from any other unknown path, which never becomes a label of its own', () => {
    expect(routeLabel(undefined, 'GET', 200)).toBe('app-shell');
    expect(routeLabel(undefined, 'HEAD', 200)).toBe('app-shell');
    expect(routeLabel(undefined, 'GET', 404)).toBe('unmatched');
    expect(routeLabel(undefined, 'POST', 200)).toBe('unmatched');
  });
});

describe('a scrape while the database cannot be reached', () => {
  it("still answers, with the process's figures, database_up 0 and no stale database figures", async () => {
    let reachable = true;
    const database = {
      poolUse: () => ({ size: 3, idle: 1, waiting: 4, max: 10 }),
      db: {
        execute: async () => {
          if (!reachable) throw new Error('Connection terminated unexpectedly');
          return { rows: [{ figure: 'jobs_due', label: 'levels.recompute', value: 5 }] };
        },
      },
    } as unknown as Database;
    const metrics = new Metrics(database, ['levels.recompute']);
    expect(await metrics.exposition()).toContain('competencyhub_jobs_due{kind="levels.recompute"} 5');

    reachable = false;
    const text = await metrics.exposition();
    expect(text).toMatch(/^competencyhub_database_up 0$/m);
    expect(text).not.toMatch(/^competencyhub_jobs_due\{/m);
    expect(text).not.toMatch(/^competencyhub_outbox_messages\{/m);
    expect(text).toMatch(/^competencyhub_db_pool_connections\{state="in_use"\} 2$/m);
    expect(text).toMatch(/^competencyhub_db_pool_waiting_queries 4$/m);
    expect(text).toMatch(/^competencyhub_db_pool_max_connections 10$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });
});
