import Papa from 'papaparse';
import { neutraliseCell } from './framework-csv.ts';
import type { TeamMatrix } from './schemas/teams.ts';

/**
 * A team's skill matrix as CSV (issue 9), for spreadsheets: one row per person (name, job title,
 * job profile, fit %), then for each competency its current level and the level the person's
 * profile requires (empty when not rated, or not required). UTF-8 with BOM and CRLF like the
 * framework export, every cell that could start a formula neutralised.
 */
export function writeTeamMatrixCsv(matrix: TeamMatrix): string {
  const fields = [
    'Person',
    'Job title',
    'Job profile',
    'Fit %',
    ...matrix.competencies.flatMap((competency) => [
      `${competency.name} (current)`,
      `${competency.name} (required)`,
    ]),
  ];
  const text = (value: number | string | null) => (value === null ? '' : String(value));
  const data = matrix.members.map((member) => {
    const cells = new Map(member.cells.map((cell) => [cell.competencyId, cell]));
    return [
      member.fullName,
      text(member.jobTitle),
      text(member.jobProfileTitle),
      text(member.fitPercent),
      ...matrix.competencies.flatMap((competency) => {
        const cell = cells.get(competency.id);
        return [text(cell?.level ?? null), text(cell?.required ?? null)];
      }),
    ].map(neutraliseCell);
  });
  return `\uFEFF${Papa.unparse({ fields: fields.map(neutraliseCell), data }, { newline: '\r\n', escapeFormulae: false })}\r\n`;
}
