// Restarts nobody notices (issue 25, point 2): signed-in users read and save through nginx while both
// processes are restarted one after the other, and not one request fails; a process told to stop
// finishes the request it holds. Run with `npx vitest run -c vitest.ops.config.ts`.
import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, createScratchDatabase, ensureBuilt, startCluster } from './cluster.mjs';
import { LOAD_USERS, send, signIn, startMixedLoad } from './mixed-load.mjs';

/** How long /ready answers 503 before the listener closes (the drain's first phase, decision 0076). */
const SHUTDOWN_DELAY_MS = 1_500;
/** Fewer would not show a restart's effect: each rolling restart must carry at least this many. */
const MIN_REQUESTS = 300;

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let cluster: Cluster;
let db: pg.Client;
let users: Array<{ email: string; cookie: string; name: string }>;

beforeAll(async () => {
  await ensureBuilt();
  scratch = await createScratchDatabase(undefined, 'ch_ops_rolling');
  cluster = await startCluster({
    databaseUrl: scratch.url,
    // warn: a few thousand requests would otherwise write megabytes of request lines.
    env: { LOG_LEVEL: 'warn', SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS) },
  });
  db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
  users = [];
  for (const email of LOAD_USERS) {
    users.push({ email, cookie: await signIn(cluster.url, email), name: `Load ${email.split('@')[0]}` });
  }
}, 180_000);

afterAll(async () => {
  await db?.end();
  await cluster?.close();
  await scratch?.drop();
});

/** The load while `during` runs, with half a second of it before and after. */
async function underLoad(during: () => Promise<void>) {
  const load = startMixedLoad({ baseUrl: cluster.url, users, perUser: 2 });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const pidsBefore = cluster.members.map((m) => m.pid);
  await during();
  await new Promise((resolve) => setTimeout(resolve, 500));
  await load.stop();
  return { load, pidsBefore };
}

async function savedNames() {
  const { rows } = await db.query<{ email: string; name: string }>(
    `select u.email, p.full_name as name from "user" u join profiles p on p.id = u.id where u.email = any($1)`,
    [LOAD_USERS],
  );
  return new Map(rows.map((r) => [r.email, r.name]));
}

describe('a rolling restart under load', () => {
  for (const [method, viaUpstream] of [
    [
      'out of the upstream first, then drained (the method of npm run cluster:restart and deploy/rolling-restart.sh)',
      true,
    ],
    ['drained only, nginx passing refused connections to the other process', false],
  ] as const) {
    it(`loses no request and no acknowledged save: ${method}`, async () => {
      const { load, pidsBefore } = await underLoad(() => cluster.rollingRestart({ viaUpstream }));
      expect(load.failures).toEqual([]);
      expect(load.total).toBeGreaterThanOrEqual(MIN_REQUESTS);
      expect(load.writes).toBeGreaterThan(0);
      // Both processes are new ones.
      cluster.members.forEach((m, i) => {
        expect(m.running).toBe(true);
        expect(m.pid).not.toBe(pidsBefore[i]);
      });
      // Every user's last acknowledged save is what the database holds.
      const saved = await savedNames();
      for (const [email, name] of load.lastSaved) expect(saved.get(email)).toBe(name);
    });
  }
});

describe('a process told to stop (SIGTERM)', () => {
  it('answers not-ready at once, stays alive, finishes the request it holds, then exits', async () => {
    const [first, second] = cluster.members;
    if (!first || !second) throw new Error('the cluster has fewer than two processes');
    const cookie = await signIn(first.url, 'employee@acme.test', cluster.url);
    const body = JSON.stringify({ fullName: 'Saved During The Drain' });
    const half = Math.floor(body.length / 2);

    // A save whose body is still arriving when the signal comes (a slow upload, a slow network).
    let answered: { status: number; connection: string | undefined; body: string } | null = null;
    const req = http.request(`${first.url}/api/v1/me/profile`, {
      method: 'PATCH',
      agent: false,
      headers: {
        cookie,
        origin: cluster.url,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
    });
    const response = new Promise<void>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          answered = { status: res.statusCode ?? 0, connection: res.headers.connection, body: text };
          resolve();
        });
      });
      req.on('error', reject);
    });
    req.write(body.slice(0, half));
    await new Promise((resolve) => setTimeout(resolve, 200));

    const stoppedPid = first.pid;
    const stopped = cluster.stop(first.index, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Within SHUTDOWN_DELAY_MS: not ready (a balancer polling it stops sending), but alive.
    expect((await send(first.url, { path: '/api/v1/ready' })).status).toBe(503);
    expect((await send(first.url, { path: '/api/v1/health' })).status).toBe(200);
    expect(answered).toBeNull();

    // Past the delay the listener is closed; the request in hand still finishes.
    await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_DELAY_MS));
    await expect(send(first.url, { path: '/api/v1/health', timeoutMs: 2_000 })).rejects.toThrow();
    req.end(body.slice(half));
    await response;
    expect(answered).toMatchObject({ status: 200, connection: 'close' });

    await stopped;
    expect(first.running).toBe(false);
    // Exit status 0: it stopped by itself after the drain, not at the grace deadline or by a kill.
    expect(cluster.logsOf(first.index)).toMatch(new RegExp(`process 0 \\(pid ${stoppedPid}\\) exited: 0\n`));
    const me = await send(second.url, { path: '/api/v1/me', headers: { cookie } });
    expect(JSON.parse(me.body).user.fullName).toBe('Saved During The Drain');

    await cluster.start(first.index);
    expect((await send(cluster.url, { path: '/api/v1/ready' })).status).toBe(200);
  });
});
