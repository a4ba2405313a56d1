#!/usr/bin/env node
// `npm run soak` (issue 25, point 3): 50 virtual users for 10 minutes against the cluster on PostgreSQL
// (two API processes behind nginx, scripts/ops/cluster.mjs), a realistic mix of sign-ins, pages,
// self-ratings, searches and framework imports (scripts/ops/soak-mix.mjs). Passes when no request
// failed, every read kept its p95 budget, and each API process's resident memory at the end is within
// 10 % of what it was after the warm-up. Exits 1 otherwise, with a FAIL line per miss.
//
//   node scripts/soak.mjs [--minutes 10] [--clients 50] [--people 500] [--processes 2]
//                         [--warmup-seconds 60] [--write-docs]
//
// CI runs `node scripts/soak.mjs --minutes 2`; `npm run soak` runs 10 minutes and rewrites the
// "Soak" section of docs/benchmarks.md. SOAK_ADMIN_URL is the PostgreSQL admin connection (default:
// postgres on 127.0.0.1:5432); the database is made for the run and dropped after it.
import { parseArgs } from 'node:util';
import { missedBy, replaceBenchSection } from './bench-section.mjs';
import { machineLines, watchMachine } from './machine-state.mjs';
import { cleanUpsOnSignal } from './ops/clean-ups.mjs';
import { createScratchDatabase, ensureBuilt, startCluster } from './ops/cluster.mjs';
import { isRead, prepareImportFramework, READ_BUDGET_MS, runClients, THINK_MS } from './ops/soak-mix.mjs';
import { SOAK_PASSWORD, seedSoakPeople } from './ops/soak-seed.mjs';
import { cpuSeconds, Recorder, rssMiB } from './ops/soak-stats.mjs';

const HEADING = '## Soak';
/** Resident memory may grow this much between the end of the warm-up and the end of the run. */
const MEMORY_GROWTH_MAX = 0.1;
const MEMORY_SAMPLE_MS = 2_000;
const MEMORY_WINDOW_MS = 30_000;

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    clients: { type: 'string', default: '50' },
    people: { type: 'string', default: '500' },
    processes: { type: 'string', default: '2' },
    'warmup-seconds': { type: 'string' },
    'write-docs': { type: 'boolean', default: false },
  },
});
const minutes = Number(args.minutes);
const clients = Number(args.clients);
const peopleCount = Number(args.people);
const processes = Number(args.processes);
// Long enough for the JIT, the pools and the caches to fill: a tenth of the run, at least 30 s.
const warmupSeconds = Number(args['warmup-seconds'] ?? Math.max(30, Math.min(60, minutes * 6)));

/**
 * The soak's limits for sign-in: every virtual user comes from one address and signs in as people far
 * more often than a person does, so the defaults (60 a minute per address, 10 per account in 15 min)
 * would answer 429. The limiter still runs and writes its table on every sign-in; only its ceiling moves.
 */
const SOAK_ENV = {
  RATE_LIMIT_IP_MAX: '1000000',
  RATE_LIMIT_ACCOUNT_MAX: '1000000',
};

const { cleanups, cleanUp } = cleanUpsOnSignal('stopping the cluster and dropping the database');

/** A recorder whose target can be switched mid-run: warm-up and measured run share one continuous load. */
function switchableRecorder(first) {
  const holder = { current: first };
  return {
    holder,
    ok: (name, ms) => holder.current.ok(name, ms),
    error: (name, ms, reason) => holder.current.error(name, ms, reason),
    page: () => holder.current.page(),
  };
}

/** Resident memory of each API process in MiB (null for one that has gone). */
const memoryOf = (cluster) =>
  cluster.members.map((m) => ({ index: m.index, pid: m.pid, mib: rssMiB(m.pid) }));

