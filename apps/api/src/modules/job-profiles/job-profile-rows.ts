import { MIN_ANONYMOUS_RATERS } from '@competencyhub/domain/current-level';
import { analyseGaps, type Requirement } from '@competencyhub/domain/gap-analysis';
import { hasPermission } from '@competencyhub/domain/permissions';
import {
  JOB_PROFILE_MESSAGES,
  type JobProfileSummary,
  type JobRequirement,
} from '@competencyhub/domain/schemas/job-profiles';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { competencies, competencyCategories, competencyFrameworks } from '../../db/schema/competencies.ts';
import { jobProfileRequirements, jobProfiles } from '../../db/schema/job-profiles.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { type AuditEvent, writeAudit } from '../audit/audit.ts';
import type { PlacementRefs } from '../job-architecture/job-profile-architecture.ts';
import { storedLevelNumbers } from '../levels/read-stored-levels.ts';

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

export function holderRows(
  tx: Tx,
  companyId: string,
  jobProfileIds?: readonly string[],
): Promise<HolderRow[]> {
  return tx
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
        jobProfileIds ? inArray(profiles.jobProfileId, [...jobProfileIds]) : isNotNull(profiles.jobProfileId),
      ),
    )
    .orderBy(asc(profiles.fullName));
}

const toRequirement = (row: RequirementRow): Requirement => ({
  competencyId: row.competencyId,
  requiredLevel: row.requiredLevel,
  importance: row.importance,
});

/** Each holder's fit to their profile's requirements (null without any usable rating). */
export async function holderFits(
  tx: Tx,
  companyId: string,
  holders: readonly HolderRow[],
  requirementsByProfile: ReadonlyMap<string, RequirementRow[]>,
): Promise<Map<string, number | null>> {
  const competencyIds = [
    ...new Set([...requirementsByProfile.values()].flat().map((row) => row.competencyId)),
  ];
  const levels = await storedLevelNumbers(
    tx,
    companyId,
    holders.map((holder) => holder.id),
    competencyIds,
  );
  const fits = new Map<string, number | null>();
  for (const holder of holders) {
    const requirements = (requirementsByProfile.get(holder.jobProfileId) ?? []).map(toRequirement);
    const numbers = levels.get(holder.id) ?? new Map<string, number>();
    fits.set(holder.id, numbers.size === 0 ? null : analyseGaps(requirements, numbers).fitPercent);
  }
  return fits;
}

/** Whether the viewer may see this person's levels: editors see everyone, a manager their reports. */
export const mayseeLevels = (viewer: Viewer, holder: HolderRow) =>
  canEdit(viewer) || holder.lineManagerId === viewer.userId;

/**
 * The average fit of the holders who have one. A viewer who cannot see everyone's fit sees it only
 * when the fits hidden from them are none or at least MIN_ANONYMOUS_RATERS: with one or two hidden,
 * the average and the fits they can see would give those away (two reports and one other holder).
 */
export function averageFit(
  viewer: Viewer,
  holders: readonly HolderRow[],
  fits: ReadonlyMap<string, number | null>,
) {
  const known = holders.flatMap((holder) => {
    const fit = fits.get(holder.id);
    return typeof fit === 'number' ? [{ holder, fit }] : [];
  });
  if (known.length === 0) return null;
  const hidden = known.filter(({ holder }) => !mayseeLevels(viewer, holder)).length;
  if (hidden > 0 && hidden < MIN_ANONYMOUS_RATERS) return null;
  return Math.round(known.reduce((sum, { fit }) => sum + fit, 0) / known.length);
}

export function summary(
  row: JobProfileRow,
  requirements: readonly RequirementRow[],
  holders: readonly HolderRow[],
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
    holderCount: holders.length,
    averageFit: average,
    updatedAt: row.updatedAt.toISOString(),
  };
}
