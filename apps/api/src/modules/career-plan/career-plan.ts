import { fitHistory } from '@competencyhub/domain/career-progress';
import { hasPermission } from '@competencyhub/domain/permissions';
import type { GapReport } from '@competencyhub/domain/schemas/assessments';
import {
  CAREER_PLAN_MESSAGES,
  type CareerComment,
  type CareerPlan,
  type CareerPlanPeople,
  type CareerPlanUpdate,
  type CareerTarget,
  type RoleFit,
  TARGET_YEARS_MAX,
} from '@competencyhub/domain/schemas/career-plan';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Tx, withTenant } from '../../db/client.ts';
import { inIds } from '../../db/id-lists.ts';
import { rowsOf } from '../../db/migrate.ts';
import { careerPlanComments, careerTargets } from '../../db/schema/career-plan.ts';
import { jobProfiles } from '../../db/schema/job-profiles.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { isoTimestamp } from '../../db/timestamps.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { maySeeAssessment } from '../assessments/assessment-access.ts';
import { competencyCatalog, type PersonRole, personRole, requirementsOf } from '../assessments/catalog.ts';
import { buildGapReport, levelTimelines } from '../assessments/gaps.ts';
import { loadLevelRules } from '../competencies/levels.ts';
import { nextStepsOf } from '../job-profiles/career-paths.ts';

/**
 * My Career Planning (issue 9). Every fit and gap comes from the competency core's gap report
 * (assessments/gaps.ts buildGapReport); the history replays the core's level timelines. Who sees a
 * plan: the person, their line manager, and the competency editors (learning leads and up), the
 * same people who see the person's levels. Only the person changes targets and the opportunities
 * switch; anyone who sees the plan may comment on it.
 */

const refuse = (field: string, message: string) =>
  new AppError('RULE_BROKEN', message, { errors: { [field]: [message] } });

function roleFit(report: GapReport): RoleFit | null {
  if (!report.jobProfile) return null;
  const { id, title, grade, department } = report.jobProfile;
  return {
    role: { id, title, grade, department },
    fitPercent: report.fitPercent,
    requirementsMet: report.requirementsMet,
    requirementCount: report.rows.length,
    gaps: report.rows
      .filter((row) => row.gap > 0)
      .map((row) => ({
        competencyId: row.competencyId,
        name: row.name,
        requiredLevel: row.requiredLevel,
        currentLevel: row.currentLevel,
        levelCount: row.levelCount,
        gap: row.gap,
        importance: row.importance,
      })),
  };
}

async function fitOf(tx: Tx, companyId: string, person: PersonRole, jobProfileId?: string) {
  const fit = roleFit(await buildGapReport(tx, companyId, person, jobProfileId));
  if (!fit) throw notFound('Job profile');
  return fit;
}

async function targetsOf(tx: Tx, companyId: string, person: PersonRole): Promise<CareerTarget[]> {
  const rows = await tx
    .select({
      jobProfileId: careerTargets.jobProfileId,
      targetDate: careerTargets.targetDate,
      createdAt: careerTargets.createdAt,
    })
    .from(careerTargets)
    .where(and(eq(careerTargets.companyId, companyId), eq(careerTargets.profileId, person.id)))
    .orderBy(asc(careerTargets.position));
  const targets: CareerTarget[] = [];
  // The fit history replays the ratings (as "Why this level?" does) under the company's rules.
  const rules = await loadLevelRules(tx, companyId);
  for (const row of rows) {
    const fit = await fitOf(tx, companyId, person, row.jobProfileId);
    const requirements = await requirementsOf(tx, companyId, row.jobProfileId);
    const catalog = await competencyCatalog(
      tx,
      companyId,
      requirements.map((r) => r.competencyId),
    );
    const timelines = await levelTimelines(tx, companyId, rules, person.id, catalog);
    const history = fitHistory(
      requirements,
      new Map([...timelines].map(([competencyId, timeline]) => [competencyId, timeline.current])),
    );
    targets.push({
      ...fit,
      targetDate: row.targetDate,
      setAt: row.createdAt.toISOString(),
      history,
    });
  }
  return targets;
}

