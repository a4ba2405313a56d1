import Stripe from 'stripe';
import {
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentProvider,
  WebhookSignatureError,
} from './provider.ts';

/**
 * Stripe through its official package: a customer per company (created once, by an idempotency key
 * naming the company), Checkout in payment mode for one open invoice, and webhooks verified by
 * signature (`constructEvent`, Stripe's default five-minute tolerance against replays of old
 * signatures, and the same five minutes refused ahead of our clock, which Stripe's check lets through).
 * STRIPE_API_URL points the client at a stand-in (decision 0040).
 */
/** How far a signature's time may be from ours, either way: Stripe's own default tolerance. */
const TOLERANCE_SECONDS = 300;

/** The signed time (`t=`) of a Stripe-Signature header, read as Stripe reads it (the last `t` wins). */
function signedAt(header: string): number | null {
  let timestamp: number | null = null;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp === null || Number.isNaN(timestamp) ? null : timestamp;
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;

  constructor(secretKey: string, webhookSecret: string, apiUrl?: string) {
    const target = apiUrl ? new URL(apiUrl) : null;
    this.#stripe = new Stripe(secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(target
        ? {
            host: target.hostname,
            port: target.port || (target.protocol === 'http:' ? 80 : 443),
            protocol: target.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
    this.#webhookSecret = webhookSecret;
  }

  async startCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const customerId =
      request.customerId ??
      (
        await this.#stripe.customers.create(
          { name: request.companyName, email: request.email, metadata: { companyId: request.companyId } },
          { idempotencyKey: `customer-${request.companyId}` },
        )
      ).id;
    const session = await this.#stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customerId,
      client_reference_id: request.invoiceId,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: request.currency.toLowerCase(),
            unit_amount: request.amountCents,
            product_data: { name: `CompetencyHub invoice ${request.invoiceNumber}` },
          },
        },
      ],
      metadata: { invoiceId: request.invoiceId, companyId: request.companyId },
      payment_intent_data: { metadata: { invoiceId: request.invoiceId, companyId: request.companyId } },
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
    return { sessionId: session.id, url: session.url, customerId };
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent {
    if (!signatureHeader) throw new WebhookSignatureError('No Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(
        rawBody,
        signatureHeader,
        this.#webhookSecret,
        TOLERANCE_SECONDS,
      );
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'Signature does not match');
    }
    // Stripe's check refuses only signatures too old; one dated ahead would stay replayable until then.
    const signed = signedAt(signatureHeader);
    if (signed === null || signed - Math.floor(Date.now() / 1000) > TOLERANCE_SECONDS) {
      throw new WebhookSignatureError('Timestamp ahead of the tolerance zone');
    }
    const paidCheckout =
      (event.type === 'checkout.session.completed' &&
        (event.data.object as Stripe.Checkout.Session).payment_status === 'paid') ||
      event.type === 'checkout.session.async_payment_succeeded';
    if (!paidCheckout) return { id: event.id, kind: 'other', type: event.type };
    const session = event.data.object as Stripe.Checkout.Session;
    return {
      id: event.id,
      kind: 'checkout_paid',
      sessionId: session.id,
      invoiceId: session.metadata?.invoiceId ?? session.client_reference_id ?? null,
      companyId: session.metadata?.companyId ?? null,
      customerId: typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null),
      amountCents: session.amount_total ?? null,
      currency: session.currency ?? null,
      paidAt: new Date(event.created * 1000),
    };
  }
}
