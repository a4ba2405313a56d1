import type { TeamMatrix } from './schemas/teams.ts';
import { type SheetCell, type SheetTable, writeCsv } from './spreadsheet-cell.ts';

/**
 * A team's skill matrix as a table (issue 9), for spreadsheets: one row per person (name, job title,
 * job profile, fit %), then for each competency its current level and the level the person's
 * profile requires (empty when not rated, or not required). Fit and levels are numbers.
 */
export function teamMatrixTable(matrix: Pick<TeamMatrix, 'competencies' | 'members'>): SheetTable {
  return {
    sheetName: 'Skill matrix',
    header: teamMatrixHeader(matrix.competencies),
    rows: matrix.members.map((member) => teamMatrixRow(matrix.competencies, member)),
  };
}

type Competencies = TeamMatrix['competencies'];

/** The header: the person's columns, then each competency's current and required level. */
export function teamMatrixHeader(competencies: Competencies): string[] {
  return [
    'Person',
    'Job title',
    'Job profile',
    'Fit %',
    ...competencies.flatMap((competency) => [
      `${competency.name} (current)`,
      `${competency.name} (required)`,
    ]),
  ];
}

/** One member's row under that header (their cells name columns of the same `competencies`). */
export function teamMatrixRow(
  competencies: Competencies,
  member: TeamMatrix['members'][number],
): SheetCell[] {
  const byColumn: SheetCell[] = new Array(competencies.length * 2).fill(null);
  for (const [column, level, required] of member.cells) {
    if (column >= competencies.length) continue;
    byColumn[column * 2] = level;
    byColumn[column * 2 + 1] = required;
  }
  return [member.fullName, member.jobTitle, member.jobProfileTitle, member.fitPercent, ...byColumn];
}

/** The matrix as CSV: UTF-8 with BOM and CRLF like the framework export, formulas neutralised. */
export function writeTeamMatrixCsv(matrix: TeamMatrix): string {
  return writeCsv(teamMatrixTable(matrix));
}
