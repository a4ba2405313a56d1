import { canSeeEveryTeam } from '@competencyhub/domain/roles';
import type { ListTeamsQuery, TeamList, TeamSummary } from '@competencyhub/domain/schemas/teams';
import { type SQL, sql } from 'drizzle-orm';
import { type Tx, withTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { teamsIncludeIndirectReports } from '../assessments/settings.ts';
import { decodeNameCursor, encodeNameCursor, likeText } from '../organisation/name-cursor.ts';
import { activeBelowSql, memberIdsSql } from './team-members.ts';

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
 * One team the viewer may open, by id: a line manager's direct reports (a team manager's own only)
 * or a cross-functional team (one they lead, for a team manager). A cross-functional team's id is
 * its own; a line manager's team's id is the manager's. None when the viewer may not open it.
 */
export async function teamsOf(tx: Tx, viewer: Viewer, onlyId: string): Promise<TeamSummary[]> {
  const found = await teamOf(tx, viewer, onlyId);
  return found ? [found.team] : [];
}

/**
 * The one team of that id the viewer may open, with whether it counts indirect reports (a line
 * manager's team does when the company says so): the setting is read once, for the list and the page.
 */
export async function teamOf(
  tx: Tx,
  viewer: Viewer,
  onlyId: string,
): Promise<{ team: TeamSummary; indirect: boolean } | null> {
  const everyone = canSeeEveryTeam(viewer.role);
  const custom = rowsOf<TeamRow>(
    await tx.execute(sql`
      select t.id, t.name, t.lead_id, l.full_name as lead_name,
             (select count(*) from team_members tm
                join profiles p on p.company_id = tm.company_id and p.id = tm.profile_id
                where tm.company_id = t.company_id and tm.team_id = t.id and p.status = 'active') as member_count
      from teams t
      left join profiles l on l.company_id = t.company_id and l.id = t.lead_id
      where t.company_id = ${viewer.tenantId} and t.id = ${onlyId}
        ${everyone ? sql`` : sql`and t.lead_id = ${viewer.userId}`}`),
  ).map(summaryOf('custom'));
  if (custom[0]) return { team: custom[0], indirect: false };
  if (!everyone && onlyId !== viewer.userId) return null;
  const indirect = await teamsIncludeIndirectReports(tx, viewer.tenantId);
  const [team] = await oneLeadsTeam(tx, viewer.tenantId, onlyId, indirect);
  return team ? { team, indirect } : null;
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

interface PageRow extends TeamRow {
  kind: 'reports' | 'custom';
  sort_name: string;
}

/**
 * A page of the teams the viewer may open, ordered by name (a line manager's team by the manager's
 * name), found by `q` in the team's or its lead's name. Only the page's teams are counted: a learning
 * lead of a 100,000-person company pages through thousands of managers' teams, and a director's team
 * with indirect reports is counted down from that director alone, never as part of the whole
 * company's chains (issue 23).
 */
async function teamPage(tx: Tx, viewer: Viewer, query: ListTeamsQuery): Promise<Omit<TeamList, 'everyTeam'>> {
  const companyId = viewer.tenantId;
  const everyone = canSeeEveryTeam(viewer.role);
  const indirect = await teamsIncludeIndirectReports(tx, companyId);
  const cursor = decodeNameCursor(query.cursor);
  const pattern = query.q ? likeText(query.q) : null;
  // A manager leads a team when someone active reports to them (with indirect reports: someone,
  // active or not, whose own chain may hold active people; an empty one is dropped once counted).
  const activeOnly = indirect ? sql`` : sql`and r.status = 'active'`;
  const after = (name: SQL, id: SQL) =>
    cursor ? sql`and (lower(${name}), ${id}) > (lower(${cursor.name}), ${cursor.id}::uuid)` : sql``;
  const limit = query.limit + 1;
  // Each kind is paged on its own, then the two pages are merged: the whole company is never sorted by
  // name nor checked for reports (that took 47 ms at 100,000 people). Managers come in the order of
  // profiles_by_lower_name, walked until enough of them lead someone (a page of 50 without a search);
  // with a search the walk would read most of the company to find a few names, so the managers are
  // found first, a skip from one to the next along profiles_line_manager_idx (as many steps as there
  // are managers), and only their names are searched and sorted.
  const managers = pattern
    ? sql`
      managers(id) as (
        (select p.line_manager_id from profiles p
         where p.company_id = ${companyId} and p.line_manager_id is not null
         order by p.line_manager_id limit 1)
        union all
        select (select p.line_manager_id from profiles p
                where p.company_id = ${companyId} and p.line_manager_id > managers.id
                order by p.line_manager_id limit 1)
        from managers where managers.id is not null
      ),`
    : sql``;
  const managerSource = pattern
    ? sql`managers join profiles m on m.company_id = ${companyId} and m.id = managers.id`
    : sql`profiles m`;
  const rows = rowsOf<PageRow>(
    await tx.execute(sql`
      with recursive ${managers} page as (
        select * from (
          (select t.id, 'custom' as kind, t.name as sort_name, t.name, t.lead_id, l.full_name as lead_name
           from teams t
           left join profiles l on l.company_id = t.company_id and l.id = t.lead_id
           where t.company_id = ${companyId} ${everyone ? sql`` : sql`and t.lead_id = ${viewer.userId}`}
             ${pattern ? sql`and (t.name ilike ${pattern} or l.full_name ilike ${pattern})` : sql``}
             ${after(sql`t.name`, sql`t.id`)}
           order by lower(t.name), t.id
           limit ${limit})
          union all
          (select m.id, 'reports' as kind, m.full_name as sort_name, null as name, m.id as lead_id,
             m.full_name as lead_name
           from ${managerSource}
           where m.company_id = ${companyId} ${everyone ? sql`` : sql`and m.id = ${viewer.userId}`}
             ${pattern ? sql`and m.full_name ilike ${pattern}` : sql``}
             ${after(sql`m.full_name`, sql`m.id`)}
             and exists (
               select 1 from profiles r
               where r.company_id = ${companyId} and r.line_manager_id = m.id ${activeOnly})
           order by lower(m.full_name), m.id
           limit ${limit})
        ) both_kinds
        order by lower(sort_name), id
        limit ${limit}
      )
      select page.*, coalesce(custom_count.n, reports_count.n, 0) as member_count
      from page
      left join lateral (
        select count(*) as n from team_members tm
        join profiles p on p.company_id = tm.company_id and p.id = tm.profile_id
        where page.kind = 'custom' and tm.company_id = ${companyId} and tm.team_id = page.id and p.status = 'active'
      ) custom_count on page.kind = 'custom'
      left join lateral (
        ${indirect ? indirectCount(companyId) : directCount(companyId)}
      ) reports_count on page.kind = 'reports'
      order by lower(page.sort_name), page.id`),
  );
  const more = rows.length > query.limit;
  const considered = rows.slice(0, query.limit);
  const last = considered.at(-1);
  return {
    // A manager whose reports (and theirs) have all left leads no team: dropped after counting.
    items: considered
      .filter((row) => row.kind === 'custom' || Number(row.member_count) > 0)
      .map((row) => summaryOf(row.kind)(row)),
    nextCursor: more && last ? encodeNameCursor({ name: last.sort_name, id: last.id }) : null,
  };
}

/** The page's line manager's active direct reports. */
const directCount = (companyId: string) => sql`
  select count(*) as n from profiles p
  where p.company_id = ${companyId} and p.line_manager_id = page.id and p.status = 'active'`;

/** Every active person under the page's line manager, down every level (as memberIdsSql counts them). */
const indirectCount = (companyId: string) =>
  sql`select count(*) as n from (${activeBelowSql(companyId, sql`page.id`)}) below`;

export function listTeams(services: Services, viewer: Viewer, query: ListTeamsQuery): Promise<TeamList> {
  return withTenant(services.database, viewer.tenantId, async (tx) => ({
    ...(await teamPage(tx, viewer, query)),
    everyTeam: canSeeEveryTeam(viewer.role),
  }));
}
