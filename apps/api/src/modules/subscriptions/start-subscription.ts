import { addMonths } from '@competencyhub/domain/billing';
import { PLAN_DEFINITIONS } from '@competencyhub/domain/plans';
import type { Tx } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { OWNER } from './subscription-rows.ts';

/** A company's subscription started at sign-up: the free trial, or the system owner's own. */

/** A new company's subscription: the 14-day free trial from now; the system owner's has no end that matters. */
function initialRow(companyId: string, now: Date) {
  if (companyId === OWNER) {
    return {
      companyId,
      plan: 'enterprise_core' as const,
      status: 'active' as const,
      currentPeriodStart: now,
      currentPeriodEnd: addMonths(now, 1),
      hasInternalAi: true,
      exemptFromAiBilling: true,
    };
  }
  const trialDays = PLAN_DEFINITIONS.free_trial.trialDays ?? 14;
  return {
    companyId,
    plan: 'free_trial' as const,
    status: 'trialing' as const,
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + trialDays * 86_400_000),
  };
}

/** Starts a company's subscription (sign-up); nothing happens when it has one. */
export async function startSubscription(tx: Tx, companyId: string, now = new Date()): Promise<void> {
  await tx.insert(subscriptions).values(initialRow(companyId, now)).onConflictDoNothing();
}