async function commentsOf(tx: Tx, companyId: string, personId: string): Promise<CareerComment[]> {
  const rows = rowsOf<{
    id: string;
    author_id: string | null;
    author_name: string | null;
    body: string;
    created_at: string | Date;
  }>(
    await tx.execute(sql`
      select c.id, c.author_id, p.full_name as author_name, c.body, c.created_at
      from career_plan_comments c
      left join profiles p on p.company_id = c.company_id and p.id = c.author_id
      where c.company_id = ${companyId} and c.profile_id = ${personId}
      order by c.created_at, c.id`),
  );
  return rows.map((row) => ({
    id: row.id,
    author: row.author_id && row.author_name ? { id: row.author_id, fullName: row.author_name } : null,
    body: row.body,
    createdAt: isoTimestamp(row.created_at),
  }));
}

async function buildCareerPlan(tx: Tx, viewer: Viewer, person: PersonRole): Promise<CareerPlan> {
  const companyId = viewer.tenantId;
  const currentRole = person.jobProfile ? await fitOf(tx, companyId, person) : null;
  const targets = await targetsOf(tx, companyId, person);
  const steps = person.jobProfile
    ? ((await nextStepsOf(tx, companyId, [person.jobProfile.id])).get(person.jobProfile.id) ?? [])
    : [];
  const nextRoles = [];
  for (const step of steps.filter((s) => !s.archived)) {
    nextRoles.push({ ...(await fitOf(tx, companyId, person, step.jobProfileId)), kind: step.kind });
  }
  const [flags] = await tx
    .select({ open: profiles.openToInternalOpportunities })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.id, person.id)));
  return {
    person: { id: person.id, fullName: person.fullName },
    currentRole,
    openToInternalOpportunities: flags?.open ?? false,
    targets,
    nextRoles,
    comments: await commentsOf(tx, companyId, person.id),
    isOwn: person.id === viewer.userId,
  };
}

/** The person whose plan is asked for, if the viewer may see it (another company's id is not found). */
async function visiblePlanOwner(tx: Tx, viewer: Viewer, personId: string): Promise<PersonRole> {
  const person = await personRole(tx, viewer.tenantId, personId);
  if (!person) throw notFound('Person');
  if (!maySeeAssessment(viewer, person)) {
    throw forbidden('You can see the career plans of the people who report to you');
  }
  return person;
}

export function getCareerPlan(services: Services, viewer: Viewer, personId?: string) {
  return withTenant(services.database, viewer.tenantId, async (tx) =>
    buildCareerPlan(tx, viewer, await visiblePlanOwner(tx, viewer, personId ?? viewer.userId)),
  );
}

/** Today as YYYY-MM-DD in UTC, and the last day a target may be set for. */
function targetDateRange(now = new Date()): { first: string; last: string } {
  const last = new Date(now);
  last.setUTCFullYear(last.getUTCFullYear() + TARGET_YEARS_MAX);
  // A day's slack before today: someone a few hours west of UTC still lives "yesterday".
  const first = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  return { first: first.toISOString().slice(0, 10), last: last.toISOString().slice(0, 10) };
}

