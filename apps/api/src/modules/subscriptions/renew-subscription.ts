import { addMonths } from '@competencyhub/domain/billing';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { subscriptionAddOns, subscriptions } from '../../db/schema/subscriptions.ts';
import { notFound } from '../../http/errors.ts';
import { recurringLines, writeDocument } from './invoice-documents.ts';
import { startSubscription } from './start-subscription.ts';
import { addOnsOf, isOver, OWNER, type Row } from './subscription-rows.ts';

/**
 * The subscription a company lives under (issue 11). Every read and change runs in the company's
 * tenant transaction with its subscription row locked (FOR UPDATE): two requests at once (two
 * approvals, a purchase and a removal) take turns, so a seat is never given twice. Reading also
 * moves the subscription on when its period has ended (a paid plan renews with an invoice; a trial
 * or a cancelled subscription becomes read-only), so what is shown is always current.
 */

/**
 * The company's subscription row, locked for the rest of the transaction, created on first use and
 * moved on to the current period: a paid plan renews month by month (an invoice each), its plan
 * credits start again and used-up credit purchases are closed.
 */
export async function lockedSubscription(tx: Tx, companyId: string, now: Date): Promise<Row> {
  const select = () =>
    tx.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)).for('update');
  let [row] = await select();
  if (!row) {
    await startSubscription(tx, companyId, now);
    [row] = await select();
  }
  if (!row) throw notFound('Subscription');
  if ((row.status === 'active' || row.status === 'past_due') && isOver(row, now)) {
    const addOns = await addOnsOf(tx, companyId);
    let start = row.currentPeriodStart;
    let end = row.currentPeriodEnd;
    while (now.getTime() >= end.getTime()) {
      start = end;
      end = addMonths(end, 1);
      if (companyId !== OWNER) {
        await writeDocument(tx, row, recurringLines(row.plan, addOns, start, end), {
          actorId: null,
          now: start,
          periodStart: start,
          periodEnd: end,
        });
      }
    }
    await tx
      .delete(subscriptionAddOns)
      .where(and(eq(subscriptionAddOns.companyId, companyId), eq(subscriptionAddOns.creditsRemaining, 0)));
    [row] = await tx
      .update(subscriptions)
      .set({ currentPeriodStart: start, currentPeriodEnd: end, planCreditsUsed: 0, updatedAt: now })
      .where(eq(subscriptions.id, row.id))
      .returning();
    if (!row) throw notFound('Subscription');
  }
  return row;
}
