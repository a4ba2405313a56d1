import { Ok } from '@competencyhub/domain/schemas/common';
import {
  ListTeamsQuery,
  MyTeamSummary,
  SavedTeam,
  TeamInput,
  TeamList,
  TeamMatrix,
  TeamMatrixQuery,
  TeamParams,
  TeamUpdate,
} from '@competencyhub/domain/schemas/teams';
import type { FastifyInstance } from 'fastify';
import { binaryResponse } from '../../http/response.ts';
import { routes } from '../../http/route.ts';
import { CSV_TYPE, XLSX_TYPE } from '../../http/spreadsheet-file.ts';
import type { Services } from '../../services.ts';
import { createTeam, deleteTeam, updateTeam } from './custom-teams.ts';
import { exportTeamMatrix } from './export-matrix.ts';
import { teamMatrix } from './matrix.ts';
import { listTeams } from './team-list.ts';
import { myTeamSummary } from './team-summary.ts';

/** Team Management (issue 9): the teams a viewer may open, and each team's skill matrix. */
export function teamRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  r.get('/api/v1/teams', 'view_teams', { query: ListTeamsQuery, response: TeamList }, ({ viewer, query }) =>
    listTeams(services, viewer, query),
  );
  // The dashboard's summary of one's own team (before /:teamId routes: "mine" is no id).
  r.get('/api/v1/teams/mine/summary', 'view_teams', { response: MyTeamSummary }, ({ viewer }) =>
    myTeamSummary(services, viewer),
  );
  // Cross-functional teams: made, changed and deleted by learning leads and up. They answer the team,
  // not its matrix: the matrix is team analytics, which not every plan has.
  r.post(
    '/api/v1/teams',
    'manage_teams',
    { body: TeamInput, response: SavedTeam, status: 201 },
    ({ viewer, body, req }) => createTeam(services, viewer, body, req),
  );
  r.patch(
    '/api/v1/teams/:teamId',
    'manage_teams',
    { params: TeamParams, body: TeamUpdate, response: SavedTeam },
    ({ viewer, params, body, req }) => updateTeam(services, viewer, params.teamId, body, req),
  );
  r.delete(
    '/api/v1/teams/:teamId',
    'manage_teams',
    { params: TeamParams, response: Ok },
    ({ viewer, params, req }) => deleteTeam(services, viewer, params.teamId, req),
  );
  r.get(
    '/api/v1/teams/:teamId/matrix',
    'view_teams',
    { params: TeamParams, query: TeamMatrixQuery, response: TeamMatrix },
    ({ viewer, params, query }) => teamMatrix(services, viewer, params.teamId, query),
  );
  r.get(
    '/api/v1/teams/:teamId/matrix.csv',
    'view_teams',
    {
      params: TeamParams,
      response: binaryResponse({
        contentTypes: [CSV_TYPE],
        description:
          'The skill matrix as CSV (UTF-8 with BOM; cells that could start a formula are neutralised)',
        conditional: false,
      }),
    },
    ({ viewer, params, reply }) => exportTeamMatrix(services, viewer, params.teamId, 'csv', reply),
  );
  r.get(
    '/api/v1/teams/:teamId/matrix.xlsx',
    'view_teams',
    {
      params: TeamParams,
      response: binaryResponse({
        contentTypes: [XLSX_TYPE],
        description:
          'The skill matrix as an .xlsx workbook (text cells typed as text, levels and fit as numbers)',
        conditional: false,
      }),
    },
    ({ viewer, params, reply }) => exportTeamMatrix(services, viewer, params.teamId, 'xlsx', reply),
  );
}
