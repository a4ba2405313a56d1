import type { MatrixSort, TeamSummary } from '@competencyhub/domain/schemas/teams';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { managerRatingDue } from '../assessments/manager-rating-due.ts';

/**
 * Who is in a team, as SQL the database answers set-based (issue 23): a team of a director with
 * indirect reports may be most of a 100,000-person company, so nothing here loops over its members
 * in JavaScript. Every statement starts from the `members` common table expression built here.
 */

/** How many levels of reports an indirect team follows at most. */
export const MAX_DEPTH = 20;

export interface TeamScope {
  companyId: string;
  team: TeamSummary;
  /** Whether a line manager's team takes in indirect reports (the company's setting). */
  indirect: boolean;
}

/** The ids of the team's active members, as a select of one column `id`. */
export function memberIdsSql({ companyId, team, indirect }: TeamScope): SQL {
  if (team.kind === 'custom') {
    return sql`
      select tm.profile_id as id from team_members tm
      join profiles p on p.company_id = tm.company_id and p.id = tm.profile_id
      where tm.company_id = ${companyId} and tm.team_id = ${team.id} and p.status = 'active'`;
  }
  if (!indirect) {
    return sql`
      select p.id from profiles p
      where p.company_id = ${companyId} and p.line_manager_id = ${team.id} and p.status = 'active'`;
  }
  return activeBelowSql(companyId, sql`${team.id}`);
}

/**
 * The ids of every active person below a lead, down every level of reports: an indexed lookup per
 * level (profiles_line_manager_idx). `lead` is a value, or a column of an enclosing query (the list of
 * teams counts each of its page's leads this way). A loop cannot form (line managers are checked when
 * set); the depth cap is a second guard. Someone who left still links their reports to the lead above.
 */
export function activeBelowSql(companyId: string, lead: SQL): SQL {
  return sql`
    select d.id from (
      with recursive down(id, depth) as (
        select q.id, 1 from profiles q where q.company_id = ${companyId} and q.line_manager_id = ${lead}
        union all
        select q.id, d.depth + 1 from profiles q join down d on q.line_manager_id = d.id
        where q.company_id = ${companyId} and d.depth < ${MAX_DEPTH}
      )
      select distinct id from down
    ) d
    join profiles p on p.company_id = ${companyId} and p.id = d.id
    where p.status = 'active'`;
}

/**
 * `members` and `fits`: each member's stored fit to their own job profile (levels/stored-fits.ts,
 * worked out by the domain's analyseGaps when their levels, job profile or its requirements changed);
 * a member without a job profile, or with no level in any requirement, has no fit.
 */
export function membersAndFits(scope: TeamScope): SQL {
  const { companyId } = scope;
  return sql`
    members as (${memberIdsSql(scope)}),
    fits as (
      select f.person_id, f.fit_percent as fit
      from members m
      join profiles p on p.company_id = ${companyId} and p.id = m.id
      join stored_fits f on f.company_id = ${companyId} and f.person_id = m.id and f.job_profile_id = p.job_profile_id
    )`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where the previous page ended: its last member's sort key. */
export interface MatrixCursor {
  sort: MatrixSort;
  /** The fit sorted on (−1 for none); 0 when sorted by name. */
  fit: number;
  name: string;
  id: string;
}

export function encodeMatrixCursor(cursor: MatrixCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.fit, cursor.name, cursor.id])).toString('base64url');
}

/** A cursor of this sort, or null (from the start) for one that is not ours or of another sort. */
export function decodeMatrixCursor(value: string | undefined, sort: MatrixSort): MatrixCursor | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 4) return null;
    const [s, fit, name, id] = parsed as unknown[];
    if (
      s === sort &&
      Number.isInteger(fit) &&
      (fit as number) >= -1 &&
      (fit as number) <= 100 &&
      typeof name === 'string' &&
      name.length <= 300 &&
      typeof id === 'string' &&
      UUID.test(id)
    ) {
      return { sort, fit: fit as number, name, id };
    }
  } catch {
    // not base64url JSON
  }
  return null;
}

