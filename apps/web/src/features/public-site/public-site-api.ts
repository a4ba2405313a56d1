import { Ok } from '@competencyhub/domain/schemas/common';
import {
  type CreateContactMessageInput,
  FaqList,
  faqLocaleFor,
} from '@competencyhub/domain/schemas/public-site';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/** The FAQ in the interface language, searched on the server; the previous answer stays while typing. */
export function useFaq(language: string | undefined, q: string) {
  const locale = faqLocaleFor(language);
  return useQuery({
    queryKey: ['faq', locale, q],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ locale });
      if (q) params.set('q', q);
      return apiRequest(`/faq?${params}`, { schema: FaqList, signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: CreateContactMessageInput) =>
      apiRequest('/contact-messages', { method: 'POST', body: input, schema: Ok }),
  });
}
