import {
  type ActionInput,
  type ActionUpdate,
  type CompleteActionInput,
  DevelopmentPlan,
  DevelopmentPlanPeople,
  type DevelopmentSettingsInput,
  DevelopmentSuggestions,
} from '@competencyhub/domain/schemas/development-plan';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * My Development's data, under the assessments' key of the company: a new rating anywhere refreshes
 * the levels, suggestions and re-assessment states shown here.
 */
const root = (companyId: string) => ['company', companyId, 'assessments', 'development'] as const;
const planKey = (companyId: string, personId: string | null) =>
  [...root(companyId), 'plan', personId ?? 'me'] as const;
const BASE = '/development-plan';

export function useDevelopmentPlan(companyId: string, personId: string | null) {
  return useQuery({
    queryKey: planKey(companyId, personId),
    queryFn: ({ signal }) =>
      apiRequest(personId ? `${BASE}/people/${personId}` : BASE, { schema: DevelopmentPlan, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDevelopmentPeople(companyId: string) {
  return useQuery({
    queryKey: [...root(companyId), 'people'],
    queryFn: ({ signal }) => apiRequest(`${BASE}/people`, { schema: DevelopmentPlanPeople, signal }),
  });
}

export function useSuggestions(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...root(companyId), 'suggestions'],
    queryFn: ({ signal }) => apiRequest(`${BASE}/suggestions`, { schema: DevelopmentSuggestions, signal }),
    enabled,
  });
}

/** Every change answers the whole plan; suggestions and the people list are read again. */
function usePlanChange<T>(
  companyId: string,
  personId: string | null,
  request: (input: T) => Promise<DevelopmentPlan>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (plan) => {
      queryClient.setQueryData(planKey(companyId, personId), plan);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...root(companyId), 'suggestions'] }),
        queryClient.invalidateQueries({ queryKey: [...root(companyId), 'people'] }),
        // The dashboard's next actions.
        queryClient.invalidateQueries({ queryKey: ['company', companyId, 'dashboard'] }),
      ]);
    },
  });
}

const send = (path: string, method: 'POST' | 'PATCH' | 'DELETE', body?: unknown) =>
  apiRequest(`${BASE}${path}`, { method, body, schema: DevelopmentPlan });

export const useCreateAction = (companyId: string) =>
  usePlanChange(companyId, null, (input: ActionInput) => send('/actions', 'POST', input));

export const useUpdateAction = (companyId: string) =>
  usePlanChange(companyId, null, ({ id, input }: { id: string; input: ActionUpdate }) =>
    send(`/actions/${id}`, 'PATCH', input),
  );

export const useDeleteAction = (companyId: string) =>
  usePlanChange(companyId, null, (id: string) => send(`/actions/${id}`, 'DELETE'));

export const useCompleteAction = (companyId: string) =>
  usePlanChange(companyId, null, ({ id, input }: { id: string; input: CompleteActionInput }) =>
    send(`/actions/${id}/complete`, 'POST', input),
  );

export const useDevelopmentSettings = (companyId: string) =>
  usePlanChange(companyId, null, (input: DevelopmentSettingsInput) => send('/settings', 'PATCH', input));

export const usePlanComment = (companyId: string, personId: string | null, ownerId: string) =>
  usePlanChange(companyId, personId, (body: string) => send(`/people/${ownerId}/comments`, 'POST', { body }));

export const useApprovePlan = (companyId: string, personId: string | null, ownerId: string) =>
  usePlanChange(companyId, personId, () => send(`/people/${ownerId}/approve`, 'POST'));
