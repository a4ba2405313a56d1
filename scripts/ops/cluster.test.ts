// Several processes, one database (issue 25, point 1): two built API processes started at the same moment
// on an empty PostgreSQL database behind nginx running the shipped site. Run with
// `npx vitest run -c vitest.ops.config.ts scripts/ops/cluster.test.ts` (needs PostgreSQL on
// 127.0.0.1:5432 and nginx; builds first if a dist is stale).
import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, createScratchDatabase, ensureBuilt, startCluster } from './cluster.mjs';
import { send, signIn } from './mixed-load.mjs';

const RATE_LIMIT_IP_MAX = 10;
const EXTRA_JOBS = 24;
const FORGED_ADDRESS = '203.0.113.77';

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let cluster: Cluster;
let db: pg.Client;

beforeAll(async () => {
  await ensureBuilt();
  scratch = await createScratchDatabase(undefined, 'ch_ops_cluster');
  cluster = await startCluster({
    databaseUrl: scratch.url,
    env: {
      JOBS_POLL_MS: '200',
      RATE_LIMIT_IP_MAX: String(RATE_LIMIT_IP_MAX),
      // One window for the whole file: a window ending mid-test would reset the count.
      RATE_LIMIT_IP_WINDOW_SECONDS: '600',
    },
  });
  db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
}, 180_000);

afterAll(async () => {
  await db?.end();
  await cluster?.close();
  await scratch?.drop();
});

/**
 * Which process answered each request: each logs the request id it gave (no header tells the public).
 * A log line reaches the file a moment after the answer: wait until every id is in one.
 */
async function servedBy(requestIds: string[]): Promise<number[][]> {
  const lookup = () => {
    const logs = cluster.members.map((m) => cluster.logsOf(m.index));
    return requestIds.map((id) => logs.flatMap((log, index) => (log.includes(id) ? [index] : [])));
  };
  await until(
    async () => lookup().every((found) => found.length > 0),
    5_000,
    'request ids missing from the logs',
  );
  return lookup();
}

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await db.query(text, values)).rows as T[];
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('two processes started together on an empty database', () => {
  it('apply every migration once and seed the demo company once, and both become ready', async () => {
    const migrations = await rows<{ name: string; n: number }>(
      'select name, count(*)::int as n from schema_migrations group by name',
    );
    expect(migrations.length).toBeGreaterThan(60);
    expect(migrations.filter((m) => m.n !== 1)).toEqual([]);
    const companies = await rows<{ n: number }>(
      "select count(*)::int as n from companies where name = 'Acme Corp'",
    );
    expect(companies[0]?.n).toBe(1);
    const admins = await rows<{ n: number }>(
      `select count(*)::int as n from "user" where email = 'admin@competencyhub.test'`,
    );
    expect(admins[0]?.n).toBe(1);
    for (const member of cluster.members) {
      expect(member.running).toBe(true);
      expect((await send(member.url, { path: '/api/v1/ready' })).status).toBe(200);
    }
  });
});

describe('one queue of jobs', () => {
  it('runs each job once, whichever process claims it', async () => {
    await db.query(
      `insert into jobs (kind, dedupe_key)
       select 'levels.compact_fit_totals', 'ops-test:' || n from generate_series(1, $1::int) as n`,
      [EXTRA_JOBS],
    );
    await until(
      async () =>
        (
          await rows<{ n: number }>(
            `select count(*)::int as n from jobs where dedupe_key like 'ops-test:%' and finished_at is not null`,
          )
        )[0]?.n === EXTRA_JOBS,
      30_000,
      'the extra jobs did not all finish',
    );
    // Every job the two runners saw, the recurring slots both scheduled included: claimed exactly once
    // (a second claim would count a second attempt), and finished.
    const jobs = await rows<{ kind: string; attempts: number; finished: boolean; locked_by: string }>(
      'select kind, attempts, finished_at is not null as finished, locked_by from jobs',
    );
    expect(jobs.length).toBeGreaterThanOrEqual(EXTRA_JOBS + 5);
    expect(jobs.filter((j) => j.attempts !== 1 || !j.finished)).toEqual([]);
    // Both processes' runners took part (their worker ids name the process).
    const workers = new Set(jobs.map((j) => j.locked_by.split('-')[1]));
    const pids = new Set(cluster.members.map((m) => String(m.pid)));
    for (const worker of workers) expect(pids).toContain(worker);
  });
});

describe('a user on either process', () => {
  it('keeps a session made on one process when the next request lands on the other', async () => {
    const [first, second] = cluster.members;
    if (!first || !second) throw new Error('the cluster has fewer than two processes');
    // Signed in on process 0 (Origin is nginx's address, BASE_URL: the browser's page is served there).
    const cookie = await signIn(first.url, 'employee@acme.test', cluster.url);
    const me = await send(second.url, { path: '/api/v1/me', headers: { cookie } });
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body).user.email).toBe('employee@acme.test');
  });

  it('has its requests spread over both processes by nginx', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await send(cluster.url, { path: '/api/v1/health' });
      expect(res.status).toBe(200);
      ids.push(String(res.headers['x-request-id']));
    }
    const served = await servedBy(ids);
    const counts = cluster.members.map((m) => served.filter((found) => found.includes(m.index)).length);
    // Round robin: each process answered some, and every request was answered by exactly one.
    for (const count of counts) expect(count).toBeGreaterThan(0);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(ids.length);
  });
});

