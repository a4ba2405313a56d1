#!/usr/bin/env node
// `npm run bench`: start-up time, idle memory, sign-in throughput, API latency, the bytes a first visit
// downloads and Lighthouse's mobile performance score. Results are written to docs/benchmarks.md.
// Budgets live here, not in timed unit tests: a page over its budget prints a FAIL line and the
// bench exits with status 1.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assistantFailures, assistantSection, measureAssistant } from './assistant-bench.mjs';
import { missedBy } from './bench-section.mjs';
import { competencyFailures, competencySection, measureCompetencies } from './competency-bench.mjs';
import { hrisFailures, hrisSection, measureHris } from './hris-bench.mjs';
import { itAdminFailures, itAdminSection, measureItAdmin } from './it-admin-bench.mjs';
import { largeFailures, largeSection, measureLarge } from './large-bench.mjs';
import { lighthouseFailures, lighthouseSection, measureLighthouse } from './lighthouse.mjs';
import { machineLines, watchMachine } from './machine-state.mjs';
import { READ_BUDGET_MS, readFailures } from './read-budget.mjs';
import { measureSubscriptions, subscriptionFailures, subscriptionSection } from './subscription-bench.mjs';
import { measureWireBytes, wireFailures, wireSection } from './wire-size.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 3300 + Math.floor(Math.random() * 200);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const DEMO_OWNER = { email: 'owner@acme.test', password: 'Demo-pass-2026' };
/** A warm `npm start` (same data directory, build current) answers health within this. */
const WARM_START_BUDGET_S = 5;

/** Why absolute timings are compared between runs only with the machine's state (issue 22, point 9). */
const COMPARING_RUNS = [
  '### Comparing runs',
  '',
  'Timings of the same code have differed two- to threefold between runs on this shared machine, not by',
  'the ±20 % this page once claimed. `GET /api/v1/me` went from 2.7 to 8.7 ms (p50, one client, PGlite)',
  'and from 1.2 to 2.9 ms (PostgreSQL) between the runs of commits e5bd62c and f813186, yet nothing on',
  'its path changed between them (the session check of decision 0031, the profile query, the route).',
  'In the same two runs sign-in, argon2id and equally unchanged, fell from 76 to 35 requests/s on',
  'PGlite, and the raw SQL replays of the competency section, which run no API code at all, slowed',
  '1.5 to 2.1 times: the machine was slower, busy with other work that a load average read only at the',
  'start and the end (0.7 and 1.3) did not show. Hence the sampled load average and the CPU job above.',
  'Ratios taken within one run (API ÷ raw SQL, timed in turn) hold; absolute timings compare only',
  'between runs whose CPU job took about as long.',
  '',
];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitForHealth(deadlineMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    try {
      const res = await fetch(`${BASE}/api/v1/health`);
      if (res.ok) return;
    } catch {}
    await sleep(25);
  }
  throw new Error('server did not become healthy');
}

function stop(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

const env = (dataDir) => ({
  ...process.env,
  PORT: String(PORT),
  // The address the bench's browser uses: the origin check trusts BASE_URL, not the Host header.
  BASE_URL: BASE,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_IP_MAX: '100000000',
  RATE_LIMIT_ACCOUNT_MAX: '100000000',
});

async function timeNpmStart(dataDir) {
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: env(dataDir),
    stdio: 'ignore',
    detached: true,
  });
  await waitForHealth();
  const seconds = (performance.now() - started) / 1000;
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return seconds;
}

