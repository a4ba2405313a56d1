import { QueryClient } from '@tanstack/react-query';

/** Spec section 9: data stays fresh for 5 minutes; a failed query is retried once. */
export const QUERY_STALE_TIME_MS = 300_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
