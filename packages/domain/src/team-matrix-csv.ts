import type { TeamMatrix } from './schemas/teams.ts';
import { type SheetTable, writeCsv } from './spreadsheet-cell.ts';

/**
 * A team's skill matrix as a table (issue 9), for spreadsheets: one row per person (name, job title,
 * job profile, fit %), then for each competency its current level and the level the person's
 * profile requires (empty when not rated, or not required). Fit and levels are numbers.
 */
export function teamMatrixTable(matrix: TeamMatrix): SheetTable {
  const header = [
    'Person',
    'Job title',
    'Job profile',
    'Fit %',
    ...matrix.competencies.flatMap((competency) => [
      `${competency.name} (current)`,
      `${competency.name} (required)`,
    ]),
  ];
  const rows = matrix.members.map((member) => {
    const cells = new Map(member.cells.map((cell) => [cell.competencyId, cell]));
    return [
      member.fullName,
      member.jobTitle,
      member.jobProfileTitle,
      member.fitPercent,
      ...matrix.competencies.flatMap((competency) => {
        const cell = cells.get(competency.id);
        return [cell?.level ?? null, cell?.required ?? null];
      }),
    ];
  });
  return { sheetName: 'Skill matrix', header, rows };
}

/** The matrix as CSV: UTF-8 with BOM and CRLF like the framework export, formulas neutralised. */
export function writeTeamMatrixCsv(matrix: TeamMatrix): string {
  return writeCsv(teamMatrixTable(matrix));
}
