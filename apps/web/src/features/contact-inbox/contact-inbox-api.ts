import {
  ContactMessage,
  ContactMessagePage,
  type ContactMessageStatus,
} from '@competencyhub/domain/schemas/public-site';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

const INBOX_KEY = ['contact-messages'] as const;
const PAGE_SIZE = 20;

export function useContactMessages(status: ContactMessageStatus | undefined) {
  return useInfiniteQuery({
    queryKey: [...INBOX_KEY, status ?? 'all'],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (status) params.set('status', status);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest(`/contact-messages?${params}`, { schema: ContactMessagePage, signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // New messages arrive from the public site at any time.
    staleTime: 0,
  });
}

export function useSetContactMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContactMessageStatus }) =>
      apiRequest(`/contact-messages/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { status },
        schema: ContactMessage,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}
