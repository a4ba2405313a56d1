import { z } from 'zod';

/** Card payment of invoices through the payment provider (issue 11, decision 0040). */

export const PAYMENT_MESSAGES = {
  cardUnavailable: 'Card payment is not set up: pay this invoice by bank transfer',
  notPayable: 'Only an open invoice can be paid',
  providerFailed: 'The card payment page could not be opened: try again in a moment, or pay by bank transfer',
  badSignature: 'The webhook signature does not match',
} as const;

/** Where the browser goes to pay: the provider's hosted payment page. */
export const CheckoutStarted = z.object({ url: z.url() });
export type CheckoutStarted = z.infer<typeof CheckoutStarted>;

export const WebhookReceived = z.object({ received: z.literal(true) });
