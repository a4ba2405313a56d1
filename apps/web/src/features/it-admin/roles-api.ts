import {
  type CreateRoleRequestInput,
  RoleRequest,
  RoleRequestPage,
  RolesOverview,
} from '@competencyhub/domain/schemas/it-admin-roles';
import {
  type SecurityPolicyInput,
  SecurityPolicyView,
} from '@competencyhub/domain/schemas/it-admin-security';
import { ProfilePage } from '@competencyhub/domain/schemas/profiles';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/** IT Administration's Roles and Security tabs (decision 0073): the company the viewer works in. */
const rolesKey = ['it-admin', 'roles'] as const;
const requestsKey = ['it-admin', 'role-requests'] as const;
const policyKey = ['it-admin', 'security-policy'] as const;

export const ROLE_REQUESTS_PAGE = 20;

export function useRolesOverview() {
  return useQuery({
    queryKey: rolesKey,
    queryFn: ({ signal }) => apiRequest('/it-admin/roles', { schema: RolesOverview, signal }),
  });
}

/** Pending requests first, 20 at a time. */
export function useRoleRequests(offset: number) {
  return useQuery({
    queryKey: [...requestsKey, offset],
    queryFn: ({ signal }) =>
      apiRequest(`/it-admin/role-requests?limit=${ROLE_REQUESTS_PAGE}&offset=${offset}`, {
        schema: RoleRequestPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** People of the company matching a search, for choosing whom a request is for (20 at most). */
export function usePeopleSearch(q: string) {
  return useQuery({
    queryKey: ['it-admin', 'people-search', q],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ limit: '20', status: 'active' });
      if (q.trim()) query.set('q', q.trim());
      return apiRequest(`/profiles?${query}`, { schema: ProfilePage, signal });
    },
    placeholderData: keepPreviousData,
  });
}

function useRefreshRoles() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: requestsKey }),
      queryClient.invalidateQueries({ queryKey: rolesKey }),
    ]);
}

export function useCreateRoleRequest() {
  const refresh = useRefreshRoles();
  return useMutation({
    mutationFn: (input: CreateRoleRequestInput) =>
      apiRequest('/it-admin/role-requests', { method: 'POST', body: input, schema: RoleRequest }),
    onSuccess: refresh,
  });
}

export type RoleRequestAction =
  | { kind: 'approve' | 'reject'; id: string; note: string }
  | { kind: 'withdraw'; id: string };

export function useRoleRequestAction() {
  const refresh = useRefreshRoles();
  return useMutation({
    mutationFn: (action: RoleRequestAction) =>
      apiRequest(`/it-admin/role-requests/${action.id}/${action.kind}`, {
        method: 'POST',
        body: action.kind === 'withdraw' ? {} : { note: action.note },
        schema: RoleRequest,
      }),
    onSettled: refresh,
  });
}

export function useSecurityPolicy() {
  return useQuery({
    queryKey: policyKey,
    queryFn: ({ signal }) => apiRequest('/it-admin/security-policy', { schema: SecurityPolicyView, signal }),
  });
}

export function useSaveSecurityPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SecurityPolicyInput) =>
      apiRequest('/it-admin/security-policy', { method: 'PUT', body: input, schema: SecurityPolicyView }),
    onSuccess: (saved) => {
      queryClient.setQueryData(policyKey, saved);
      return queryClient.invalidateQueries({ queryKey: ['me', 'password-rules'] });
    },
  });
}
