import { PLAN_DEFINITIONS } from '@competencyhub/domain/plans';
import {
  AI_CREDITS_EXHAUSTED,
  SUBSCRIPTION_ENDED,
  SUBSCRIPTION_MESSAGES,
} from '@competencyhub/domain/schemas/subscription';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { AppError } from '../../http/errors.ts';
import { lockedSubscription } from './renew-subscription.ts';
import { accessOf, OWNER } from './subscription-rows.ts';

/** An AI credit spent on one answer of the assistant or the AI generator (issue 11). */

/** Where an AI answer's credit came from. */
export type CreditSource = 'unlimited' | 'exempt' | 'plan' | 'add_on';

/**
 * Spends one AI credit for one answer (the assistant, the AI generator), atomically: under the
 * subscription lock, so two answers at once never spend the last credit twice. The plan's credits of
 * the period go first, then purchased packs, oldest first; a company exempt from AI billing (its
 * internal AI) and the system owner company spend none. Refused when none is left, or when the
 * company is read-only.
 */
export async function spendAiCredit(tx: Tx, companyId: string, now = new Date()): Promise<CreditSource> {
  return (await spendAiCreditFrom(tx, companyId, now)).source;
}

/** What one spend took, so a failed answer can give it back (`refundAiCredit`). */
export interface SpentCredit {
  source: CreditSource;
  /** The credit pack it came from, for `add_on`. */
  poolId?: string;
}

/** Each plan's monthly AI credits as a SQL expression over `subscriptions.plan`, from the plan table. */
const planCreditsSql = sql.raw(
  `case plan ${Object.values(PLAN_DEFINITIONS)
    .map((plan) => `when '${plan.id}' then ${Number(plan.aiCreditsPerMonth)}`)
    .join(' ')} else 0 end`,
);

export async function spendAiCreditFrom(tx: Tx, companyId: string, now = new Date()): Promise<SpentCredit> {
  if (companyId === OWNER) return { source: 'unlimited' };
  // The way nearly every answer takes, in one round trip (the budget of decision 0049): a plan credit
  // left in a period that has not ended, for a company that pays for its AI. The UPDATE takes the same
  // row lock as the longer way, so two answers at once still never spend the last credit twice; a
  // period that has ended, an exempt company, a read-only one or used-up plan credits update nothing
  // and take the longer way below, which locks, moves the period on and spends from a pack.
  const [fast] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update subscriptions set plan_credits_used = plan_credits_used + 1, updated_at = ${now.toISOString()}::timestamptz
      where company_id = ${companyId} and current_period_end > ${now.toISOString()}::timestamptz and not exempt_from_ai_billing
        and plan_credits_used < ${planCreditsSql}
      returning id`),
  );
  if (fast) return { source: 'plan' };
  const row = await lockedSubscription(tx, companyId, now);
  if (accessOf(row, now) === 'read_only')
    throw new AppError(SUBSCRIPTION_ENDED, SUBSCRIPTION_MESSAGES.readOnly);
  if (row.exemptFromAiBilling) return { source: 'exempt' };
  if (row.planCreditsUsed < PLAN_DEFINITIONS[row.plan].aiCreditsPerMonth) {
    await tx
      .update(subscriptions)
      .set({ planCreditsUsed: sql`${subscriptions.planCreditsUsed} + 1`, updatedAt: now })
      .where(eq(subscriptions.id, row.id));
    return { source: 'plan' };
  }
  // The oldest pack with credits left, spent in the same statement (the subscription lock is held).
  const [pool] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update subscription_add_ons set credits_remaining = credits_remaining - 1
      where id = (
        select id from subscription_add_ons
        where company_id = ${companyId} and credits_remaining > 0
        order by created_at, id limit 1)
      returning id`),
  );
  if (!pool) {
    throw new AppError(AI_CREDITS_EXHAUSTED, SUBSCRIPTION_MESSAGES.creditsUsedUp, {
      params: { renewsOn: row.currentPeriodEnd.toISOString() },
    });
  }
  return { source: 'add_on', poolId: pool.id };
}
