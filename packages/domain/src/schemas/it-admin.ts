import { z } from 'zod';
import { Id, PageQuery, Timestamp } from './common.ts';

/**
 * IT Administration's System tab (issue 24; platform staff): what the platform runs, how far behind
 * its background work is, what each company stores, and the nightly check of stored levels. Figures
 * are read when asked, each by an indexed count or a per-company counter, never by a walk of a
 * company's rows.
 */

/** A job that failed for good (every attempt used), newest first. */
export const FailedJob = z.object({
  id: Id,
  kind: z.string(),
  attempts: z.int().min(0),
  failedAt: Timestamp,
  /** The last error's message, cut to IT_ADMIN_LIMITS.errorChars. */
  lastError: z.string().nullable(),
  /** Whether running it again is safe; otherwise its own page starts a new one. */
  retryable: z.boolean(),
});
export type FailedJob = z.infer<typeof FailedJob>;

/**
 * One stored figure the nightly check found to differ from a fresh computation: a level (as a level,
 * tenths shown as a decimal), a fit (percent) or a job profile's fit total (the sum of its holders'
 * known fits). Null: none stored, or none computed.
 */
export const LevelCheckDifference = z.object({
  kind: z.enum(['level', 'fit', 'fit_total']),
  companyId: Id,
  personId: Id.nullable(),
  competencyId: Id.nullable(),
  jobProfileId: Id.nullable(),
  stored: z.number().nullable(),
  fresh: z.number().nullable(),
  /**
   * The figure is the same and another field differs: a level's proficient flag or validity, a fit's
   * job profile, the holders a fit total counts.
   */
  otherFieldsDiffer: z.boolean(),
});
export type LevelCheckDifference = z.infer<typeof LevelCheckDifference>;

export const LevelCheckReport = z.object({
  checkedAt: Timestamp,
  levels: z.object({ sampled: z.int().min(0), mismatched: z.int().min(0) }),
  fits: z.object({ sampled: z.int().min(0), mismatched: z.int().min(0) }),
  fitTotals: z.object({ sampled: z.int().min(0), mismatched: z.int().min(0) }),
  /** Up to 20 of each kind, as the check kept them. */
  differences: z.array(LevelCheckDifference),
});
export type LevelCheckReport = z.infer<typeof LevelCheckReport>;

/** A company whose storage counter differed from its files on the nightly count. */
export const StorageCheckDifference = z.object({
  companyId: Id,
  /** Null once the company is deleted. */
  companyName: z.string().nullable(),
  stored: z.object({ files: z.int().min(0), bytes: z.number().int().min(0) }),
  counted: z.object({ files: z.int().min(0), bytes: z.number().int().min(0) }),
});
export type StorageCheckDifference = z.infer<typeof StorageCheckDifference>;

/** The nightly count of every company's files against its storage counter (decision 0069). */
export const StorageCheckReport = z.object({
  checkedAt: Timestamp,
  /** Companies with files or a counter, all compared. */
  companies: z.int().min(0),
  mismatched: z.int().min(0),
  /** The differing counters were set to what was counted (false: an upload changed one meanwhile). */
  repaired: z.boolean(),
  /** Up to 20, as the check kept them. */
  differences: z.array(StorageCheckDifference),
});
export type StorageCheckReport = z.infer<typeof StorageCheckReport>;

export const SystemReport = z.object({
  version: z.object({
    /** The product's version (package.json). */
    product: z.string(),
    node: z.string(),
    startedAt: Timestamp,
  }),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    /** PostgreSQL's own version string (`server_version`). */
    serverVersion: z.string(),
    /** The database's size on disk, in bytes. */
    bytes: z.number().int().min(0),
  }),
  migrations: z.object({
    applied: z.int().min(0),
    /** Migrations this version of the product knows: applied equals it on a database in order. */
    known: z.int().min(0),
    latest: z.string().nullable(),
    latestAt: Timestamp.nullable(),
  }),
  jobs: z.object({
    /** Waiting for their time or for a runner: not failed, and not held by a runner now. */
    queued: z.int().min(0),
    /** Queued and already due. */
    due: z.int().min(0),
    /** Claimed by a runner whose lease has not run out. */
    running: z.int().min(0),
    /** Failed for good (every attempt used). */
    failed: z.int().min(0),
    oldestDueAt: Timestamp.nullable(),
  }),
  /** The latest failed jobs (IT_ADMIN_LIMITS.failedJobs at most). */
  failedJobs: z.array(FailedJob),
  outbox: z.object({
    /** E-mails waiting to be sent (retries included). */
    pending: z.int().min(0),
    /** E-mails given up on after every attempt. */
    failed: z.int().min(0),
    oldestPendingAt: Timestamp.nullable(),
  }),
  storage: z.object({ files: z.int().min(0), bytes: z.number().int().min(0) }),
  /** The latest nightly count of the files against the storage counters; null before the first. */
  storageCheck: StorageCheckReport.nullable(),
  /** The latest nightly check of stored levels; null before the first. */
  levelCheck: LevelCheckReport.nullable(),
});
export type SystemReport = z.infer<typeof SystemReport>;

/** What one company stores (uploaded files, photos, logos), kept by the database as files change. */
export const CompanyStorage = z.object({
  companyId: Id,
  companyName: z.string(),
  files: z.int().min(0),
  bytes: z.number().int().min(0),
});
export type CompanyStorage = z.infer<typeof CompanyStorage>;

export const StorageQuery = PageQuery;
export type StorageQuery = z.infer<typeof StorageQuery>;

/** Companies by the space they use, largest first. */
export const StoragePage = z.object({ items: z.array(CompanyStorage), nextCursor: z.string().nullable() });
export type StoragePage = z.infer<typeof StoragePage>;

export const JobParams = z.object({ jobId: Id });
export type JobParams = z.infer<typeof JobParams>;

export const RetriedJob = z.object({ id: Id, kind: z.string(), runAt: Timestamp });
export type RetriedJob = z.infer<typeof RetriedJob>;
