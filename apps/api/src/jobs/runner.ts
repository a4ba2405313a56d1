import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../db/client.ts';
import { rowsOf } from '../db/migrate.ts';
import type { JobRunRecorder } from '../ops/metrics.ts';
import { currentRequestId, runWithLogContext } from '../ops/request-context.ts';
import { Heartbeat } from './heartbeat.ts';

/**
 * The background job runner (decision 0029): jobs are rows of `jobs`, claimed one at a time with
 * FOR UPDATE SKIP LOCKED and a lease, so several API processes on one database run each job once,
 * and a job whose process died is claimed again when its lease runs out. Recurring work is one job
 * per time slot, made unique by its dedupe key.
 */

export interface JobContext {
  jobId: string;
  payload: Record<string, unknown>;
  now: Date;
  /** This run is the job's last chance: if it fails, the job is marked failed for good. */
  lastAttempt?: boolean;
  /**
   * Aborted when the process drains and the job has run past the drain's limit: a long job checks it at
   * its safe points (stopIfInterrupted) and stops there, and the runner hands the job back at once.
   */
  signal?: AbortSignal;
}

/**
 * A job that stopped at a safe point because its process is stopping: the runner puts it back, not
 * counted as an attempt, for another process to take at its next poll (decision 0082).
 */
export class JobInterrupted extends Error {
  constructor() {
    super('interrupted: its process was stopping');
    this.name = 'JobInterrupted';
  }
}

/** At a long job's safe point: throws JobInterrupted once the runner has asked it to stop. */
export function stopIfInterrupted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new JobInterrupted();
}

export interface JobHandler {
  kind: string;
  run(context: JobContext): Promise<void>;
  /**
   * Whether a job of this kind that failed for good may be run again from IT Administration (true
   * unless said). False where the last failure ends what the job worked on (an HRIS import's file is
   * dropped, a recompute or dry run is marked failed): its own page starts a new one.
   */
  retryable?: boolean;
}

/** A handler that runs every `everyMs`, once per slot whatever the number of processes. */
export interface RecurringJob {
  kind: string;
  everyMs: number;
}

export interface JobRunnerOptions {
  pollMs?: number;
  /** How long a claim lasts before another process may take the job again. */
  leaseMs?: number;
  /** Names this process in locked_by (for operators reading the table). */
  workerId?: string;
  /** Counts each run by kind and outcome (decision 0077); null when metrics are off. */
  metrics?: JobRunRecorder | null;
}

interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  /** The request that queued the job: its log lines carry that reqId (decision 0077). */
  request_id: string | null;
}

/** 30 s, 2 min, 8 min, 32 min… capped at 6 hours. */
export const retryDelayMs = (attempts: number) =>
  Math.min(6 * 3_600_000, 30_000 * 4 ** Math.max(0, attempts - 1));

/** The start of the slot `now` falls in, for a recurring job every `everyMs`. */
export const slotStart = (now: Date, everyMs: number) =>
  new Date(Math.floor(now.getTime() / everyMs) * everyMs);

