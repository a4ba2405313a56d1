import type { AddOnId, Plan } from '@competencyhub/domain/plans';
import { Invoice, InvoiceList, Subscription } from '@competencyhub/domain/schemas/subscription';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../lib/session.ts';

const SUBSCRIPTION_KEY = ['subscription'] as const;
const INVOICES_KEY = ['subscription', 'invoices'] as const;

export function useSubscription() {
  return useQuery({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: ({ signal }) => apiRequest('/subscription', { schema: Subscription, signal }),
  });
}

export function useInvoices() {
  return useQuery({
    queryKey: INVOICES_KEY,
    queryFn: ({ signal }) => apiRequest('/subscription/invoices', { schema: InvoiceList, signal }),
  });
}

export function useInvoice(invoiceId: string | null) {
  return useQuery({
    queryKey: [...INVOICES_KEY, invoiceId],
    enabled: invoiceId !== null,
    queryFn: ({ signal }) => apiRequest(`/subscription/invoices/${invoiceId}`, { schema: Invoice, signal }),
  });
}

export type SubscriptionChange =
  | { kind: 'plan'; plan: Exclude<Plan, 'free_trial'> }
  | { kind: 'buy'; addOnId: AddOnId; quantity: number }
  | { kind: 'remove'; addOnRowId: string }
  | { kind: 'cancel' };

/** Every change answers with the subscription as it now is, and may have written an invoice. */
export function useSubscriptionChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SubscriptionChange) => {
      switch (change.kind) {
        case 'plan':
          return apiRequest('/subscription/plan', {
            method: 'POST',
            body: { plan: change.plan },
            schema: Subscription,
          });
        case 'buy':
          return apiRequest('/subscription/add-ons', {
            method: 'POST',
            body: { addOnId: change.addOnId, quantity: change.quantity },
            schema: Subscription,
          });
        case 'remove':
          return apiRequest(`/subscription/add-ons/${change.addOnRowId}`, {
            method: 'DELETE',
            schema: Subscription,
          });
        case 'cancel':
          return apiRequest('/subscription/cancel', { method: 'POST', schema: Subscription });
      }
    },
    onSuccess: async (subscription) => {
      queryClient.setQueryData(SUBSCRIPTION_KEY, subscription);
      // /me carries the read-only state every page shows.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: INVOICES_KEY }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]);
    },
  });
}
