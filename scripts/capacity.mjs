#!/usr/bin/env node
// `npm run capacity` (issue 25, point 7; not in CI): what one PostgreSQL holds at the read budget on this
// machine. The soak's mix (scripts/ops/soak-mix.mjs) against the cluster, stepping the number of
// virtual users past the point where a read's p95 breaks its budget (until errors); per step: requests/s, pages/s,
// the worst read's p95, the API processes' CPU per request, the database's transactions per request, and
// the "active people" those pages stand for (one page every REAL_SECONDS_PER_PAGE s each). At the end,
// how many rows the append-only tables gained per sign-in and per rating: decision 0081's growth figures.
//
//   node scripts/capacity.mjs [--steps 25,50,100,200,400] [--seconds 60] [--warmup-seconds 15]
//                             [--processes 2] [--people 1000]
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { machineLines, watchMachine } from './machine-state.mjs';
import { cleanUpsOnSignal } from './ops/clean-ups.mjs';
import { createScratchDatabase, ensureBuilt, startCluster } from './ops/cluster.mjs';
import {
  isRead,
  prepareImportFramework,
  READ_BUDGET_MS,
  REAL_SECONDS_PER_PAGE,
  runClients,
} from './ops/soak-mix.mjs';
import { SOAK_PASSWORD, seedSoakPeople } from './ops/soak-seed.mjs';
import { cpuSeconds, Recorder } from './ops/soak-stats.mjs';

const { values: args } = parseArgs({
  options: {
    steps: { type: 'string', default: '25,50,100,200,400' },
    seconds: { type: 'string', default: '60' },
    'warmup-seconds': { type: 'string', default: '15' },
    processes: { type: 'string', default: '2' },
    people: { type: 'string', default: '1000' },
  },
});
const steps = args.steps.split(',').map(Number);
const seconds = Number(args.seconds);
const warmupSeconds = Number(args['warmup-seconds']);
const processes = Number(args.processes);

/**
 * The steps go on past the budget, so the curve shows where throughput stops rising (the machine's
 * saturation), not only where the first p95 crosses 50 ms; they stop at errors or at this many times it.
 */
const STOP_AT_BUDGET_TIMES = 10;

/** The tables that only grow: what partitioning by time (decision 0081) would be for. */
const APPEND_ONLY = [
  'audit_log',
  'security_events',
  'competency_ratings',
  'level_changes',
  'session',
  'auth_rate_limits',
  'email_outbox',
  'jobs',
];

const { cleanups, cleanUp } = cleanUpsOnSignal();

/**
 * The database's transactions so far, and the CPU seconds of each server process serving its
 * connections (PostgreSQL runs on this machine; one process per connection). The pools keep their
 * connections under load, so the difference between two readings is the database's CPU for the step;
 * a connection opened and closed between the readings is missed, so it is a lower bound.
 */
async function databaseCounters(url, name) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const stats = await client.query(
      'select xact_commit + xact_rollback as xacts from pg_stat_database where datname = $1',
      [name],
    );
    const backends = await client.query(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return {
      xacts: Number(stats.rows[0]?.xacts ?? 0),
      cpu: new Map(backends.rows.map((row) => [row.pid, cpuSeconds(row.pid)])),
    };
  } finally {
    await client.end();
  }
}

/** CPU seconds the database's server processes used between two readings (those in both). */
function databaseCpu(before, after) {
  let seconds = 0;
  for (const [pid, cpu] of after.cpu) if (before.cpu.has(pid)) seconds += cpu - (before.cpu.get(pid) ?? 0);
  return seconds;
}

async function rowCounts(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const counts = {};
    for (const table of APPEND_ONLY) {
      const { rows } = await client
        .query(`select count(*)::int as n from ${table}`)
        .catch(() => ({ rows: [] }));
      counts[table] = rows[0]?.n ?? null;
    }
    return counts;
  } finally {
    await client.end();
  }
}

