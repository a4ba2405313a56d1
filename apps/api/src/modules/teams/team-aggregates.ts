import type { CompetencyCounts } from '@competencyhub/domain/team-matrix';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidArray } from '../../db/id-lists.ts';
import { rowsOf } from '../../db/migrate.ts';
import { requirementInUseAs } from '../assessments/catalog.ts';
import { memberIdsSql, membersAndFits, type TeamScope } from './team-members.ts';

/**
 * What a team's matrix says of the whole team, counted by the database over every member whatever
 * the team's size (issue 23): its columns, and per competency the counts the domain turns into
 * gaps and coverage risks (team-matrix.ts gapsFromCounts, risksFromCounts), from stored levels.
 */

/** The competencies any member's job profile requires (in use: not archived, nor its framework). */
export async function requiredCompetencyIds(tx: Tx, scope: TeamScope): Promise<string[]> {
  const { companyId } = scope;
  const rows = rowsOf<{ competency_id: string }>(
    await tx.execute(sql`
      with members as (${memberIdsSql(scope)})
      select distinct r.competency_id
      from job_profile_requirements r
      where r.company_id = ${companyId}
        and r.job_profile_id in (
          select distinct p.job_profile_id from members m
          join profiles p on p.company_id = ${companyId} and p.id = m.id
          where p.job_profile_id is not null)
        and ${requirementInUseAs('r')}`),
  );
  return rows.map((row) => row.competency_id);
}

export interface CountedCompetency extends CompetencyCounts {
  /** The one holder's name ('' unless exactly one member holds it). */
  holderName: string;
}

/**
 * Per competency shown: members whose profile requires it, how many of them fall short and by how
 * much in all, and who holds it at its scale's proficient level, exactly as teamCounts counts cells.
 */
export async function competencyCounts(
  tx: Tx,
  scope: TeamScope,
  shown: ReadonlyArray<{ id: string; proficientLevel: number }>,
): Promise<CountedCompetency[]> {
  if (shown.length === 0) return [];
  const { companyId } = scope;
  const ids = uuidArray(shown.map((competency) => competency.id));
  const proficient = `{${shown.map((competency) => Math.trunc(competency.proficientLevel)).join(',')}}`;
  const rows = rowsOf<{
    competency_id: string;
    required: number | string;
    below: number | string;
    shortfall: number | string;
    holders: number | string;
    holder_id: string | null;
    holder_name: string | null;
  }>(
    await tx.execute(sql`
      with members as (${memberIdsSql(scope)}),
      shown as (select * from unnest(${ids}::uuid[], ${proficient}::int[]) as s(competency_id, proficient)),
      req as (
        select m.id as person_id, r.competency_id, r.required_level
        from members m
        join profiles p on p.company_id = ${companyId} and p.id = m.id
        join job_profile_requirements r on r.company_id = ${companyId} and r.job_profile_id = p.job_profile_id
        where r.competency_id in (select competency_id from shown) and ${requirementInUseAs('r')}
      ),
      -- Each member's stored levels by the primary key (company, person, competency): never a scan of
      -- every level of the shown competencies in the company.
      lv as (
        select m.id as person_id, sl.competency_id, sl.level_tenths as tenths
        from members m
        cross join lateral (
          select sl.competency_id, sl.level_tenths, sl.framework_id, sl.scale_version from stored_levels sl
          where sl.company_id = ${companyId} and sl.person_id = m.id and sl.competency_id = any(${ids}::uuid[])
            and sl.level_tenths is not null
        ) sl
        join competency_frameworks f
          on f.company_id = ${companyId} and f.id = sl.framework_id and f.scale_version = sl.scale_version
      ),
      need as (
        select q.competency_id, count(*) as required,
          count(*) filter (where coalesce(l.tenths, 0) < q.required_level * 10) as below,
          coalesce(sum(q.required_level - coalesce(l.tenths, 0)::float8 / 10)
            filter (where coalesce(l.tenths, 0) < q.required_level * 10), 0) as shortfall
        from req q
        left join lv l on l.person_id = q.person_id and l.competency_id = q.competency_id
        group by q.competency_id
      ),
      held as (
        select l.competency_id, count(*) as holders, min(l.person_id::text) as holder_id
        from lv l join shown s on s.competency_id = l.competency_id
        where l.tenths >= s.proficient * 10
        group by l.competency_id
      )
      select s.competency_id, coalesce(n.required, 0) as required, coalesce(n.below, 0) as below,
        coalesce(n.shortfall, 0) as shortfall, coalesce(h.holders, 0) as holders, h.holder_id,
        hp.full_name as holder_name
      from shown s
      left join need n on n.competency_id = s.competency_id
      left join held h on h.competency_id = s.competency_id
      left join profiles hp on h.holders = 1 and hp.company_id = ${companyId} and hp.id = h.holder_id::uuid`),
  );
  return rows.map((row) => {
    const holders = Number(row.holders);
    return {
      competencyId: row.competency_id,
      required: Number(row.required),
      below: Number(row.below),
      shortfall: Number(row.shortfall),
      holders,
      holderId: holders === 1 ? row.holder_id : null,
      holderName: holders === 1 ? (row.holder_name ?? '') : '',
    };
  });
}

/** The members' average fit to their own profiles (whole per cent), over those who have one. */
export async function averageFit(
  tx: Tx,
  scope: TeamScope,
): Promise<{ average: number | null; count: number }> {
  const [row] = rowsOf<{ n: number | string; total: number | string | null }>(
    await tx.execute(sql`
      with ${membersAndFits(scope)}
      select count(fit) as n, sum(fit) as total from fits`),
  );
  const count = Number(row?.n ?? 0);
  return { average: count > 0 ? Math.round(Number(row?.total) / count) : null, count };
}