/** Changes one's own plan: the target roles (replacing both) and the opportunities switch. */
export function updateCareerPlan(services: Services, viewer: Viewer, input: CareerPlanUpdate) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const companyId = viewer.tenantId;
    // The person's row is locked: two tabs saving targets at once cannot end with three.
    await tx.execute(
      sql`select 1 from profiles where company_id = ${companyId} and id = ${viewer.userId} for update`,
    );
    const person = await personRole(tx, companyId, viewer.userId);
    if (!person) throw notFound('Person');
    if (input.targets) {
      const { first, last } = targetDateRange();
      input.targets.forEach((target, index) => {
        if (target.targetDate < first || target.targetDate > last) {
          throw refuse(`targets.${index}.targetDate`, CAREER_PLAN_MESSAGES.targetDateInvalid);
        }
        if (target.jobProfileId === person.jobProfile?.id) {
          throw refuse(`targets.${index}.jobProfileId`, CAREER_PLAN_MESSAGES.targetIsCurrentRole);
        }
      });
      const ids = input.targets.map((t) => t.jobProfileId);
      // Kept targets keep when they were first set (the history's start line); new ones start now.
      const setAt = new Map(
        (
          await tx
            .select({ id: careerTargets.jobProfileId, createdAt: careerTargets.createdAt })
            .from(careerTargets)
            .where(and(eq(careerTargets.companyId, companyId), eq(careerTargets.profileId, person.id)))
        ).map((row) => [row.id, row.createdAt]),
      );
      const found =
        ids.length === 0
          ? []
          : await tx
              .select({ id: jobProfiles.id, archivedAt: jobProfiles.archivedAt })
              .from(jobProfiles)
              .where(and(eq(jobProfiles.companyId, companyId), inIds(jobProfiles.id, ids)));
      // A target archived since it was chosen may stay; a new one must be active.
      const usable = new Set(found.filter((p) => p.archivedAt === null || setAt.has(p.id)).map((p) => p.id));
      input.targets.forEach((target, index) => {
        if (!usable.has(target.jobProfileId)) {
          throw refuse(`targets.${index}.jobProfileId`, CAREER_PLAN_MESSAGES.targetUnknown);
        }
      });
      await tx
        .delete(careerTargets)
        .where(and(eq(careerTargets.companyId, companyId), eq(careerTargets.profileId, person.id)));
      if (input.targets.length > 0) {
        await tx.insert(careerTargets).values(
          input.targets.map((target, position) => ({
            companyId,
            profileId: person.id,
            jobProfileId: target.jobProfileId,
            targetDate: target.targetDate,
            position,
            ...(setAt.has(target.jobProfileId) ? { createdAt: setAt.get(target.jobProfileId) } : {}),
          })),
        );
      }
    }
    if (input.openToInternalOpportunities !== undefined) {
      await tx
        .update(profiles)
        .set({ openToInternalOpportunities: input.openToInternalOpportunities, updatedAt: sql`now()` })
        .where(and(eq(profiles.companyId, companyId), eq(profiles.id, person.id)));
    }
    return buildCareerPlan(tx, viewer, person);
  });
}

/** A comment on a plan the viewer may see: the manager's note, or the person's reply. */
export function addCareerComment(services: Services, viewer: Viewer, personId: string, body: string) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const person = await visiblePlanOwner(tx, viewer, personId);
    await tx
      .insert(careerPlanComments)
      .values({ companyId: viewer.tenantId, profileId: person.id, authorId: viewer.userId, body });
    return buildCareerPlan(tx, viewer, person);
  });
}

/**
 * The plans the viewer may open besides their own: their direct reports', and for competency
 * editors everyone's, by name.
 */
export function careerPlanPeople(services: Services, viewer: Viewer): Promise<CareerPlanPeople> {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const everyone = hasPermission(viewer.role, 'manage_competencies');
    const rows = rowsOf<{
      id: string;
      full_name: string;
      job_title: string | null;
      targets: number | string;
      open: boolean;
    }>(
      await tx.execute(sql`
        select p.id, p.full_name, p.job_title, p.open_to_internal_opportunities as open,
               (select count(*) from career_targets t where t.company_id = p.company_id and t.profile_id = p.id) as targets
        from profiles p
        where p.company_id = ${viewer.tenantId} and p.status = 'active' and p.id <> ${viewer.userId}
          ${everyone ? sql`` : sql`and p.line_manager_id = ${viewer.userId}`}
        order by p.full_name, p.id
        limit 500`),
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        fullName: row.full_name,
        jobTitle: row.job_title,
        targetCount: Number(row.targets),
        openToInternalOpportunities: row.open,
      })),
    };
  });
}