describe('limits shared by every process', () => {
  it("counts one client's sign-ups on both processes against one budget, whatever X-Forwarded-For it sends", async () => {
    const statuses: number[] = [];
    const ids: string[] = [];
    for (let i = 0; i < RATE_LIMIT_IP_MAX + 2; i++) {
      // An existing e-mail: the answer is the same as for a new one, and nothing new is created.
      const res = await send(cluster.url, {
        method: 'POST',
        path: '/api/v1/auth/sign-up',
        headers: {
          'content-type': 'application/json',
          origin: cluster.url,
          // A client trying to pass for someone else each time: nginx overwrites the header.
          'x-forwarded-for': `198.51.100.${i + 1}`,
        },
        body: JSON.stringify({
          fullName: 'Someone Else',
          companyName: 'Elsewhere',
          email: 'employee@acme.test',
          password: 'a-Long-enough-passw0rd-2026',
        }),
      });
      statuses.push(res.status);
      ids.push(String(res.headers['x-request-id']));
    }
    expect(statuses.slice(0, RATE_LIMIT_IP_MAX)).toEqual(Array(RATE_LIMIT_IP_MAX).fill(200));
    expect(statuses.slice(RATE_LIMIT_IP_MAX)).toEqual([429, 429]);
    const served = (await servedBy(ids.slice(0, RATE_LIMIT_IP_MAX))).flat();
    expect(new Set(served)).toEqual(new Set([0, 1]));
  });

  it('records the address nginx saw, not one the client made up', async () => {
    const res = await send(cluster.url, {
      method: 'POST',
      path: '/api/v1/auth/sign-in',
      headers: { 'content-type': 'application/json', origin: cluster.url, 'x-forwarded-for': FORGED_ADDRESS },
      body: JSON.stringify({ email: 'nobody-here@acme.test', password: 'Wrong-pass-2026' }),
    });
    expect(res.status).toBe(401);
    const audit = await rows<{ ip: string }>(
      `select ip from audit_log where action = 'sign_in.failed' and actor_email = 'nobody-here@acme.test'`,
    );
    expect(audit.map((a) => a.ip)).toEqual(['127.0.0.1']);
  });
});

describe('the shipped nginx site', () => {
  it('gzips JSON the API sends uncompressed, and passes the precompressed assets with a year of caching', async () => {
    const docs = await fetch(`${cluster.url}/api/docs`, { headers: { 'accept-encoding': 'gzip' } });
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-encoding')).toBe('gzip');
    await docs.arrayBuffer();

    const shell = await (await fetch(`${cluster.url}/`)).text();
    const asset = shell.match(/\/assets\/index-[\w-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await send(cluster.url, { path: String(asset), headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('hides /metrics from the public', async () => {
    for (const path of ['/metrics', '/metrics/', '/metrics?x=1']) {
      expect((await send(cluster.url, { path })).status).toBe(404);
    }
  });

  it("refuses a body over the limit of its address at the door, in the API's format; the API keeps its own", async () => {
    const problem = (res: { status: number; headers: http.IncomingHttpHeaders; body: string }) => ({
      status: res.status,
      type: String(res.headers['content-type']).split(';')[0],
      code: JSON.parse(res.body).code,
    });
    const tooLarge = { status: 413, type: 'application/problem+json', code: 'PAYLOAD_TOO_LARGE' };
    // 50 MB announced for an HRIS import (40 MiB at most), nothing sent: refused from the header alone.
    expect(
      await headersOnly(cluster.url, 'POST', '/api/v1/organisation/hris-imports?fileName=a.csv', {
        'content-type': 'text/csv',
        'content-length': String(50 * 1024 * 1024),
      }),
    ).toBe(413);
    // 2 MiB of JSON: over the 1 MiB every JSON route takes.
    const json = JSON.stringify({ email: 'x@acme.test', password: 'x'.repeat(2 * 1024 * 1024) });
    const signIn = { method: 'POST', path: '/api/v1/auth/sign-in', body: json };
    const headers = { 'content-type': 'application/json', origin: cluster.url };
    expect(problem(await send(cluster.url, { ...signIn, headers }))).toEqual(tooLarge);
    // 3 MiB of evidence (5 MiB allowed there) reaches the API, which asks who is sending it.
    const evidence = await send(cluster.url, {
      method: 'POST',
      path: '/api/v1/assessments/evidence',
      headers: { 'content-type': 'application/pdf', origin: cluster.url },
      body: Buffer.alloc(3 * 1024 * 1024),
    });
    expect(evidence.status).toBe(401);
    // Straight to a process, the API refuses the 2 MiB of JSON itself.
    const first = cluster.members[0];
    if (!first) throw new Error('the cluster has no process');
    expect(problem(await send(first.url, { ...signIn, headers }))).toEqual(tooLarge);
  });

  it("answers 503 with Retry-After in the API's format when no process can take a request", async () => {
    await cluster.setUpstreamDown([0, 1]);
    try {
      const res = await send(cluster.url, { path: '/api/v1/me' });
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['content-type']).toBe('application/problem+json');
      expect(JSON.parse(res.body).code).toBe('UNAVAILABLE');
    } finally {
      await cluster.setUpstreamDown([]);
    }
    expect((await send(cluster.url, { path: '/api/v1/health' })).status).toBe(200);
  });
});

/** Headers only, no body: what a client announcing a huge upload sends first. Answers the status. */
function headersOnly(baseUrl: string, method: string, path: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const req = http.request(new URL(path, baseUrl), { method, headers, agent: false });
    req.on('response', (res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      req.destroy();
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}