async function signInsSucceeded(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from audit_log where action = 'sign_in.succeeded'",
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

async function step(cluster, database, people, importFrameworkId, clients) {
  const measured = new Recorder();
  const holder = { current: new Recorder() };
  const recorder = {
    ok: (name, ms) => holder.current.ok(name, ms),
    error: (name, ms, reason) => holder.current.error(name, ms, reason),
    page: () => holder.current.page(),
  };
  const end = performance.now() + (warmupSeconds + seconds) * 1000;
  let before = null;
  const switcher = setTimeout(async () => {
    holder.current = measured;
    before = {
      cpu: cluster.members.map((m) => cpuSeconds(m.pid)),
      db: await databaseCounters(database.url, database.name),
      client: process.cpuUsage(),
    };
  }, warmupSeconds * 1000);
  await runClients({
    baseUrl: cluster.url,
    clients,
    people,
    password: SOAK_PASSWORD,
    recorder,
    importFrameworkId,
    until: () => performance.now() >= end,
  });
  clearTimeout(switcher);
  const after = {
    cpu: cluster.members.map((m) => cpuSeconds(m.pid)),
    db: await databaseCounters(database.url, database.name),
    client: process.cpuUsage(before?.client),
  };
  const ops = measured.summary();
  const reads = ops.filter((o) => isRead(o.name));
  const worst = reads.reduce((a, b) => (b.p95 > a.p95 ? b : a), { name: '—', p95: 0 });
  const requests = measured.requests;
  const apiCpu = before ? after.cpu.reduce((sum, cpu, i) => sum + cpu - (before.cpu[i] ?? 0), 0) : 0;
  const xacts = before ? after.db.xacts - before.db.xacts : 0;
  return {
    clients,
    requests,
    rps: requests / seconds,
    pagesPerSecond: measured.pages / seconds,
    errors: ops.reduce((sum, o) => sum + o.errors, 0),
    errorSample: ops.find((o) => o.errors > 0)?.samples[0],
    worst,
    readP95: Object.fromEntries(reads.map((o) => [o.name, Number(o.p95.toFixed(1))])),
    apiCpuMsPerRequest: requests ? (apiCpu * 1000) / requests : 0,
    dbCpuMsPerRequest: requests && before ? (databaseCpu(before.db, after.db) * 1000) / requests : 0,
    clientCpuMsPerRequest: requests ? (after.client.user + after.client.system) / 1000 / requests : 0,
    xactsPerRequest: requests ? xacts / requests : 0,
    xactsPerSecond: xacts / seconds,
  };
}

let exitCode = 1;
try {
  const machine = watchMachine();
  await ensureBuilt();
  const database = await createScratchDatabase(process.env.SOAK_ADMIN_URL, 'ch_capacity');
  cleanups.push(() => database.drop());
  const cluster = await startCluster({
    databaseUrl: database.url,
    processes,
    seedDemo: true,
    env: { RATE_LIMIT_IP_MAX: '1000000', RATE_LIMIT_ACCOUNT_MAX: '1000000' },
  });
  cleanups.push(() => cluster.close());
  const people = await seedSoakPeople(database.url, Number(args.people));
  const setup = new Recorder();
  const importFrameworkId = await prepareImportFramework(cluster.url, setup, SOAK_PASSWORD);
  const rowsBefore = await rowCounts(database.url);
  const results = [];
  for (const clients of steps) {
    const result = await step(cluster, database, people, importFrameworkId, clients);
    results.push(result);
    console.info(
      `${clients} clients: ${result.rps.toFixed(0)} requests/s, ${result.pagesPerSecond.toFixed(1)} pages/s ` +
        `(≈ ${Math.round(result.pagesPerSecond * REAL_SECONDS_PER_PAGE)} active people), worst read p95 ` +
        `${result.worst.p95.toFixed(1)} ms (${result.worst.name}), ${result.errors} errors, ` +
        `CPU per request: API ${result.apiCpuMsPerRequest.toFixed(2)} ms, PostgreSQL ${result.dbCpuMsPerRequest.toFixed(2)} ms, ` +
        `load generator ${result.clientCpuMsPerRequest.toFixed(2)} ms; ${result.xactsPerRequest.toFixed(2)} transactions/request ` +
        `(${result.xactsPerSecond.toFixed(0)}/s)`,
    );
    if (result.errors > 0 || result.worst.p95 >= READ_BUDGET_MS * STOP_AT_BUDGET_TIMES) {
      if (result.errorSample) console.info(`  first error: ${result.errorSample}`);
      console.info(`  stopping: errors, or a read over ${STOP_AT_BUDGET_TIMES} × its budget`);
      break;
    }
  }
  const withinBudget = results.filter((r) => r.errors === 0 && r.worst.p95 < READ_BUDGET_MS).at(-1);
  const busiest = results.reduce((a, b) => (b.rps > a.rps ? b : a));
  console.info(
    withinBudget
      ? `Within the read budget up to ${withinBudget.clients} clients: ${withinBudget.rps.toFixed(0)} requests/s, ≈ ${Math.round(withinBudget.pagesPerSecond * REAL_SECONDS_PER_PAGE)} active people`
      : `No step kept every read within ${READ_BUDGET_MS} ms at p95`,
  );
  console.info(
    `Most served: ${busiest.rps.toFixed(0)} requests/s at ${busiest.clients} clients (worst read p95 ${busiest.worst.p95.toFixed(0)} ms)`,
  );
  const rowsAfter = await rowCounts(database.url);
  const ratings = (rowsAfter.competency_ratings ?? 0) - (rowsBefore.competency_ratings ?? 0);
  const signIns = await signInsSucceeded(database.url);
  console.info('\nRows gained by the append-only tables over all steps:');
  for (const table of APPEND_ONLY) {
    const gained = (rowsAfter[table] ?? 0) - (rowsBefore[table] ?? 0);
    console.info(`  ${table}: +${gained} (${rowsAfter[table]} in all)`);
  }
  console.info(`  (sign-ins: ${signIns}; ratings saved: ${ratings})`);
  console.info(['', ...machineLines(machine.stop()), `(${os.cpus().length} cores)`].join('\n'));
  console.info(JSON.stringify({ results, rowsBefore, rowsAfter }));
  exitCode = 0;
} catch (error) {
  console.error(error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
