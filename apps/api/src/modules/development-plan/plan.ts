import { isOverdue } from '@competencyhub/domain/development';
import { hasPermission } from '@competencyhub/domain/permissions';
import type {
  ActionStatus,
  ActionType,
  DevelopmentAction,
  DevelopmentPlan,
  DevelopmentPlanPeople,
  DevelopmentSummary,
} from '@competencyhub/domain/schemas/development-plan';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { developmentPlans } from '../../db/schema/development-plan.ts';
import { isoTimestamp } from '../../db/timestamps.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { maySeeAssessment } from '../assessments/assessment-access.ts';
import { competencyCatalog, type PersonRole, personRole, requirementsOf } from '../assessments/catalog.ts';
import { buildGapReport } from '../assessments/gaps.ts';
import { storedLevelNumbers } from '../levels/read-stored-levels.ts';

/**
 * Reading a development plan (issue 9): its actions with their competencies (current and required
 * level, from the core), mentors, evidence and re-assessment state, the plan's review and comments.
 * Seen by the person, their line manager and the competency editors (who see their levels).
 */

export const today = (now = new Date()) => now.toISOString().slice(0, 10);

/** The person whose plan is asked for, if the viewer may see it (another company's id is not found). */
export async function visiblePlanOwner(tx: Tx, viewer: Viewer, personId: string): Promise<PersonRole> {
  const person = await personRole(tx, viewer.tenantId, personId);
  if (!person) throw notFound('Person');
  if (!maySeeAssessment(viewer, person)) {
    throw forbidden('You can see the development plans of the people who report to you');
  }
  return person;
}

/** The role requirements that matter for a plan: the current role's and the target roles'. */
export async function roleRequirements(tx: Tx, companyId: string, person: PersonRole) {
  const targets = await tx.execute(
    sql`select job_profile_id from career_targets where company_id = ${companyId} and profile_id = ${person.id} order by position`,
  );
  const targetIds = rowsOf<{ job_profile_id: string }>(targets).map((row) => row.job_profile_id);
  const lists = [person.requirements];
  for (const id of targetIds) lists.push(await requirementsOf(tx, companyId, id));
  // The highest level any of these roles asks for, per competency.
  const required = new Map<string, number>();
  for (const list of lists) {
    for (const r of list)
      required.set(r.competencyId, Math.max(required.get(r.competencyId) ?? 0, r.requiredLevel));
  }
  return { required, targetIds };
}

interface ActionRow {
  id: string;
  type: ActionType;
  title: string;
  description: string;
  url: string | null;
  due_on: string;
  status: ActionStatus;
  mentor_id: string | null;
  mentor_name: string | null;
  evidence_url: string | null;
  evidence_file_id: string | null;
  evidence_file_name: string | null;
  completion_note: string;
  completed_at: string | Date | null;
  reassessment_requested_at: string | Date | null;
  reassessed: boolean;
  created_at: string | Date;
  competency_ids: string[] | string;
}

/** pg gives uuid[] as an array; PGlite may give its text form. */
function idList(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  return value.replace(/[{}]/g, '').split(',').filter(Boolean);
}

const ORDER = sql`case a.status when 'in_progress' then 0 when 'planned' then 1 when 'done' then 2 else 3 end, a.due_on, a.created_at`;

