import { GapReport, RoleList } from '@competencyhub/domain/schemas/assessments';
import {
  CareerPlan,
  CareerPlanPeople,
  type CareerPlanUpdate,
} from '@competencyhub/domain/schemas/career-plan';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * My Career Planning's data, under the assessments' key of the company: a new rating anywhere
 * refreshes the fits, gaps and history shown here.
 */
const root = (companyId: string) => ['company', companyId, 'assessments', 'career-plan'] as const;
const planKey = (companyId: string, personId: string | null) =>
  [...root(companyId), 'plan', personId ?? 'me'] as const;

const planPath = (personId: string | null) => (personId ? `/career-plan/people/${personId}` : '/career-plan');

export function useCareerPlan(companyId: string, personId: string | null) {
  return useQuery({
    queryKey: planKey(companyId, personId),
    queryFn: ({ signal }) => apiRequest(planPath(personId), { schema: CareerPlan, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The other plans the viewer may open (their reports'; everyone's for learning leads and up). */
export function useCareerPlanPeople(companyId: string) {
  return useQuery({
    queryKey: [...root(companyId), 'people'],
    queryFn: ({ signal }) => apiRequest('/career-plan/people', { schema: CareerPlanPeople, signal }),
  });
}

/** Every active role of the company, to explore ("what if I moved to X?"). */
export function useRoleList(companyId: string) {
  return useQuery({
    queryKey: [...root(companyId), 'roles'],
    queryFn: ({ signal }) => apiRequest('/roles', { schema: RoleList, signal }),
  });
}

/** The core's gap report of the viewer (or a report) against any role. */
export function useRoleGaps(companyId: string, personId: string | null, jobProfileId: string | null) {
  const params = new URLSearchParams();
  if (personId) params.set('personId', personId);
  if (jobProfileId) params.set('jobProfileId', jobProfileId);
  return useQuery({
    queryKey: [...root(companyId), 'explore', personId ?? 'me', jobProfileId ?? 'none'],
    queryFn: ({ signal }) => apiRequest(`/assessments/gaps?${params}`, { schema: GapReport, signal }),
    enabled: jobProfileId !== null,
    placeholderData: keepPreviousData,
  });
}

function usePlanChange<T>(
  companyId: string,
  personId: string | null,
  request: (input: T) => Promise<CareerPlan>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (plan) => {
      queryClient.setQueryData(planKey(companyId, personId), plan);
      await queryClient.invalidateQueries({ queryKey: [...root(companyId), 'people'] });
    },
  });
}

export const useUpdateCareerPlan = (companyId: string) =>
  usePlanChange(companyId, null, (input: CareerPlanUpdate) =>
    apiRequest('/career-plan', { method: 'PATCH', body: input, schema: CareerPlan }),
  );

export const useAddCareerComment = (companyId: string, personId: string | null, planOwnerId: string) =>
  usePlanChange(companyId, personId, (body: string) =>
    apiRequest(`/career-plan/people/${planOwnerId}/comments`, {
      method: 'POST',
      body: { body },
      schema: CareerPlan,
    }),
  );
