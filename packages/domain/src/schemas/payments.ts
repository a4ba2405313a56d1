import { z } from 'zod';
import { PAYMENT_MESSAGES } from './payment-messages.ts';

export { PAYMENT_MESSAGES };

/** Card payment of invoices through the payment provider (issue 11, decision 0040). */

/** Where the browser goes to pay: the provider's hosted payment page. */
export const CheckoutStarted = z.object({ url: z.url() });
export type CheckoutStarted = z.infer<typeof CheckoutStarted>;

export const WebhookReceived = z.object({ received: z.literal(true) });
