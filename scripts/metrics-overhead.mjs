// What the metrics cost each request (decision 0077): the built server (`npm run -s build` first) on
// an embedded database in a scratch folder, with METRICS_TOKEN unset (no hook) and set (the one
// onResponse hook), taking turns so the machine's other work weighs on both alike. autocannon -c 50
// on a route that asks nothing of the database (liveness) and on one that does (readiness), where the
// hook's share is largest and smallest. Besides requests per second it reads the server's CPU time
// per request from /proc (Linux), which a machine busy with other work disturbs less. Prints one JSON
// line; `node scripts/metrics-overhead.mjs`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from './free-port.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TURNS = Number(process.env.METRICS_OVERHEAD_TURNS ?? 3);
const SECONDS = Number(process.env.METRICS_OVERHEAD_SECONDS ?? 8);
const ROUTES = ['/api/v1/health', '/api/v1/ready'];
const TOKEN = 'metrics-overhead-token-0123456789abcdef';

const dataDir = mkdtempSync(path.join(tmpdir(), 'ch-metrics-overhead-'));
/** @type {import('node:child_process').ChildProcess | null} */
let server = null;

async function startServer(withMetrics) {
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BASE_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // No job runs: they would share the CPU with the measured requests.
    JOBS_POLL_MS: '0',
    AUTH_SECRET: 'metrics-overhead-auth-secret-0123456789abcdef',
    METRICS_TOKEN: withMetrics ? TOKEN : '',
  };
  if (!withMetrics) delete env.METRICS_TOKEN;
  server = spawn(process.execPath, ['apps/api/dist/server.js'], { cwd: ROOT, env, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 600; tries++) {
    const ok = await fetch(`${url}/api/v1/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become ready');
}

async function stopServer() {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server?.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  server = null;
}

/** The server's CPU time so far, in clock ticks (user + system; 100 a second on Linux). */
function serverCpuTicks() {
  const fields = readFileSync(`/proc/${server?.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]);
}

async function load(url) {
  const before = serverCpuTicks();
  const result = await autocannon({ url, connections: 50, duration: SECONDS });
  const ticks = serverCpuTicks() - before;
  if (result.errors || result.non2xx)
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return {
    rps: result.requests.average,
    cpuUsPerRequest: Math.round(((ticks * 10_000) / result.requests.total) * 10) / 10,
    p99Ms: result.latency.p99,
  };
}

async function main() {
  /** @type {Record<string, Record<'off' | 'on', Array<{ rps: number, cpuUsPerRequest: number, p99Ms: number }>>>} */
  const runs = Object.fromEntries(ROUTES.map((route) => [route, { off: [], on: [] }]));
  for (let turn = 0; turn < TURNS; turn++) {
    for (const mode of /** @type {const} */ (['off', 'on'])) {
      const url = await startServer(mode === 'on');
      try {
        await load(`${url}/api/v1/health`); // warm-up: the JIT, the pool
        for (const route of ROUTES) runs[route]?.[mode].push(await load(`${url}${route}`));
      } finally {
        await stopServer();
      }
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const summary = ROUTES.map((route) => {
    const off = runs[route]?.off ?? [];
    const on = runs[route]?.on ?? [];
    const rpsWithout = median(off.map((r) => r.rps));
    const rpsWith = median(on.map((r) => r.rps));
    const cpuWithout = median(off.map((r) => r.cpuUsPerRequest));
    const cpuWith = median(on.map((r) => r.cpuUsPerRequest));
    return {
      route,
      rpsWithout: Math.round(rpsWithout),
      rpsWith: Math.round(rpsWith),
      cpuUsPerRequestWithout: cpuWithout,
      cpuUsPerRequestWith: cpuWith,
      // One event loop serves every request: the difference of the CPU per request is the hook's.
      costPerRequestUs: Math.round((cpuWith - cpuWithout) * 10) / 10,
    };
  });
  process.stdout.write(`${JSON.stringify({ turns: TURNS, seconds: SECONDS, summary, runs })}\n`);
}

const stopAndExit = (code) => {
  void stopServer().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  });
};
process.once('SIGINT', () => stopAndExit(130));
process.once('SIGTERM', () => stopAndExit(143));
main().then(
  () => stopAndExit(0),
  (error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
    stopAndExit(1);
  },
);
