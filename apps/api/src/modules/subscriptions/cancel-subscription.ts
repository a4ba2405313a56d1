import { SUBSCRIPTION_MESSAGES, type Subscription } from '@competencyhub/domain/schemas/subscription';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { view } from './read-subscription.ts';
import { lockedSubscription } from './renew-subscription.ts';
import { audit } from './subscription-rows.ts';

/** A subscription cancelled by its company, running to the end of the period paid for. */

/**
 * Cancels (spec section 4: status canceled). The company keeps full access to the end of the period
 * it paid for, then the subscription is read-only until a plan is chosen; nothing is deleted.
 */
export function cancelSubscription(
  services: Services,
  viewer: Viewer,
  req: FastifyRequest,
): Promise<Subscription> {
  const now = new Date();
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const row = await lockedSubscription(tx, viewer.tenantId, now);
    if (row.status === 'canceled') throw new AppError('CONFLICT', SUBSCRIPTION_MESSAGES.alreadyCanceled);
    if (row.status === 'trialing') throw new AppError('RULE_BROKEN', SUBSCRIPTION_MESSAGES.nothingToCancel);
    const [updated] = await tx
      .update(subscriptions)
      .set({ status: 'canceled', updatedAt: now })
      .where(eq(subscriptions.id, row.id))
      .returning();
    if (!updated) throw notFound('Subscription');
    await audit(tx, req, viewer, 'subscription.canceled', {
      plan: row.plan,
      accessUntil: row.currentPeriodEnd.toISOString(),
    });
    return view(services, tx, updated, now);
  });
}
