import type {
  LevelCheckDifference,
  StorageCheckDifference,
  SystemReport,
} from '@competencyhub/domain/schemas/it-admin';
import { IT_ADMIN_LIMITS } from '@competencyhub/domain/schemas/it-admin-messages';
import { sql } from 'drizzle-orm';
import { MIGRATIONS, rowsOf } from '../../db/migrate.ts';
import type { Services } from '../../services.ts';
import { PRODUCT_VERSION, STARTED_AT } from './version.ts';

/**
 * IT Administration's System tab (issue 24; platform staff, on the owner connection): each figure an
 * indexed count over the rows still waiting (the partial indexes of migrations 0011, 0001 and 0054),
 * a sum of the per-company storage counters, or the latest row of a log; nothing here reads every job,
 * e-mail or file ever stored.
 */
export async function systemReport(services: Services): Promise<SystemReport> {
  const db = services.database.db;
  const [figures] = rowsOf<{
    server_version: string;
    database_bytes: string | number;
    applied: number;
    latest: string | null;
    latest_at: Date | string | null;
    queued: number;
    due: number;
    running: number;
    oldest_due_at: Date | string | null;
    failed: number;
    outbox_pending: number;
    outbox_oldest: Date | string | null;
    outbox_failed: number;
    storage_files: string | number;
    storage_bytes: string | number;
  }>(
    await db.execute(sql`
      select current_setting('server_version') as server_version,
        pg_database_size(current_database()) as database_bytes,
        (select count(*)::int from schema_migrations) as applied,
        m.name as latest, m.applied_at as latest_at,
        (select count(*)::int from jobs where finished_at is null and failed_at is null
           and (locked_until is null or locked_until < now())) as queued,
        (select count(*)::int from jobs where finished_at is null and failed_at is null and run_at <= now()
           and (locked_until is null or locked_until < now())) as due,
        (select count(*)::int from jobs where finished_at is null and failed_at is null
           and locked_until >= now()) as running,
        (select min(run_at) from jobs where finished_at is null and failed_at is null and run_at <= now()
           and (locked_until is null or locked_until < now())) as oldest_due_at,
        (select count(*)::int from jobs where failed_at is not null) as failed,
        (select count(*)::int from email_outbox where status = 'pending') as outbox_pending,
        (select min(created_at) from email_outbox where status = 'pending') as outbox_oldest,
        (select count(*)::int from email_outbox where status = 'failed') as outbox_failed,
        (select coalesce(sum(files), 0) from company_storage) as storage_files,
        (select coalesce(sum(bytes), 0) from company_storage) as storage_bytes
      from (select 1) one
      left join lateral (
        select name, applied_at from schema_migrations order by applied_at desc, name desc limit 1) m on true`),
  );
  if (!figures) throw new Error('the system report read nothing');
  const failedJobs = rowsOf<{
    id: string;
    kind: string;
    attempts: number;
    failed_at: Date | string;
    last_error: string | null;
  }>(
    await db.execute(sql`
      select id, kind, attempts, failed_at, left(last_error, ${IT_ADMIN_LIMITS.errorChars}) as last_error
      from jobs where failed_at is not null
      order by failed_at desc, id limit ${IT_ADMIN_LIMITS.failedJobs}`),
  );
  return {
    version: {
      product: PRODUCT_VERSION,
      node: process.version,
      startedAt: STARTED_AT.toISOString(),
    },
    database: {
      kind: services.database.kind,
      serverVersion: figures.server_version,
      bytes: Number(figures.database_bytes),
    },
    migrations: {
      applied: figures.applied,
      known: MIGRATIONS.length,
      latest: figures.latest,
      latestAt: iso(figures.latest_at),
    },
    jobs: {
      queued: figures.queued,
      due: figures.due,
      running: figures.running,
      failed: figures.failed,
      oldestDueAt: iso(figures.oldest_due_at),
    },
    failedJobs: failedJobs.map((job) => ({
      id: job.id,
      kind: job.kind,
      attempts: job.attempts,
      failedAt: iso(job.failed_at) ?? '',
      lastError: job.last_error,
      retryable: services.jobs.isRetryable(job.kind),
    })),
    outbox: {
      pending: figures.outbox_pending,
      failed: figures.outbox_failed,
      oldestPendingAt: iso(figures.outbox_oldest),
    },
    storage: { files: Number(figures.storage_files), bytes: Number(figures.storage_bytes) },
    storageCheck: await latestStorageCheck(services),
    levelCheck: await latestLevelCheck(services),
  };
}

