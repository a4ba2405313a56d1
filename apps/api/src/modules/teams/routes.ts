import { MyTeamSummary, TeamList, TeamMatrix, TeamParams } from '@competencyhub/domain/schemas/teams';
import type { FastifyInstance } from 'fastify';
import { binaryResponse } from '../../http/response.ts';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { listTeams, myTeamSummary, teamMatrix, teamMatrixCsv } from './matrix.ts';

/** Team Management (issue 9): the teams a viewer may open, and each team's skill matrix. */
export function teamRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  r.get('/api/v1/teams', 'view_teams', { response: TeamList }, ({ viewer }) => listTeams(services, viewer));
  // The dashboard's summary of one's own team (before /:teamId routes: "mine" is no id).
  r.get('/api/v1/teams/mine/summary', 'view_teams', { response: MyTeamSummary }, ({ viewer }) =>
    myTeamSummary(services, viewer),
  );
  r.get(
    '/api/v1/teams/:teamId/matrix',
    'view_teams',
    { params: TeamParams, response: TeamMatrix },
    ({ viewer, params }) => teamMatrix(services, viewer, params.teamId),
  );
  r.get(
    '/api/v1/teams/:teamId/matrix.csv',
    'view_teams',
    {
      params: TeamParams,
      response: binaryResponse({
        contentTypes: ['text/csv'],
        description:
          'The skill matrix as CSV (UTF-8 with BOM; cells that could start a formula are neutralised)',
        conditional: false,
      }),
    },
    ({ viewer, params, reply }) => teamMatrixCsv(services, viewer, params.teamId, reply),
  );
}
