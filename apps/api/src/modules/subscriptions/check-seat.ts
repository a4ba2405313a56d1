import { seatLimit } from '@competencyhub/domain/billing';
import type { Plan } from '@competencyhub/domain/plans';
import { SEAT_LIMIT_REACHED, SUBSCRIPTION_MESSAGES } from '@competencyhub/domain/schemas/subscription';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { AppError } from '../../http/errors.ts';
import { lockedSubscription } from './renew-subscription.ts';
import { activeUsers, addOnsOf, holdings, OWNER } from './subscription-rows.ts';

/** A seat checked for before someone becomes active in a company (issue 11). */

/**
 * One more active person in the company (an approval, an accepted invitation, a reactivation):
 * refused when every seat of the plan and its user blocks is taken. Holds the subscription lock, so
 * of two at once for the last seat exactly one succeeds. `except` is someone already counted who is
 * not yet active (their own profile row, when an invitation created it as active).
 */
export async function assertSeatFor(tx: Tx, companyId: string, except?: string): Promise<void> {
  if (companyId === OWNER) return;
  const now = new Date();
  // Two round trips on the way every invitation, approval and reactivation takes: lock the row, then
  // count (a statement of its own, so it sees what the request that held the lock before committed).
  // A subscription to start or a period to move on first takes the longer way.
  const [locked] = rowsOf<{ plan: Plan; status: string; current_period_end: string | Date }>(
    await tx.execute(sql`
      select plan, status, current_period_end from subscriptions
      where company_id = ${companyId} for update`),
  );
  const due =
    !locked ||
    ((locked.status === 'active' || locked.status === 'past_due') &&
      now.getTime() >= new Date(locked.current_period_end).getTime());
  let limit: number;
  let active: number;
  if (locked && !due) {
    const [counts] = rowsOf<{ blocks: number; active: number }>(
      await tx.execute(sql`
        select
          (select coalesce(sum(a.quantity), 0)::int from subscription_add_ons a
            where a.company_id = ${companyId} and a.add_on_id = 'user_block_50') as blocks,
          (select count(*)::int from profiles p
            where p.company_id = ${companyId} and p.status = 'active'
            ${except ? sql`and p.id <> ${except}` : sql``}) as active`),
    );
    limit = seatLimit(locked.plan, [{ addOnId: 'user_block_50', quantity: Number(counts?.blocks ?? 0) }]);
    active = Number(counts?.active ?? 0);
  } else {
    const row = await lockedSubscription(tx, companyId, now);
    limit = seatLimit(row.plan, holdings(await addOnsOf(tx, companyId)));
    active = await activeUsers(tx, companyId, except);
  }
  if (active + 1 > limit) {
    throw new AppError(SEAT_LIMIT_REACHED, SUBSCRIPTION_MESSAGES.seatLimitReached, {
      params: { limit, active },
    });
  }
}
