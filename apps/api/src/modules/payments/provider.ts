/**
 * How invoices are paid (issue 11, decision 0040). Without a provider configured, invoices are payable
 * by bank transfer and the system owner marks them paid. With one (Stripe, when STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET are set), the account holder can also pay an open invoice by card on the
 * provider's hosted page; the provider's signed webhook marks it paid.
 */

export interface CheckoutRequest {
  invoiceId: string;
  invoiceNumber: string;
  companyId: string;
  companyName: string;
  /** Where receipts go: the account holder paying. */
  email: string;
  /** The provider's customer for this company, once known. */
  customerId: string | null;
  amountCents: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
  customerId: string;
}

/** A verified webhook event, reduced to what the product acts on. */
export type PaymentEvent =
  | {
      id: string;
      kind: 'checkout_paid';
      sessionId: string;
      invoiceId: string | null;
      companyId: string | null;
      customerId: string | null;
      amountCents: number | null;
      currency: string | null;
      paidAt: Date;
    }
  | { id: string; kind: 'other'; type: string };

export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  readonly name: 'stripe';
  startCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the signature over the raw body; throws WebhookSignatureError when it does not hold. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}
