import { MyTeamSummary, TeamList, TeamMatrix } from '@competencyhub/domain/schemas/teams';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * Team Management's data, under the assessments' key of the company: a rating made from the team
 * page (or anywhere) refreshes the matrix with everything else that shows levels.
 */
const root = (companyId: string) => ['company', companyId, 'assessments', 'teams'] as const;

export function useTeams(companyId: string) {
  return useQuery({
    queryKey: [...root(companyId), 'list'],
    queryFn: ({ signal }) => apiRequest('/teams', { schema: TeamList, signal }),
  });
}

/** The dashboard's few numbers about one's own team (a summary, not the matrix). */
export function useMyTeamSummary(companyId: string) {
  return useQuery({
    queryKey: [...root(companyId), 'mine'],
    queryFn: ({ signal }) => apiRequest('/teams/mine/summary', { schema: MyTeamSummary, signal }),
  });
}

export function useTeamMatrix(companyId: string, teamId: string | null) {
  return useQuery({
    queryKey: [...root(companyId), 'matrix', teamId ?? 'none'],
    queryFn: ({ signal }) => apiRequest(`/teams/${teamId}/matrix`, { schema: TeamMatrix, signal }),
    enabled: teamId !== null,
  });
}

/** The matrix as a CSV download (the browser sends the session cookie with the link). */
export const teamMatrixCsvUrl = (teamId: string) => `/api/v1/teams/${teamId}/matrix.csv`;