function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
function request(method, url, { body, cookie } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      `${BASE}${url}`,
      {
        method,
        agent,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

async function load(name, makeRequest, concurrency = CONCURRENCY) {
  const latencies = [];
  let errors = 0;
  const until = performance.now() + DURATION_MS;
  const worker = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      const res = await makeRequest();
      latencies.push(performance.now() - t0);
      if (res.status !== 200) errors++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    name,
    concurrency,
    rps: latencies.length / elapsed,
    p50: pct(50),
    p95: pct(95),
    requests: latencies.length,
    errors,
  };
}

/** Signs in as the demo owner and loads the server with 1 and with CONCURRENCY clients. */
async function measureRequests() {
  const credentials = { email: 'owner@acme.test', password: 'Demo-pass-2026' };
  const signInRes = await request('POST', '/api/v1/auth/sign-in', { body: credentials });
  const cookie = String(signInRes.headers['set-cookie']?.[0] ?? '').split(';')[0];
  const endpoints = [
    ['POST /api/v1/auth/sign-in', () => request('POST', '/api/v1/auth/sign-in', { body: credentials })],
    ['GET /api/v1/me', () => request('GET', '/api/v1/me', { cookie })],
    ['GET /api/v1/profiles?limit=25', () => request('GET', '/api/v1/profiles?limit=25', { cookie })],
  ];
  const results = [];
  for (const concurrency of [1, CONCURRENCY]) {
    for (const [name, make] of endpoints) results.push(await load(name, make, concurrency));
  }
  return results;
}

const fmt = (n, d = 1) => n.toFixed(d);
const requestTable = (results) => [
  '| Endpoint | Clients | Requests/s | p50 | p95 | Non-200 |',
  '| --- | --- | --- | --- | --- | --- |',
  ...results.map(
    (r) =>
      `| \`${r.name}\` | ${r.concurrency} | ${fmt(r.rps, 0)} | ${fmt(r.p50)} ms | ${fmt(r.p95)} ms | ${r.errors} |`,
  ),
];

/** The same load on a PostgreSQL server, in a database made for the run (BENCH_DATABASE_URL = admin URL). */
async function measurePostgres(adminUrl) {
  const { default: pg } = await import('pg');
  const name = `competencyhub_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'competencyhub-bench-pg-'));
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: { ...env(dataDir), DATABASE_URL: url.toString(), SEED_DEMO: 'true' },
    stdio: 'ignore',
  });
  try {
    await waitForHealth();
    return await measureRequests();
  } finally {
    await stop(server);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const watch = watchMachine();
  console.info('Building (npm run build)…');
  const built = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'competencyhub-bench-'));
  try {
    console.info('Cold start (empty data directory)…');
    const cold = await timeNpmStart(dataDir);
    console.info('Warm start (same data directory)…');
    const warm = await timeNpmStart(dataDir);

    const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
      cwd: root,
      env: env(dataDir),
      stdio: 'ignore',
    });
    await waitForHealth();
    await sleep(5_000);
    const idleRss = rssMiB(server.pid);
    console.info('Bytes on the wire for a first visit of /landing and /dashboard (Chromium)…');
    const wire = await measureWireBytes(BASE, DEMO_OWNER);
    console.info(`Lighthouse, mobile, /landing (${LIGHTHOUSE_RUNS} runs)…`);
    const lighthouse = await measureLighthouse(`${BASE}/landing`, LIGHTHOUSE_RUNS);
    console.info(`Load on PGlite: 1 and ${CONCURRENCY} clients, ${DURATION_MS / 1000} s each…`);
    const embedded = await measureRequests();
    const peakRss = rssMiB(server.pid);
    await stop(server);

    const pgUrl = process.env.BENCH_DATABASE_URL;
    let onPostgres = null;
    if (pgUrl) {
      console.info('Load on PostgreSQL…');
      onPostgres = await measurePostgres(pgUrl);
    }

    console.info('The competency core at scale (5,000 people, 300,000 ratings)…');
    const competencyResults = measureCompetencies();
    console.info('The seat and AI-credit checks…');
    const subscriptionResults = measureSubscriptions();
    console.info("The assistant's retrieval (10,000 knowledge-base passages)…");
    const assistantResults = measureAssistant();
    console.info('The HRIS import (100,000 people)…');
    const hrisResults = measureHris();
    console.info('The core at 100,000 people…');
    const largeResults = measureLarge();
    console.info('IT Administration at 100,000 people…');
    const itAdminResults = measureItAdmin();

    const machine = watch.stop();
    const lines = [
      '# Benchmarks',
      '',
      `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${fmt(os.totalmem() / 2 ** 30, 0)} GiB RAM, Node.js ${process.version}, demo data.`,
      `The load generator runs on the same ${os.cpus().length} cores as the server.`,
      ...machineLines(machine),
      '',
      ...COMPARING_RUNS,
      '## Start-up and memory (embedded PGlite)',
      '',
      '| What | Result | Budget |',
      '| --- | --- | --- |',
      `| \`npm start\`, cold (empty data directory: create database, migrate, seed) | ${fmt(cold)} s | — |`,
      `| \`npm start\`, warm (same data directory; build already current) | ${fmt(warm)} s | ≤ ${WARM_START_BUDGET_S} s |`,
      `| Server resident memory, idle 5 s after start | ${fmt(idleRss, 0)} MiB | — |`,
      `| Server resident memory after the load below | ${fmt(peakRss, 0)} MiB | — |`,
      '',
      ...wireSection(wire),
      ...lighthouseSection(lighthouse),
      `## Requests on the embedded database (PGlite; keep-alive clients, ${DURATION_MS / 1000} s each)`,
      '',
      ...requestTable(embedded),
      '',
    ];
    if (onPostgres) {
      lines.push(
        '## Requests on PostgreSQL (`DATABASE_URL`, the production set-up)',
        '',
        ...requestTable(onPostgres),
        '',
      );
    } else {
      lines.push('Set `BENCH_DATABASE_URL` (an admin connection URL) to measure on PostgreSQL as well.', '');
    }
    const readOver = readFailures(embedded, onPostgres, CONCURRENCY);
    lines.push(
      readOver.length
        ? `**Against the read budget (p95 < ${READ_BUDGET_MS} ms; PostgreSQL with 1 and ${CONCURRENCY} clients, PGlite with 1):** not met — ${readOver.join('; ')}.`
        : `**Against the read budget (p95 < ${READ_BUDGET_MS} ms; PostgreSQL with 1 and ${CONCURRENCY} clients, PGlite with 1):** met.`,
      '',
    );
    lines.push(
      'Sign-in is dominated by argon2id verification (19 MiB, 2 passes), which is deliberately slow.',
      `DESIGN.md budgets API reads at p95 < ${READ_BUDGET_MS} ms on the demo data, judged on PostgreSQL (the`,
      'production set-up) at every client count and on PGlite with one client (decision 0049). PGlite runs',
      'every query on one embedded connection, so concurrent requests queue behind each other and its p95',
      `with ${CONCURRENCY} clients is about ${CONCURRENCY} times one request: shown above, not judged. That is its cost for`,
      'needing no server; a company with many people at once runs on PostgreSQL.',
      '',
    );
    lines.push(
      ...competencySection(competencyResults),
      ...subscriptionSection(subscriptionResults),
      ...assistantSection(assistantResults),
      ...hrisSection(hrisResults),
      ...largeSection(largeResults),
      ...itAdminSection(itAdminResults),
    );
    writeFileSync(path.join(root, 'docs/benchmarks.md'), lines.join('\n'));
    console.info(lines.join('\n'));
    const failures = [
      missedBy('`npm start`, warm', warm, WARM_START_BUDGET_S, ' s', { atMost: true }),
      ...readOver,
      ...wireFailures(wire),
      ...lighthouseFailures(lighthouse),
      ...competencyFailures(competencyResults),
      ...subscriptionFailures(subscriptionResults),
      ...assistantFailures(assistantResults),
      ...hrisFailures(hrisResults),
      ...largeFailures(largeResults),
      ...itAdminFailures(itAdminResults),
    ].filter(Boolean);
    for (const failure of failures) console.error(`FAIL ${failure}`);
    if (failures.length) process.exitCode = 1;
    else console.info('Every budget met.');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    agent.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
