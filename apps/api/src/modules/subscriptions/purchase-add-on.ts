import { daysLeft, periodDays, prorate } from '@competencyhub/domain/billing';
import { ADD_ONS } from '@competencyhub/domain/plans';
import {
  type PurchaseAddOnInput,
  SUBSCRIPTION_MESSAGES,
  type Subscription,
} from '@competencyhub/domain/schemas/subscription';
import type { FastifyRequest } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { subscriptionAddOns } from '../../db/schema/subscriptions.ts';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeDocument } from './invoice-documents.ts';
import { view } from './read-subscription.ts';
import { lockedSubscription } from './renew-subscription.ts';
import { ADD_ON_NAMES, accessOf, audit, day, type Row } from './subscription-rows.ts';

/** An add-on bought: a user block or a pack of AI credits, invoiced at once. */

/** Add-ons need a running paid plan: the trial is free, and a subscription that ran out is read-only. */
function assertPaidAndRunning(row: Row, now: Date) {
  if (row.status === 'trialing' || accessOf(row, now) === 'read_only') {
    throw new AppError('RULE_BROKEN', SUBSCRIPTION_MESSAGES.planFirst);
  }
}

/**
 * Buys add-ons: a user block (recurring) is charged for the days left in the period, then monthly
 * with the plan; AI credits (one-time) are charged once and last until used.
 */
export function purchaseAddOn(
  services: Services,
  viewer: Viewer,
  input: PurchaseAddOnInput,
  req: FastifyRequest,
): Promise<Subscription> {
  const now = new Date();
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const row = await lockedSubscription(tx, viewer.tenantId, now);
    assertPaidAndRunning(row, now);
    const addOn = ADD_ONS[input.addOnId];
    const recurring = addOn.billingType === 'recurring';
    const left = daysLeft(now, row.currentPeriodStart, row.currentPeriodEnd);
    const total = periodDays(row.currentPeriodStart, row.currentPeriodEnd);
    const amount = recurring
      ? prorate(addOn.unitPriceCents * input.quantity, left, total)
      : addOn.unitPriceCents * input.quantity;
    const [created] = await tx
      .insert(subscriptionAddOns)
      .values({
        companyId: viewer.tenantId,
        addOnId: input.addOnId,
        quantity: input.quantity,
        unitPriceCents: addOn.unitPriceCents,
        billingType: addOn.billingType,
        creditsGranted: addOn.unit.extraAiCredits > 0 ? addOn.unit.extraAiCredits * input.quantity : null,
        creditsRemaining: addOn.unit.extraAiCredits > 0 ? addOn.unit.extraAiCredits * input.quantity : null,
        createdBy: viewer.userId,
      })
      .returning({ id: subscriptionAddOns.id });
    const documentId = await writeDocument(
      tx,
      row,
      [
        {
          description: recurring
            ? `${ADD_ON_NAMES[input.addOnId]} (${left} of ${total} days, ${day(now)} – ${day(row.currentPeriodEnd)})`
            : ADD_ON_NAMES[input.addOnId],
          quantity: input.quantity,
          unitAmount: recurring ? prorate(addOn.unitPriceCents, left, total) : addOn.unitPriceCents,
          amount,
        },
      ],
      { actorId: viewer.userId, now, periodStart: now, periodEnd: row.currentPeriodEnd },
    );
    await audit(tx, req, viewer, 'subscription.add_on_purchased', {
      addOnId: input.addOnId,
      quantity: input.quantity,
      addOnRowId: created?.id,
      documentId,
      amount,
    });
    return view(services, tx, row, now);
  });
}
