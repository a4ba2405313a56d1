import { analyseGaps } from '@competencyhub/domain/gap-analysis';
import { hasPermission } from '@competencyhub/domain/permissions';
import { canSeeEveryTeam } from '@competencyhub/domain/roles';
import type { MyTeamSummary, TeamList, TeamMatrix, TeamSummary } from '@competencyhub/domain/schemas/teams';
import {
  coverageRisks,
  type MatrixCell,
  type MatrixMember,
  teamGaps,
} from '@competencyhub/domain/team-matrix';
import { sql } from 'drizzle-orm';
import { type Tx, withTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { competencyCatalog } from '../assessments/catalog.ts';
import { teamLevels } from '../assessments/gaps.ts';
import { teamsIncludeIndirectReports } from '../assessments/settings.ts';

/** How many levels of reports an indirect team follows at most. */
const MAX_DEPTH = 20;

/**
 * Teams (issue 9): a line manager's active direct reports are their team, with no set-up. A team
 * manager sees their own; learning leads, account holders and platform staff see every team of the
 * company. Anyone else's team, or another company's, answers 404.
 */

interface TeamRow {
  id: string;
  name: string | null;
  lead_id: string | null;
  lead_name: string | null;
  member_count: number | string;
}

const summaryOf =
  (kind: 'reports' | 'custom') =>
  (row: TeamRow): TeamSummary => ({
    id: row.id,
    kind,
    name: row.name,
    leadId: row.lead_id,
    leadName: row.lead_name ?? '',
    memberCount: Number(row.member_count),
  });

/**
 * The teams the viewer may open (one team when `onlyId` is given): line managers' direct reports
 * (their own only, for a team manager) and cross-functional teams (those they lead, for a team
 * manager). A cross-functional team's id is its own; a line manager's team's id is the manager's.
 */
export async function teamsOf(tx: Tx, viewer: Viewer, onlyId?: string): Promise<TeamSummary[]> {
  const everyone = canSeeEveryTeam(viewer.role);
  const custom = rowsOf<TeamRow>(
    await tx.execute(sql`
      select t.id, t.name, t.lead_id, l.full_name as lead_name,
             (select count(*) from team_members tm
                join profiles p on p.company_id = tm.company_id and p.id = tm.profile_id
                where tm.company_id = t.company_id and tm.team_id = t.id and p.status = 'active') as member_count
      from teams t
      left join profiles l on l.company_id = t.company_id and l.id = t.lead_id
      where t.company_id = ${viewer.tenantId}
        ${everyone ? sql`` : sql`and t.lead_id = ${viewer.userId}`}
        ${onlyId ? sql`and t.id = ${onlyId}` : sql``}
      order by lower(t.name), t.id`),
  ).map(summaryOf('custom'));
  if (onlyId && custom.length > 0) return custom;
  const lead = everyone ? onlyId : (onlyId ?? viewer.userId);
  if (!everyone && lead !== viewer.userId) return custom;
  const indirect = await teamsIncludeIndirectReports(tx, viewer.tenantId);
  const reports = rowsOf<TeamRow>(
    await tx.execute(
      indirect
        ? // Every active person under each manager, through any number of levels (a loop cannot
          // form: line managers are checked for loops when set; the depth cap is a second guard).
          sql`
          with recursive chain(member_id, manager_id, depth) as (
            select p.id, p.line_manager_id, 1 from profiles p
            where p.company_id = ${viewer.tenantId} and p.status = 'active' and p.line_manager_id is not null
            union all
            select c.member_id, m.line_manager_id, c.depth + 1 from chain c
            join profiles m on m.company_id = ${viewer.tenantId} and m.id = c.manager_id
            where m.line_manager_id is not null and c.depth < ${MAX_DEPTH}
          )
          select m.id, null as name, m.id as lead_id, m.full_name as lead_name, count(distinct c.member_id) as member_count
          from chain c
          join profiles m on m.company_id = ${viewer.tenantId} and m.id = c.manager_id
          ${lead ? sql`where m.id = ${lead}` : sql``}
          group by m.id, m.full_name
          order by m.full_name, m.id`
        : sql`
          select m.id, null as name, m.id as lead_id, m.full_name as lead_name, count(*) as member_count
          from profiles p
          join profiles m on m.company_id = p.company_id and m.id = p.line_manager_id
          where p.company_id = ${viewer.tenantId} and p.status = 'active'
            ${lead ? sql`and m.id = ${lead}` : sql``}
          group by m.id, m.full_name
          order by m.full_name, m.id`,
    ),
  ).map(summaryOf('reports'));
  return [...reports, ...custom];
}

export function listTeams(services: Services, viewer: Viewer): Promise<TeamList> {
  return withTenant(services.database, viewer.tenantId, async (tx) => ({
    items: await teamsOf(tx, viewer),
    everyTeam: canSeeEveryTeam(viewer.role),
  }));
}

interface MemberRow {
  id: string;
  full_name: string;
  job_title: string | null;
  job_profile_title: string | null;
  self_rated: number | string;
  manager_rating_due: boolean;
  open_feedback: number | string;
  line_manager_id: string | null;
}

/** One team's skill matrix: every member against the competencies any of their profiles requires. */
export function teamMatrix(services: Services, viewer: Viewer, teamId: string): Promise<TeamMatrix> {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const [team] = await teamsOf(tx, viewer, teamId);
    if (!team) throw notFound('Team');
    const custom = team.kind === 'custom';
    const members = custom
      ? sql`p.id in (select tm.profile_id from team_members tm where tm.company_id = ${viewer.tenantId} and tm.team_id = ${teamId})`
      : (await teamsIncludeIndirectReports(tx, viewer.tenantId))
        ? sql`p.id in (
            with recursive down(id, depth) as (
              select q.id, 1 from profiles q where q.company_id = ${viewer.tenantId} and q.line_manager_id = ${teamId}
              union all
              select q.id, d.depth + 1 from profiles q join down d on q.line_manager_id = d.id
              where q.company_id = ${viewer.tenantId} and d.depth < ${MAX_DEPTH}
            )
            select id from down)`
        : sql`p.line_manager_id = ${teamId}`;
    const chosen = custom
      ? rowsOf<{ competency_id: string }>(
          await tx.execute(sql`
            select competency_id from team_competencies
            where company_id = ${viewer.tenantId} and team_id = ${teamId} order by position`),
        ).map((row) => row.competency_id)
      : [];
    const rows = rowsOf<MemberRow>(
      await tx.execute(sql`
        select p.id, p.full_name, p.job_title, jp.title as job_profile_title, p.line_manager_id,
          (select count(distinct r.competency_id) from competency_ratings r
             where r.company_id = p.company_id and r.subject_id = p.id and r.source = 'self') as self_rated,
          exists (
            select 1 from competency_ratings s
            where s.company_id = p.company_id and s.subject_id = p.id and s.source = 'self'
              and s.rated_at > coalesce((
                select max(m.rated_at) from competency_ratings m
                where m.company_id = p.company_id and m.subject_id = p.id and m.source = 'manager'
              ), '-infinity'::timestamptz)) as manager_rating_due,
          (select count(*) from feedback_requests f
             where f.company_id = p.company_id and f.subject_id = p.id
               and f.status in ('pending', 'accepted')) as open_feedback
        from profiles p
        left join job_profiles jp on jp.company_id = p.company_id and jp.id = p.job_profile_id
        where p.company_id = ${viewer.tenantId} and ${members} and p.status = 'active'
        order by p.full_name, p.id`),
    );
    const { requirementsOf, levels } = await teamLevels(
      tx,
      viewer.tenantId,
      rows.map((row) => row.id),
      chosen,
    );
    // A chosen set replaces what the members' profiles require (each cell still says what the
    // member's own role requires of that competency, if anything).
    const competencyIds =
      chosen.length > 0
        ? chosen
        : [...new Set([...requirementsOf.values()].flat().map((r) => r.competencyId))];
    const catalog = await competencyCatalog(tx, viewer.tenantId, competencyIds);
    // The catalogue's order: framework, category, competency name.
    const competencies = [...catalog.values()].filter((entry) => !entry.archived);
    const shown = new Set(competencies.map((entry) => entry.competencyId));
    // Each member's level numbers, read once for the cells and the fit.
    const numbersOf = new Map(rows.map((row) => [row.id, levels.get(row.id) ?? new Map<string, number>()]));
    const matrixMembers: MatrixMember[] = rows.map((row) => {
      const cells = new Map<string, MatrixCell>();
      const numbers = numbersOf.get(row.id) ?? new Map<string, number>();
      for (const [competencyId, level] of numbers) {
        if (shown.has(competencyId)) cells.set(competencyId, { level, required: null });
      }
      for (const requirement of requirementsOf.get(row.id) ?? []) {
        if (!shown.has(requirement.competencyId)) continue;
        cells.set(requirement.competencyId, {
          level: numbers.get(requirement.competencyId) ?? null,
          required: requirement.requiredLevel,
        });
      }
      return { id: row.id, cells };
    });
    return {
      team,
      competencies: competencies.map((entry) => ({
        id: entry.competencyId,
        name: entry.name,
        categoryName: entry.categoryName,
        frameworkName: entry.frameworkName,
        proficientLevel: entry.scale.proficientLevel,
        levels: entry.scale.levels,
      })),
      members: rows.map((row, i) => {
        const cells = matrixMembers[i]?.cells ?? new Map<string, MatrixCell>();
        const fit = analyseGaps(requirementsOf.get(row.id) ?? [], numbersOf.get(row.id) ?? new Map());
        return {
          id: row.id,
          fullName: row.full_name,
          jobTitle: row.job_title,
          jobProfileTitle: row.job_profile_title,
          fitPercent: fit.fitPercent,
          cells: [...cells].map(([competencyId, cell]) => ({ competencyId, ...cell })),
          selfRatedCount: Number(row.self_rated),
          managerRatingDue: row.manager_rating_due,
          directReport: row.line_manager_id === viewer.userId,
          openFeedbackCount: Number(row.open_feedback),
        };
      }),
      gaps: teamGaps(matrixMembers, [...shown]),
      risks: coverageRisks(
        matrixMembers,
        competencies.map((entry) => ({
          id: entry.competencyId,
          proficientLevel: entry.scale.proficientLevel,
        })),
      ),
      canRate: !custom && teamId === viewer.userId,
      chosenCompetencies: chosen.length > 0,
      canEdit: custom && hasPermission(viewer.role, 'manage_teams'),
    };
  });
}

