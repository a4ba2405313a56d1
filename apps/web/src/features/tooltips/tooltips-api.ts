import { Ok } from '@competencyhub/domain/schemas/common';
import {
  PageTooltips,
  Tooltip,
  type TooltipInput,
  TooltipList,
  type TooltipSightings,
  TooltipSightingsResult,
} from '@competencyhub/domain/schemas/tooltips';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

const pageKey = (page: string) => ['tooltips', 'page', page] as const;
const listKey = ['tooltips', 'platform'] as const;

/** The tooltips of the page one is on: one request per page, kept by the shared query cache. */
export function usePageTooltips(page: string | null) {
  return useQuery({
    queryKey: pageKey(page ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(`/tooltips?${new URLSearchParams({ page: page ?? '' })}`, { schema: PageTooltips, signal }),
    enabled: page !== null,
  });
}

export function reportSightings(report: TooltipSightings) {
  return apiRequest('/tooltips/sightings', { method: 'POST', body: report, schema: TooltipSightingsResult });
}

/** Every tooltip (platform staff), 50 at a time, optionally of one page. */
export function usePlatformTooltips(page: string) {
  return useInfiniteQuery({
    queryKey: [...listKey, page],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ offset: String(pageParam) });
      if (page) query.set('page', page);
      return apiRequest(`/platform/tooltips?${query}`, { schema: TooltipList, signal });
    },
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** Creates or changes one; the list and every page's tooltips are read again after. */
export function useSaveTooltip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TooltipInput }) =>
      id
        ? apiRequest(`/platform/tooltips/${id}`, { method: 'PATCH', body: input, schema: Tooltip })
        : apiRequest('/platform/tooltips', { method: 'POST', body: input, schema: Tooltip }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tooltips'] }),
  });
}

export function useDeleteTooltip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/platform/tooltips/${id}`, { method: 'DELETE', schema: Ok }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tooltips'] }),
  });
}
