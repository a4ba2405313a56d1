import {
  CycleDetail,
  type CycleInput,
  CycleList,
  type CycleUpdateInput,
  RemindResult,
} from '@competencyhub/domain/schemas/assessment-cycles';
import {
  type AssessmentInput,
  AssessmentTasks,
  ColleagueList,
  EvidenceList,
  GapReport,
  LevelHistory,
  MyReports,
  PersonAssessment,
  RoleList,
} from '@competencyhub/domain/schemas/assessments';
import {
  type FeedbackAnswerInput,
  FeedbackOverview,
  type FeedbackRequestInput,
  type ProposalDecisionInput,
} from '@competencyhub/domain/schemas/feedback-requests';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * The assessment pages' data. Keyed by the company and the person, so a system admin who switches
 * company, or a manager who opens another report, never sees someone else's numbers for a moment.
 */
const root = (companyId: string) => ['company', companyId, 'assessments'] as const;

export function useMyAssessment(companyId: string) {
  return useQuery({
    queryKey: [...root(companyId), 'person', 'me'],
    queryFn: ({ signal }) => apiRequest('/assessments/me', { schema: PersonAssessment, signal }),
  });
}

export function usePersonAssessment(companyId: string, personId: string | null) {
  return useQuery({
    queryKey: [...root(companyId), 'person', personId ?? 'none'],
    queryFn: ({ signal }) =>
      apiRequest(`/assessments/people/${personId}`, { schema: PersonAssessment, signal }),
    enabled: personId !== null,
  });
}

export function useMyReports(companyId: string) {
  return useQuery({
    queryKey: [...root(companyId), 'reports'],
    queryFn: ({ signal }) => apiRequest('/assessments/reports', { schema: MyReports, signal }),
  });
}

