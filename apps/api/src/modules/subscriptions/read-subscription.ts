import { monthlyRecurringCents, seatLimit } from '@competencyhub/domain/billing';
import { ADD_ONS, PLAN_DEFINITIONS } from '@competencyhub/domain/plans';
import type { AddOnView, Subscription } from '@competencyhub/domain/schemas/subscription';
import { type Tx, withTenant } from '../../db/client.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { internalAiUsage } from '../internal-ai/usage.ts';
import { lockedSubscription } from './renew-subscription.ts';
import {
  ADD_ON_NAMES,
  type AddOnRow,
  accessOf,
  activeUsers,
  addOnsOf,
  holdings,
  OWNER,
  type Row,
} from './subscription-rows.ts';

/**
 * The subscription as the company sees it: plan, add-ons, seats and AI credits used; also what every
 * change returns.
 */

function toAddOn(row: AddOnRow): AddOnView {
  const definition = ADD_ONS[row.addOnId];
  return {
    id: row.id,
    addOnId: row.addOnId,
    name: row.grantReason ? `AI credits granted (${row.creditsGranted ?? 0})` : ADD_ON_NAMES[row.addOnId],
    granted: row.grantReason !== null,
    type: definition.unit.extraUsers > 0 ? 'users' : 'ai_credits',
    quantity: row.quantity,
    price: row.unitPriceCents,
    currency: 'USD',
    billingType: row.billingType,
    creditsRemaining: row.creditsRemaining,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function view(services: Services, tx: Tx, row: Row, now: Date): Promise<Subscription> {
  const addOns = await addOnsOf(tx, row.companyId);
  const unlimited = row.companyId === OWNER;
  const pools = addOns.filter((addOn) => addOn.creditsRemaining !== null);
  const poolGranted = pools.reduce((sum, pool) => sum + (pool.creditsGranted ?? 0), 0);
  const poolLeft = pools.reduce((sum, pool) => sum + (pool.creditsRemaining ?? 0), 0);
  return {
    id: row.id,
    companyId: row.companyId,
    plan: row.plan,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    access: unlimited ? 'full' : accessOf(row, now),
    unlimited,
    planPrice: PLAN_DEFINITIONS[row.plan].monthlyPriceCents,
    monthlyTotal: monthlyRecurringCents(row.plan, holdings(addOns)),
    currency: 'USD',
    paymentMethod: row.paymentMethod,
    cardPayments: services.payments !== null,
    providerSubscriptionId: row.providerSubscriptionId,
    providerCustomerId: row.providerCustomerId,
    addOns: addOns.map(toAddOn),
    usage: {
      currentUsers: await activeUsers(tx, row.companyId),
      maxUsers: unlimited ? null : seatLimit(row.plan, holdings(addOns)),
      aiCreditsUsed: row.planCreditsUsed + (poolGranted - poolLeft),
      aiCreditsTotal: unlimited ? null : PLAN_DEFINITIONS[row.plan].aiCreditsPerMonth + poolGranted,
      billingPeriodStart: row.currentPeriodStart.toISOString(),
      billingPeriodEnd: row.currentPeriodEnd.toISOString(),
      isExemptFromAIBilling: row.exemptFromAiBilling,
      internalAIUsage: row.hasInternalAi
        ? await internalAiUsage(tx, row.companyId, row.currentPeriodStart)
        : null,
    },
    hasInternalAI: row.hasInternalAi,
    internalAIStatus: row.internalAiStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function getSubscription(services: Services, viewer: Viewer): Promise<Subscription> {
  const now = new Date();
  return withTenant(services.database, viewer.tenantId, async (tx) =>
    view(services, tx, await lockedSubscription(tx, viewer.tenantId, now), now),
  );
}