export interface MemberRow {
  id: string;
  full_name: string;
  job_title: string | null;
  job_profile_id: string | null;
  job_profile_title: string | null;
  line_manager_id: string | null;
  /** The fit sorted on (−1 for none); 0 when sorted by name. */
  sort_fit: number;
  /** Their stored fit to their own job profile (levels/stored-fits.ts); null without one. */
  fit: number | null;
  self_rated: number | string;
  manager_rating_due: boolean;
  open_feedback: number | string;
}

/** The order of each sort, and the keyset condition that starts after a cursor. */
function ordering(sort: MatrixSort, after: MatrixCursor | null) {
  const key = sort === 'name' ? sql`0` : sql`coalesce(f.fit, -1)`;
  const byName = sql`(p.full_name, p.id)`;
  if (sort === 'fit_high') {
    return {
      key,
      order: sql`coalesce(f.fit, -1) desc, p.full_name, p.id`,
      after: after
        ? sql`and (coalesce(f.fit, -1) < ${after.fit} or (coalesce(f.fit, -1) = ${after.fit} and ${byName} > (${after.name}, ${after.id}::uuid)))`
        : sql``,
    };
  }
  if (sort === 'fit_low') {
    return {
      key,
      order: sql`coalesce(f.fit, -1), p.full_name, p.id`,
      after: after
        ? sql`and (coalesce(f.fit, -1), p.full_name, p.id) > (${after.fit}, ${after.name}, ${after.id}::uuid)`
        : sql``,
    };
  }
  return {
    key,
    order: sql`p.full_name, p.id`,
    after: after ? sql`and ${byName} > (${after.name}, ${after.id}::uuid)` : sql``,
  };
}

/**
 * One page of members in the order asked, with what the matrix says of each beside their levels:
 * their stored fit, how many competencies they rated themselves, whether they rated themselves since their manager
 * last did, and their open 360 requests (counted for the page only).
 */
export async function memberPage(
  tx: Tx,
  scope: TeamScope,
  sort: MatrixSort,
  after: MatrixCursor | null,
  limit: number,
): Promise<{ rows: MemberRow[]; nextCursor: string | null }> {
  const { companyId } = scope;
  const { key, order, after: start } = ordering(sort, after);
  // Sorting by name needs no fit: the members alone, then the page.
  const withFits = sort !== 'name';
  const rows = rowsOf<MemberRow>(
    await tx.execute(sql`
      with ${withFits ? membersAndFits(scope) : sql`members as (${memberIdsSql(scope)})`},
      page as (
        select p.id, p.company_id, p.full_name, p.job_title, p.job_profile_id, p.line_manager_id, ${key} as sort_fit
        from members m
        join profiles p on p.company_id = ${companyId} and p.id = m.id
        ${withFits ? sql`left join fits f on f.person_id = p.id` : sql``}
        where true ${start}
        order by ${order}
        limit ${limit + 1}
      )
      select p.id, p.full_name, p.job_title, p.job_profile_id, jp.title as job_profile_title, p.line_manager_id, p.sort_fit,
        (select sf.fit_percent from stored_fits sf
           where sf.company_id = p.company_id and sf.person_id = p.id and sf.job_profile_id = p.job_profile_id) as fit,
        (select count(distinct r.competency_id) from competency_ratings r
           where r.company_id = p.company_id and r.subject_id = p.id and r.source = 'self') as self_rated,
        ${managerRatingDue} as manager_rating_due,
        (select count(*) from feedback_requests f
           where f.company_id = p.company_id and f.subject_id = p.id
             and f.status in ('pending', 'accepted')) as open_feedback
      from page p
      left join job_profiles jp on jp.company_id = p.company_id and jp.id = p.job_profile_id
      order by ${sort === 'name' ? sql`p.full_name, p.id` : sort === 'fit_high' ? sql`p.sort_fit desc, p.full_name, p.id` : sql`p.sort_fit, p.full_name, p.id`}`),
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor:
      rows.length > limit && last
        ? encodeMatrixCursor({ sort, fit: Number(last.sort_fit), name: last.full_name, id: last.id })
        : null,
  };
}