export async function buildPlan(tx: Tx, viewer: Viewer, person: PersonRole): Promise<DevelopmentPlan> {
  const companyId = viewer.tenantId;
  const rows = rowsOf<ActionRow>(
    await tx.execute(sql`
      select a.id, a.type, a.title, a.description, a.url, a.due_on::text as due_on, a.status,
             a.mentor_id, m.full_name as mentor_name, a.evidence_url, a.evidence_file_id,
             f.file_name as evidence_file_name, a.completion_note, a.completed_at,
             a.reassessment_requested_at, a.created_at,
             coalesce((select array_agg(c.competency_id) from development_action_competencies c
                       where c.company_id = a.company_id and c.action_id = a.id), '{}') as competency_ids,
             (a.reassessment_requested_at is not null and exists (
                select 1 from competency_ratings r
                join development_action_competencies c on c.company_id = r.company_id and c.competency_id = r.competency_id
                where r.company_id = a.company_id and r.subject_id = a.profile_id and c.action_id = a.id
                  and r.source = 'manager' and r.rated_at > a.reassessment_requested_at)) as reassessed
      from development_actions a
      left join profiles m on m.company_id = a.company_id and m.id = a.mentor_id
      left join stored_files f on f.company_id = a.company_id and f.id = a.evidence_file_id
      where a.company_id = ${companyId} and a.profile_id = ${person.id}
      order by ${ORDER}`),
  );
  const competencyIds = [...new Set(rows.flatMap((row) => idList(row.competency_ids)))];
  const catalog = await competencyCatalog(tx, companyId, competencyIds);
  const levels =
    (await storedLevelNumbers(tx, companyId, [person.id], competencyIds)).get(person.id) ??
    new Map<string, number>();
  const { required } = await roleRequirements(tx, companyId, person);
  const day = today();
  const actions = rows.map(
    (row): DevelopmentAction => ({
      id: row.id,
      type: row.type,
      title: row.title,
      description: row.description,
      url: row.url,
      dueOn: row.due_on,
      status: row.status,
      overdue: isOverdue({ status: row.status, dueOn: row.due_on }, day),
      competencies: idList(row.competency_ids).flatMap((competencyId) => {
        const entry = catalog.get(competencyId);
        if (!entry) return [];
        return [
          {
            competencyId,
            name: entry.name,
            currentLevel: levels.get(competencyId) ?? null,
            requiredLevel: required.get(competencyId) ?? null,
            levelCount: entry.scale.levels.length,
          },
        ];
      }),
      mentor: row.mentor_id && row.mentor_name ? { id: row.mentor_id, fullName: row.mentor_name } : null,
      evidenceUrl: row.evidence_url,
      evidenceFile:
        row.evidence_file_id && row.evidence_file_name !== null
          ? { id: row.evidence_file_id, name: row.evidence_file_name }
          : null,
      completionNote: row.completion_note,
      completedAt: row.completed_at ? isoTimestamp(row.completed_at) : null,
      reassessment: row.reassessment_requested_at ? (row.reassessed ? 'done' : 'requested') : null,
      createdAt: isoTimestamp(row.created_at),
    }),
  );
  const [review] = rowsOf<{
    changed_at: string | Date;
    approved_at: string | Date | null;
    approved_by: string | null;
    approver_name: string | null;
  }>(
    await tx.execute(sql`
      select d.changed_at, d.approved_at, d.approved_by, p.full_name as approver_name
      from development_plans d
      left join profiles p on p.company_id = d.company_id and p.id = d.approved_by
      where d.company_id = ${companyId} and d.profile_id = ${person.id}`),
  );
  const approvedAt = review?.approved_at ? isoTimestamp(review.approved_at) : null;
  const changedAt = review ? isoTimestamp(review.changed_at) : null;
  const comments = rowsOf<{
    id: string;
    author_id: string | null;
    author_name: string | null;
    body: string;
    created_at: string | Date;
  }>(
    await tx.execute(sql`
      select c.id, c.author_id, p.full_name as author_name, c.body, c.created_at
      from development_plan_comments c
      left join profiles p on p.company_id = c.company_id and p.id = c.author_id
      where c.company_id = ${companyId} and c.profile_id = ${person.id}
      order by c.created_at, c.id`),
  );
  const [flags] = rowsOf<{
    mentor_opt_in: boolean;
    overdue_action_emails: boolean;
    manager_name: string | null;
  }>(
    await tx.execute(sql`
      select p.mentor_opt_in, p.overdue_action_emails, m.full_name as manager_name
      from profiles p left join profiles m on m.company_id = p.company_id and m.id = p.line_manager_id
      where p.company_id = ${companyId} and p.id = ${person.id}`),
  );
  return {
    person: { id: person.id, fullName: person.fullName },
    lineManager:
      person.lineManagerId && flags?.manager_name
        ? { id: person.lineManagerId, fullName: flags.manager_name }
        : null,
    actions,
    review: {
      state: !approvedAt
        ? 'draft'
        : changedAt && changedAt > approvedAt
          ? 'changed_since_approval'
          : 'approved',
      approvedBy:
        review?.approved_by && review.approver_name
          ? { id: review.approved_by, fullName: review.approver_name }
          : null,
      approvedAt,
    },
    comments: comments.map((row) => ({
      id: row.id,
      author: row.author_id && row.author_name ? { id: row.author_id, fullName: row.author_name } : null,
      body: row.body,
      createdAt: isoTimestamp(row.created_at),
    })),
    settings: {
      mentorOptIn: flags?.mentor_opt_in ?? false,
      overdueEmails: flags?.overdue_action_emails ?? true,
    },
    isOwn: person.id === viewer.userId,
    canApprove: person.lineManagerId === viewer.userId,
  };
}

