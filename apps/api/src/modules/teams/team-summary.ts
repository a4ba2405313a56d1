import type { MyTeamSummary } from '@competencyhub/domain/schemas/teams';
import { gapsFromCounts } from '@competencyhub/domain/team-matrix';
import { sql } from 'drizzle-orm';
import { withTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { managerRatingDue } from '../assessments/manager-rating-due.ts';
import { matrixColumns, openTeam } from './matrix.ts';
import { averageFit, competencyCounts } from './team-aggregates.ts';
import { teamsOf } from './team-list.ts';

/** How many names each list of the summary shows (with how many there are in all). */
const NAMES_SHOWN = 5;

/**
 * The dashboard's view of the viewer's own team: a few numbers and names, counted by the database
 * over the whole team (a director's, with indirect reports, may be thousands), never the matrix.
 */
export function myTeamSummary(services: Services, viewer: Viewer): Promise<MyTeamSummary> {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const [lead] = await teamsOf(tx, viewer, viewer.userId);
    if (lead?.kind !== 'reports') return { summary: null };
    const scope = await openTeam(tx, viewer, viewer.userId);
    const { columns } = await matrixColumns(tx, scope);
    const counts = await competencyCounts(
      tx,
      scope,
      columns.map((entry) => ({ id: entry.competencyId, proficientLevel: entry.scale.proficientLevel })),
    );
    const names = new Map(columns.map((entry) => [entry.competencyId, entry.name]));
    const fit = await averageFit(tx, scope);
    const today = new Date().toISOString().slice(0, 10);
    // Direct reports only: only their line manager rates them.
    const due = rowsOf<{ id: string; full_name: string; total: number | string }>(
      await tx.execute(sql`
        select p.id, p.full_name, count(*) over () as total
        from profiles p
        where p.company_id = ${viewer.tenantId} and p.line_manager_id = ${viewer.userId} and p.status = 'active'
          and ${managerRatingDue}
        order by p.full_name, p.id
        limit ${NAMES_SHOWN}`),
    );
    const overdue = rowsOf<{ id: string; full_name: string; n: number | string; total: number | string }>(
      await tx.execute(sql`
        select p.id, p.full_name, count(*) as n, count(*) over () as total
        from profiles p
        join development_actions a on a.company_id = p.company_id and a.profile_id = p.id
        where p.company_id = ${viewer.tenantId} and p.line_manager_id = ${viewer.userId} and p.status = 'active'
          and a.status in ('planned', 'in_progress') and a.due_on < ${today}::date
        group by p.id, p.full_name
        order by p.full_name, p.id
        limit ${NAMES_SHOWN}`),
    );
    return {
      summary: {
        team: lead,
        averageFit: fit.average,
        fitCount: fit.count,
        topGaps: gapsFromCounts(counts)
          .slice(0, 3)
          .map((gap) => ({
            competencyId: gap.competencyId,
            name: names.get(gap.competencyId) ?? '',
            below: gap.below,
            required: gap.required,
          })),
        ratingDue: due.map((row) => ({ id: row.id, fullName: row.full_name })),
        ratingDueCount: Number(due[0]?.total ?? 0),
        overdueActions: overdue.map((row) => ({ id: row.id, fullName: row.full_name, count: Number(row.n) })),
        overdueActionsCount: Number(overdue[0]?.total ?? 0),
      },
    };
  });
}
