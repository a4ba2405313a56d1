import { createHmac } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/client.ts';
import { jobs } from '../src/db/schema/jobs.ts';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '../src/http/errors.ts';
import { type JobHandler, JobRunner, stopIfInterrupted } from '../src/jobs/runner.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('liveness and readiness', () => {
  it('is live and ready while it serves; draining, it is still live but no longer ready', async () => {
    expect((await call(t.app, 'GET', '/api/v1/health')).json()).toEqual({ status: 'ok' });
    const ready = await call(t.app, 'GET', '/api/v1/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers.connection).not.toBe('close');

    t.app.services.lifecycle.beginDrain();
    const draining = await call(t.app, 'GET', '/api/v1/ready');
    expect(draining.statusCode).toBe(503);
    expect(draining.headers['retry-after']).toBe('1');
    expect(draining.json()).toMatchObject({ code: 'UNAVAILABLE', detail: 'This server is shutting down' });
    // Still served, each answer closing its connection so the proxy's next request goes elsewhere.
    const health = await call(t.app, 'GET', '/api/v1/health');
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe('close');
  });
});

describe('a database that cannot be reached', () => {
  it('answers 503 at once with a hint to retry, not a 500 and not a wait', async () => {
    // Nothing listens on port 1: every connection is refused, as while PostgreSQL restarts.
    const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
    const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', JOBS_POLL_MS: '0' });
    const secret = 'x'.repeat(40);
    const app = await buildApp({ config, database, authSecret: secret, logger: false });
    try {
      const started = Date.now();
      // A well-signed session cookie: the lookup reaches the database (which is down), not Better Auth's refusal.
      const token = 'a'.repeat(32);
      const signature = createHmac('sha256', secret).update(token).digest('base64');
      const cookie = `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
      for (const url of ['/api/v1/ready', '/api/v1/me']) {
        const res = await call(app, 'GET', url, { headers: { cookie } });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toMatchObject({ code: 'UNAVAILABLE', detail: UNAVAILABLE_MESSAGE });
      }
      expect(Date.now() - started).toBeLessThan(5_000);
      // Liveness does not ask the database: nothing restarts a process for the database's outage.
      expect((await call(app, 'GET', '/api/v1/health')).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('tells a lost connection from a fault in the request', () => {
    const wrapped = (cause: object) => Object.assign(new Error('Failed query'), { cause });
    expect(isDatabaseUnavailable(wrapped({ code: '57P01', message: 'terminating connection' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: 'ECONNREFUSED', message: 'connect' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '23505', message: 'duplicate key' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});

describe('a job runner told to stop', () => {
  it('finishes the job in hand and claims no other', async () => {
    await t.database.db.delete(jobs);
    let release: () => void = () => undefined;
    const ran: string[] = [];
    const slow: JobHandler = {
      kind: 'test.slow',
      run: async ({ payload }) => {
        ran.push(String(payload.n));
        if (payload.n === 1) await new Promise<void>((resolve) => (release = resolve));
      },
    };
    const logger = t.app.log;
    const runner = new JobRunner(t.database, logger, [slow]);
    await runner.enqueue('test.slow', { n: 1 }, { runAt: new Date(Date.now() - 2_000) });
    await runner.enqueue('test.slow', { n: 2 }, { runAt: new Date(Date.now() - 1_000) });
    const running = runner.tick();
    await expect.poll(() => ran.length).toBe(1);
    const stopped = runner.stop();
    release();
    await stopped;
    await running;
    expect(ran).toEqual(['1']);
    const left = await t.database.db.select().from(jobs).where(isNull(jobs.finishedAt));
    expect(left.map((job) => job.payload)).toEqual([{ n: 2 }]);
  });

  it('hands a job still running at its limit back to the queue, for another process to take at once', async () => {
    await t.database.db.delete(jobs);
    const runs: string[] = [];
    const long: JobHandler = {
      kind: 'test.long',
      run: async ({ signal, lastAttempt }) => {
        runs.push(lastAttempt ? 'last' : 'run');
        // The first run goes on until asked to stop; the next one (elsewhere) finishes.
        for (let i = 0; runs.length === 1 && i < 500; i++) {
          stopIfInterrupted(signal);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      },
    };
    const logger = t.app.log;
    const draining = new JobRunner(t.database, logger, [long], [], { workerId: 'draining' });
    await draining.enqueue('test.long', {}, { runAt: new Date(Date.now() - 1_000) });
    await t.database.db.update(jobs).set({ maxAttempts: 1 });
    const running = draining.tick();
    await expect.poll(() => runs.length).toBe(1);
    const asked = Date.now();
    await draining.stop({ interruptAfterMs: 100 });
    await running;
    expect(Date.now() - asked).toBeLessThan(3_000);
    // Free, due, and the attempt not counted: its one attempt is still to come, and nothing says it failed.
    const [handedBack] = await t.database.db.select().from(jobs);
    expect(handedBack).toMatchObject({
      attempts: 0,
      lockedUntil: null,
      finishedAt: null,
      failedAt: null,
      lastError: null,
    });
    expect(handedBack?.runAt.getTime()).toBeLessThanOrEqual(Date.now());

    const other = new JobRunner(t.database, logger, [long], [], { workerId: 'other' });
    expect(await other.runDue()).toBe(1);
    expect(runs).toEqual(['last', 'last']);
    const [done] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, handedBack?.id ?? ''));
    expect(done).toMatchObject({ attempts: 1, lockedBy: 'other' });
    expect(done?.finishedAt).not.toBeNull();
  });
});
