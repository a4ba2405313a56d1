import {
  type GrantCreditsInput,
  OpenInvoiceList,
  PlatformSubscriptions,
  type SetCompanyPlanInput,
  Subscription,
} from '@competencyhub/domain/schemas/subscription';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

const KEY = ['platform-subscriptions'] as const;
const INVOICES_KEY = ['platform-invoices'] as const;

export function usePlatformSubscriptions() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest('/platform/subscriptions', { schema: PlatformSubscriptions, signal }),
  });
}

export function useOpenInvoices() {
  return useQuery({
    queryKey: INVOICES_KEY,
    queryFn: ({ signal }) => apiRequest('/platform/invoices', { schema: OpenInvoiceList, signal }),
  });
}

export type PlatformChange =
  | { kind: 'plan'; companyId: string; input: SetCompanyPlanInput }
  | { kind: 'credits'; companyId: string; input: GrantCreditsInput }
  | { kind: 'paid'; invoiceId: string };

/** Every change refreshes the list and the open invoices (a plan change may have written one). */
export function usePlatformChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PlatformChange): Promise<unknown> => {
      switch (change.kind) {
        case 'plan':
          return apiRequest(`/platform/subscriptions/${change.companyId}/plan`, {
            method: 'POST',
            body: change.input,
            schema: Subscription,
          });
        case 'credits':
          return apiRequest(`/platform/subscriptions/${change.companyId}/credits`, {
            method: 'POST',
            body: change.input,
            schema: Subscription,
          });
        case 'paid':
          return apiRequest(`/platform/invoices/${change.invoiceId}/paid`, {
            method: 'POST',
            schema: OpenInvoiceList,
          });
      }
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: INVOICES_KEY }),
      ]);
    },
  });
}
