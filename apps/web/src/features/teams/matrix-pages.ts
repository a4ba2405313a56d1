import type { TeamMatrix } from '@competencyhub/domain/schemas/teams';

/**
 * A later page's members with their cells naming the first page's columns: a cell names its column
 * by index, and the columns may have changed between two pages (a requirement added meanwhile).
 * A competency the first page does not show is left out, as the matrix shows only those columns.
 */
export function inColumnsOf(first: TeamMatrix, page: TeamMatrix): TeamMatrix['members'] {
  if (page === first) return page.members;
  const columnOf = new Map(first.competencies.map((competency, column) => [competency.id, column]));
  const same =
    page.competencies.length === first.competencies.length &&
    page.competencies.every((competency, column) => columnOf.get(competency.id) === column);
  if (same) return page.members;
  return page.members.map((member) => ({
    ...member,
    cells: member.cells.flatMap(([column, level, required]) => {
      const firstColumn = columnOf.get(page.competencies[column]?.id ?? '');
      return firstColumn === undefined ? [] : [[firstColumn, level, required] as const];
    }),
  }));
}
