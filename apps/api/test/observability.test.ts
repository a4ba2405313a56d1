import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { jobs } from '../src/db/schema/jobs.ts';
import { emailOutbox } from '../src/db/schema/mail.ts';
import { subscriptionAddOns, subscriptions } from '../src/db/schema/subscriptions.ts';
import { JobRunner } from '../src/jobs/runner.ts';
import { CHECK_STORAGE } from '../src/modules/it-admin/storage-check.ts';
import { RECOMPUTE_LEVELS } from '../src/modules/levels/recompute.ts';
import { runWithLogContext } from '../src/ops/request-context.ts';
import { companyWithOwner, makeCompany } from './factories.ts';
import { BASE_URL, call, createTestApp, type TestApp } from './test-app.ts';

/** Prometheus metrics at /metrics and request ids through every log line (decision 0077). */

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const AUTH_SECRET = 'test-secret-that-is-long-enough-0123456789';

let t: TestApp;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN, RATE_LIMIT_IP_MAX: '1000' });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t.close();
});

/** Another API process over the same database, with its own settings (and its log lines kept). */
async function otherApp(env: Record<string, string>, logLines?: string[]): Promise<FastifyInstance> {
  const config = loadConfig({
    BASE_URL,
    SEED_DEMO: 'false',
    JOBS_POLL_MS: '0',
    RATE_LIMIT_IP_MAX: '1000',
    ...env,
  });
  const app = await buildApp({
    config,
    database: t.database,
    authSecret: AUTH_SECRET,
    ...(logLines ? { logStream: { write: (line: string) => void logLines.push(line) } } : { logger: false }),
  });
  await app.ready();
  apps.push(app);
  return app;
}

const scrape = (app = t.app, authorization = `Bearer ${TOKEN}`) =>
  call(app, 'GET', '/metrics', { headers: { authorization } });

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a text exposition (the format Prometheus reads). */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [
          m[1],
          m[2],
        ]),
      );
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}

