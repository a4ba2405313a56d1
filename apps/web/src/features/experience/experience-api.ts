import {
  type CertificationInput,
  type EmploymentInput,
  ExperienceView,
} from '@competencyhub/domain/schemas/experience';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

const key = (companyId: string) => ['company', companyId, 'experience'] as const;

export function useExperience(companyId: string) {
  return useQuery({
    queryKey: key(companyId),
    queryFn: ({ signal }) => apiRequest('/experience', { schema: ExperienceView, signal }),
  });
}

type Kind = 'employment' | 'certifications';

/** Every change answers the whole experience, which replaces the cached one. */
export function useExperienceChange(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      id,
      input,
    }: {
      kind: Kind;
      id: string | null;
      input: EmploymentInput | CertificationInput | null;
    }) =>
      apiRequest(`/experience/${kind}${id ? `/${id}` : ''}`, {
        method: input === null ? 'DELETE' : id ? 'PUT' : 'POST',
        ...(input === null ? {} : { body: input }),
        schema: ExperienceView,
      }),
    onSuccess: (view, { kind }) => {
      queryClient.setQueryData(key(companyId), view);
      // A certification is evidence, and its expiry how long a level holds: the assessment pages re-read.
      if (kind === 'certifications')
        void queryClient.invalidateQueries({ queryKey: ['company', companyId, 'assessments'] });
    },
  });
}
