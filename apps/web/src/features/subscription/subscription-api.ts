import type { AddOnId, Plan } from '@competencyhub/domain/plans';
import { type ConfigureInternalAiInput, InternalAiView } from '@competencyhub/domain/schemas/internal-ai';
import { CheckoutStarted } from '@competencyhub/domain/schemas/payments';
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

/** `pollUntil`: after a card payment, looks again every 3 s until then, for the provider's confirmation. */
export function useInvoices(pollUntil: number | null = null) {
  return useQuery({
    queryKey: INVOICES_KEY,
    queryFn: ({ signal }) => apiRequest('/subscription/invoices', { schema: InvoiceList, signal }),
    refetchInterval: (query) =>
      pollUntil !== null &&
      Date.now() < pollUntil &&
      (query.state.data?.items.some((invoice) => invoice.status === 'open') ?? true)
        ? 3_000
        : false,
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

const INTERNAL_AI_KEY = ['subscription', 'internal-ai'] as const;

export function useInternalAi() {
  return useQuery({
    queryKey: INTERNAL_AI_KEY,
    queryFn: ({ signal }) => apiRequest('/subscription/internal-ai', { schema: InternalAiView, signal }),
  });
}

export type InternalAiChange =
  | { kind: 'configure'; input: ConfigureInternalAiInput }
  | { kind: 'check' }
  | { kind: 'disable' };

/** Saving checks the endpoint too; every change answers with the internal AI as it now is. */
export function useInternalAiChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: InternalAiChange) => {
      switch (change.kind) {
        case 'configure':
          return apiRequest('/subscription/internal-ai', {
            method: 'PUT',
            body: change.input,
            schema: InternalAiView,
          });
        case 'check':
          return apiRequest('/subscription/internal-ai/health-check', {
            method: 'POST',
            schema: InternalAiView,
          });
        case 'disable':
          return apiRequest('/subscription/internal-ai', { method: 'DELETE', schema: InternalAiView });
      }
    },
    onSuccess: async (view) => {
      queryClient.setQueryData(INTERNAL_AI_KEY, view);
      // The status and the AI-billing exemption show on the overview too.
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY, exact: true });
    },
  });
}

/** Opens the payment provider's page for an open invoice: the answer is where the browser goes. */
export function usePayInvoice() {
  return useMutation({
    mutationFn: (invoiceId: string) =>
      apiRequest(`/subscription/invoices/${invoiceId}/checkout`, { method: 'POST', schema: CheckoutStarted }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