export function useGapReport(companyId: string, personId: string | null, jobProfileId: string | null) {
  const params = new URLSearchParams();
  if (personId) params.set('personId', personId);
  if (jobProfileId) params.set('jobProfileId', jobProfileId);
  const query = params.toString();
  return useQuery({
    queryKey: [...root(companyId), 'gaps', personId ?? 'me', jobProfileId ?? 'own'],
    queryFn: ({ signal }) =>
      apiRequest(`/assessments/gaps${query ? `?${query}` : ''}`, { schema: GapReport, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useLevelHistory(
  companyId: string,
  personId: string | null,
  competencyId: string,
  enabled: boolean,
) {
  const params = new URLSearchParams({ competencyId });
  if (personId) params.set('personId', personId);
  return useQuery({
    queryKey: [...root(companyId), 'history', personId ?? 'me', competencyId],
    queryFn: ({ signal }) => apiRequest(`/assessments/history?${params}`, { schema: LevelHistory, signal }),
    enabled,
  });
}

/** Pieces of evidence read per page of a person's evidence for one competency. */
export const EVIDENCE_PAGE_SIZE = 10;

/** `personId`'s (by default one's own) evidence for one competency, newest first, page by page. */
export function useEvidence(companyId: string, personId: string | null, competencyId: string) {
  return useInfiniteQuery({
    queryKey: [...root(companyId), 'evidence', personId ?? 'me', competencyId],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ competencyId, limit: String(EVIDENCE_PAGE_SIZE) });
      if (personId) params.set('personId', personId);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest(`/assessments/evidence?${params}`, { schema: EvidenceList, signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The roles `personId` (by default oneself) could move to: the job profiles of their company. */
export function useRoles(companyId: string, personId: string | null) {
  return useQuery({
    queryKey: [...root(companyId), 'roles', personId ?? 'me'],
    queryFn: ({ signal }) =>
      apiRequest(personId ? `/roles?personId=${personId}` : '/roles', { schema: RoleList, signal }),
  });
}

/** Colleagues to ask for feedback about oneself, or (`aboutId`) about one of one's direct reports. */
export function useColleagues(companyId: string, q: string, enabled: boolean, aboutId?: string) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (aboutId) params.set('aboutId', aboutId);
  const query = params.toString();
  return useQuery({
    queryKey: [...root(companyId), 'colleagues', aboutId ?? 'self', q],
    queryFn: ({ signal }) =>
      apiRequest(`/colleagues${query ? `?${query}` : ''}`, { schema: ColleagueList, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Any change to ratings changes levels, gaps and history: everything of the company's assessments refreshes. */
function useAssessmentChange<T, R>(companyId: string, request: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root(companyId) }),
  });
}

export const useSubmitSelfAssessment = (companyId: string) =>
  useAssessmentChange(companyId, (input: AssessmentInput) =>
    apiRequest('/assessments/me', { method: 'POST', body: input, schema: PersonAssessment }),
  );

export const useSubmitManagerAssessment = (companyId: string, personId: string) =>
  useAssessmentChange(companyId, (input: AssessmentInput) =>
    apiRequest(`/assessments/people/${personId}`, { method: 'POST', body: input, schema: PersonAssessment }),
  );

export { uploadEvidence } from '../../lib/evidence-upload.ts';

// ---- 360 feedback ----

export function useFeedback(companyId: string) {
  return useQuery({
    queryKey: [...root(companyId), 'feedback'],
    queryFn: ({ signal }) => apiRequest('/feedback-requests', { schema: FeedbackOverview, signal }),
  });
}

export const useRequestFeedback = (companyId: string) =>
  useAssessmentChange(companyId, (input: FeedbackRequestInput) =>
    apiRequest('/feedback-requests', { method: 'POST', body: input, schema: FeedbackOverview }),
  );

export const useFeedbackAction = (companyId: string) =>
  useAssessmentChange(
    companyId,
    ({
      requestId,
      action,
      body,
    }: {
      requestId: string;
      action: 'accept' | 'decline' | 'answer' | 'cancel';
      body?: { reason: string } | FeedbackAnswerInput;
    }) =>
      apiRequest(`/feedback-requests/${requestId}/${action}`, {
        method: 'POST',
        body,
        schema: FeedbackOverview,
      }),
  );

export const useApproveProposal = (companyId: string, personId: string) =>
  useAssessmentChange(companyId, (input: ProposalDecisionInput) =>
    apiRequest(`/feedback-requests/proposals/${personId}/approve`, {
      method: 'POST',
      body: input,
      schema: FeedbackOverview,
    }),
  );

// ---- Cycles ----

export function useCycles(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...root(companyId), 'cycles'],
    queryFn: ({ signal }) => apiRequest('/assessment-cycles', { schema: CycleList, signal }),
    enabled,
  });
}

export function useCycle(companyId: string, cycleId: string | null) {
  return useQuery({
    queryKey: [...root(companyId), 'cycles', cycleId ?? 'none'],
    queryFn: ({ signal }) => apiRequest(`/assessment-cycles/${cycleId}`, { schema: CycleDetail, signal }),
    enabled: cycleId !== null,
  });
}

export const useLaunchCycle = (companyId: string) =>
  useAssessmentChange(companyId, (input: CycleInput) =>
    apiRequest('/assessment-cycles', { method: 'POST', body: input, schema: CycleDetail }),
  );

export const useUpdateCycle = (companyId: string) =>
  useAssessmentChange(companyId, ({ id, input }: { id: string; input: CycleUpdateInput }) =>
    apiRequest(`/assessment-cycles/${id}`, { method: 'PATCH', body: input, schema: CycleDetail }),
  );

export const useRemindCycle = (companyId: string) =>
  useAssessmentChange(companyId, (cycleId: string) =>
    apiRequest(`/assessment-cycles/${cycleId}/remind`, { method: 'POST', schema: RemindResult }),
  );

export const useCloseCycle = (companyId: string) =>
  useAssessmentChange(companyId, (cycleId: string) =>
    apiRequest(`/assessment-cycles/${cycleId}/close`, { method: 'POST', schema: CycleDetail }),
  );

export function useAssessmentTasks(companyId: string) {
  return useQuery({
    queryKey: [...root(companyId), 'tasks'],
    queryFn: ({ signal }) => apiRequest('/assessments/tasks', { schema: AssessmentTasks, signal }),
  });
}
