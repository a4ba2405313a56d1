import { PAYMENT_MESSAGES } from '@competencyhub/domain/schemas/payments';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { paymentEvents } from '../../db/schema/payments.ts';
import { invoices, subscriptions } from '../../db/schema/subscriptions.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { recordSecurityEvent } from '../it-admin/security-alerts-record.ts';
import { type PaymentEvent, WebhookSignatureError } from './provider.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Opens the provider's payment page for one of the company's open invoices. The provider's call is
 * made outside any transaction; the company's customer id is kept for the next payment.
 */
export async function startInvoiceCheckout(
  services: Services,
  viewer: Viewer,
  invoiceId: string,
  req: FastifyRequest,
): Promise<{ url: string }> {
  const provider = services.payments;
  const companyId = viewer.tenantId;
  const found = await withTenant(services.database, companyId, async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), eq(invoices.id, invoiceId)));
    if (!invoice) throw notFound('Invoice');
    // Another company's id is not found, whether or not cards are taken.
    if (!provider) throw new AppError('RULE_BROKEN', PAYMENT_MESSAGES.cardUnavailable);
    if (invoice.kind !== 'invoice' || invoice.status !== 'open' || invoice.totalCents <= 0) {
      throw new AppError('RULE_BROKEN', PAYMENT_MESSAGES.notPayable);
    }
    const [sub] = await tx
      .select({ customerId: subscriptions.providerCustomerId })
      .from(subscriptions)
      .where(eq(subscriptions.companyId, companyId));
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId));
    return { invoice, customerId: sub?.customerId ?? null, companyName: company?.name ?? '' };
  });
  if (!provider) throw new AppError('RULE_BROKEN', PAYMENT_MESSAGES.cardUnavailable);
  const back = `${services.config.baseUrl}/subscription?tab=invoices&payment=`;
  let session: Awaited<ReturnType<typeof provider.startCheckout>>;
  try {
    session = await provider.startCheckout({
      invoiceId,
      invoiceNumber: found.invoice.number,
      companyId,
      companyName: found.companyName,
      email: viewer.email,
      customerId: found.customerId,
      amountCents: found.invoice.totalCents,
      currency: found.invoice.currency,
      successUrl: `${back}success`,
      cancelUrl: `${back}cancelled`,
    });
  } catch (error) {
    req.log.warn({ err: error, invoiceId }, 'the payment provider refused to open a checkout');
    throw new AppError('UNAVAILABLE', PAYMENT_MESSAGES.providerFailed);
  }
  await withTenant(services.database, companyId, async (tx) => {
    await tx
      .update(subscriptions)
      .set({ providerCustomerId: session.customerId })
      .where(and(eq(subscriptions.companyId, companyId), isNull(subscriptions.providerCustomerId)));
    await writeAudit(tx, req, {
      action: 'invoice.checkout_started',
      companyId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'invoice',
      targetId: invoiceId,
      details: {
        number: found.invoice.number,
        total: found.invoice.totalCents,
        sessionId: session.sessionId,
      },
    });
  });
  return { url: session.url };
}

type Outcome = 'paid' | 'already_paid' | 'ignored' | 'amount_mismatch' | 'unknown_invoice';

/**
 * A webhook from the provider: verified by its signature over the raw body, then recorded by the
 * provider's event id in the same transaction as its effect, so a replay (the provider retries until
 * it hears 2xx) finds the event recorded and changes nothing. A paid Checkout marks its invoice paid
 * by card, if the amount and currency are the invoice's own.
 */
export async function receiveWebhook(
  services: Services,
  rawBody: Buffer,
  signature: string | undefined,
  req: FastifyRequest,
): Promise<{ received: true }> {
  const provider = services.payments;
  if (!provider) throw notFound('Route');
  let event: PaymentEvent;
  try {
    event = provider.verifyWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      req.log.warn({ reason: error.message }, 'a payment webhook with a bad signature was refused');
      // Nothing in an unverified body can be trusted to name a company: platform staff see it (decision 0072).
      await recordSecurityEvent(services.database.db, req, {
        kind: 'webhook_signature_failed',
        companyId: null,
        details: { provider: provider.name },
      });
      throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.badSignature);
    }
    throw error;
  }
  const outcome = await services.database.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({
        id: event.id,
        provider: provider.name,
        type: event.kind === 'other' ? event.type : 'checkout.paid',
        outcome: 'ignored',
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return 'replayed' as const;
    if (event.kind !== 'checkout_paid') return 'ignored' as const;
    const [invoice] =
      event.invoiceId && UUID.test(event.invoiceId)
        ? await tx.select().from(invoices).where(eq(invoices.id, event.invoiceId)).for('update')
        : [];
    let result: Outcome;
    if (!invoice || (event.companyId !== null && invoice.companyId !== event.companyId)) {
      result = 'unknown_invoice';
    } else if (invoice.status !== 'open') {
      result = 'already_paid';
    } else if (
      event.amountCents !== invoice.totalCents ||
      (event.currency ?? '').toUpperCase() !== invoice.currency.toUpperCase()
    ) {
      result = 'amount_mismatch';
    } else {
      await tx
        .update(invoices)
        .set({
          status: 'paid',
          paidAt: event.paidAt,
          paymentMethod: 'card',
          providerPaymentId: event.sessionId,
        })
        .where(and(eq(invoices.id, invoice.id), eq(invoices.status, 'open')));
      await tx
        .update(subscriptions)
        .set({ paymentMethod: 'card', ...(event.customerId ? { providerCustomerId: event.customerId } : {}) })
        .where(eq(subscriptions.companyId, invoice.companyId));
      await writeAudit(tx, req, {
        action: 'invoice.paid_by_card',
        companyId: invoice.companyId,
        targetType: 'invoice',
        targetId: invoice.id,
        details: {
          number: invoice.number,
          total: invoice.totalCents,
          sessionId: event.sessionId,
          eventId: event.id,
        },
      });
      result = 'paid';
    }
    await tx
      .update(paymentEvents)
      .set({ outcome: result, invoiceId: invoice?.id ?? null })
      .where(eq(paymentEvents.id, event.id));
    return result;
  });
  if (outcome === 'amount_mismatch' || outcome === 'unknown_invoice') {
    req.log.warn(
      { eventId: event.id, outcome },
      'a paid checkout did not match an open invoice: check it by hand',
    );
  }
  return { received: true };
}
