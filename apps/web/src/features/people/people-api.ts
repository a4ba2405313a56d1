import { Profile, ProfilePage } from '@competencyhub/domain/schemas/profiles';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

const PROFILES_KEY = ['profiles'] as const;
const PAGE_SIZE = 25;

export function usePendingProfiles() {
  return useInfiniteQuery({
    queryKey: [...PROFILES_KEY, { status: 'pending_approval' }],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ status: 'pending_approval', limit: String(PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest(`/profiles?${params}`, { schema: ProfilePage, signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export type Decision = 'approve' | 'reject';

export function useDecideProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: Decision }) =>
      apiRequest(`/profiles/${encodeURIComponent(id)}/${decision}`, { method: 'POST', schema: Profile }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROFILES_KEY }),
  });
}
