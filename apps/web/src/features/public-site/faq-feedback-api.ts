import { Ok } from '@competencyhub/domain/schemas/common';
import { FaqVoteResult } from '@competencyhub/domain/schemas/faq-feedback';
import type { FaqList, FaqVote } from '@competencyhub/domain/schemas/public-site';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

// Apart from public-site-api.ts, which the landing page loads: only the FAQ page votes and counts.

/** Votes an answer up or down, or withdraws the vote (null); the FAQ in the cache shows it at once. */
export function useFaqVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ faqId, vote }: { faqId: string; vote: FaqVote | null }) =>
      vote
        ? apiRequest(`/faq/${faqId}/vote`, { method: 'PUT', body: { vote }, schema: FaqVoteResult })
        : apiRequest(`/faq/${faqId}/vote`, { method: 'DELETE', schema: FaqVoteResult }),
    onSuccess: ({ faqId, myVote }) => {
      queryClient.setQueriesData<FaqList>({ queryKey: ['faq'] }, (list) =>
        list
          ? { ...list, items: list.items.map((item) => (item.id === faqId ? { ...item, myVote } : item)) }
          : list,
      );
    },
  });
}

/** Answers opened in this page visit: each is counted once. */
const counted = new Set<string>();

/** Counts a reader opening an answer (once per answer per visit); a failure is not the reader's concern. */
export function countFaqView(faqId: string): void {
  if (counted.has(faqId)) return;
  counted.add(faqId);
  apiRequest(`/faq/${faqId}/views`, { method: 'POST', schema: Ok }).catch(() => counted.delete(faqId));
}
