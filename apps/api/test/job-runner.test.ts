import { ASSESSMENT_MESSAGES } from '@competencyhub/domain/schemas/assessments';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assessmentCycles, feedbackRequests } from '../src/db/schema/assessments.ts';
import { auditLog } from '../src/db/schema/audit.ts';
import { storedFiles } from '../src/db/schema/files.ts';
import { jobs } from '../src/db/schema/jobs.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { type JobHandler, JobRunner, retryDelayMs } from '../src/jobs/runner.ts';
import { REMINDERS_EVERY_MS, REMINDERS_SWEEP } from '../src/modules/assessments/reminders.ts';
import {
  makeCompany,
  makeCycle,
  makeFeedbackRequest,
  makeFramework,
  makeRating,
  makeStoredFile,
  makeUser,
} from './factories.ts';
import { call, createTestApp, outboxTo, signIn, type TestApp } from './test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Every test starts with an empty queue: a runner claims any due job, whatever its kind.
beforeEach(async () => {
  await t.database.db.delete(jobs);
});

/** A pino-like logger that keeps what it was told. */
function recordingLogger() {
  const lines: Array<{ level: string; message: unknown }> = [];
  const at =
    (level: string) =>
    (_object: unknown, message?: unknown): void => {
      lines.push({ level, message });
    };
  const logger = {
    lines,
    warn: at('warn'),
    error: at('error'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    fatal: at('fatal'),
    level: 'silent',
    child: () => logger,
  };
  return logger;
}
const silentLogger = recordingLogger() as unknown as FastifyBaseLogger;

const runner = (handlers: JobHandler[], logger: FastifyBaseLogger = silentLogger, workerId?: string) =>
  new JobRunner(t.database, logger, handlers, [], workerId ? { workerId } : {});

const rowsOfKind = (kind: string) => t.database.db.select().from(jobs).where(eq(jobs.kind, kind));

/** How many reminder sweeps have finished: the runner also runs the organisation's own sweep. */
async function remindersRun() {
  return (await rowsOfKind(REMINDERS_SWEEP)).filter((row) => row.finishedAt !== null && !row.failedAt).length;
}

async function onlyRow(kind: string) {
  const rows = await rowsOfKind(kind);
  expect(rows).toHaveLength(1);
  return rows[0] as (typeof rows)[number];
}

describe('the job runner', () => {
  it('runs a queued job once, when it is due', async () => {
    const seen: Array<Record<string, unknown>> = [];
    const jobsRunner = runner([{ kind: 'test.once', run: async ({ payload }) => void seen.push(payload) }]);
    const now = new Date();
    await jobsRunner.enqueue('test.once', { companyId: 'c1', n: 1 }, { runAt: now });
    await jobsRunner.enqueue('test.once', { n: 2 }, { runAt: new Date(now.getTime() + 3_600_000) });

    expect(await jobsRunner.runDue(now)).toBe(1);
    expect(seen).toEqual([{ companyId: 'c1', n: 1 }]);
    expect(await jobsRunner.runDue(now)).toBe(0);
    expect(seen).toHaveLength(1);
    const [done] = (await rowsOfKind('test.once')).filter((row) => row.finishedAt);
    expect(done).toMatchObject({ attempts: 1, lockedUntil: null, lastError: null, failedAt: null });

    expect(await jobsRunner.runDue(new Date(now.getTime() + 3_600_000))).toBe(1);
    expect(seen).toEqual([{ companyId: 'c1', n: 1 }, { n: 2 }]);
  });

  it('keeps one job for one dedupe key, however often it is queued', async () => {
    let calls = 0;
    const jobsRunner = runner([{ kind: 'test.dedupe', run: async () => void calls++ }]);
    await jobsRunner.enqueue('test.dedupe', { first: true }, { dedupeKey: 'test.dedupe:slot-1' });
    await jobsRunner.enqueue('test.dedupe', { second: true }, { dedupeKey: 'test.dedupe:slot-1' });
    expect(await onlyRow('test.dedupe')).toMatchObject({ payload: { first: true } });
    await jobsRunner.runDue();
    // Queued again after it ran: still the one job, not run again.
    await jobsRunner.enqueue('test.dedupe', {}, { dedupeKey: 'test.dedupe:slot-1' });
    expect(await jobsRunner.runDue()).toBe(0);
    expect(calls).toBe(1);
    expect(await rowsOfKind('test.dedupe')).toHaveLength(1);
  });

  it('retries a failing job later, keeping the attempts and the error, and gives up after the last attempt', async () => {
    const logger = recordingLogger();
    let calls = 0;
    const jobsRunner = runner(
      [
        {
          kind: 'test.failing',
          run: async () => {
            calls++;
            throw new Error(`mail server down (${calls})`);
          },
        },
      ],
      logger as unknown as FastifyBaseLogger,
    );
    const start = new Date();
    await jobsRunner.enqueue('test.failing', {}, { runAt: start });

    expect(await jobsRunner.runDue(start)).toBe(1);
    let row = await onlyRow('test.failing');
    expect(row).toMatchObject({
      attempts: 1,
      lastError: 'mail server down (1)',
      failedAt: null,
      finishedAt: null,
    });
    expect(row.lockedUntil).toBeNull();
    expect(row.runAt.getTime()).toBe(start.getTime() + retryDelayMs(1));
    // Not before its time.
    expect(await jobsRunner.runDue(new Date(start.getTime() + retryDelayMs(1) - 1))).toBe(0);

    for (let attempt = 2; attempt <= row.maxAttempts; attempt++) {
      const due = row.runAt;
      expect(await jobsRunner.runDue(due)).toBe(1);
      row = await onlyRow('test.failing');
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toBe(`mail server down (${attempt})`);
      if (attempt < row.maxAttempts) {
        expect(row.failedAt).toBeNull();
        expect(row.runAt.getTime()).toBe(due.getTime() + retryDelayMs(attempt));
      }
    }
    expect(row.failedAt).toEqual(expect.any(Date));
    expect(row.finishedAt).toBeNull();
    expect(calls).toBe(row.maxAttempts);
    expect(await jobsRunner.runDue(new Date(start.getTime() + 365 * 86_400_000))).toBe(0);
    expect(calls).toBe(row.maxAttempts);
    expect(logger.lines.filter((line) => line.level === 'warn')).toHaveLength(row.maxAttempts - 1);
    expect(logger.lines.filter((line) => line.level === 'error')).toEqual([
      { level: 'error', message: 'job failed for good' },
    ]);
  });

  it('clears the error once a retried job succeeds', async () => {
    let calls = 0;
    const jobsRunner = runner([
      {
        kind: 'test.flaky',
        run: async () => {
          calls++;
          if (calls === 1) throw new Error('timeout');
        },
      },
    ]);
    const start = new Date();
    await jobsRunner.enqueue('test.flaky', {}, { runAt: start });
    await jobsRunner.runDue(start);
    expect(await onlyRow('test.flaky')).toMatchObject({ attempts: 1, lastError: 'timeout' });
    await jobsRunner.runDue(new Date(start.getTime() + retryDelayMs(1)));
    const row = await onlyRow('test.flaky');
    expect(row).toMatchObject({ attempts: 2, lastError: null, failedAt: null });
    expect(row.finishedAt).toEqual(expect.any(Date));
  });

  it('runs each job exactly once when two runners share the database', async () => {
    const calls = new Map<string, number>();
    const handler: JobHandler = {
      kind: 'test.shared',
      run: async ({ jobId }) => {
        calls.set(jobId, (calls.get(jobId) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    const first = runner([handler], silentLogger, 'worker-a');
    const second = runner([handler], silentLogger, 'worker-b');
    const now = new Date();
    for (let i = 0; i < 20; i++) await first.enqueue('test.shared', { i }, { runAt: now });

    const [a, b] = await Promise.all([first.runDue(now), second.runDue(now)]);
    expect(a + b).toBe(20);
    expect(calls.size).toBe(20);
    expect([...calls.values()].every((count) => count === 1)).toBe(true);
    const rows = await rowsOfKind('test.shared');
    expect(rows.every((row) => row.finishedAt !== null && row.attempts === 1)).toBe(true);
    for (const row of rows) expect(['worker-a', 'worker-b']).toContain(row.lockedBy);
    // PGlite has one connection, so there the two take turns; PostgreSQL runs them side by side,
    // and each must have claimed some of the jobs for this to have tested anything.
    if (t.database.kind === 'postgres') expect(new Set(rows.map((row) => row.lockedBy)).size).toBe(2);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, passes over a job another process holds instead of waiting for it',
    async () => {
      const seen: unknown[] = [];
      const jobsRunner = runner([
        { kind: 'test.held', run: async ({ payload }) => void seen.push(payload.i) },
      ]);
      const now = new Date();
      for (let i = 0; i < 3; i++) await jobsRunner.enqueue('test.held', { i }, { runAt: now });
      const [held] = await rowsOfKind('test.held');
      // Another process is in the middle of claiming the first job (its row is locked, not yet leased).
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select id from jobs where id = ${held?.id} for update`);
        // Without SKIP LOCKED this would wait for the transaction above, which waits for it: a deadlock.
        expect(await jobsRunner.runDue(now)).toBe(2);
      });
      expect(seen).toHaveLength(2);
      expect(seen).not.toContain(held?.payload.i);
    },
  );

  it('keeps the claim of a job that runs longer than its lease: another process does not take it', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: JobHandler = {
      kind: 'test.slow',
      run: async () => {
        runs++;
        await held;
      },
    };
    const first = new JobRunner(t.database, silentLogger, [slow], [], {
      leaseMs: 300,
      workerId: 'worker-slow',
    });
    const second = new JobRunner(t.database, silentLogger, [slow], [], {
      leaseMs: 300,
      workerId: 'worker-other',
    });
    await first.enqueue('test.slow', {}, { runAt: new Date() });
    const running = first.runDue(new Date());
    // Three leases later the first process still runs it: its renewals keep the second one out.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await second.runDue(new Date())).toBe(0);
    release();
    expect(await running).toBe(1);
    expect(runs).toBe(1);
    const [row] = await rowsOfKind('test.slow');
    expect(row).toMatchObject({ attempts: 1, lockedBy: 'worker-slow', lockedUntil: null });
    expect(row?.finishedAt).toEqual(expect.any(Date));
  });

  it('claims again a job whose lease ran out, and leaves one whose lease still holds', async () => {
    let calls = 0;
    const jobsRunner = runner(
      [{ kind: 'test.lease', run: async () => void calls++ }],
      silentLogger,
      'worker-new',
    );
    const now = new Date();
    await jobsRunner.enqueue(
      'test.lease',
      { crashed: true },
      { runAt: now, dedupeKey: 'test.lease:crashed' },
    );
    await jobsRunner.enqueue('test.lease', { busy: true }, { runAt: now, dedupeKey: 'test.lease:busy' });
    // One claimed by a process that died a minute after its lease ended; one by a process still at work.
    await t.database.db
      .update(jobs)
      .set({ attempts: 1, lockedBy: 'worker-dead', lockedUntil: new Date(now.getTime() - 60_000) })
      .where(eq(jobs.dedupeKey, 'test.lease:crashed'));
    await t.database.db
      .update(jobs)
      .set({ attempts: 1, lockedBy: 'worker-busy', lockedUntil: new Date(now.getTime() + 60_000) })
      .where(eq(jobs.dedupeKey, 'test.lease:busy'));

    expect(await jobsRunner.runDue(now)).toBe(1);
    expect(calls).toBe(1);
    const [crashed] = await t.database.db.select().from(jobs).where(eq(jobs.dedupeKey, 'test.lease:crashed'));
    expect(crashed).toMatchObject({ attempts: 2, lockedBy: 'worker-new', lastError: null });
    expect(crashed?.finishedAt).toEqual(expect.any(Date));
    const [busy] = await t.database.db.select().from(jobs).where(eq(jobs.dedupeKey, 'test.lease:busy'));
    expect(busy).toMatchObject({ attempts: 1, lockedBy: 'worker-busy', finishedAt: null });
  });

  it('fails a job nobody handles like a failing one, with the reason', async () => {
    const jobsRunner = runner([]);
    await jobsRunner.enqueue('test.orphan');
    expect(await jobsRunner.runDue()).toBe(1);
    expect(await onlyRow('test.orphan')).toMatchObject({
      attempts: 1,
      lastError: 'No handler for job kind test.orphan',
      finishedAt: null,
    });
  });
});

describe('the reminders sweep', () => {
  const day = (from: Date, days: number) =>
    new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const reminders = async (email: string) =>
    (await outboxTo(t.database, email)).filter(
      (m) => m.subject === 'Reminder: feedback due soon on CompetencyHub',
    );

  async function people() {
    const companyId = (await makeCompany(t.database, { name: 'Reminders Ltd' })).id;
    const { competencyId } = await makeFramework(t.database, { companyId });
    const subject = await makeUser(t.database, { companyId, fullName: 'Sally Subject' });
    const rater = () => makeUser(t.database, { companyId });
    return { companyId, competencyId, subject, rater };
  }

  it('reminds each rater once of an open request due within two days, however often it runs', async () => {
    const { companyId, competencyId, subject, rater } = await people();
    const now = new Date();
    const soon = await rater();
    const later = await rater();
    const declined = await rater();
    const completed = await rater();
    const cancelled = await rater();
    const base = { companyId, subjectId: subject.id, competencyIds: [competencyId] };
    const soonRequest = await makeFeedbackRequest(t.database, {
      ...base,
      raterId: soon.id,
      dueOn: day(now, 1),
    });
    const laterRequest = await makeFeedbackRequest(t.database, {
      ...base,
      raterId: later.id,
      dueOn: day(now, 5),
    });
    const fresh = await rater();
    for (const [who, status] of [
      [declined, 'declined'],
      [completed, 'completed'],
      [cancelled, 'cancelled'],
    ] as const) {
      const { requestId } = await makeFeedbackRequest(t.database, {
        ...base,
        raterId: who.id,
        dueOn: day(now, 1),
      });
      await t.database.db
        .update(feedbackRequests)
        .set({ status, declineReason: status === 'declined' ? 'Too busy' : null })
        .where(eq(feedbackRequests.id, requestId));
    }
    // Asked two days ago; then one asked just now, due tomorrow: its invitation is fresh, no reminder.
    await t.database.db
      .update(feedbackRequests)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(feedbackRequests.subjectId, subject.id));
    await makeFeedbackRequest(t.database, { ...base, raterId: fresh.id, dueOn: day(now, 1) });

    const jobsRunner = t.app.services.jobs;
    await jobsRunner.scheduleRecurring(now);
    await jobsRunner.scheduleRecurring(now);
    expect(await rowsOfKind(REMINDERS_SWEEP)).toHaveLength(1);
    const before = await remindersRun();
    await jobsRunner.runDue(now);
    expect(await remindersRun()).toBe(before + 1);

    const sent = await reminders(soon.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.textBody).toContain('Sally Subject');
    for (const who of [later, declined, completed, cancelled, fresh]) {
      expect(await reminders(who.email)).toEqual([]);
    }
    const [marked] = await t.database.db
      .select()
      .from(feedbackRequests)
      .where(eq(feedbackRequests.id, soonRequest.requestId));
    expect(marked?.reminderSentAt).toEqual(expect.any(Date));

    // The next slot's sweep runs, and sends nothing twice.
    const next = new Date(now.getTime() + REMINDERS_EVERY_MS);
    await jobsRunner.scheduleRecurring(next);
    await jobsRunner.runDue(next);
    expect(await remindersRun()).toBe(before + 2);
    expect(await reminders(soon.email)).toHaveLength(1);
    expect(await reminders(later.email)).toEqual([]);

    // Three days on, the later request is due within two days: its rater is reminded, once.
    const threeDaysOn = new Date(now.getTime() + 3 * 86_400_000);
    await jobsRunner.scheduleRecurring(threeDaysOn);
    await jobsRunner.runDue(threeDaysOn);
    await jobsRunner.scheduleRecurring(new Date(threeDaysOn.getTime() + REMINDERS_EVERY_MS));
    await jobsRunner.runDue(new Date(threeDaysOn.getTime() + REMINDERS_EVERY_MS));
    expect(await reminders(later.email)).toHaveLength(1);
    expect(await reminders(soon.email)).toHaveLength(1);
    const [laterRow] = await t.database.db
      .select()
      .from(feedbackRequests)
      .where(eq(feedbackRequests.id, laterRequest.requestId));
    expect(laterRow?.reminderSentAt).toEqual(expect.any(Date));
    const sweeps = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(eq(jobs.kind, REMINDERS_SWEEP));
    expect(sweeps[0]?.n).toBe(4);
  });
});

describe('deadlines the sweep keeps', () => {
  const isoDay = (from: Date, days: number) =>
    new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const sweep = async (at: Date) => {
    const jobsRunner = t.app.services.jobs;
    await jobsRunner.scheduleRecurring(at);
    return jobsRunner.runDue(at);
  };

  it('expires a request a week after its due date: it leaves the tasks and cannot be answered', async () => {
    const companyId = (await makeCompany(t.database, { name: 'Expiry Ltd' })).id;
    const { competencyId } = await makeFramework(t.database, { companyId });
    const subject = await makeUser(t.database, { companyId });
    const late = await makeUser(t.database, { companyId });
    const lapsed = await makeUser(t.database, { companyId });
    const now = new Date();
    const base = { companyId, subjectId: subject.id, competencyIds: [competencyId] };
    const stillOpen = await makeFeedbackRequest(t.database, {
      ...base,
      raterId: late.id,
      dueOn: isoDay(now, -6),
    });
    const expired = await makeFeedbackRequest(t.database, {
      ...base,
      raterId: lapsed.id,
      dueOn: isoDay(now, -8),
    });

    const before = await remindersRun();
    await sweep(now);
    expect(await remindersRun()).toBe(before + 1);
    const status = async (id: string) =>
      (await t.database.db.select().from(feedbackRequests).where(eq(feedbackRequests.id, id)))[0]?.status;
    expect(await status(stillOpen.requestId)).toBe('pending');
    expect(await status(expired.requestId)).toBe('expired');

    const lapsedCookie = await signIn(t.app, lapsed.email, lapsed.password);
    const tasks = await call(t.app, 'GET', '/api/v1/assessments/tasks', { cookie: lapsedCookie });
    expect(tasks.json().feedbackToGive).toEqual([]);
    const answer = await call(t.app, 'POST', `/api/v1/feedback-requests/${expired.requestId}/answer`, {
      cookie: lapsedCookie,
      body: { ratings: [{ competencyId, level: 3 }] },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().detail).toBe(ASSESSMENT_MESSAGES.requestNotOpen);
    const lateCookie = await signIn(t.app, late.email, late.password);
    const overdue = await call(t.app, 'GET', '/api/v1/assessments/tasks', { cookie: lateCookie });
    expect(overdue.json().feedbackToGive).toHaveLength(1);
  });

  it('reminds an open cycle’s unfinished members and managers once, three days before its deadline', async () => {
    const companyId = (await makeCompany(t.database, { name: 'Cycle Deadline Ltd' })).id;
    const manager = await makeUser(t.database, { companyId, role: 'team_manager' });
    const member = await makeUser(t.database, { companyId });
    await t.database.db.update(profiles).set({ lineManagerId: manager.id }).where(eq(profiles.id, member.id));
    const { cycleId } = await makeCycle(t.database, { companyId, memberIds: [member.id] });
    const now = new Date();
    const cycleMails = async (email: string) =>
      (await outboxTo(t.database, email)).filter(
        (m) => m.subject === 'Reminder: your assessment is due on CompetencyHub',
      );

    // Due in 14 days: too early.
    await sweep(now);
    expect(await cycleMails(member.email)).toEqual([]);
    // Eleven days on, the deadline is three days away.
    const elevenDaysOn = new Date(now.getTime() + 11 * 86_400_000);
    await sweep(elevenDaysOn);
    await sweep(new Date(elevenDaysOn.getTime() + REMINDERS_EVERY_MS));
    expect(await cycleMails(member.email)).toHaveLength(1);
    expect(await cycleMails(manager.email)).toHaveLength(1);
    const [cycle] = await t.database.db
      .select()
      .from(assessmentCycles)
      .where(eq(assessmentCycles.id, cycleId));
    expect(cycle?.autoRemindedAt).toEqual(expect.any(Date));
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, cycleId), eq(auditLog.action, 'assessment_cycle.reminded')));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({ people: 1, managers: 1, automatic: true });
  });

  it('deletes evidence files attached to nothing a day after their upload, and keeps the others', async () => {
    const companyId = (await makeCompany(t.database, { name: 'Orphans Ltd' })).id;
    const framework = await makeFramework(t.database, { companyId });
    const owner = await makeUser(t.database, { companyId });
    const evidence = () => makeStoredFile(t.database, { companyId, ownerId: owner.id, purpose: 'evidence' });
    const orphan = await evidence();
    const attached = await evidence();
    const recent = await evidence();
    const photo = await makeStoredFile(t.database, { companyId, ownerId: owner.id });
    await makeRating(t.database, {
      companyId,
      ...framework,
      subjectId: owner.id,
      level: 3,
      evidenceFileId: attached.id,
    });
    await t.database.db
      .update(storedFiles)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(inArray(storedFiles.id, [orphan.id, attached.id, photo.id]));

    await sweep(new Date());
    const left = await t.database.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.companyId, companyId));
    expect(left.map((f) => f.id).sort()).toEqual([attached.id, recent.id, photo.id].sort());
  });
});
