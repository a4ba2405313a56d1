import {
  AssignablePeople,
  JobProfileDetail,
  type JobProfileInput,
  type JobProfileUpdateInput,
  type NextStepInput,
} from '@competencyhub/domain/schemas/job-profiles';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { jobProfilesKey } from '../../lib/competency-queries.ts';

export {
  type ArchivedFilter,
  useAssignJobProfile,
  useJobProfiles,
  useRequirableCompetencies,
} from '../../lib/competency-queries.ts';

const detailKey = (companyId: string, id: string) => [...jobProfilesKey(companyId), 'detail', id] as const;

const BASE = '/job-profiles';

export function useJobProfile(companyId: string, id: string | null) {
  return useQuery({
    queryKey: detailKey(companyId, id ?? 'none'),
    queryFn: ({ signal }) => apiRequest(`${BASE}/${id}`, { schema: JobProfileDetail, signal }),
    enabled: id !== null,
  });
}

/** The people one can give a job profile, searched by name or e-mail (at most 20). */
export function useAssignablePeople(companyId: string, q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...jobProfilesKey(companyId), 'people', q],
    queryFn: ({ signal }) =>
      apiRequest(`${BASE}/people${q ? `?q=${encodeURIComponent(q)}` : ''}`, {
        schema: AssignablePeople,
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

function useJobProfileChange<T>(companyId: string, request: (input: T) => Promise<JobProfileDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (profile) => {
      queryClient.setQueryData(detailKey(companyId, profile.id), profile);
      await queryClient.invalidateQueries({ queryKey: [...jobProfilesKey(companyId), 'list'] });
    },
  });
}

const send = (path: string, method: 'POST' | 'PATCH' | 'PUT', body?: unknown) =>
  apiRequest(`${BASE}${path}`, { method, body, schema: JobProfileDetail });

export const useCreateJobProfile = (companyId: string) =>
  useJobProfileChange(companyId, (input: JobProfileInput) => send('', 'POST', input));

export const useUpdateJobProfile = (companyId: string, id: string) =>
  useJobProfileChange(companyId, (input: JobProfileUpdateInput) => send(`/${id}`, 'PATCH', input));

export const useSetJobProfileArchived = (companyId: string, id: string) =>
  useJobProfileChange(companyId, (archived: boolean) =>
    send(`/${id}/${archived ? 'archive' : 'restore'}`, 'POST'),
  );

/** Replaces the roles one can move on to from this profile (its career paths). */
export const useSetNextSteps = (companyId: string, id: string) =>
  useJobProfileChange(companyId, (steps: NextStepInput[]) => send(`/${id}/next-steps`, 'PUT', { steps }));
