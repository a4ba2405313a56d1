import {
  type AddDomainInput,
  CompanyDetails,
  CompanyDomainList,
  type UpdateCompanyInput,
} from '@competencyhub/domain/schemas/company-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../lib/session.ts';

/**
 * Keyed by the company acted on: a system admin who switches the managed company must not see the
 * previous company's details for a moment.
 */
const detailsKey = (companyId: string) => ['company', companyId, 'details'] as const;
const domainsKey = (companyId: string) => ['company', companyId, 'domains'] as const;

export function useCompanyDetails(companyId: string) {
  return useQuery({
    queryKey: detailsKey(companyId),
    queryFn: ({ signal }) => apiRequest('/company', { schema: CompanyDetails, signal }),
  });
}

/** The header shows the company name (from ['me']), so a save refreshes it too. */
export function useUpdateCompany(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCompanyInput) =>
      apiRequest('/company', { method: 'PATCH', body: input, schema: CompanyDetails }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(detailsKey(companyId), saved);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

export function useCompanyDomains(companyId: string) {
  return useQuery({
    queryKey: domainsKey(companyId),
    queryFn: ({ signal }) => apiRequest('/company/domains', { schema: CompanyDomainList, signal }),
  });
}

/** Both changes answer with the new list; ['me'] carries the domains too. */
function useDomainChange<T>(companyId: string, request: (input: T) => Promise<CompanyDomainList>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (list) => {
      queryClient.setQueryData(domainsKey(companyId), list);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

export function useAddDomain(companyId: string) {
  return useDomainChange(companyId, (input: AddDomainInput) =>
    apiRequest('/company/domains', { method: 'POST', body: input, schema: CompanyDomainList }),
  );
}

export function useRemoveDomain(companyId: string) {
  return useDomainChange(companyId, (domain: string) =>
    apiRequest(`/company/domains/${encodeURIComponent(domain)}`, {
      method: 'DELETE',
      schema: CompanyDomainList,
    }),
  );
}
