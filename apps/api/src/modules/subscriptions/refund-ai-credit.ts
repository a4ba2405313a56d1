import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { subscriptionAddOns, subscriptions } from '../../db/schema/subscriptions.ts';
import { lockedSubscription } from './renew-subscription.ts';
import type { SpentCredit } from './spend-ai-credit.ts';

/** An AI credit given back when the answer it paid for did not come. */

/** Gives back a credit spent on an answer that did not come (the model failed), under the same lock. */
export async function refundAiCredit(tx: Tx, companyId: string, spent: SpentCredit): Promise<void> {
  if (spent.source !== 'plan' && spent.source !== 'add_on') return;
  await lockedSubscription(tx, companyId, new Date());
  if (spent.source === 'plan') {
    await tx
      .update(subscriptions)
      .set({ planCreditsUsed: sql`greatest(${subscriptions.planCreditsUsed} - 1, 0)` })
      .where(eq(subscriptions.companyId, companyId));
  } else if (spent.poolId) {
    await tx
      .update(subscriptionAddOns)
      .set({
        creditsRemaining: sql`least(${subscriptionAddOns.creditsRemaining} + 1, ${subscriptionAddOns.creditsGranted})`,
      })
      .where(and(eq(subscriptionAddOns.id, spent.poolId), eq(subscriptionAddOns.companyId, companyId)));
  }
}
