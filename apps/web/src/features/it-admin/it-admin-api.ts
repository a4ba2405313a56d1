import { RetriedJob, StoragePage, SystemReport } from '@competencyhub/domain/schemas/it-admin';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

const systemKey = ['it-admin', 'system'] as const;

/** IT Administration > System (platform staff): the platform's figures, read afresh every minute. */
export function useSystemReport() {
  return useQuery({
    queryKey: systemKey,
    queryFn: ({ signal }) => apiRequest('/it-admin/system', { schema: SystemReport, signal }),
    refetchInterval: 60_000,
  });
}

/** Companies by the space their files take, largest first, 20 at a time. */
export function useStorageUse() {
  return useInfiniteQuery({
    queryKey: ['it-admin', 'storage'],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: '20' });
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest(`/it-admin/storage?${query}`, { schema: StoragePage, signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** Runs a job that failed for good once more; the figures are read again after. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      apiRequest(`/it-admin/jobs/${jobId}/retry`, { method: 'POST', schema: RetriedJob }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: systemKey }),
  });
}
