import { MIN_ANONYMOUS_RATERS } from '@competencyhub/domain/current-level';
import { hasPermission } from '@competencyhub/domain/permissions';
import {
  JOB_PROFILE_MESSAGES,
  type JobProfileSummary,
  type JobRequirement,
} from '@competencyhub/domain/schemas/job-profiles';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { uuidArray } from '../../db/id-lists.ts';
import { rowsOf } from '../../db/migrate.ts';
import { competencies, competencyCategories, competencyFrameworks } from '../../db/schema/competencies.ts';
import { jobProfileRequirements, jobProfiles } from '../../db/schema/job-profiles.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { type AuditEvent, writeAudit } from '../audit/audit.ts';
import type { PlacementRefs } from '../job-architecture/job-profile-architecture.ts';
import { type HolderCount, holderCountsOf } from '../levels/fit-totals.ts';

/**
 * Job profiles (issue 8): the roles of a company, what each requires, and who holds it. Team
 * managers read (view_job_profiles); learning leads, account holders and platform staff change and
 * assign (manage_job_profiles). A person's job title and department are copied from the profile
 * they are assigned, by this folder (update-job-profile.ts, assign-job-profile.ts) and nowhere else.
 *
 * What the job profiles' use cases share: the row, its errors, who may edit, the audit entry, the
 * transaction that answers a duplicate title, and the requirements, holders and fits a profile is
 * read with.
 */

export type JobProfileRow = typeof jobProfiles.$inferSelect;

export const jobProfileNotFound = () => notFound('Job profile');
export const fieldError = (
  code: 'CONFLICT' | 'RULE_BROKEN' | 'VALIDATION_FAILED',
  field: string,
  message: string,
) => new AppError(code, message, { errors: { [field]: [message] } });

export const canEdit = (viewer: Viewer) => hasPermission(viewer.role, 'manage_job_profiles');

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

export async function inTenant<T>(
  services: Services,
  viewer: Viewer,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await withTenant(services.database, viewer.tenantId, fn);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('CONFLICT', 'title', JOB_PROFILE_MESSAGES.titleTaken);
    throw error;
  }
}