async function soak() {
  const machine = watchMachine();
  await ensureBuilt();
  const database = await createScratchDatabase(process.env.SOAK_ADMIN_URL, 'ch_soak');
  cleanups.push(() => database.drop());
  const started = performance.now();
  const cluster = await startCluster({ databaseUrl: database.url, processes, env: SOAK_ENV, seedDemo: true });
  cleanups.push(() => cluster.close());
  const clusterSeconds = (performance.now() - started) / 1000;
  const people = await seedSoakPeople(database.url, peopleCount);
  const setup = new Recorder();
  const importFrameworkId = await prepareImportFramework(cluster.url, setup, SOAK_PASSWORD);
  console.info(
    `cluster of ${processes} up in ${clusterSeconds.toFixed(1)} s at ${cluster.url}; ${people.length} people added; ` +
      `warm-up ${warmupSeconds} s, then ${minutes} min with ${clients} clients`,
  );

  const warmup = new Recorder();
  const measured = new Recorder();
  const recorder = switchableRecorder(warmup);
  const runStart = performance.now();
  const warmupEnd = runStart + warmupSeconds * 1000;
  const runEnd = warmupEnd + minutes * 60_000;
  /** [{ at, mib: [per process] }] every MEMORY_SAMPLE_MS, under load all along. */
  const samples = [];
  let warmedUp = false;
  let cpuAtWarmup = [];
  const sampler = setInterval(() => {
    const now = performance.now();
    samples.push({ at: now, mib: memoryOf(cluster).map((m) => m.mib) });
    if (!warmedUp && now >= warmupEnd) {
      warmedUp = true;
      recorder.holder.current = measured;
      cpuAtWarmup = cluster.members.map((m) => cpuSeconds(m.pid));
      console.info('warm-up done: measuring');
    }
    if (warmedUp && samples.length % 15 === 0)
      console.info(
        `${Math.max(0, (runEnd - now) / 1000).toFixed(0)} s left; ${measured.requests} requests measured; ` +
          `resident memory ${samples
            .at(-1)
            ?.mib.map((mib) => `${mib?.toFixed(0)} MiB`)
            .join(', ')}`,
      );
  }, MEMORY_SAMPLE_MS);
  await runClients({
    baseUrl: cluster.url,
    clients,
    people,
    password: SOAK_PASSWORD,
    recorder,
    importFrameworkId,
    until: () => performance.now() >= runEnd,
  });
  clearInterval(sampler);
  const elapsed = (performance.now() - warmupEnd) / 1000;
  const apiCpu = cluster.members.reduce((sum, m, i) => sum + cpuSeconds(m.pid) - (cpuAtWarmup[i] ?? 0), 0);
  // The top of the garbage collector's saw-tooth in the last MEMORY_WINDOW_MS of each phase: one
  // reading can land before or after a collection and differ by 15 % on its own (seen here), and a
  // 10-second window still missed the top of a slower tooth (+11 % that the run's own highest, earlier,
  // did not bear out); the highest over 30 s is the heap at its fullest, which is what a leak raises.
  const highestIn = (from, to) =>
    cluster.members.map((_, i) => {
      const inWindow = samples.filter((s) => s.at >= from && s.at <= to).map((s) => s.mib[i]);
      return inWindow.length && inWindow.every((mib) => mib !== null) ? Math.max(...inWindow) : null;
    });
  return {
    machine: machine.stop(),
    clusterSeconds,
    setup: setup.summary(),
    warmup: warmup.summary(),
    ops: measured.summary(),
    requests: measured.requests,
    elapsed,
    pages: measured.pages,
    apiCpuSeconds: apiCpu,
    afterWarmup: highestIn(warmupEnd - MEMORY_WINDOW_MS, warmupEnd + MEMORY_SAMPLE_MS),
    atEnd: highestIn(runEnd - MEMORY_WINDOW_MS, runEnd + MEMORY_SAMPLE_MS),
    peak: cluster.members.map((_, i) => Math.max(0, ...samples.map((s) => s.mib[i] ?? 0))),
  };
}

function failuresOf(result) {
  const failures = [];
  // An error during the warm-up or the set-up is an error too: only the timings of the warm-up are dropped.
  const phases = [
    ['set-up', result.setup],
    ['warm-up', result.warmup],
    ['run', result.ops],
  ];
  for (const [phase, ops] of phases) {
    for (const op of ops.filter((o) => o.errors > 0))
      failures.push(`${op.name} (${phase}): ${op.errors} of ${op.count} failed, e.g. ${op.samples[0]}`);
  }
  for (const op of result.ops.filter((o) => isRead(o.name))) {
    const miss = missedBy(`\`${op.name}\` p95`, op.p95, READ_BUDGET_MS);
    if (miss) failures.push(miss);
  }
  for (const [i, warm] of result.afterWarmup.entries()) {
    const end = result.atEnd[i];
    if (warm === null || end === null || end === undefined) {
      failures.push(`API process #${i}: its memory could not be read (did it exit?)`);
      continue;
    }
    // Growth is judged: memory given back is no leak.
    const growth = end / warm - 1;
    if (growth > MEMORY_GROWTH_MAX)
      failures.push(
        `API process #${i}: resident memory ${warm.toFixed(0)} MiB after warm-up, ${end.toFixed(0)} MiB at the end (+${(growth * 100).toFixed(1)} %, at most +${MEMORY_GROWTH_MAX * 100} %)`,
      );
  }
  return failures;
}

