import { addMonths, daysLeft, periodDays, prorate, seatLimit } from '@competencyhub/domain/billing';
import { hasEnterpriseAccess, PLAN_DEFINITIONS, type Plan } from '@competencyhub/domain/plans';
import {
  type ChangePlanInput,
  PLAN_TOO_SMALL,
  SUBSCRIPTION_MESSAGES,
  type Subscription,
} from '@competencyhub/domain/schemas/subscription';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { internalAiEndpoints } from '../../db/schema/internal-ai.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { type NewLine, recurringLines, writeDocument } from './invoice-documents.ts';
import { view } from './read-subscription.ts';
import { lockedSubscription } from './renew-subscription.ts';
import { activeUsers, addOnsOf, audit, day, holdings, isOver, PLAN_NAMES } from './subscription-rows.ts';

/** A company's plan changed, by its account holder or by the system owner by hand. */

/**
 * Moves the company to another plan (spec section 4). From a trial, or after the subscription has
 * run out, a new monthly period starts now with a full month's invoice. Within a paid period the
 * change is prorated to the day: a credit for the unused days of the old plan and a charge for the
 * same days of the new one, on one document. A plan with fewer seats than the people active is
 * refused, saying how many must go.
 */
export function changePlan(
  services: Services,
  viewer: Viewer,
  input: ChangePlanInput,
  req: FastifyRequest,
  /** The system owner changing a company's plan by hand names the company and says why. */
  byHand?: { companyId: string; reason: string },
): Promise<Subscription> {
  const now = new Date();
  const plan = input.plan as Plan;
  const companyId = byHand?.companyId ?? viewer.tenantId;
  return withTenant(services.database, companyId, async (tx) => {
    const row = await lockedSubscription(tx, companyId, now);
    const running = row.status === 'active' || row.status === 'past_due';
    if (row.plan === plan && running) throw new AppError('CONFLICT', SUBSCRIPTION_MESSAGES.samePlan);
    const addOns = await addOnsOf(tx, companyId);
    const limit = seatLimit(plan, holdings(addOns));
    const active = await activeUsers(tx, companyId);
    if (active > limit) {
      throw new AppError(PLAN_TOO_SMALL, SUBSCRIPTION_MESSAGES.planTooSmall, {
        params: { limit, active, over: active - limit },
      });
    }
    const freshPeriod = row.status === 'trialing' || isOver(row, now);
    const start = freshPeriod ? now : row.currentPeriodStart;
    const end = freshPeriod ? addMonths(now, 1) : row.currentPeriodEnd;
    let lines: NewLine[];
    if (freshPeriod) {
      lines = recurringLines(plan, addOns, start, end);
    } else {
      const left = daysLeft(now, start, end);
      const total = periodDays(start, end);
      const credit = prorate(PLAN_DEFINITIONS[row.plan].monthlyPriceCents, left, total);
      const charge = prorate(PLAN_DEFINITIONS[plan].monthlyPriceCents, left, total);
      lines = [
        {
          description: `Unused time on the ${PLAN_NAMES[row.plan]} plan (${left} of ${total} days)`,
          quantity: 1,
          unitAmount: -credit,
          amount: -credit,
        },
        {
          description: `${PLAN_NAMES[plan]} plan (${left} of ${total} days, ${day(now)} – ${day(end)})`,
          quantity: 1,
          unitAmount: charge,
          amount: charge,
        },
      ];
    }
    const documentId = await writeDocument(tx, row, lines, {
      actorId: viewer.userId,
      now,
      periodStart: freshPeriod ? start : now,
      periodEnd: end,
    });
    const enterprise = hasEnterpriseAccess(plan);
    // Spec section 4: an enterprise plan brings internal AI, not yet configured; any other plan takes
    // it and the AI-billing exemption away. Moving between enterprise plans keeps the configuration.
    const internalAi = enterprise
      ? hasEnterpriseAccess(row.plan)
        ? {}
        : { hasInternalAi: true, internalAiStatus: 'not_configured' as const }
      : { hasInternalAi: false, internalAiStatus: 'not_configured' as const, exemptFromAiBilling: false };
    // The endpoint and its key go with it: a secret no longer used is not kept.
    if (!enterprise) await tx.delete(internalAiEndpoints).where(eq(internalAiEndpoints.companyId, companyId));
    const [updated] = await tx
      .update(subscriptions)
      .set({
        plan,
        status: 'active',
        currentPeriodStart: start,
        currentPeriodEnd: end,
        ...(freshPeriod ? { planCreditsUsed: 0 } : {}),
        ...internalAi,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, row.id))
      .returning();
    if (!updated) throw notFound('Subscription');
    await audit(
      tx,
      req,
      viewer,
      'subscription.plan_changed',
      {
        from: { plan: row.plan, status: row.status },
        to: { plan, status: 'active' },
        documentId,
        prorated: !freshPeriod,
        ...(byHand ? { byHand: true, reason: byHand.reason } : {}),
      },
      companyId,
    );
    return view(services, tx, updated, now);
  });
}
