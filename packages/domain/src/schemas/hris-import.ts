import { z } from 'zod';
import { Id, PageQuery } from './common.ts';
import { HRIS_COLUMNS } from './hris-import-messages.ts';

/**
 * An HRIS import (issue 23, point 3; decision 0056): a CSV uploaded, checked whole and previewed
 * (nothing changed), then applied by a background job with its progress, all or nothing at the check.
 */

export const HRIS_IMPORT_STATUSES = ['previewed', 'queued', 'running', 'done', 'failed'] as const;
export type HrisImportStatus = (typeof HRIS_IMPORT_STATUSES)[number];

const KindCounts = z.object({ create: z.int(), change: z.int(), unchanged: z.int() });
export type HrisKindCounts = z.infer<typeof KindCounts>;

export const HrisImportCounts = z.object({
  unit: KindCounts,
  cost_centre: KindCounts,
  location: KindCounts,
  position: KindCounts,
  /** People: `notFound` are rows of people who are not in CompetencyHub yet (skipped). */
  person: KindCounts.extend({ notFound: z.int() }),
  /** Secondary assignments are added or already there (never changed); `notFound` as for people. */
  secondary: KindCounts.extend({ notFound: z.int() }),
});
export type HrisImportCounts = z.infer<typeof HrisImportCounts>;

export const HrisImportIssue = z.object({
  row: z.int().nullable(),
  column: z.enum(HRIS_COLUMNS).nullable(),
  /** A code of HRIS_MESSAGES (hris-import-messages.ts); the web app translates it. */
  problem: z.string(),
  value: z.string().optional(),
});
export type HrisImportIssue = z.infer<typeof HrisImportIssue>;

export const HrisImport = z.object({
  id: Id,
  status: z.enum(HRIS_IMPORT_STATUSES),
  fileName: z.string(),
  createdAt: z.string(),
  /** Rows of the file (empty lines aside), and the people applied so far while it runs. */
  totalRows: z.int(),
  totalPeople: z.int(),
  donePeople: z.int(),
  counts: HrisImportCounts,
  /** The first problems (at most 200); `issueCount` counts them all. Any problem: it cannot be applied. */
  issues: z.array(HrisImportIssue),
  issueCount: z.int(),
  /** Rows read that change nothing (a person not in CompetencyHub yet), the first 200. */
  notices: z.array(HrisImportIssue),
  noticeCount: z.int(),
  /** Why a run that stopped for good stopped. */
  failure: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type HrisImport = z.infer<typeof HrisImport>;

export const HrisImportParams = z.object({ importId: Id });
export const HrisImportUploadQuery = z.object({
  /** The name of the file chosen, shown with the import. */
  fileName: z.string().trim().max(200).optional(),
});

/** One import in the company's list of them, newest first: what it was and how it ended. */
export const HrisImportSummary = z.object({
  id: Id,
  status: z.enum(HRIS_IMPORT_STATUSES),
  fileName: z.string(),
  createdAt: z.string(),
  /** Who in the company uploaded it; null when that person is gone, or was platform staff managing it. */
  createdByName: z.string().nullable(),
  totalRows: z.int(),
  totalPeople: z.int(),
  donePeople: z.int(),
  issueCount: z.int(),
  finishedAt: z.string().nullable(),
});
export type HrisImportSummary = z.infer<typeof HrisImportSummary>;

export const HrisImportList = z.object({
  items: z.array(HrisImportSummary),
  nextCursor: z.string().nullable(),
});
export type HrisImportList = z.infer<typeof HrisImportList>;

export const HrisImportListQuery = PageQuery;
