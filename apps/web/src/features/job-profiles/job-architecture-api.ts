import {
  type ArchiveJobArchitectureInput,
  JobArchitecture,
  JobFamily,
  type JobFamilyUpdate,
  JobGrade,
  JobGradeList,
  type JobGradeUpdate,
  type NewJobFamily,
  type NewJobGrade,
} from '@competencyhub/domain/schemas/job-architecture';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { jobProfilesKey } from '../../lib/competency-queries.ts';

/** Job families and the grade ladder (decision 0054), kept under the job profiles' key: they show there. */

const architectureKey = (companyId: string) => [...jobProfilesKey(companyId), 'architecture'] as const;
const BASE = '/job-architecture';

export function useJobArchitecture(companyId: string, enabled = true) {
  return useQuery({
    queryKey: architectureKey(companyId),
    queryFn: ({ signal }) => apiRequest(BASE, { schema: JobArchitecture, signal }),
    enabled,
  });
}

/** A change of the architecture: the lists and the profiles that show a family or grade are read again. */
function useArchitectureChange<T, R>(companyId: string, request: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobProfilesKey(companyId) }),
  });
}

export type FamilyChange =
  | { kind: 'create'; input: NewJobFamily }
  | { kind: 'update'; id: string; input: JobFamilyUpdate }
  | { kind: 'archive'; id: string; input: ArchiveJobArchitectureInput };

export const useFamilyChange = (companyId: string) =>
  useArchitectureChange(companyId, (change: FamilyChange) =>
    change.kind === 'create'
      ? apiRequest(`${BASE}/families`, { method: 'POST', body: change.input, schema: JobFamily })
      : apiRequest(`${BASE}/families/${change.id}${change.kind === 'archive' ? '/archive' : ''}`, {
          method: change.kind === 'archive' ? 'POST' : 'PATCH',
          body: change.input,
          schema: JobFamily,
        }),
  );

export type GradeChange =
  | { kind: 'create'; input: NewJobGrade }
  | { kind: 'update'; id: string; input: JobGradeUpdate }
  | { kind: 'archive'; id: string; input: ArchiveJobArchitectureInput };

export const useGradeChange = (companyId: string) =>
  useArchitectureChange(companyId, (change: GradeChange) =>
    change.kind === 'create'
      ? apiRequest(`${BASE}/grades`, { method: 'POST', body: change.input, schema: JobGrade })
      : apiRequest(`${BASE}/grades/${change.id}${change.kind === 'archive' ? '/archive' : ''}`, {
          method: change.kind === 'archive' ? 'POST' : 'PATCH',
          body: change.input,
          schema: JobGrade,
        }),
  );

/** The whole ladder in its new order, lowest grade first. */
export const useReorderLadder = (companyId: string) =>
  useArchitectureChange(companyId, (gradeIds: string[]) =>
    apiRequest(`${BASE}/ladder`, { method: 'PUT', body: { gradeIds }, schema: JobGradeList }),
  );
