import {
  CompanyBranding,
  CssPreview,
  LogoResult,
  type UpdateBrandingInput,
} from '@competencyhub/domain/schemas/branding';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, uploadFile } from '../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../lib/session.ts';

/** Keyed by the company acted on, like the details (a system admin may switch companies). */
const brandingKey = (companyId: string) => ['company', companyId, 'branding'] as const;

export function useCompanyBranding(companyId: string) {
  return useQuery({
    queryKey: brandingKey(companyId),
    queryFn: ({ signal }) => apiRequest('/company/branding', { schema: CompanyBranding, signal }),
  });
}

/** The shell reads the brand from ['me']: every change refreshes it, so the whole app changes. */
export function useSaveBranding(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateBrandingInput) =>
      apiRequest('/company/branding', { method: 'PUT', body: input, schema: CompanyBranding }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(brandingKey(companyId), saved);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

function useLogoChange(companyId: string, change: (file: File | null) => Promise<LogoResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: brandingKey(companyId) }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]);
    },
  });
}

export function useUploadLogo(companyId: string) {
  return useLogoChange(companyId, (file) => uploadFile('/company/logo', file as File, LogoResult));
}

export function useRemoveLogo(companyId: string) {
  return useLogoChange(companyId, () =>
    apiRequest('/company/logo', { method: 'DELETE', schema: LogoResult }),
  );
}

/** The custom CSS as it would be saved, scoped to the preview; only while there is CSS to check. */
export function useCssPreview(customCss: string) {
  return useQuery({
    queryKey: ['branding', 'css-preview', customCss] as const,
    queryFn: ({ signal }) =>
      apiRequest('/company/branding/css-preview', {
        method: 'POST',
        body: { customCss },
        schema: CssPreview,
        signal,
      }),
    enabled: customCss.trim() !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}
