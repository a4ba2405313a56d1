import { Ok } from '@competencyhub/domain/schemas/common';
import { AssignablePeople } from '@competencyhub/domain/schemas/job-profiles';
import {
  MATRIX_PAGE_MAX,
  type MatrixSort,
  MyTeamSummary,
  SavedTeam,
  type TeamInput,
  TeamList,
  TeamMatrix,
  type TeamUpdate,
} from '@competencyhub/domain/schemas/teams';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../../lib/api-client.ts';
import { inColumnsOf } from './matrix-pages.ts';

/**
 * Team Management's data, under the assessments' key of the company: a rating made from the team
 * page (or anywhere) refreshes the matrix with everything else that shows levels.
 */
const root = (companyId: string) => ['company', companyId, 'assessments', 'teams'] as const;

/** Teams read per page of the list (a learning lead of a large company finds the rest by name). */
export const TEAM_LIST_PAGE_SIZE = 50;

/**
 * The teams the viewer may open whose name or lead's name holds `q`, page by page. The previous
 * search's teams stay on screen while the next is read, so the search field is never replaced.
 */
export function useTeams(companyId: string, q: string) {
  return useInfiniteQuery({
    queryKey: [...root(companyId), 'list', q],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(TEAM_LIST_PAGE_SIZE) });
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest(`/teams?${params}`, { schema: TeamList, signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** The dashboard's few numbers about one's own team (a summary, not the matrix). */
export function useMyTeamSummary(companyId: string) {
  return useQuery({
    queryKey: [...root(companyId), 'mine'],
    queryFn: ({ signal }) => apiRequest('/teams/mine/summary', { schema: MyTeamSummary, signal }),
  });
}

/**
 * Members read per page: a cross-functional team (at most TEAM_MEMBERS_MAX) always comes whole in
 * one, which editing it relies on; a director's team with indirect reports comes a page at a time.
 */
export const MATRIX_PAGE_SIZE = MATRIX_PAGE_MAX;

/**
 * A team's matrix in the order asked, page by page: the first page's team, columns, gaps and risks
 * (counted over every member by the server) with the members of every page read so far.
 */
export function useTeamMatrix(companyId: string, teamId: string | null, sort: MatrixSort = 'name') {
  const query = useInfiniteQuery({
    queryKey: [...root(companyId), 'matrix', teamId ?? 'none', sort],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ sort, limit: String(MATRIX_PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest(`/teams/${teamId}/matrix?${params}`, { schema: TeamMatrix, signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: teamId !== null,
    // Another sort keeps the matrix in sight until the new order arrives.
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages;
  const data = useMemo<TeamMatrix | undefined>(() => {
    const [first, ...rest] = pages ?? [];
    if (!first) return undefined;
    const last = rest.at(-1) ?? first;
    return {
      ...first,
      members: [first, ...rest].flatMap((page) => inColumnsOf(first, page)),
      nextCursor: last.nextCursor,
    };
  }, [pages]);
  return { ...query, data };
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
