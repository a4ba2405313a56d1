import {
  ItOverview,
  type SecurityAlertKind,
  SecurityAlertsPage,
} from '@competencyhub/domain/schemas/it-admin-overview';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/** IT Administration > Overview: the cards' figures, read afresh every minute while shown. */
export function useItOverview() {
  return useQuery({
    queryKey: ['it-admin', 'overview'],
    queryFn: ({ signal }) => apiRequest('/it-admin/overview', { schema: ItOverview, signal }),
    refetchInterval: 60_000,
  });
}

/** The security alerts of the last days, newest first, 20 at a time, of one kind or all. */
export function useSecurityAlerts(kind: SecurityAlertKind | null) {
  return useInfiniteQuery({
    queryKey: ['it-admin', 'security-alerts', kind ?? 'all'],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: '20' });
      if (kind) query.set('kind', kind);
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest(`/it-admin/security-alerts?${query}`, { schema: SecurityAlertsPage, signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
