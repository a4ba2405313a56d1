import { MIN_ANONYMOUS_RATERS } from '@competencyhub/domain/current-level';
import { analyseGaps, type Requirement } from '@competencyhub/domain/gap-analysis';
import { hasPermission } from '@competencyhub/domain/permissions';
import {
  JOB_PROFILE_MESSAGES,
  type JobProfileDetail,
  type JobProfileHolder,
  type JobProfileInput,
  type JobProfileSummary,
  type JobProfileUpdateInput,
  type JobRequirement,
  type NextStepsInput,
  type RequirementInput,
} from '@competencyhub/domain/schemas/job-profiles';
import { and, asc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
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
import { loadScales } from '../competencies/levels.ts';
import { storedLevelNumbers } from '../levels/read-stored-levels.ts';
import { correctCurrentJob, isoDay } from '../organisation/job-assignments.ts';
import { containsPattern, findProfileListItem } from '../profiles/repo.ts';
import { checkNextSteps, nextStepsOf, previousStepsOf, replaceNextSteps } from './career-paths.ts';
import { recordRequirementVersions } from './requirement-versions.ts';

/**
 * Job profiles (issue 8): the roles of a company, what each requires, and who holds it. Team
 * managers read (view_job_profiles); learning leads, account holders and platform staff change and
 * assign (manage_job_profiles). A person's job title and department are copied from the profile
 * they are assigned, here and nowhere else.
 */

type JobProfileRow = typeof jobProfiles.$inferSelect;
export type ArchivedFilter = 'exclude' | 'include' | 'only';

const jobProfileNotFound = () => notFound('Job profile');
const fieldError = (code: 'CONFLICT' | 'RULE_BROKEN' | 'VALIDATION_FAILED', field: string, message: string) =>
  new AppError(code, message, { errors: { [field]: [message] } });

const canEdit = (viewer: Viewer) => hasPermission(viewer.role, 'manage_job_profiles');

function audit(
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

async function inTenant<T>(services: Services, viewer: Viewer, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await withTenant(services.database, viewer.tenantId, fn);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('CONFLICT', 'title', JOB_PROFILE_MESSAGES.titleTaken);
    throw error;
  }
}

// ---- Reading ----

interface RequirementRow {
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

function requirementRows(tx: Tx, companyId: string, jobProfileIds?: readonly string[]) {
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

interface HolderRow {
  id: string;
  fullName: string;
  avatarUrl: string | null;
  lineManagerId: string | null;
  jobProfileId: string;
}

function holderRows(tx: Tx, companyId: string, jobProfileIds?: readonly string[]): Promise<HolderRow[]> {
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
async function holderFits(
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
const mayseeLevels = (viewer: Viewer, holder: HolderRow) =>
  canEdit(viewer) || holder.lineManagerId === viewer.userId;

/**
 * The average fit of the holders who have one. A viewer who cannot see everyone's fit sees it only
 * when the fits hidden from them are none or at least MIN_ANONYMOUS_RATERS: with one or two hidden,
 * the average and the fits they can see would give those away (two reports and one other holder).
 */
function averageFit(viewer: Viewer, holders: readonly HolderRow[], fits: ReadonlyMap<string, number | null>) {
  const known = holders.flatMap((holder) => {
    const fit = fits.get(holder.id);
    return typeof fit === 'number' ? [{ holder, fit }] : [];
  });
  if (known.length === 0) return null;
  const hidden = known.filter(({ holder }) => !mayseeLevels(viewer, holder)).length;
  if (hidden > 0 && hidden < MIN_ANONYMOUS_RATERS) return null;
  return Math.round(known.reduce((sum, { fit }) => sum + fit, 0) / known.length);
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

function summary(
  row: JobProfileRow,
  requirements: readonly RequirementRow[],
  holders: readonly HolderRow[],
  average: number | null,
): JobProfileSummary {
  return {
    id: row.id,
    title: row.title,
    department: row.department,
    grade: row.grade,
    description: row.description,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    requirementCount: requirements.length,
    holderCount: holders.length,
    averageFit: average,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const archivedWhere = (filter: ArchivedFilter) =>
  filter === 'exclude'
    ? isNull(jobProfiles.archivedAt)
    : filter === 'only'
      ? isNotNull(jobProfiles.archivedAt)
      : undefined;

export function listJobProfiles(services: Services, viewer: Viewer, archived: ArchivedFilter) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const rows = await tx
      .select()
      .from(jobProfiles)
      .where(and(eq(jobProfiles.companyId, viewer.tenantId), archivedWhere(archived)))
      .orderBy(asc(jobProfiles.title), asc(jobProfiles.grade));
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return { items: [], canEdit: canEdit(viewer) };
    const requirements = await requirementRows(tx, viewer.tenantId, ids);
    const holders = await holderRows(tx, viewer.tenantId, ids);
    const requirementsByProfile = groupBy(requirements, (row) => row.jobProfileId);
    const holdersByProfile = groupBy(holders, (row) => row.jobProfileId);
    const fits = await holderFits(tx, viewer.tenantId, holders, requirementsByProfile);
    return {
      items: rows.map((row) => {
        const held = holdersByProfile.get(row.id) ?? [];
        return summary(row, requirementsByProfile.get(row.id) ?? [], held, averageFit(viewer, held, fits));
      }),
      canEdit: canEdit(viewer),
    };
  });
}

async function findJobProfile(tx: Tx, companyId: string, id: string, lock = false) {
  const query = tx
    .select()
    .from(jobProfiles)
    .where(and(eq(jobProfiles.companyId, companyId), eq(jobProfiles.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function jobProfileDetail(tx: Tx, viewer: Viewer, id: string): Promise<JobProfileDetail> {
  const row = await findJobProfile(tx, viewer.tenantId, id);
  if (!row) throw jobProfileNotFound();
  const requirements = await requirementRows(tx, viewer.tenantId, [id]);
  const holders = await holderRows(tx, viewer.tenantId, [id]);
  const scales = await loadScales(tx, viewer.tenantId, [...new Set(requirements.map((r) => r.frameworkId))]);
  const fits = await holderFits(tx, viewer.tenantId, holders, new Map([[id, requirements]]));
  const nextSteps = (await nextStepsOf(tx, viewer.tenantId, [id])).get(id) ?? [];
  const previousSteps = await previousStepsOf(tx, viewer.tenantId, id);
  return {
    ...summary(row, requirements, holders, averageFit(viewer, holders, fits)),
    requirementsVersion: row.requirementsVersion,
    requirements: requirements.map((requirement) => {
      const scale = scales.get(requirement.frameworkId);
      return {
        competencyId: requirement.competencyId,
        competencyName: requirement.competencyName,
        categoryName: requirement.categoryName,
        frameworkId: requirement.frameworkId,
        frameworkName: requirement.frameworkName,
        requiredLevel: requirement.requiredLevel,
        levelName: scale?.levels.find((level) => level.value === requirement.requiredLevel)?.name ?? '',
        levelCount: scale?.levels.length ?? 0,
        importance: requirement.importance,
        // Archiving a framework retires its competencies too (checkRequirements counts both).
        competencyArchived:
          requirement.competencyArchivedAt !== null || requirement.frameworkArchivedAt !== null,
      };
    }),
    holders: holders.map((holder): JobProfileHolder => {
      const visible = mayseeLevels(viewer, holder);
      return {
        id: holder.id,
        fullName: holder.fullName,
        avatarUrl: holder.avatarUrl,
        fitPercent: visible ? (fits.get(holder.id) ?? null) : null,
        fitVisible: visible,
      };
    }),
    nextSteps,
    previousSteps,
    canEdit: canEdit(viewer),
  };
}

export function getJobProfile(services: Services, viewer: Viewer, id: string) {
  return withTenant(services.database, viewer.tenantId, (tx) => jobProfileDetail(tx, viewer, id));
}

/** Up to 20 active people of the company matching `q` (name or e-mail), for the assignment picker. */
export function assignablePeople(services: Services, viewer: Viewer, q: string | undefined) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const pattern = q ? containsPattern(q) : null;
    const items = await tx
      .select({
        id: profiles.id,
        fullName: profiles.fullName,
        email: profiles.email,
        avatarUrl: profiles.avatarUrl,
        jobTitle: profiles.jobTitle,
        jobProfileId: profiles.jobProfileId,
      })
      .from(profiles)
      .where(
        and(
          eq(profiles.companyId, viewer.tenantId),
          eq(profiles.status, 'active'),
          pattern ? or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern)) : undefined,
        ),
      )
      .orderBy(asc(profiles.fullName))
      .limit(20);
    return { items };
  });
}

// ---- Changing ----

/**
 * Checks the requirements against the company's competencies: each must exist here (else it is
 * refused as unknown, the same answer as for another company's id), sit in an active framework, and
 * ask for a level of that framework's current scale. A competency archived since it was required
 * may stay; it cannot be newly added.
 */
async function checkRequirements(
  tx: Tx,
  companyId: string,
  requirements: readonly RequirementInput[],
  alreadyRequired: ReadonlySet<string>,
) {
  if (requirements.length === 0) return;
  const ids = requirements.map((requirement) => requirement.competencyId);
  const rows = await tx
    .select({
      id: competencies.id,
      frameworkId: competencies.frameworkId,
      archivedAt: competencies.archivedAt,
      frameworkArchivedAt: competencyFrameworks.archivedAt,
    })
    .from(competencies)
    .innerJoin(
      competencyFrameworks,
      and(
        eq(competencyFrameworks.companyId, competencies.companyId),
        eq(competencyFrameworks.id, competencies.frameworkId),
      ),
    )
    .where(and(eq(competencies.companyId, companyId), inArray(competencies.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const scales = await loadScales(tx, companyId, [...new Set(rows.map((row) => row.frameworkId))]);
  const errors: Record<string, string[]> = {};
  requirements.forEach((requirement, index) => {
    const found = byId.get(requirement.competencyId);
    const field = `requirements.${index}`;
    if (!found) {
      errors[`${field}.competencyId`] = [JOB_PROFILE_MESSAGES.unknownCompetency];
      return;
    }
    const archived = found.archivedAt !== null || found.frameworkArchivedAt !== null;
    if (archived && !alreadyRequired.has(found.id)) {
      errors[`${field}.competencyId`] = [JOB_PROFILE_MESSAGES.archivedCompetency];
    }
    const levelCount = scales.get(found.frameworkId)?.levels.length ?? 0;
    if (requirement.requiredLevel > levelCount) {
      errors[`${field}.requiredLevel`] = [JOB_PROFILE_MESSAGES.levelOutsideScale];
    }
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, { errors });
}

async function replaceRequirements(
  tx: Tx,
  companyId: string,
  jobProfileId: string,
  list: readonly RequirementInput[],
) {
  await tx
    .delete(jobProfileRequirements)
    .where(
      and(
        eq(jobProfileRequirements.companyId, companyId),
        eq(jobProfileRequirements.jobProfileId, jobProfileId),
      ),
    );
  if (list.length === 0) return;
  await tx.insert(jobProfileRequirements).values(
    list.map((requirement, position) => ({
      companyId,
      jobProfileId,
      competencyId: requirement.competencyId,
      requiredLevel: requirement.requiredLevel,
      importance: requirement.importance,
      position,
    })),
  );
}

/** Holders' job title and department follow their profile (empty department → none). */
async function copyToHolders(
  tx: Tx,
  companyId: string,
  row: Pick<JobProfileRow, 'id' | 'title' | 'department'>,
) {
  await tx
    .update(profiles)
    .set({ jobTitle: row.title, department: row.department || null, updatedAt: sql`now()` })
    .where(and(eq(profiles.companyId, companyId), eq(profiles.jobProfileId, row.id)));
}

export function createJobProfile(
  services: Services,
  viewer: Viewer,
  input: JobProfileInput,
  req: FastifyRequest,
) {
  return inTenant(services, viewer, async (tx) => {
    await checkRequirements(tx, viewer.tenantId, input.requirements, new Set());
    const [row] = await tx
      .insert(jobProfiles)
      .values({
        companyId: viewer.tenantId,
        title: input.title,
        department: input.department,
        grade: input.grade,
        description: input.description,
        createdBy: viewer.userId,
      })
      .returning({ id: jobProfiles.id });
    if (!row) throw new Error('Job profile insert returned nothing');
    await replaceRequirements(tx, viewer.tenantId, row.id, input.requirements);
    await recordRequirementVersions(tx, viewer.tenantId, [row.id], viewer.userId);
    await audit(tx, req, viewer, {
      action: 'job_profile.created',
      targetType: 'job_profile',
      targetId: row.id,
      details: { title: input.title, requirements: input.requirements.length },
    });
    return jobProfileDetail(tx, viewer, row.id);
  });
}

export function updateJobProfile(
  services: Services,
  viewer: Viewer,
  id: string,
  input: JobProfileUpdateInput,
  req: FastifyRequest,
) {
  return inTenant(services, viewer, async (tx) => {
    const row = await findJobProfile(tx, viewer.tenantId, id, true);
    if (!row) throw jobProfileNotFound();
    if (row.archivedAt) throw new AppError('RULE_BROKEN', JOB_PROFILE_MESSAGES.archived);
    const { requirements, ...fields } = input;
    if (requirements) {
      const current = await requirementRows(tx, viewer.tenantId, [id]);
      await checkRequirements(tx, viewer.tenantId, requirements, new Set(current.map((r) => r.competencyId)));
      await replaceRequirements(tx, viewer.tenantId, id, requirements);
      // A new version when they changed (decision 0053); the old one is kept.
      await recordRequirementVersions(tx, viewer.tenantId, [id], viewer.userId);
    }
    const [updated] = await tx
      .update(jobProfiles)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(and(eq(jobProfiles.companyId, viewer.tenantId), eq(jobProfiles.id, id)))
      .returning();
    if (updated && (updated.title !== row.title || updated.department !== row.department)) {
      await copyToHolders(tx, viewer.tenantId, updated);
    }
    await audit(tx, req, viewer, {
      action: 'job_profile.updated',
      targetType: 'job_profile',
      targetId: id,
      details: {
        title: updated?.title ?? row.title,
        changed: Object.keys(input),
        ...(requirements ? { requirements: requirements.length } : {}),
      },
    });
    return jobProfileDetail(tx, viewer, id);
  });
}

/** Replaces the roles one can move on to from this profile (its career paths). */
export function setNextSteps(
  services: Services,
  viewer: Viewer,
  id: string,
  input: NextStepsInput,
  req: FastifyRequest,
) {
  return inTenant(services, viewer, async (tx) => {
    const row = await findJobProfile(tx, viewer.tenantId, id, true);
    if (!row) throw jobProfileNotFound();
    if (row.archivedAt) throw new AppError('RULE_BROKEN', JOB_PROFILE_MESSAGES.archived);
    await checkNextSteps(tx, viewer.tenantId, id, input.steps);
    await replaceNextSteps(tx, viewer.tenantId, id, input.steps);
    await audit(tx, req, viewer, {
      action: 'job_profile.next_steps_changed',
      targetType: 'job_profile',
      targetId: id,
      details: {
        title: row.title,
        promotions: input.steps.filter((s) => s.kind === 'promotion').length,
        lateral: input.steps.filter((s) => s.kind === 'lateral').length,
      },
    });
    return jobProfileDetail(tx, viewer, id);
  });
}

/**
 * Archiving keeps the profile and its holders (their history stays readable) but no one new can be
 * given it; restore brings it back.
 */
export function setJobProfileArchived(
  services: Services,
  viewer: Viewer,
  id: string,
  archived: boolean,
  req: FastifyRequest,
) {
  return inTenant(services, viewer, async (tx) => {
    const row = await findJobProfile(tx, viewer.tenantId, id, true);
    if (!row) throw jobProfileNotFound();
    if ((row.archivedAt !== null) !== archived) {
      await tx
        .update(jobProfiles)
        .set({ archivedAt: archived ? sql`now()` : null, updatedAt: sql`now()` })
        .where(and(eq(jobProfiles.companyId, viewer.tenantId), eq(jobProfiles.id, id)));
      await audit(tx, req, viewer, {
        action: archived ? 'job_profile.archived' : 'job_profile.restored',
        targetType: 'job_profile',
        targetId: id,
        details: { title: row.title },
      });
    }
    return jobProfileDetail(tx, viewer, id);
  });
}

/**
 * Gives a person a job profile (or takes it away): their job title and department follow it. The
 * person must be of the viewer's company (else 404, as for any other company's id).
 */
export function assignJobProfile(
  services: Services,
  viewer: Viewer,
  personId: string,
  jobProfileId: string | null,
  req: FastifyRequest,
) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const [person] = await tx
      .select({ id: profiles.id, fullName: profiles.fullName, jobProfileId: profiles.jobProfileId })
      .from(profiles)
      .where(and(eq(profiles.companyId, viewer.tenantId), eq(profiles.id, personId)))
      .limit(1)
      .for('update');
    if (!person) throw notFound('Profile');
    let target: JobProfileRow | null = null;
    if (jobProfileId) {
      target = await findJobProfile(tx, viewer.tenantId, jobProfileId);
      if (!target) throw jobProfileNotFound();
      if (target.archivedAt && person.jobProfileId !== target.id) {
        throw fieldError('RULE_BROKEN', 'jobProfileId', JOB_PROFILE_MESSAGES.archivedNotAssignable);
      }
    }
    // The current job record takes the job profile, and the profile's cache with it (decision 0052);
    // the free-text department still follows the job profile's until people sit in units.
    await correctCurrentJob(
      tx,
      viewer.tenantId,
      personId,
      { jobProfileId: target?.id ?? null },
      viewer.userId,
      isoDay(new Date()),
    );
    await tx
      .update(profiles)
      .set({
        jobTitle: target?.title ?? null,
        department: target ? target.department || null : null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(profiles.companyId, viewer.tenantId), eq(profiles.id, personId)));
    if (person.jobProfileId !== (target?.id ?? null)) {
      await audit(tx, req, viewer, {
        action: 'job_profile.assigned',
        targetType: 'profile',
        targetId: personId,
        details: {
          name: person.fullName,
          from: person.jobProfileId,
          to: target?.id ?? null,
          title: target?.title ?? null,
        },
      });
    }
    const item = await findProfileListItem(tx, viewer.tenantId, personId);
    if (!item) throw notFound('Profile');
    return item;
  });
}
