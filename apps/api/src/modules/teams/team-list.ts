import { canSeeEveryTeam } from '@competencyhub/domain/roles';
import type { TeamList, TeamSummary } from '@competencyhub/domain/schemas/teams';
import { sql } from 'drizzle-orm';
import { type Tx, withTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { teamsIncludeIndirectReports } from '../assessments/settings.ts';
import { MAX_DEPTH, memberIdsSql } from './team-members.ts';

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
  const reports = lead
    ? await oneLeadsTeam(tx, viewer.tenantId, lead, indirect)
    : await everyLeadsTeam(tx, viewer.tenantId, indirect);
  return [...reports, ...custom];
}

/** One line manager's team, counted down from them (never the whole company's chains). */
async function oneLeadsTeam(tx: Tx, companyId: string, lead: string, indirect: boolean) {
  const placeholder: TeamSummary = {
    id: lead,
    kind: 'reports',
    name: null,
    leadId: lead,
    leadName: '',
    memberCount: 0,
  };
  return rowsOf<TeamRow>(
    await tx.execute(sql`
      with members as (${memberIdsSql({ companyId, team: placeholder, indirect })})
      select l.id, null as name, l.id as lead_id, l.full_name as lead_name,
        (select count(*) from members) as member_count
      from profiles l
      where l.company_id = ${companyId} and l.id = ${lead} and exists (select 1 from members)`),
  ).map(summaryOf('reports'));
}

/** Every line manager's team, with how many people it holds. */
async function everyLeadsTeam(tx: Tx, companyId: string, indirect: boolean) {
  return rowsOf<TeamRow>(
    await tx.execute(
      indirect
        ? // Every active person under each manager, through any number of levels (a loop cannot
          // form: line managers are checked for loops when set; the depth cap is a second guard).
          sql`
          with recursive chain(member_id, manager_id, depth) as (
            select p.id, p.line_manager_id, 1 from profiles p
            where p.company_id = ${companyId} and p.status = 'active' and p.line_manager_id is not null
            union all
            select c.member_id, m.line_manager_id, c.depth + 1 from chain c
            join profiles m on m.company_id = ${companyId} and m.id = c.manager_id
            where m.line_manager_id is not null and c.depth < ${MAX_DEPTH}
          )
          select m.id, null as name, m.id as lead_id, m.full_name as lead_name, count(distinct c.member_id) as member_count
          from chain c
          join profiles m on m.company_id = ${companyId} and m.id = c.manager_id
          group by m.id, m.full_name
          order by m.full_name, m.id`
        : sql`
          select m.id, null as name, m.id as lead_id, m.full_name as lead_name, count(*) as member_count
          from profiles p
          join profiles m on m.company_id = p.company_id and m.id = p.line_manager_id
          where p.company_id = ${companyId} and p.status = 'active'
          group by m.id, m.full_name
          order by m.full_name, m.id`,
    ),
  ).map(summaryOf('reports'));
}

export function listTeams(services: Services, viewer: Viewer): Promise<TeamList> {
  return withTenant(services.database, viewer.tenantId, async (tx) => ({
    items: await teamsOf(tx, viewer),
    everyTeam: canSeeEveryTeam(viewer.role),
  }));
}
