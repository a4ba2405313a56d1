import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { type Database, openDatabase, SESSION_OPTIONS } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { PLAN_EACH_TIME, statementName } from '../src/db/statement-cache.ts';
import { ensureSystemOwnerDomain } from '../src/seed/system-owner.ts';

/**
 * What the benchmarks share: p50/p95 of calls taken in turn, and the recorder that captures every
 * statement an API call sends (with its parameters and transactions) so the same SQL can be replayed
 * raw on the driver beside it: the ratio of the two is the API's own cost.
 */

export const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 120);

export interface Stats {
  p50: number;
  p95: number;
}

export function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  // Hundredths of a millisecond: a ratio of two p50s of a few milliseconds needs them.
  return { p50: Math.round(at(0.5) * 100) / 100, p95: Math.round(at(0.95) * 100) / 100 };
}

/** How long calls are made before any is timed: the server's code is then optimised, as in service. */
const WARM_UP_MS = 1500;

/**
 * Times several calls taking turns (a, b, a, b, …), after a warm-up of at least five turns and
 * WARM_UP_MS: with five turns alone, a call of a few milliseconds was timed while V8 was still
 * optimising the API's code, and its ratio to the raw SQL moved by ±0.1 between runs.
 */
export async function timeInTurn(
  fns: Array<() => Promise<unknown>>,
  iterations = ITERATIONS,
): Promise<Stats[]> {
  const warmUntil = performance.now() + WARM_UP_MS;
  for (let i = 0; i < 5 || performance.now() < warmUntil; i++) for (const fn of fns) await fn();
  const samples: number[][] = fns.map(() => []);
  for (let i = 0; i < iterations; i++) {
    for (const [j, fn] of fns.entries()) {
      const started = performance.now();
      await fn();
      samples[j]?.push(performance.now() - started);
    }
  }
  return samples.map(stats);
}

/** One statement as the API sent it; `begin` and `commit` mark a transaction. */
export interface Statement {
  text: string;
  params: unknown[];
}

/**
 * Records what Drizzle sends while `recording` is on. Transactions are marked where the app opens
 * them (Database.db.transaction and tenantTransaction): PGlite runs BEGIN/COMMIT itself, out of
 * Drizzle's sight.
 */
export class Recorder {
  recording = false;
  statements: Statement[] = [];
  logQuery(text: string, params: unknown[]) {
    if (!this.recording || /^(begin|commit|rollback)\b/i.test(text.trim())) return;
    this.statements.push({ text, params });
  }
  mark(text: 'begin' | 'commit') {
    if (this.recording) this.statements.push({ text, params: [] });
  }
  /** Wraps the app's transactions so their boundaries are recorded too. */
  watch(database: Database) {
    const transaction = database.db.transaction.bind(database.db);
    database.db.transaction = (async (fn: Parameters<typeof transaction>[0], config?: unknown) => {
      this.mark('begin');
      try {
        return await transaction(fn, config as Parameters<typeof transaction>[1]);
      } finally {
        this.mark('commit');
      }
    }) as typeof transaction;
    // On PostgreSQL a tenant transaction sends BEGIN and COMMIT itself (db/client.ts); on PGlite it is
    // a Drizzle transaction, marked above.
    if (database.kind === 'postgres') {
      const tenantTransaction = database.tenantTransaction.bind(database);
      database.tenantTransaction = async (companyId, fn) => {
        this.mark('begin');
        try {
          return await tenantTransaction(companyId, fn);
        } finally {
          this.mark('commit');
        }
      };
    }
  }
  async capture(fn: () => Promise<unknown>): Promise<Statement[]> {
    this.statements = [];
    this.recording = true;
    try {
      await fn();
    } finally {
      this.recording = false;
    }
    return this.statements;
  }
}

export type RawQuery = (text: string, params: unknown[]) => Promise<unknown>;

