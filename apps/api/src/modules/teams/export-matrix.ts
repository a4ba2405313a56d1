import { teamMatrixTable } from '@competencyhub/domain/team-matrix-csv';
import type { FastifyReply } from 'fastify';
import { type SpreadsheetFormat, sendSpreadsheet } from '../../http/spreadsheet-file.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { teamMatrix } from './matrix.ts';

/**
 * A team's skill matrix as a file for spreadsheets (issue 9; .xlsx since issue 22), to the same people
 * and with the same 404s as the matrix itself, named after the team or its lead.
 */
export async function exportTeamMatrix(
  services: Services,
  viewer: Viewer,
  teamId: string,
  format: SpreadsheetFormat,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const matrix = await teamMatrix(services, viewer, teamId);
  const name = `${matrix.team.name ?? `Team ${matrix.team.leadName}`} skill matrix`;
  return sendSpreadsheet(reply, teamMatrixTable(matrix), format, name, 'team');
}