/** The dashboard's view of the viewer's own team: a few numbers and names, not the whole matrix. */
export async function myTeamSummary(services: Services, viewer: Viewer): Promise<MyTeamSummary> {
  const leads = await withTenant(services.database, viewer.tenantId, (tx) =>
    teamsOf(tx, viewer, viewer.userId),
  );
  if (leads.length === 0) return { summary: null };
  const matrix = await teamMatrix(services, viewer, viewer.userId);
  const fits = matrix.members.flatMap((member) => (member.fitPercent === null ? [] : [member.fitPercent]));
  const names = new Map(matrix.competencies.map((competency) => [competency.id, competency.name]));
  const due = matrix.members.filter((member) => member.managerRatingDue && member.directReport);
  const overdue = await withTenant(services.database, viewer.tenantId, async (tx) =>
    rowsOf<{ id: string; full_name: string; n: number | string }>(
      await tx.execute(sql`
        select p.id, p.full_name, count(*) as n
        from profiles p
        join development_actions a on a.company_id = p.company_id and a.profile_id = p.id
        where p.company_id = ${viewer.tenantId} and p.line_manager_id = ${viewer.userId} and p.status = 'active'
          and a.status in ('planned', 'in_progress') and a.due_on < ${new Date().toISOString().slice(0, 10)}::date
        group by p.id, p.full_name
        order by p.full_name, p.id`),
    ),
  );
  return {
    summary: {
      team: matrix.team,
      averageFit: fits.length ? Math.round(fits.reduce((sum, fit) => sum + fit, 0) / fits.length) : null,
      fitCount: fits.length,
      topGaps: matrix.gaps.slice(0, 3).map((gap) => ({
        competencyId: gap.competencyId,
        name: names.get(gap.competencyId) ?? '',
        below: gap.below,
        required: gap.required,
      })),
      ratingDue: due.slice(0, 5).map((member) => ({ id: member.id, fullName: member.fullName })),
      ratingDueCount: due.length,
      overdueActions: overdue
        .slice(0, 5)
        .map((row) => ({ id: row.id, fullName: row.full_name, count: Number(row.n) })),
      overdueActionsCount: overdue.length,
    },
  };
}
