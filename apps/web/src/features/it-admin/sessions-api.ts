import {
  CompanySessionPage,
  IT_SESSIONS_PAGE_SIZE,
  SessionsEnded,
} from '@competencyhub/domain/schemas/it-admin-sessions';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

const sessionsKey = ['it-admin', 'sessions'] as const;

/** The company's sessions, newest activity first, a page at a time; `q` narrows by name or e-mail. */
export function useCompanySessions(q: string) {
  return useInfiniteQuery({
    queryKey: [...sessionsKey, q],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(IT_SESSIONS_PAGE_SIZE) });
      if (q) query.set('q', q);
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest(`/it-admin/sessions?${query}`, { schema: CompanySessionPage, signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export type SessionAction =
  | { kind: 'session'; sessionId: string }
  | { kind: 'person'; personId: string }
  | { kind: 'reset'; personId: string };

function pathOf(action: SessionAction): string {
  if (action.kind === 'session') return `/it-admin/sessions/${encodeURIComponent(action.sessionId)}/sign-out`;
  const person = encodeURIComponent(action.personId);
  return action.kind === 'person'
    ? `/it-admin/people/${person}/sign-out`
    : `/it-admin/people/${person}/password-reset`;
}

/** Signs a session or a person out, or forces a password reset; the list is read again after. */
export function useSessionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SessionAction) =>
      apiRequest(pathOf(action), { method: 'POST', schema: SessionsEnded }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
