import { Ok } from '@competencyhub/domain/schemas/common';
import {
  type KnowledgeCategory,
  KnowledgeSettings,
  KnowledgeSource,
  KnowledgeSourceDetail,
  KnowledgeSourcePage,
  type KnowledgeStatus,
  type KnowledgeSubmission,
  KnowledgeSubmissionResult,
  PlatformAssistantConfig,
} from '@competencyhub/domain/schemas/knowledge-base';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/** A company's own knowledge base, or the platform's product-wide content (platform staff). */
export type KnowledgeScope = 'company' | 'platform';

const base = (scope: KnowledgeScope) =>
  scope === 'platform' ? '/platform/knowledge-base/sources' : '/knowledge-base/sources';
const sourcesKey = (scope: KnowledgeScope) => ['knowledge-base', scope] as const;

export interface SourceFilters {
  status: KnowledgeStatus | 'all';
  category: KnowledgeCategory | 'all';
  q: string;
}

export function useKnowledgeSources(scope: KnowledgeScope, filters: SourceFilters) {
  return useInfiniteQuery({
    queryKey: [...sourcesKey(scope), 'list', filters],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: '20' });
      if (filters.status !== 'all') query.set('status', filters.status);
      if (filters.category !== 'all') query.set('category', filters.category);
      if (filters.q.trim()) query.set('q', filters.q.trim());
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest(`${base(scope)}?${query}`, { schema: KnowledgeSourcePage, signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useKnowledgeSource(scope: KnowledgeScope, sourceId: string | null) {
  return useQuery({
    queryKey: [...sourcesKey(scope), 'detail', sourceId],
    enabled: sourceId !== null,
    queryFn: ({ signal }) =>
      apiRequest(`${base(scope)}/${sourceId}`, { schema: KnowledgeSourceDetail, signal }),
  });
}

/** The curation dialog's submission (spec: external-content-processor). */
export function useSubmitSource(scope: KnowledgeScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KnowledgeSubmission) =>
      apiRequest(base(scope), { method: 'POST', body: input, schema: KnowledgeSubmissionResult }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sourcesKey(scope) }),
  });
}

export type SourceAction =
  | { kind: 'approve'; id: string }
  | { kind: 'reject'; id: string; reason: string }
  | { kind: 'refetch'; id: string }
  | { kind: 'delete'; id: string };

export function useSourceAction(scope: KnowledgeScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SourceAction): Promise<unknown> => {
      const path = `${base(scope)}/${action.id}`;
      switch (action.kind) {
        case 'delete':
          return apiRequest(path, { method: 'DELETE', schema: Ok });
        case 'reject':
          return apiRequest(`${path}/reject`, {
            method: 'POST',
            body: { reason: action.reason },
            schema: KnowledgeSource,
          });
        default:
          return apiRequest(`${path}/${action.kind}`, { method: 'POST', schema: KnowledgeSource });
      }
    },
    // A failed read still records why on the page's row: refresh either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sourcesKey(scope) }),
  });
}

const SETTINGS_KEY = ['knowledge-base', 'settings'] as const;

export function useKnowledgeSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => apiRequest('/knowledge-base/settings', { schema: KnowledgeSettings, signal }),
  });
}

export function useSaveKnowledgeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KnowledgeSettings) =>
      apiRequest('/knowledge-base/settings', { method: 'PUT', body: input, schema: KnowledgeSettings }),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}

/** How many suggestions wait for review in the company's knowledge base (for its tab's count). */
export function useWaitingSuggestions(): number | undefined {
  const first = useKnowledgeSources('company', { status: 'pending_review', category: 'all', q: '' });
  return first.data?.pages[0]?.counts.pending_review;
}

export function usePlatformAssistantConfig() {
  return useQuery({
    queryKey: ['knowledge-base', 'platform', 'assistant-config'],
    queryFn: ({ signal }) =>
      apiRequest('/platform/assistant-config', { schema: PlatformAssistantConfig, signal }),
  });
}
