import type { ProfileStatus } from '@competencyhub/domain/account-status';
import type { Role } from '@competencyhub/domain/roles';
import { Ok } from '@competencyhub/domain/schemas/common';
import { CompanyPage } from '@competencyhub/domain/schemas/companies';
import { Profile, ProfileListItem, ProfilePage } from '@competencyhub/domain/schemas/profiles';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export { PROFILES_KEY } from '../../lib/competency-queries.ts';

import { PROFILES_KEY } from '../../lib/competency-queries.ts';

const PAGE_SIZE = 25;

export interface PeopleFilters {
  q?: string | undefined;
  role?: Role | undefined;
  status?: ProfileStatus | undefined;
}

function profilesPath(filters: PeopleFilters, limit: number, cursor?: string): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (filters.q) params.set('q', filters.q);
  if (filters.role) params.set('role', filters.role);
  if (filters.status) params.set('status', filters.status);
  if (cursor) params.set('cursor', cursor);
  return `/profiles?${params}`;
}

/** The company's people, a page at a time; the previous results stay while a new filter loads. */
export function usePeople(filters: PeopleFilters) {
  return useInfiniteQuery({
    queryKey: [...PROFILES_KEY, 'list', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(profilesPath(filters, PAGE_SIZE, pageParam), { schema: ProfilePage, signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function usePendingProfiles() {
  return usePeople({ status: 'pending_approval' });
}

/** How many people wait for approval, for the tab's count badge. */
export function usePendingCount() {
  return useQuery({
    queryKey: [...PROFILES_KEY, 'pending-count'],
    queryFn: ({ signal }) =>
      apiRequest(profilesPath({ status: 'pending_approval' }, 1), { schema: ProfilePage, signal }),
    select: (page) => page.total,
  });
}

/** Active people matching a search, for choosing a line manager. */
export function useActivePeopleSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...PROFILES_KEY, 'active-search', q],
    queryFn: ({ signal }) =>
      apiRequest(profilesPath({ q, status: 'active' }, 20), { schema: ProfilePage, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

function useProfilesMutation<V, R>(run: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROFILES_KEY }),
  });
}

export type Decision = 'approve' | 'reject';

export function useDecideProfile() {
  return useProfilesMutation(({ id, decision }: { id: string; decision: Decision }) =>
    apiRequest(`/profiles/${encodeURIComponent(id)}/${decision}`, { method: 'POST', schema: Profile }),
  );
}

export function useChangeRole() {
  return useProfilesMutation(({ id, role }: { id: string; role: Role }) =>
    apiRequest(`/profiles/${encodeURIComponent(id)}/role`, {
      method: 'PATCH',
      body: { role },
      schema: Profile,
    }),
  );
}

export function useSetLineManager() {
  return useProfilesMutation(({ id, lineManagerId }: { id: string; lineManagerId: string | null }) =>
    apiRequest(`/profiles/${encodeURIComponent(id)}/line-manager`, {
      method: 'PATCH',
      body: { lineManagerId },
      schema: ProfileListItem,
    }),
  );
}

export function useSetActive() {
  return useProfilesMutation(({ id, active }: { id: string; active: boolean }) =>
    apiRequest(`/profiles/${encodeURIComponent(id)}/${active ? 'reactivate' : 'deactivate'}`, {
      method: 'POST',
      schema: Profile,
    }),
  );
}

/** Every company, by name, for system-level users choosing which one to manage. */
export function useCompanies(q: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['companies', q],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: '20' });
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest(`/companies?${params}`, { schema: CompanyPage, signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Switching company changes every answer, so everything is fetched again, /me included. */
export function useSetManagedCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string | null) =>
      apiRequest('/me/managed-company', { method: 'POST', body: { companyId }, schema: Ok }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
