import { hasPermission } from '@competencyhub/domain/permissions';
import type { TeamMatrix, TeamMatrixQuery } from '@competencyhub/domain/schemas/teams';
import { columnCounts, gapsFromCounts, risksFromCounts } from '@competencyhub/domain/team-matrix';
import { sql } from 'drizzle-orm';
import { type Tx, withTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { type CatalogEntry, competencyCatalog } from '../assessments/catalog.ts';
import { matrixCells } from './matrix-cells.ts';
import { type CountedCompetency, competencyCounts, requiredCompetencyIds } from './team-aggregates.ts';
import { teamOf } from './team-list.ts';
import { decodeMatrixCursor, type MemberRow, memberPage, type TeamScope } from './team-members.ts';

/** A team the viewer may open, with what its matrix is read from; 404 for any other. */
export async function openTeam(tx: Tx, viewer: Viewer, teamId: string): Promise<TeamScope> {
  const found = await teamOf(tx, viewer, teamId);
  if (!found) throw notFound('Team');
  return { companyId: viewer.tenantId, team: found.team, indirect: found.indirect };
}

/**
 * The team's columns, in the catalogue's order (framework, category, competency name): a
 * cross-functional team's chosen set, or what the members' profiles require; never an archived one.
 */
export async function matrixColumns(
  tx: Tx,
  scope: TeamScope,
): Promise<{ columns: CatalogEntry[]; chosen: boolean }> {
  const chosen =
    scope.team.kind === 'custom'
      ? rowsOf<{ competency_id: string }>(
          await tx.execute(sql`
            select competency_id from team_competencies
            where company_id = ${scope.companyId} and team_id = ${scope.team.id} order by position`),
        ).map((row) => row.competency_id)
      : [];
  const ids = chosen.length > 0 ? chosen : await requiredCompetencyIds(tx, scope);
  const catalog = await competencyCatalog(tx, scope.companyId, ids);
  return { columns: [...catalog.values()].filter((entry) => !entry.archived), chosen: chosen.length > 0 };
}

/** A column of the matrix as the API answers it. */
export const matrixCompetency = (entry: CatalogEntry): TeamMatrix['competencies'][number] => ({
  id: entry.competencyId,
  name: entry.name,
  categoryName: entry.categoryName,
  frameworkName: entry.frameworkName,
  proficientLevel: entry.scale.proficientLevel,
  levels: entry.scale.levels,
});

/** A page of members as the matrix shows them: their cells and fit from stored levels. */
export async function matrixMembers(
  tx: Tx,
  viewer: Viewer,
  scope: TeamScope,
  columns: readonly CatalogEntry[],
  rows: readonly MemberRow[],
): Promise<TeamMatrix['members']> {
  const cells = await matrixCells(
    tx,
    scope.companyId,
    rows,
    columns.map((entry) => entry.competencyId),
  );
  return rows.map((row) => ({
    id: row.id,
    fullName: row.full_name,
    jobTitle: row.job_title,
    jobProfileTitle: row.job_profile_title,
    // The stored fit, which the fit sorts order by (decision 0058): the same analyseGaps of the
    // same stored levels, worked out when they or the profile's requirements changed.
    fitPercent: row.fit === null ? null : Number(row.fit),
    cells: cells.get(row.id) ?? [],
    selfRatedCount: Number(row.self_rated),
    managerRatingDue: row.manager_rating_due,
    directReport: row.line_manager_id === viewer.userId,
    openFeedbackCount: Number(row.open_feedback),
  }));
}

/**
 * One team's skill matrix (issue 9; paged in issue 23): its columns, gaps and coverage risks counted
 * over every member by the database, and one page of members against the competencies shown.
 */
export function teamMatrix(
  services: Services,
  viewer: Viewer,
  teamId: string,
  query: TeamMatrixQuery,
): Promise<TeamMatrix> {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const scope = await openTeam(tx, viewer, teamId);
    const { columns, chosen } = await matrixColumns(tx, scope);
    const shown = columns.map((entry) => ({
      id: entry.competencyId,
      proficientLevel: entry.scale.proficientLevel,
    }));
    const after = decodeMatrixCursor(query.cursor, query.sort);
    const page = await memberPage(tx, scope, query.sort, after, query.limit);
    const members = await matrixMembers(tx, viewer, scope, columns, page.rows);
    // The whole team on this page (most teams): its cells are counted here, by the same rules; a
    // larger team's counts come from the database, over every member.
    const whole = after === null && page.nextCursor === null;
    const counts = whole ? countCells(members, shown) : await competencyCounts(tx, scope, shown);
    const holderNames = new Map(counts.map((count) => [count.competencyId, count.holderName]));
    const custom = scope.team.kind === 'custom';
    return {
      team: scope.team,
      competencies: columns.map(matrixCompetency),
      members,
      nextCursor: page.nextCursor,
      gaps: gapsFromCounts(counts),
      risks: risksFromCounts(counts).map((risk) => ({
        ...risk,
        holderName: risk.holderId ? (holderNames.get(risk.competencyId) ?? '') : '',
      })),
      canRate: !custom && teamId === viewer.userId,
      chosenCompetencies: chosen,
      canEdit: custom && hasPermission(viewer.role, 'manage_teams'),
    };
  });
}

/** Counts of a page that holds the whole team, with the one holder's name where there is one. */
function countCells(
  members: TeamMatrix['members'],
  shown: ReadonlyArray<{ id: string; proficientLevel: number }>,
): CountedCompetency[] {
  const names = new Map(members.map((member) => [member.id, member.fullName]));
  return columnCounts(members, shown).map((count) => ({
    ...count,
    holderName: count.holderId ? (names.get(count.holderId) ?? '') : '',
  }));
}