/** The latest nightly count of files against the storage counters, with the companies' names. */
async function latestStorageCheck(services: Services): Promise<SystemReport['storageCheck']> {
  const [row] = rowsOf<{
    checked_at: Date | string;
    companies: number;
    mismatched: number;
    repaired: boolean;
    differences: StorageCheckDifference[];
  }>(
    await services.database.db.execute(sql`
      select k.checked_at, k.companies, k.mismatched, k.repaired,
        coalesce((select jsonb_agg(e.value || jsonb_build_object('companyName', c.name) order by e.ordinality)
          from jsonb_array_elements(k.examples) with ordinality e(value, ordinality)
          left join companies c on c.id = (e.value ->> 'companyId')::uuid), '[]') as differences
      from storage_checks k order by k.checked_at desc limit 1`),
  );
  if (!row) return null;
  return {
    checkedAt: iso(row.checked_at) ?? '',
    companies: row.companies,
    mismatched: row.mismatched,
    repaired: row.repaired,
    differences: row.differences.map((d) => ({ ...d, companyName: d.companyName ?? null })),
  };
}

/** PostgreSQL answers a Date, PGlite sometimes a string: both become ISO 8601 in UTC. */
const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

interface CheckRow {
  checked_at: Date | string;
  sampled: number;
  mismatched: number;
  fits_sampled: number;
  fits_mismatched: number;
  fit_totals_sampled: number;
  fit_totals_mismatched: number;
  examples: Array<{
    companyId: string;
    personId: string;
    competencyId: string;
    stored: number | null;
    fresh: number | null;
  }>;
  fit_examples: Array<{
    companyId: string;
    personId: string;
    jobProfileId: string | null;
    stored: number | null;
    fresh: number | null;
  }>;
  fit_total_examples: Array<{
    companyId: string;
    jobProfileId: string;
    stored: { total: number };
    fresh: { total: number };
  }>;
}

/** The latest nightly comparison of stored levels, fits and fit totals with a fresh computation. */
async function latestLevelCheck(services: Services): Promise<SystemReport['levelCheck']> {
  const [row] = rowsOf<CheckRow>(
    await services.database.db.execute(sql`
      select checked_at, sampled, mismatched, fits_sampled, fits_mismatched, fit_totals_sampled,
        fit_totals_mismatched, examples, fit_examples, fit_total_examples
      from level_consistency_checks order by checked_at desc limit 1`),
  );
  if (!row) return null;
  const level = (tenths: number | null) => (tenths === null ? null : tenths / 10);
  const differences: Array<Omit<LevelCheckDifference, 'otherFieldsDiffer'>> = [
    ...row.examples.map((e) => ({
      kind: 'level' as const,
      companyId: e.companyId,
      personId: e.personId,
      competencyId: e.competencyId,
      jobProfileId: null,
      stored: level(e.stored),
      fresh: level(e.fresh),
    })),
    ...row.fit_examples.map((e) => ({
      kind: 'fit' as const,
      companyId: e.companyId,
      personId: e.personId,
      competencyId: null,
      jobProfileId: e.jobProfileId,
      stored: e.stored,
      fresh: e.fresh,
    })),
    ...row.fit_total_examples.map((e) => ({
      kind: 'fit_total' as const,
      companyId: e.companyId,
      personId: null,
      competencyId: null,
      jobProfileId: e.jobProfileId,
      stored: e.stored.total,
      fresh: e.fresh.total,
    })),
  ];
  return {
    checkedAt: iso(row.checked_at) ?? '',
    levels: { sampled: row.sampled, mismatched: row.mismatched },
    fits: { sampled: row.fits_sampled, mismatched: row.fits_mismatched },
    fitTotals: { sampled: row.fit_totals_sampled, mismatched: row.fit_totals_mismatched },
    differences: differences.map((d) => ({ ...d, otherFieldsDiffer: d.stored === d.fresh })),
  };
}
