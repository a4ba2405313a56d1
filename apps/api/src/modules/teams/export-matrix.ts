import { Readable } from 'node:stream';
import { MATRIX_XLSX_MAX_MEMBERS, TEAM_MESSAGES } from '@competencyhub/domain/schemas/teams';
import { csvLines } from '@competencyhub/domain/spreadsheet-cell';
import { teamMatrixHeader, teamMatrixRow } from '@competencyhub/domain/team-matrix-csv';
import type { FastifyReply } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { attachment } from '../../http/attachment.ts';
import { AppError } from '../../http/errors.ts';
import { CSV_TYPE, type SpreadsheetFormat, writeXlsx, XLSX_TYPE } from '../../http/spreadsheet-file.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import type { CatalogEntry } from '../assessments/catalog.ts';
import { matrixColumns, matrixCompetency, matrixMembers, openTeam } from './matrix.ts';
import { type MatrixCursor, memberPage, type TeamScope } from './team-members.ts';

/** Members read per statement while a file is written. */
const EXPORT_PAGE = 500;

/**
 * A team's skill matrix as a file for spreadsheets (issue 9; .xlsx since issue 22), to the same people
 * and with the same 404s as the matrix itself, named after the team or its lead. Every member is in
 * it, read a page at a time (issue 23): the CSV is streamed as it is read, each page in its own short
 * transaction, so a team of any size neither waits nor holds memory; a workbook is built whole, so it
 * is written for teams of up to MATRIX_XLSX_MAX_MEMBERS people.
 */
export async function exportTeamMatrix(
  services: Services,
  viewer: Viewer,
  teamId: string,
  format: SpreadsheetFormat,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { scope, columns } = await withTenant(services.database, viewer.tenantId, async (tx) => {
    const opened = await openTeam(tx, viewer, teamId);
    return { scope: opened, columns: (await matrixColumns(tx, opened)).columns };
  });
  if (format === 'xlsx' && scope.team.memberCount > MATRIX_XLSX_MAX_MEMBERS) {
    throw new AppError('VALIDATION_FAILED', TEAM_MESSAGES.xlsxTooLarge);
  }
  const competencies = columns.map(matrixCompetency);
  const header = teamMatrixHeader(competencies);
  const pages = memberRows(services, viewer, scope, columns, competencies);
  const name = `${scope.team.name ?? `Team ${scope.team.leadName}`} skill matrix.${format}`;
  reply.header('content-disposition', attachment(name, `team.${format}`)).header('cache-control', 'no-store');
  if (format === 'xlsx') {
    const rows = [];
    for await (const page of pages) rows.push(...page);
    return reply
      .header('content-type', XLSX_TYPE)
      .send(await writeXlsx({ sheetName: 'Skill matrix', header, rows }));
  }
  async function* csv() {
    yield `\uFEFF${csvLines([header])}`;
    for await (const page of pages) yield csvLines(page);
  }
  return reply.header('content-type', `${CSV_TYPE}; charset=utf-8`).send(Readable.from(csv()));
}

/** The members' rows, a page at a time, by name. */
async function* memberRows(
  services: Services,
  viewer: Viewer,
  scope: TeamScope,
  columns: readonly CatalogEntry[],
  competencies: Parameters<typeof teamMatrixRow>[0],
) {
  let after: MatrixCursor | null = null;
  do {
    const page = await withTenant(services.database, viewer.tenantId, async (tx) => {
      const { rows, nextCursor } = await memberPage(tx, scope, 'name', after, EXPORT_PAGE);
      const members = await matrixMembers(tx, viewer, scope, columns, rows);
      const last = rows.at(-1);
      return {
        rows: members.map((member) => teamMatrixRow(competencies, member)),
        next:
          nextCursor && last ? { sort: 'name' as const, fit: 0, name: last.full_name, id: last.id } : null,
      };
    });
    yield page.rows;
    after = page.next;
  } while (after);
}
