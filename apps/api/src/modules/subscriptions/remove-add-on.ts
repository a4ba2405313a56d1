import { daysLeft, periodDays, prorate, seatLimit } from '@competencyhub/domain/billing';
import {
  SEATS_IN_USE,
  SUBSCRIPTION_MESSAGES,
  type Subscription,
} from '@competencyhub/domain/schemas/subscription';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { subscriptionAddOns } from '../../db/schema/subscriptions.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeDocument } from './invoice-documents.ts';
import { view } from './read-subscription.ts';
import { lockedSubscription } from './renew-subscription.ts';
import { ADD_ON_NAMES, activeUsers, addOnsOf, audit, holdings } from './subscription-rows.ts';

/** A user block given up, its unused days credited back. */

/**
 * Removes a recurring add-on (a user block): refused while its seats are in use; the unused days of
 * the period come back as a credit note.
 */
export function removeAddOn(
  services: Services,
  viewer: Viewer,
  addOnRowId: string,
  req: FastifyRequest,
): Promise<Subscription> {
  const now = new Date();
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const row = await lockedSubscription(tx, viewer.tenantId, now);
    const addOns = await addOnsOf(tx, viewer.tenantId);
    const target = addOns.find((addOn) => addOn.id === addOnRowId);
    if (!target) throw notFound('Add-on');
    if (target.billingType !== 'recurring')
      throw new AppError('RULE_BROKEN', SUBSCRIPTION_MESSAGES.notRecurring);
    const limit = seatLimit(row.plan, holdings(addOns.filter((addOn) => addOn.id !== addOnRowId)));
    const active = await activeUsers(tx, viewer.tenantId);
    if (active > limit) {
      throw new AppError(SEATS_IN_USE, SUBSCRIPTION_MESSAGES.seatsInUse, {
        params: { limit, active, over: active - limit },
      });
    }
    await tx.delete(subscriptionAddOns).where(eq(subscriptionAddOns.id, addOnRowId));
    let documentId: string | null = null;
    if (row.status === 'active' || row.status === 'past_due') {
      const left = daysLeft(now, row.currentPeriodStart, row.currentPeriodEnd);
      const total = periodDays(row.currentPeriodStart, row.currentPeriodEnd);
      const credit = prorate(target.unitPriceCents * target.quantity, left, total);
      documentId = await writeDocument(
        tx,
        row,
        [
          {
            description: `Unused time on ${ADD_ON_NAMES[target.addOnId]} (${left} of ${total} days)`,
            quantity: target.quantity,
            unitAmount: -prorate(target.unitPriceCents, left, total),
            amount: -credit,
          },
        ],
        { actorId: viewer.userId, now, periodStart: now, periodEnd: row.currentPeriodEnd },
      );
    }
    await audit(tx, req, viewer, 'subscription.add_on_removed', {
      addOnId: target.addOnId,
      quantity: target.quantity,
      addOnRowId,
      documentId,
    });
    return view(services, tx, row, now);
  });
}
