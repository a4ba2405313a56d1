import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';
import { ME_QUERY_KEY } from './session.ts';

/** Spec section 9: data stays fresh for 5 minutes; a failed query is retried once. */
export const QUERY_STALE_TIME_MS = 300_000;

export function createQueryClient(): QueryClient {
  // The company's two-step rule took effect while this page was open (decision 0075): reading /me
  // again lets the route guard show the must-enrol screen instead of a page of refusals.
  const onError = (error: unknown) => {
    if (isApiError(error, 'SECOND_FACTOR_REQUIRED'))
      void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}