/** The value of the one sample of `name` whose labels include `labels` (undefined: none). */
function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples(text).filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} matches ${found.length} samples`);
  return found[0]?.value;
}

describe('GET /metrics', () => {
  it('answers without the token, or with a wrong one, exactly as an unknown path does', async () => {
    const unknown = await call(t.app, 'GET', '/no-such-path');
    const refusals = [
      await call(t.app, 'GET', '/metrics'),
      await scrape(t.app, `Bearer ${TOKEN.slice(0, -1)}`),
      await scrape(t.app, `Bearer ${TOKEN}x`),
      await scrape(t.app, `Basic ${TOKEN}`),
      await scrape(t.app, TOKEN),
      await scrape(t.app, 'Bearer '),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(refused.body).toBe(unknown.body);
    }
  });

  it('answers 404 to everyone when no METRICS_TOKEN is set', async () => {
    const app = await otherApp({});
    expect((await scrape(app)).statusCode).toBe(404);
    expect((await scrape(app, 'Bearer ')).statusCode).toBe(404);
  });

  it("serves Prometheus's text format, with the process's own figures, to the token's holder", async () => {
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(sampleValue(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(res.body).toContain('# TYPE nodejs_eventloop_lag_p99_seconds gauge');
    expect(sampleValue(res.body, 'competencyhub_database_up')).toBe(1);
  });

  it('counts requests under their route pattern, never their URL, with a latency histogram', async () => {
    const teamId = '7b0c2b8e-51f4-4c55-9a59-6a3f0d1d2c11';
    for (let i = 0; i < 3; i++) await call(t.app, 'GET', `/api/v1/teams/${teamId}/matrix`);
    await call(t.app, 'GET', `/api/v1/no-such-route/${teamId}`);
    await call(t.app, 'GET', '/api/v1/health');
    const text = (await scrape()).body;
    expect(text).not.toContain(teamId);
    const route = '/api/v1/teams/:teamId/matrix';
    expect(sampleValue(text, 'http_requests_total', { method: 'GET', route, status: '401' })).toBe(3);
    expect(
      sampleValue(text, 'http_requests_total', { route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, 'http_request_duration_seconds_count', { method: 'GET', route })).toBe(3);
    const buckets = samples(text).filter(
      (s) => s.name === 'http_request_duration_seconds_bucket' && s.labels.route === route,
    );
    expect(buckets.map((s) => s.labels.le)).toEqual(expect.arrayContaining(['0.005', '0.05', '1', '+Inf']));
    expect(buckets.find((s) => s.labels.le === '+Inf')?.value).toBe(3);
    expect(sampleValue(text, 'http_request_duration_seconds_sum', { method: 'GET', route })).toBeGreaterThan(
      0,
    );
  });

  it('shows the pool, the job queue, the outbox and AI credits as the database holds them', async () => {
    const before = (await scrape()).body;
    expect(sampleValue(before, 'competencyhub_db_pool_max_connections')).toBe(t.database.poolUse().max);
    const dueBefore = sampleValue(before, 'competencyhub_jobs_due', { kind: RECOMPUTE_LEVELS }) ?? 0;
    const pendingBefore = sampleValue(before, 'competencyhub_outbox_messages', { status: 'pending' }) ?? 0;
    const failedBefore = sampleValue(before, 'competencyhub_outbox_messages', { status: 'failed' }) ?? 0;
    const planBefore = sampleValue(before, 'competencyhub_ai_credits_used', { source: 'plan' }) ?? 0;
    const packsBefore = sampleValue(before, 'competencyhub_ai_credits_used', { source: 'add_on' }) ?? 0;

    const hourAgo = new Date(Date.now() - 3_600_000);
    const inAnHour = new Date(Date.now() + 3_600_000);
    await t.database.db.insert(jobs).values([
      { kind: RECOMPUTE_LEVELS, runAt: hourAgo },
      { kind: RECOMPUTE_LEVELS, runAt: hourAgo },
      // Not due yet, finished, failed: none of them waits.
      { kind: RECOMPUTE_LEVELS, runAt: inAnHour },
      { kind: RECOMPUTE_LEVELS, runAt: hourAgo, finishedAt: new Date() },
      { kind: RECOMPUTE_LEVELS, runAt: hourAgo, failedAt: new Date() },
      { kind: 'metrics.test_kind', runAt: hourAgo },
    ]);
    const message = { toAddress: 'a@example.test', subject: 'Hello', textBody: 'Hello' };
    await t.database.db.insert(emailOutbox).values([
      { ...message, status: 'pending' },
      { ...message, status: 'pending' },
      { ...message, status: 'failed' },
      { ...message, status: 'sent', sentAt: new Date() },
    ]);
    const company = await makeCompany(t.database);
    await t.database.db
      .update(subscriptions)
      .set({ planCreditsUsed: 7 })
      .where(eq(subscriptions.companyId, company.id));
    await t.database.db.insert(subscriptionAddOns).values({
      companyId: company.id,
      addOnId: 'ai_credits_50',
      quantity: 1,
      unitPriceCents: 0,
      billingType: 'one_time',
      creditsGranted: 50,
      creditsRemaining: 46,
    });

    const after = (await scrape()).body;
    try {
      expect(sampleValue(after, 'competencyhub_jobs_due', { kind: RECOMPUTE_LEVELS })).toBe(dueBefore + 2);
      expect(sampleValue(after, 'competencyhub_jobs_due', { kind: 'metrics.test_kind' })).toBe(1);
      expect(sampleValue(after, 'competencyhub_outbox_messages', { status: 'pending' })).toBe(
        pendingBefore + 2,
      );
      expect(sampleValue(after, 'competencyhub_outbox_messages', { status: 'failed' })).toBe(
        failedBefore + 1,
      );
      expect(sampleValue(after, 'competencyhub_ai_credits_used', { source: 'plan' })).toBe(planBefore + 7);
      expect(sampleValue(after, 'competencyhub_ai_credits_used', { source: 'add_on' })).toBe(packsBefore + 4);
      // A kind this process runs has its series even when nothing of it waits.
      expect(sampleValue(after, 'competencyhub_jobs_due', { kind: CHECK_STORAGE })).toBe(0);
    } finally {
      await t.database.db.delete(jobs).where(sql`finished_at is null and failed_at is null`);
      await t.database.db.delete(emailOutbox).where(eq(emailOutbox.toAddress, 'a@example.test'));
    }
  });

  it('counts job runs by kind and outcome', async () => {
    const kind = 'metrics.nobody_runs_this';
    const before = (await scrape()).body;
    expect(sampleValue(before, 'competencyhub_job_runs_total', { kind })).toBeUndefined();
    // A kind no handler takes: the run fails, and the job waits for its retry. Due a second ago: the
    // column's default is the database's clock to the microsecond, and runDue compares with the
    // process's, to the millisecond, which can read a moment earlier (CI once found nothing due).
    await t.database.db.insert(jobs).values({ kind, runAt: new Date(Date.now() - 1000) });
    expect(await t.app.services.jobs.runDue()).toBe(1);
    const after = (await scrape()).body;
    expect(sampleValue(after, 'competencyhub_job_runs_total', { kind, outcome: 'retrying' })).toBe(1);
    expect(
      sampleValue(after, 'competencyhub_job_runs_total', { kind, outcome: 'succeeded' }),
    ).toBeUndefined();
    expect(sampleValue(after, 'competencyhub_job_run_duration_seconds_count', { kind })).toBe(1);
    await t.database.db.delete(jobs).where(eq(jobs.kind, kind));
  });

  it('has every metric the Grafana dashboard in deploy/ queries', async () => {
    const dashboard = JSON.parse(
      readFileSync(new URL('../../../deploy/grafana/competencyhub-dashboard.json', import.meta.url), 'utf8'),
    ) as { panels: Array<{ title: string; targets?: Array<{ expr: string }> }> };
    const text = (await scrape()).body;
    const declared = new Set([...text.matchAll(/^# TYPE (\S+) (\w+)$/gm)].map((m) => m[1]));
    const exists = (name: string) =>
      declared.has(name) || declared.has(name.replace(/_(bucket|sum|count)$/, ''));
    const queried = dashboard.panels.flatMap((panel) =>
      (panel.targets ?? []).map((target) => ({ panel: panel.title, names: metricNames(target.expr) })),
    );
    expect(queried.length).toBeGreaterThanOrEqual(9);
    for (const { panel, names } of queried) {
      expect(names.length, `${panel} queries no metric`).toBeGreaterThan(0);
      for (const name of names) expect(exists(name), `${panel}: ${name} is not served`).toBe(true);
    }
    // The check itself would see a name that is not served.
    expect(exists('http_requests_totals')).toBe(false);
  });
});

/** The metric names in a PromQL expression: the identifiers our metrics are named with. */
function metricNames(expr: string): string[] {
  return [...expr.matchAll(/\b((?:http|competencyhub|process|nodejs)_[a-z0-9_]+)\b/g)].map((m) => m[1] ?? '');
}

interface LogLine {
  msg: string;
  reqId?: string;
  jobId?: string;
  kind?: string;
  req?: unknown;
}

describe('log lines', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await otherApp({ LOG_LEVEL: 'info' }, lines);
  });
  beforeEach(() => {
    lines.length = 0;
  });
  const parsed = () => lines.map((line) => JSON.parse(line) as LogLine);

  it("carry the request's id on its lines and on the lines of the job it queued", async () => {
    const { cookie } = await companyWithOwner(t);
    const res = await call(app, 'POST', '/api/v1/competency-settings/recomputes', { cookie });
    expect(res.statusCode, res.body).toBe(201);
    const reqId = String(res.headers['x-request-id']);
    const requestLines = parsed().filter(
      (line) => line.req !== undefined || line.msg === 'request completed',
    );
    expect(requestLines.length).toBeGreaterThanOrEqual(2);
    for (const line of requestLines) expect(line.reqId).toBe(reqId);
    // Fastify's req.log binds reqId and the context adds it too: each line has the key once.
    for (const line of lines) expect(line.match(/"reqId":/g)?.length ?? 0).toBeLessThanOrEqual(1);

    const [queued] = await t.database.db.select().from(jobs).where(eq(jobs.requestId, reqId));
    expect(queued?.kind).toBe(RECOMPUTE_LEVELS);
    lines.length = 0;
    expect(await app.services.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const finished = parsed().find((line) => line.msg === 'job finished' && line.jobId === queued?.id);
    expect(finished).toMatchObject({ reqId, jobId: queued?.id, kind: RECOMPUTE_LEVELS });
  });

  it("give what a job's handler logs through the process logger the job's ids and its request's", async () => {
    const runner = new JobRunner(t.database, app.log, [
      {
        kind: 'metrics.logging_job',
        run: async () => {
          await new Promise((resolve) => setImmediate(resolve));
          app.log.info('inside the handler');
        },
      },
    ]);
    await runWithLogContext({ reqId: 'req-queued-it' }, () => runner.enqueue('metrics.logging_job'));
    // Queued outside any request (a recurring job, a script): no request id to carry.
    await runner.enqueue('metrics.logging_job');
    expect(await runner.runDue()).toBe(2);
    const inside = parsed().filter((line) => line.msg === 'inside the handler');
    expect(inside).toHaveLength(2);
    expect(inside[0]).toMatchObject({ reqId: 'req-queued-it', kind: 'metrics.logging_job' });
    expect(inside[0]?.jobId).toMatch(/^[0-9a-f-]{36}$/);
    expect(inside[1]?.reqId).toBeUndefined();
    expect(inside[1]?.jobId).toMatch(/^[0-9a-f-]{36}$/);
    // Outside any request or job, the process logger adds nothing.
    lines.length = 0;
    app.log.info('between requests');
    expect(parsed()[0]).not.toHaveProperty('reqId');
  });
});
