import { FrameworkDetail, FrameworkList } from '@competencyhub/domain/schemas/competencies';
import { JobProfileList } from '@competencyhub/domain/schemas/job-profiles';
import {
  CompetencySettings,
  type CompetencySettingsInput,
  LevelRulesDryRun,
  type LevelRulesDryRunInput,
} from '@competencyhub/domain/schemas/level-rules';
import { ProfileListItem } from '@competencyhub/domain/schemas/profiles';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/**
 * The queries several pages share (competency management, job profiles, assessments, user
 * management): frameworks, job profiles and assigning them. Keyed by the company acted on, so a
 * system admin who switches company never sees the previous company's data for a moment.
 */

export type ArchivedFilter = 'exclude' | 'include' | 'only';

/** Every query of the people list starts with this key. */
export const PROFILES_KEY = ['profiles'] as const;

export const frameworksKey = (companyId: string) => ['company', companyId, 'frameworks'] as const;
export const frameworkDetailKey = (companyId: string, frameworkId: string) =>
  [...frameworksKey(companyId), 'detail', frameworkId] as const;
export const jobProfilesKey = (companyId: string) => ['company', companyId, 'job-profiles'] as const;

export function useFrameworks(companyId: string, archived: ArchivedFilter = 'include') {
  return useQuery({
    queryKey: [...frameworksKey(companyId), 'list', archived],
    queryFn: ({ signal }) =>
      apiRequest(`/competency-frameworks?archived=${archived}`, { schema: FrameworkList, signal }),
  });
}

/**
 * Every competency one can pick (for a job profile or a self-assessment): those of the company's
 * active frameworks, each framework with its scale.
 */
export function useRequirableCompetencies(companyId: string, enabled: boolean) {
  const frameworks = useFrameworks(companyId, 'exclude');
  const details = useQueries({
    queries: (enabled ? (frameworks.data?.items ?? []) : []).map((framework) => ({
      queryKey: frameworkDetailKey(companyId, framework.id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest(`/competency-frameworks/${framework.id}`, { schema: FrameworkDetail, signal }),
    })),
  });
  const pending = frameworks.isPending || details.some((detail) => detail.isPending);
  const error = frameworks.error ?? details.find((detail) => detail.error)?.error ?? null;
  const data = details.flatMap((detail) => (detail.data ? [detail.data] : []));
  return { pending, error, frameworks: data };
}

export function useJobProfiles(companyId: string, archived: ArchivedFilter = 'include') {
  return useQuery({
    queryKey: [...jobProfilesKey(companyId), 'list', archived],
    queryFn: ({ signal }) =>
      apiRequest(`/job-profiles?archived=${archived}`, { schema: JobProfileList, signal }),
  });
}

/**
 * Gives a person a job profile (or takes it away). Job profiles, the people list and the person's
 * own profile all show the result, so each is refreshed.
 */
export function useAssignJobProfile(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ personId, jobProfileId }: { personId: string; jobProfileId: string | null }) =>
      apiRequest(`/profiles/${personId}/job-profile`, {
        method: 'PUT',
        body: { jobProfileId },
        schema: ProfileListItem,
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobProfilesKey(companyId) }),
        queryClient.invalidateQueries({ queryKey: PROFILES_KEY }),
        queryClient.invalidateQueries({ queryKey: ['me'] }),
      ]);
    },
  });
}

/** The company's rules for combining rating sources (GET/PUT /competency-settings). */
export function useCompetencySettings(companyId: string) {
  return useQuery({
    queryKey: ['company', companyId, 'assessments', 'settings'],
    queryFn: ({ signal }) => apiRequest('/competency-settings', { schema: CompetencySettings, signal }),
    // While the levels are recomputed under new rules, the progress is read again every 2 seconds.
    refetchInterval: (query) => {
      const status = query.state.data?.recompute?.status;
      return status === 'queued' || status === 'running' ? 2_000 : false;
    },
  });
}

export function useUpdateCompetencySettings(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompetencySettingsInput) =>
      apiRequest('/competency-settings', { method: 'PUT', body: input, schema: CompetencySettings }),
    // Levels, gaps and fits all change with the rules.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['company', companyId] }),
  });
}

/** Recomputes every stored level again (after a recompute stopped for good). */
export function useRetryRecompute(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/competency-settings/recomputes', { method: 'POST', schema: CompetencySettings }),
    onSuccess: (settings) => {
      queryClient.setQueryData(['company', companyId, 'assessments', 'settings'], settings);
      return queryClient.invalidateQueries({ queryKey: ['company', companyId] });
    },
  });
}

/** Starts a dry run of proposed level rules (nothing is saved). */
export function useStartLevelRulesDryRun() {
  return useMutation({
    mutationFn: (input: LevelRulesDryRunInput) =>
      apiRequest('/competency-settings/dry-runs', { method: 'POST', body: input, schema: LevelRulesDryRun }),
  });
}

/**
 * A dry run as it stands, read again every 2 seconds while the background job replays it; no longer
 * once it is done or failed for good.
 */
export function useLevelRulesDryRun(companyId: string, started: LevelRulesDryRun | null) {
  return useQuery({
    queryKey: ['company', companyId, 'assessments', 'dry-run', started?.id],
    queryFn: ({ signal }) =>
      apiRequest(`/competency-settings/dry-runs/${started?.id ?? ''}`, { schema: LevelRulesDryRun, signal }),
    enabled: started !== null,
    initialData: started ?? undefined,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : 2_000;
    },
  });
}