const ms = (n) => `${n.toFixed(1)} ms`;

function sectionLines(result, failures) {
  const date = new Date().toISOString().slice(0, 10);
  const rows = result.ops.map((op) => {
    const budget = isRead(op.name) ? `< ${READ_BUDGET_MS} ms` : '—';
    const verdict = isRead(op.name) ? (op.p95 < READ_BUDGET_MS ? 'met' : '**missed**') : '';
    return `| \`${op.name}\` | ${op.count.toLocaleString('en-US')} | ${op.errors} | ${ms(op.p50)} | ${ms(op.p95)} | ${ms(op.p99)} | ${budget}${verdict ? ` (${verdict})` : ''} |`;
  });
  const memoryRows = result.afterWarmup.map((warm, i) => {
    const end = result.atEnd[i] ?? 0;
    return `| #${i} | ${warm?.toFixed(0)} MiB | ${end.toFixed(0)} MiB | ${((end / (warm ?? 1) - 1) * 100).toFixed(1)} % | ${result.peak[i]?.toFixed(0)} MiB |`;
  });
  return [
    `${HEADING} (${clients} clients, ${minutes} minutes, ${processes} API processes behind nginx, PostgreSQL)`,
    '',
    `Measured by \`node scripts/soak.mjs --minutes ${minutes}\` on ${date}${minutes >= 10 ? ' (`npm run soak`)' : ''}; the CI runs the`,
    '2-minute version. A database made for the run with the demo data and',
    `${peopleCount} more people in Acme (teams of ten, one in fifty a learning lead, scripts/ops/soak-seed.mjs).`,
    `Each of ${clients} virtual users signs in as someone picked at random, opens 5 to 25 pages with`,
    `${THINK_MS.min / 1000}–${THINK_MS.max / 1000} s between them, signs out and starts again as someone else. A page is the API calls the`,
    'web app makes for it: the dashboard (`/me`, its tooltips, the assessment tasks), my assessment, a',
    'self-rating of 1 to 3 competencies, the gap analysis, feedback requests, a colleague search, a',
    "framework (whose competency search runs in the browser), a manager's reports, and for learning leads",
    'an import of a 10-row framework CSV. Sign-in limits are raised for the run (one address signs in as',
    'everyone; the limiter still runs). Reads are judged against the API read budget of DESIGN.md',
    `(p95 < ${READ_BUDGET_MS} ms); writes, sign-in and the import by their errors only. The load generator runs on`,
    `the same 2 cores. Cluster start: ${result.clusterSeconds.toFixed(1)} s; warm-up ${warmupSeconds} s under the same load, not counted.`,
    ...machineLines(result.machine),
    '',
    `${result.requests.toLocaleString('en-US')} requests in ${result.elapsed.toFixed(0)} s (${(result.requests / result.elapsed).toFixed(0)} requests/s, ${(result.pages / result.elapsed).toFixed(1)} pages/s).`,
    // CPU time is inflated far less than latency by other work on the machine: compare runs by it.
    `The API processes used ${((result.apiCpuSeconds * 1000) / result.requests).toFixed(1)} ms of CPU per request, ${((result.apiCpuSeconds / result.elapsed) * 100).toFixed(0)} % of one core on average.`,
    '',
    '| Operation | Requests | Errors | p50 | p95 | p99 | Budget (p95) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Resident memory of each API process (\`VmRSS\`), read every ${MEMORY_SAMPLE_MS / 1000} s under load: the highest reading of the`,
    `last ${MEMORY_WINDOW_MS / 1000} s of the warm-up and of the run (the top of the collector's saw-tooth; growth at most`,
    `+${MEMORY_GROWTH_MAX * 100} %), and the highest of the whole run:`,
    '',
    '| Process | After warm-up | At the end | Change | Highest |',
    '| --- | --- | --- | --- | --- |',
    ...memoryRows,
    '',
    failures.length === 0
      ? '**Result:** passed — no errors, every read within its budget, memory within 10 %.'
      : `**Result:** FAILED — ${failures.join('; ')}.`,
    '',
  ];
}

let exitCode = 1;
try {
  const result = await soak();
  const failures = failuresOf(result);
  const lines = sectionLines(result, failures);
  console.info(lines.join('\n'));
  if (args['write-docs']) replaceBenchSection(HEADING, lines);
  for (const failure of failures) console.error(`FAIL ${failure}`);
  exitCode = failures.length === 0 ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
