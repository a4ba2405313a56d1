import { Ok } from '@competencyhub/domain/schemas/common';
import { AssignablePeople } from '@competencyhub/domain/schemas/job-profiles';
import {
  MyTeamSummary,
  SavedTeam,
  type TeamInput,
  TeamList,
  TeamMatrix,
  type TeamUpdate,
} from '@competencyhub/domain/schemas/teams';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
/** The same as an .xlsx workbook, written by the server. */
export const teamMatrixXlsxUrl = (teamId: string) => `/api/v1/teams/${teamId}/matrix.xlsx`;

/** People to put in a team, searched by name or e-mail (at most 20; the job profiles' picker). */
export function useTeamCandidates(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['team-candidates', q],
    queryFn: ({ signal }) =>
      apiRequest(`/job-profiles/people${q ? `?q=${encodeURIComponent(q)}` : ''}`, {
        schema: AssignablePeople,
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * Creating, changing and deleting cross-functional teams; every team query is read again after (the
 * server answers the team, not its matrix: that is read as any team's is, and a plan may not have it).
 */
export function useTeamChange(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { kind: 'create'; input: TeamInput }
        | { kind: 'update'; id: string; input: TeamUpdate }
        | { kind: 'delete'; id: string },
    ) =>
      change.kind === 'create'
        ? apiRequest('/teams', { method: 'POST', body: change.input, schema: SavedTeam })
        : change.kind === 'update'
          ? apiRequest(`/teams/${change.id}`, { method: 'PATCH', body: change.input, schema: SavedTeam })
          : apiRequest(`/teams/${change.id}`, { method: 'DELETE', schema: Ok }).then(() => null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root(companyId) }),
  });
}