/** Marks the plan's actions as changed (the approval no longer covers them), creating its row. */
export async function touchPlan(tx: Tx, companyId: string, personId: string): Promise<void> {
  await tx
    .insert(developmentPlans)
    .values({ companyId, profileId: personId })
    .onConflictDoUpdate({ target: developmentPlans.profileId, set: { changedAt: sql`now()` } });
}

/** The plans a viewer may open besides their own: their reports' (everyone's for editors). */
export async function planPeople(tx: Tx, viewer: Viewer): Promise<DevelopmentPlanPeople> {
  const everyone = hasPermission(viewer.role, 'manage_competencies');
  const rows = rowsOf<{
    id: string;
    full_name: string;
    job_title: string | null;
    open: number | string;
    overdue: number | string;
    approved: boolean | null;
  }>(
    await tx.execute(sql`
      select p.id, p.full_name, p.job_title,
             (select count(*) from development_actions a where a.company_id = p.company_id and a.profile_id = p.id
                and a.status in ('planned', 'in_progress')) as open,
             (select count(*) from development_actions a where a.company_id = p.company_id and a.profile_id = p.id
                and a.status in ('planned', 'in_progress') and a.due_on < ${today()}::date) as overdue,
             (select d.approved_at is not null and d.approved_at >= d.changed_at from development_plans d
                where d.company_id = p.company_id and d.profile_id = p.id) as approved
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
      openActions: Number(row.open),
      overdueActions: Number(row.overdue),
      approved: row.approved === true,
    })),
  };
}

/**
 * The dashboard's view of one's own plans: each target role's fit (the core's gap report) and the
 * next open actions by due date, overdue ones first.
 */
export async function developmentSummary(tx: Tx, viewer: Viewer): Promise<DevelopmentSummary> {
  const companyId = viewer.tenantId;
  const person = await personRole(tx, companyId, viewer.userId);
  if (!person) throw notFound('Person');
  const targets = rowsOf<{ job_profile_id: string; target_date: string }>(
    await tx.execute(sql`
      select job_profile_id, target_date::text as target_date from career_targets
      where company_id = ${companyId} and profile_id = ${person.id} order by position`),
  );
  const fits = [];
  for (const target of targets) {
    const report = await buildGapReport(tx, companyId, person, target.job_profile_id);
    if (!report.jobProfile) continue;
    const { id, title, grade, department } = report.jobProfile;
    fits.push({
      role: { id, title, grade, department },
      fitPercent: report.fitPercent,
      targetDate: target.target_date,
    });
  }
  const day = today();
  const open = rowsOf<{ id: string; title: string; due_on: string; status: ActionStatus }>(
    await tx.execute(sql`
      select id, title, due_on::text as due_on, status from development_actions
      where company_id = ${companyId} and profile_id = ${person.id} and status in ('planned', 'in_progress')
      order by due_on, created_at`),
  );
  const overdue = open.filter((row) => isOverdue({ status: row.status, dueOn: row.due_on }, day));
  return {
    targets: fits,
    nextActions: open.slice(0, 3).map((row) => ({
      id: row.id,
      title: row.title,
      dueOn: row.due_on,
      status: row.status,
      overdue: isOverdue({ status: row.status, dueOn: row.due_on }, day),
    })),
    openCount: open.length,
    overdueCount: overdue.length,
  };
}