export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly pollMs: number;
  private readonly leaseMs: number;
  readonly workerId: string;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  /** Set by stop(): the job in hand is finished, no other is claimed (a drain, decision 0076). */
  private stopping = false;
  /** Asks the job in hand to stop at its next safe point (stop() with a limit). */
  private current: AbortController | null = null;
  /** The Overview's "job runner" check: when a runner of any process last polled (decision 0072). */
  private readonly heartbeat: Heartbeat;
  private readonly metrics: JobRunRecorder | null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    handlers: readonly JobHandler[],
    private readonly recurring: readonly RecurringJob[] = [],
    options: JobRunnerOptions = {},
  ) {
    for (const handler of handlers) this.handlers.set(handler.kind, handler);
    this.pollMs = options.pollMs ?? 5_000;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.workerId = options.workerId ?? `api-${process.pid}-${randomUUID().slice(0, 8)}`;
    this.heartbeat = new Heartbeat(database, 'job_runner');
    this.metrics = options.metrics ?? null;
  }

  /** Whether a failed job of this kind may be run again (a kind nobody handles may not). */
  isRetryable(kind: string): boolean {
    const handler = this.handlers.get(kind);
    return handler !== undefined && handler.retryable !== false;
  }

  /**
   * Queues a job; with a dedupe key, a second job with the same key is not added. Queued during a
   * request, the job records that request's id unless given one.
   */
  async enqueue(
    kind: string,
    payload: Record<string, unknown> = {},
    options: { runAt?: Date; dedupeKey?: string; requestId?: string | null } = {},
    tx?: Tx,
  ): Promise<void> {
    const requestId = options.requestId === undefined ? currentRequestId() : options.requestId;
    await (tx ?? this.database.db).execute(sql`
      insert into jobs (kind, payload, run_at, dedupe_key, request_id)
      values (${kind}, ${JSON.stringify(payload)}::jsonb, ${(options.runAt ?? new Date()).toISOString()}::timestamptz,
              ${options.dedupeKey ?? null}, ${requestId})
      on conflict (dedupe_key) do nothing`);
  }

  /** Adds the current slot of every recurring job (every process tries; the dedupe key keeps one). */
  async scheduleRecurring(now = new Date()): Promise<void> {
    for (const job of this.recurring) {
      const slot = slotStart(now, job.everyMs);
      await this.enqueue(
        job.kind,
        {},
        { runAt: slot, dedupeKey: `${job.kind}:${slot.toISOString()}`, requestId: null },
      );
    }
  }

  /**
   * Claims the next due job. Without a time given, "due" is the database's own clock: a job queued by the
   * column's default (or run again from the IT page) has its run_at to the microsecond, and the process's
   * clock, to the millisecond, can read a moment before it (CI once found such a job not yet due).
   */
  private async claim(now: Date | undefined): Promise<ClaimedJob | null> {
    const at = now ? sql`${now.toISOString()}::timestamptz` : sql`clock_timestamp()`;
    const [job] = rowsOf<ClaimedJob>(
      await this.database.db.execute(sql`
        update jobs set
          -- From the moment of the claim (a long batch must not hand out leases already spent).
          locked_until = greatest(clock_timestamp(), ${at})
            + make_interval(secs => ${this.leaseMs / 1000}),
          locked_by = ${this.workerId},
          attempts = attempts + 1
        where id = (
          select id from jobs
          where finished_at is null and failed_at is null
            and run_at <= ${at}
            and (locked_until is null or locked_until < ${at})
          order by run_at
          limit 1
          for update skip locked
        )
        returning id, kind, payload, attempts, max_attempts, request_id`),
    );
    if (job) this.keepClaimed(job.id);
    return job ?? null;
  }

  /**
   * Renews a claim every third of the lease while its job runs (decision 0080): without it, a job longer
   * than the lease (an HRIS import or a recompute of 100,000 people) was claimed again by another process
   * while the first still ran it. Only a process that stopped renewing, because it died or lost the
   * database, loses the job. The renewal ends by itself once the row is no longer this claim's (finished,
   * failed or put back, all of which clear locked_until), or once a whole lease passed without one.
   */
  private keepClaimed(jobId: string): void {
    let renewedAt = Date.now();
    const timer = setInterval(
      () => {
        // Past the lease without a renewal, the claim is another process's to take: stop trying.
        if (Date.now() - renewedAt > this.leaseMs) return clearInterval(timer);
        this.database.db
          .execute(sql`
          update jobs set locked_until = greatest(locked_until, clock_timestamp() + make_interval(secs => ${this.leaseMs / 1000}))
          where id = ${jobId} and locked_by = ${this.workerId} and locked_until is not null
            and finished_at is null and failed_at is null
          returning id`)
          .then(
            (result) => {
              if (rowsOf(result).length === 0) clearInterval(timer);
              else renewedAt = Date.now();
            },
            // A database blip: the next renewal tries again while the lease lasts.
            (err) => this.log.warn({ err, jobId }, 'job lease renewal failed'),
          );
      },
      Math.max(100, this.leaseMs / 3),
    );
    timer.unref();
  }

  private async finish(job: ClaimedJob, error: unknown, now: Date, seconds: number): Promise<void> {
    if (error instanceof JobInterrupted) {
      // Handed back as it was before this claim: due now, free to claim, the attempt not counted.
      this.metrics?.jobRun(job.kind, 'interrupted', seconds);
      this.log.info(
        { seconds: Math.round(seconds * 1000) / 1000 },
        'job interrupted by a drain; handed back',
      );
      await this.database.db.execute(sql`
        update jobs set locked_until = null, locked_by = null, attempts = greatest(0, attempts - 1),
          run_at = least(run_at, now())
        where id = ${job.id}`);
      return;
    }
    const outcome = !error ? 'succeeded' : job.attempts >= job.max_attempts ? 'failed' : 'retrying';
    this.metrics?.jobRun(job.kind, outcome, seconds);
    if (!error) {
      await this.database.db.execute(sql`
        update jobs set finished_at = now(), locked_until = null, last_error = null where id = ${job.id}`);
      // One line per run: with the context's reqId, what a user's action set going ends here.
      this.log.info({ seconds: Math.round(seconds * 1000) / 1000 }, 'job finished');
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    if (job.attempts >= job.max_attempts) {
      this.log.error({ err: error }, 'job failed for good');
      await this.database.db.execute(sql`
        update jobs set failed_at = now(), locked_until = null, last_error = ${message} where id = ${job.id}`);
      return;
    }
    this.log.warn({ err: error, attempts: job.attempts }, 'job failed; retrying');
    const retryAt = new Date(now.getTime() + retryDelayMs(job.attempts));
    await this.database.db.execute(sql`
      update jobs set run_at = ${retryAt.toISOString()}::timestamptz, locked_until = null, last_error = ${message}
      where id = ${job.id}`);
  }

  /** Runs every due job, one after another; returns how many ran (tests call this directly). */
  async runDue(now?: Date): Promise<number> {
    let count = 0;
    while (!this.stopping) {
      const job = await this.claim(now);
      if (!job) return count;
      count++;
      // The handler's log lines, and the runner's about this job, name it and the request that queued it.
      const context = { ...(job.request_id ? { reqId: job.request_id } : {}), jobId: job.id, kind: job.kind };
      await runWithLogContext(context, () => this.run(job, now ?? new Date()));
    }
    return count;
  }

  private async run(job: ClaimedJob, now: Date): Promise<void> {
    const handler = this.handlers.get(job.kind);
    const started = performance.now();
    let failure: unknown = null;
    const controller = new AbortController();
    this.current = controller;
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler.run({
        jobId: job.id,
        payload: job.payload ?? {},
        now,
        lastAttempt: job.attempts >= job.max_attempts,
        signal: controller.signal,
      });
    } catch (error) {
      failure = error ?? new Error('job failed');
    } finally {
      this.current = null;
    }
    await this.finish(job, failure, now, (performance.now() - started) / 1000);
  }

  /** One tick: schedule the current slots, then run what is due. Never overlaps itself. */
  tick(now?: Date): Promise<unknown> {
    if (this.running) return this.running;
    this.running = (async () => {
      await this.scheduleRecurring(now ?? new Date());
      await this.runDue(now);
      await this.heartbeat.success();
    })()
      .catch((err) => {
        this.log.warn({ err }, 'job runner tick failed');
        return this.heartbeat.failure(err).catch(() => undefined);
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  start(): void {
    this.stopping = false;
    this.timer = setInterval(() => void this.tick(), this.pollMs);
    this.timer.unref();
    void this.tick();
  }

  /**
   * Claims nothing more, and resolves once the job in hand (if any) is finished. With `interruptAfterMs`,
   * a job still running then is asked to stop at its next safe point and is handed back to the queue:
   * a drain does not wait for a long import or recompute, nor does the job wait out its lease elsewhere.
   */
  async stop({ interruptAfterMs }: { interruptAfterMs?: number } = {}): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const interrupt =
      interruptAfterMs === undefined ? null : setTimeout(() => this.current?.abort(), interruptAfterMs);
    try {
      await this.running;
    } finally {
      if (interrupt) clearTimeout(interrupt);
    }
  }
}
