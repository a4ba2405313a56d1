import { CURRENCY } from '@competencyhub/domain/plans';
import type { JobFamily, JobGrade, PayRange } from '@competencyhub/domain/schemas/job-architecture';
import { JOB_ARCHITECTURE_MESSAGES as M } from '@competencyhub/domain/schemas/job-architecture-messages';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { rowsOf } from '../../db/migrate.ts';
import { jobFamilies, jobGrades } from '../../db/schema/job-architecture.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { type AuditEvent, writeAudit } from '../audit/audit.ts';

/**
 * What the job architecture's use cases share (issue 23, decision 0054): rows as the API answers
 * them, their refusals, the lock every change of the ladder takes, the ladder's currency, and the
 * audit entry.
 */

export type FamilyRow = typeof jobFamilies.$inferSelect;
export type GradeRow = typeof jobGrades.$inferSelect;

export const familyNotFound = () => notFound('Job family');
export const gradeNotFound = () => notFound('Grade');

export const refuse = (field: string, message: string, code: 'RULE_BROKEN' | 'CONFLICT' = 'RULE_BROKEN') =>
  new AppError(code, message, { errors: { [field]: [message] } });

/** Changes run in the company's transaction; a unique index broken by a write is the field to change. */
export async function inArchitecture<T>(
  services: Services,
  viewer: Viewer,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await withTenant(services.database, viewer.tenantId, fn);
  } catch (error) {
    if (isUniqueViolation(error, 'job_families_name')) throw refuse('name', M.familyNameTaken, 'CONFLICT');
    if (isUniqueViolation(error, 'job_grades_code')) throw refuse('code', M.gradeCodeTaken, 'CONFLICT');
    throw error;
  }
}

/** One writer of the ladder at a time per company: a new grade's rank and a reorder read it whole. */
export const lockLadder = (tx: Tx, companyId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`job_grades:${companyId}`}, 0))`);

/**
 * How many job profiles (archived ones too) a family or grade has. The outer table is named in full:
 * Drizzle writes a column of a one-table query without its table, which inside this sub-select would
 * read the profile's own.
 */
const profileCount = (table: 'job_families' | 'job_grades', column: 'job_family_id' | 'grade_id') =>
  sql<number>`(select count(*)::int from job_profiles p
    where p.company_id = ${sql.raw(`"${table}"."company_id"`)} and p.${sql.raw(column)} = ${sql.raw(`"${table}"."id"`)})`;

export const familyColumns = {
  id: jobFamilies.id,
  name: jobFamilies.name,
  description: jobFamilies.description,
  archivedAt: jobFamilies.archivedAt,
  profileCount: profileCount('job_families', 'job_family_id'),
};

export const gradeColumns = {
  id: jobGrades.id,
  code: jobGrades.code,
  name: jobGrades.name,
  rank: jobGrades.rank,
  payMin: jobGrades.payMin,
  payMax: jobGrades.payMax,
  currency: jobGrades.currency,
  archivedAt: jobGrades.archivedAt,
  profileCount: profileCount('job_grades', 'grade_id'),
};

type FamilySelect = Pick<FamilyRow, 'id' | 'name' | 'description' | 'archivedAt'> & { profileCount: number };
type GradeSelect = Pick<
  GradeRow,
  'id' | 'code' | 'name' | 'rank' | 'payMin' | 'payMax' | 'currency' | 'archivedAt'
> & {
  profileCount: number;
};

export function payRangeOf(row: Pick<GradeRow, 'payMin' | 'payMax' | 'currency'>): PayRange | null {
  if (row.payMin === null || row.payMax === null || row.currency === null) return null;
  return { min: Number(row.payMin), max: Number(row.payMax), currency: row.currency };
}

export const toFamily = ({ archivedAt, ...row }: FamilySelect): JobFamily => ({
  ...row,
  archived: archivedAt !== null,
});

export const toGrade = ({ archivedAt, payMin, payMax, currency, ...row }: GradeSelect): JobGrade => ({
  ...row,
  payRange: payRangeOf({ payMin, payMax, currency }),
  archived: archivedAt !== null,
});

/** One family of the company, or 404 (another company's id reads as missing). */
export async function findFamily(tx: Tx, companyId: string, familyId: string): Promise<JobFamily> {
  const [row] = await tx
    .select(familyColumns)
    .from(jobFamilies)
    .where(and(eq(jobFamilies.companyId, companyId), eq(jobFamilies.id, familyId)));
  if (!row) throw familyNotFound();
  return toFamily(row);
}

/** One grade of the company, or 404 (another company's id reads as missing). */
export async function findGrade(tx: Tx, companyId: string, gradeId: string): Promise<JobGrade> {
  const [row] = await tx
    .select(gradeColumns)
    .from(jobGrades)
    .where(and(eq(jobGrades.companyId, companyId), eq(jobGrades.id, gradeId)));
  if (!row) throw gradeNotFound();
  return toGrade(row);
}

/**
 * The currency a pay range gets when none is chosen: the one most of the ladder's ranges use (the
 * higher grade's on a tie), else the currency the company is billed in (its latest invoice's), else
 * the platform's. The billing currency is what the company pays us, not what it pays its people, so it
 * is only the last guess; the first range sets the ladder's.
 */
export async function defaultCurrency(tx: Tx, companyId: string): Promise<string> {
  const [row] = rowsOf<{ currency: string | null }>(
    await tx.execute(sql`select coalesce(
      (select g.currency from job_grades g where g.company_id = ${companyId} and g.currency is not null
        group by g.currency order by count(*) desc, max(g.rank) desc limit 1),
      (select i.currency from invoices i where i.company_id = ${companyId}
        order by i.issued_at desc limit 1)) as currency`),
  );
  return row?.currency ?? CURRENCY;
}

/** The pay range's three columns from its input (a missing currency is the ladder's). */
export async function payColumns(
  tx: Tx,
  companyId: string,
  range: { min: number; max: number; currency?: string | undefined } | null,
) {
  if (!range) return { payMin: null, payMax: null, currency: null };
  return {
    payMin: range.min,
    payMax: range.max,
    currency: range.currency ?? (await defaultCurrency(tx, companyId)),
  };
}

export function audit(
  tx: Tx,
  req: FastifyRequest,
  viewer: Viewer,
  event: Omit<AuditEvent, 'companyId' | 'actorId'>,
) {
  return writeAudit(tx, req, {
    ...event,
    companyId: viewer.tenantId,
    actorId: viewer.userId,
    actorEmail: viewer.email,
  });
}

/** What an update changed, field by field, for its audit row. */
export function changedFields<T extends object>(before: T, after: T, keys: ReadonlyArray<keyof T>) {
  return Object.fromEntries(
    keys
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => [key, { from: before[key], to: after[key] }]),
  );
}