/**
 * The raw replay on PostgreSQL, prepared as the app prepares its statements (db/statement-cache.ts,
 * decision 0031): each one named by the hash of its text, so pg parses it once on this connection and
 * PostgreSQL reuses the parse and, after five runs, may settle on a generic plan; what the app leaves
 * unnamed (PLAN_EACH_TIME) stays unnamed here too. Replayed unprepared, the baseline paid a parse and
 * plan per statement that the API did not, and the ratio understated what the API adds.
 */
export function preparedQuery(client: pg.Client): RawQuery {
  const names = new Map<string, string | undefined>();
  return async (text, params) => {
    if (!names.has(text))
      names.set(
        text,
        text.startsWith(PLAN_EACH_TIME) || (!params.length && /^(begin|commit)$/i.test(text))
          ? undefined
          : statementName(text),
      );
    const name = names.get(text);
    return (await client.query(name ? { name, text, values: params } : { text, values: params })).rows;
  };
}

/**
 * The raw replay on PGlite. PGlite has no prepared statement to reuse: its `query` sends Parse,
 * Describe, Bind, Describe, Execute and Sync for the unnamed statement on every call, and the app's
 * driver calls the same `query` (PGlite 0.5). Both sides parse and plan every statement there, like
 * for like.
 */
export function pgliteQuery(client: {
  query: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;
}): RawQuery {
  return async (text, params) => (await client.query(text, params)).rows;
}

/** BENCH_PROFILE=1: each statement's time (the best of five replays) on stderr, slowest first. */
export async function profile(label: string, url: string, query: RawQuery, statements: readonly Statement[]) {
  const best = statements.map(() => Number.POSITIVE_INFINITY);
  for (let round = 0; round < 5; round++) {
    for (const [i, statement] of statements.entries()) {
      const started = performance.now();
      await query(statement.text, statement.params);
      best[i] = Math.min(best[i] ?? Number.POSITIVE_INFINITY, performance.now() - started);
    }
  }
  const rows = statements
    .map((statement, i) => ({ ms: best[i] ?? 0, text: statement.text.replace(/\s+/g, ' ').slice(0, 140) }))
    .sort((a, b) => b.ms - a.ms);
  console.error(`\n${label} ${url}`);
  for (const row of rows) console.error(`${row.ms.toFixed(2).padStart(8)} ms  ${row.text}`);
}

/**
 * BENCH_TIMELINE (while tuning): when each statement of a call was sent and answered, from the start
 * of the call, the median of 500 calls, on stderr; then the API's own time (the call's, less the time
 * its statements were out on the database) and, given `raw`, the replay's time, taking turns with it.
 * Marked where pg's Query is submitted and where its connection is ready again: every client's.
 */