export async function findJobProfile(tx: Tx, companyId: string, id: string, lock = false) {
  const query = tx
    .select()
    .from(jobProfiles)
    .where(and(eq(jobProfiles.companyId, companyId), eq(jobProfiles.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export interface RequirementRow {
  jobProfileId: string;
  competencyId: string;
  competencyName: string;
  categoryName: string;
  frameworkId: string;
  frameworkName: string;
  requiredLevel: number;
  importance: JobRequirement['importance'];
  competencyArchivedAt: Date | null;
  frameworkArchivedAt: Date | null;
}

export function requirementRows(tx: Tx, companyId: string, jobProfileIds?: readonly string[]) {
  return tx
    .select({
      jobProfileId: jobProfileRequirements.jobProfileId,
      competencyId: jobProfileRequirements.competencyId,
      competencyName: competencies.name,
      categoryName: competencyCategories.name,
      frameworkId: competencies.frameworkId,
      frameworkName: competencyFrameworks.name,
      requiredLevel: jobProfileRequirements.requiredLevel,
      importance: sql<JobRequirement['importance']>`${jobProfileRequirements.importance}`,
      competencyArchivedAt: competencies.archivedAt,
      frameworkArchivedAt: competencyFrameworks.archivedAt,
    })
    .from(jobProfileRequirements)
    .innerJoin(
      competencies,
      and(
        eq(competencies.companyId, jobProfileRequirements.companyId),
        eq(competencies.id, jobProfileRequirements.competencyId),
      ),
    )
    .innerJoin(
      competencyCategories,
      and(
        eq(competencyCategories.frameworkId, competencies.frameworkId),
        eq(competencyCategories.id, competencies.categoryId),
      ),
    )
    .innerJoin(
      competencyFrameworks,
      and(
        eq(competencyFrameworks.companyId, competencies.companyId),
        eq(competencyFrameworks.id, competencies.frameworkId),
      ),
    )
    .where(
      and(
        eq(jobProfileRequirements.companyId, companyId),
        jobProfileIds ? inArray(jobProfileRequirements.jobProfileId, [...jobProfileIds]) : undefined,
      ),
    )
    .orderBy(asc(jobProfileRequirements.position), asc(competencies.name)) as Promise<RequirementRow[]>;
}

export interface HolderRow {
  id: string;
  fullName: string;
  avatarUrl: string | null;
  lineManagerId: string | null;
  jobProfileId: string;
}

/**
 * A page of one job profile's active holders by name (then id), after `after`: at most `limit`, and
 * whether more follow (one row more is read to know).
 */
export async function holderPage(
  tx: Tx,
  companyId: string,
  jobProfileId: string,
  after: { name: string; id: string } | null,
  limit: number,
): Promise<{ holders: HolderRow[]; more: boolean }> {
  const rows = await tx
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      lineManagerId: profiles.lineManagerId,
      jobProfileId: sql<string>`${profiles.jobProfileId}`,
    })
    .from(profiles)
    .where(
      and(
        eq(profiles.companyId, companyId),
        eq(profiles.status, 'active'),
        eq(profiles.jobProfileId, jobProfileId),
        after ? sql`(${profiles.fullName}, ${profiles.id}) > (${after.name}, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(profiles.fullName), asc(profiles.id))
    .limit(limit + 1);
  return { holders: rows.slice(0, limit), more: rows.length > limit };
}

/** Each holder's stored fit to their profile (stored-fits.ts); null without any usable rating. */
export async function holderFits(
  tx: Tx,
  companyId: string,
  holders: readonly HolderRow[],
): Promise<Map<string, number | null>> {
  const fits = new Map<string, number | null>();
  if (holders.length === 0) return fits;
  const rows = rowsOf<{ person_id: string; job_profile_id: string; fit_percent: number | null }>(
    await tx.execute(sql`
      select f.person_id, f.job_profile_id, f.fit_percent from stored_fits f
      where f.company_id = ${companyId} and f.person_id = any(${uuidArray(holders.map((h) => h.id))}::uuid[])`),
  );
  const profileOf = new Map(holders.map((holder) => [holder.id, holder.jobProfileId]));
  for (const row of rows) {
    // A fit worked out for another profile than the one held now is no fit for this one.
    if (profileOf.get(row.person_id) === row.job_profile_id) fits.set(row.person_id, row.fit_percent);
  }
  return fits;
}

/**
 * Per job profile: its active holders, and over those with a stored fit, how many, their sum and how
 * many of them the viewer may not see (someone else's report, for a viewer who is no editor). Read
 * from the per-profile totals (fit-totals.ts), whatever the number of holders.
 */
export function holderCounts(
  tx: Tx,
  viewer: Viewer,
  jobProfileIds: readonly string[],
): Promise<Map<string, HolderCount>> {
  return holderCountsOf(tx, viewer, jobProfileIds, canEdit(viewer));
}

/**
 * The average fit of the holders who have one. A viewer who cannot see everyone's fit sees it only
 * when the fits hidden from them are none or at least MIN_ANONYMOUS_RATERS: with one or two hidden,
 * the average and the fits they can see would give those away (two reports and one other holder).
 */
export function averageOfCounts(count: { known: number; total: number; hidden: number } | undefined) {
  if (!count || count.known === 0) return null;
  if (count.hidden > 0 && count.hidden < MIN_ANONYMOUS_RATERS) return null;
  return Math.round(count.total / count.known);
}

/** Whether the viewer may see this person's levels: editors see everyone, a manager their reports. */
export const mayseeLevels = (viewer: Viewer, holder: HolderRow) =>
  canEdit(viewer) || holder.lineManagerId === viewer.userId;

export function summary(
  row: JobProfileRow,
  requirements: readonly RequirementRow[],
  holderCount: number,
  average: number | null,
  placement: PlacementRefs,
): JobProfileSummary {
  const jobGrade = (row.gradeId && placement.grades.get(row.gradeId)) || null;
  return {
    id: row.id,
    title: row.title,
    department: row.department,
    grade: jobGrade?.code ?? '',
    jobFamily: (row.jobFamilyId && placement.families.get(row.jobFamilyId)) || null,
    jobGrade,
    description: row.description,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    requirementCount: requirements.length,
    holderCount,
    averageFit: average,
    updatedAt: row.updatedAt.toISOString(),
  };
}
