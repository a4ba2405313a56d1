import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client.ts';

let client: QueryClient | null = null;

/** One cache for the whole tab, whichever page first needed it. */
export function sharedQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}

/**
 * TanStack Query arrives with the first page that reads data rather than with the first page load:
 * the landing page reads none and has the tightest JavaScript budget. Nested providers share the
 * one client, so the signed-in guard, the shell and the pages all see the same cache.
 */
export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}