export async function printTimeline(call: () => Promise<unknown>, raw: (() => Promise<void>) | null) {
  const marks: Array<[string, number]> = [];
  const query = pg.Query.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const { submit, handleReadyForQuery } = query;
  const label = (q: { text?: string }) => (q.text ?? '').replace(/\s+/g, ' ').slice(0, 50);
  query.submit = function (this: { text?: string }, ...args: unknown[]) {
    marks.push([`send ${label(this)}`, performance.now()]);
    return submit?.apply(this, args);
  };
  query.handleReadyForQuery = function (this: { text?: string }, ...args: unknown[]) {
    marks.push([`done ${label(this)}`, performance.now()]);
    return handleReadyForQuery?.apply(this, args);
  };
  const runs: Array<Array<[string, number]>> = [];
  const rawTimes: number[] = [];
  try {
    for (let i = 0; i < 600; i++) {
      if (raw) {
        const started = performance.now();
        await raw();
        if (i >= 100) rawTimes.push(performance.now() - started);
      }
      marks.length = 0;
      const started = performance.now();
      await call();
      marks.push(['answered', performance.now()]);
      if (i >= 100) runs.push(marks.map(([what, at]) => [what, at - started]));
    }
  } finally {
    query.submit = submit as (...args: unknown[]) => unknown;
    query.handleReadyForQuery = handleReadyForQuery as (...args: unknown[]) => unknown;
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const line = (ms: number, what: string) => console.error(`${ms.toFixed(3).padStart(8)} ms  ${what}`);
  for (const [j, [what]] of (runs[0] ?? []).entries())
    line(median(runs.map((run) => run[j]?.[1] ?? 0)), what);
  const own = runs.map((run) => {
    let out = 0;
    const sent: number[] = [];
    for (const [what, at] of run) {
      if (what.startsWith('send ')) sent.push(at);
      else if (what.startsWith('done ')) out += at - (sent.shift() ?? at);
    }
    return (run.at(-1)?.[1] ?? 0) - out;
  });
  line(median(own), "the API's own time");
  if (raw) line(median(rawTimes), 'raw replay');
}

/** Replays recorded statements in order on one connection. */
export const replay = (query: RawQuery, statements: readonly Statement[]) => async () => {
  for (const statement of statements) await query(statement.text, statement.params);
};

/**
 * Runs `fn` on a scratch database made on the PostgreSQL server of `serverUrl` (an admin connection
 * URL), dropped afterwards; BENCH_KEEP_DATABASE=1 keeps it for EXPLAIN ANALYZE (its name goes to stderr).
 */
export async function withScratchDatabase<T>(
  serverUrl: string,
  prefix: string,
  fn: (url: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    if (process.env.BENCH_KEEP_DATABASE) console.error(`kept database ${name}`);
    else await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

/**
 * The whole app over a seeded bench database, as the server builds it, with limits out of the way and
 * nothing running in the background (the outbox stopped: the recorder would take its queries for the
 * timed requests').
 */
export async function benchApp(database: Database, webDist: string | null = null) {
  const config = loadConfig({
    BASE_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JOBS_POLL_MS: '0',
    RATE_LIMIT_IP_MAX: '100000',
    RATE_LIMIT_ACCOUNT_MAX: '100000',
  });
  await ensureSystemOwnerDomain(database, config.SYSTEM_OWNER_DOMAIN);
  const app = await buildApp({
    config,
    database,
    authSecret: randomBytes(32).toString('hex'),
    logger: false,
    webDist,
    // What production serves: answers written by their compiled serializer, unchecked.
    checkResponses: false,
  });
  await app.ready();
  await app.services.outbox.stop();
  return app;
}

/** What a bench's run is given: the migrated database, its recorder and a raw connection to replay on. */
export type BenchRun<T> = (
  label: string,
  database: Database,
  recorder: Recorder,
  raw: RawQuery,
) => Promise<T>;

/** `run` on a fresh, migrated PGlite in a temporary folder (removed afterwards). */
export async function onScratchPglite<T>(prefix: string, run: BenchRun<T>): Promise<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  try {
    const recorder = new Recorder();
    const lite = await openDatabase({ dataDir: dir }, { logger: recorder });
    await migrate(lite);
    recorder.watch(lite);
    const client = lite.pglite;
    if (!client) throw new Error('no PGlite client');
    const result = await run('PGlite', lite, recorder, pgliteQuery(client));
    await lite.close();
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `run` on a scratch PostgreSQL database of the server at `serverUrl`, migrated, with one direct
 * connection (the API's session settings) for the prepared raw replay.
 */
export async function onScratchPostgres<T>(serverUrl: string, prefix: string, run: BenchRun<T>): Promise<T> {
  return withScratchDatabase(serverUrl, prefix, async (url) => {
    const recorder = new Recorder();
    const database = await openDatabase({ databaseUrl: url }, { logger: recorder });
    const direct = new pg.Client({ connectionString: url, options: SESSION_OPTIONS });
    try {
      await migrate(database);
      recorder.watch(database);
      await direct.connect();
      return await run('PostgreSQL', database, recorder, preparedQuery(direct));
    } finally {
      await direct.end().catch(() => {});
      await database.close();
    }
  });
}
