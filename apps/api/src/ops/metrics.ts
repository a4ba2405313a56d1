import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { readDatabaseFigures } from './metrics-database.ts';

/**
 * The process's Prometheus metrics (decision 0077). Requests and job runs are counted as they happen,
 * in memory; what lives in the database (queue depth, outbox backlog, AI credits) is read at scrape
 * time with one query, so no request pays for it. No label names the process: Prometheus adds
 * `instance` for each target it scrapes.
 */

/** Seconds; the API's budget is 50 ms at p95 (docs/benchmarks.md), so the buckets are finest there. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.1, 0.5, 1, 5, 15, 60, 300, 900];

/** interrupted: stopped by its process's drain and handed back, not counted as an attempt. */
export type JobOutcome = 'succeeded' | 'retrying' | 'failed' | 'interrupted';

/** What the job runner reports after each run. */
export interface JobRunRecorder {
  jobRun(kind: string, outcome: JobOutcome, seconds: number): void;
}

/**
 * The `route` label: Fastify's route pattern, never the URL (one series per route, not per id).
 * Files of the web app share one label; the app shell served for an unknown page path and every
 * other unknown path have their own.
 */
export function routeLabel(pattern: string | undefined, method: string, status: number): string {
  if (pattern === undefined) {
    return status === 200 && (method === 'GET' || method === 'HEAD') ? 'app-shell' : 'unmatched';
  }
  if (pattern.startsWith('/api/') || pattern === '/metrics') return pattern;
  return 'static';
}

interface RequestSeries {
  count: { inc(): void };
  latency: { observe(seconds: number): void };
}

export class Metrics implements JobRunRecorder {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route'>;
  /** The labelled children, found once: prom-client hashes the label set on every call otherwise. */
  private readonly series = new Map<string, RequestSeries>();
  private readonly jobRuns: Counter<'kind' | 'outcome'>;
  private readonly jobSeconds: Histogram<'kind'>;
  private readonly databaseUp: Gauge;
  private readonly pool: Gauge<'state'>;
  private readonly poolWaiting: Gauge;
  private readonly poolMax: Gauge;
  private readonly jobsDue: Gauge<'kind'>;
  private readonly outbox: Gauge<'status'>;
  private readonly aiCredits: Gauge<'source'>;

  constructor(
    private readonly database: Database,
    /** Every job kind this process runs: each has a queue-depth series, 0 when nothing is due. */
    private readonly jobKinds: readonly string[],
  ) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request reaching the process to its answer being sent, by method and route pattern.',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.jobRuns = new Counter({
      name: 'competencyhub_job_runs_total',
      help: 'Background job runs by kind and outcome (retrying: failed, will be tried again; failed: for good; interrupted: handed back by a drain).',
      labelNames: ['kind', 'outcome'],
      registers,
    });
    this.jobSeconds = new Histogram({
      name: 'competencyhub_job_run_duration_seconds',
      help: 'Time a background job run took, by kind.',
      labelNames: ['kind'],
      buckets: JOB_BUCKETS,
      registers,
    });
    this.databaseUp = new Gauge({
      name: 'competencyhub_database_up',
      help: '1 when the scrape could read the database figures, 0 when the database could not be reached.',
      registers,
    });
    this.pool = new Gauge({
      name: 'competencyhub_db_pool_connections',
      help: 'Database connections of this process, by state (in_use, idle).',
      labelNames: ['state'],
      registers,
    });
    this.poolWaiting = new Gauge({
      name: 'competencyhub_db_pool_waiting_queries',
      help: 'Queries waiting for a free database connection in this process.',
      registers,
    });
    this.poolMax = new Gauge({
      name: 'competencyhub_db_pool_max_connections',
      help: 'The most database connections this process opens (DATABASE_POOL_MAX).',
      registers,
    });
    this.jobsDue = new Gauge({
      name: 'competencyhub_jobs_due',
      help: 'Background jobs due and not finished or failed, by kind (the whole database, not this process).',
      labelNames: ['kind'],
      registers,
    });
    this.outbox = new Gauge({
      name: 'competencyhub_outbox_messages',
      help: 'E-mails in the outbox not sent, by status (pending, failed); the whole database.',
      labelNames: ['status'],
      registers,
    });
    this.aiCredits = new Gauge({
      name: 'competencyhub_ai_credits_used',
      help: 'AI credits used by every company: plan credits of the current periods, and credits of purchased packs.',
      labelNames: ['source'],
      registers,
    });
  }

  /** The one onResponse hook's work: two in-memory updates, no I/O. */
  observeResponse(req: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const route = routeLabel(req.routeOptions.url, req.method, status);
    const key = `${req.method} ${route} ${status}`;
    let series = this.series.get(key);
    if (!series) {
      series = {
        count: this.requests.labels(req.method, route, String(status)),
        latency: this.latency.labels(req.method, route),
      };
      this.series.set(key, series);
    }
    series.count.inc();
    series.latency.observe(reply.elapsedTime / 1000);
  }

  jobRun(kind: string, outcome: JobOutcome, seconds: number): void {
    this.jobRuns.labels(kind, outcome).inc();
    this.jobSeconds.labels(kind).observe(seconds);
  }

  /** The text exposition, with the database figures read now. */
  async exposition(): Promise<string> {
    await this.refreshDatabaseFigures();
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  private async refreshDatabaseFigures(): Promise<void> {
    const use = this.database.poolUse();
    this.pool.labels('in_use').set(use.size - use.idle);
    this.pool.labels('idle').set(use.idle);
    this.poolWaiting.set(use.waiting);
    this.poolMax.set(use.max);
    const figures = await readDatabaseFigures(this.database).catch(() => null);
    // From here on synchronous: two scrapes at once never serve each other's half-written gauges.
    // Last scrape's figures would be read as current: a series absent is the honest answer.
    this.jobsDue.reset();
    this.outbox.reset();
    this.aiCredits.reset();
    // Unreachable (the readiness check says so too): the scrape still serves what the process knows.
    this.databaseUp.set(figures ? 1 : 0);
    if (!figures) return;
    for (const kind of this.jobKinds) this.jobsDue.labels(kind).set(0);
    for (const [kind, due] of figures.jobsDue) this.jobsDue.labels(kind).set(due);
    this.outbox.labels('pending').set(figures.outboxPending);
    this.outbox.labels('failed').set(figures.outboxFailed);
    this.aiCredits.labels('plan').set(figures.aiCreditsPlan);
    this.aiCredits.labels('add_on').set(figures.aiCreditsAddOn);
  }
}
