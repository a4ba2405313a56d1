import { FaqAnalytics } from '@competencyhub/domain/schemas/faq-feedback';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export function useFaqAnalytics() {
  return useQuery({
    queryKey: ['platform', 'faq-analytics'],
    queryFn: ({ signal }) => apiRequest('/platform/faq-analytics', { schema: FaqAnalytics, signal }),
  });
}
