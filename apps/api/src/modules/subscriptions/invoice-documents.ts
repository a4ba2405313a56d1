import { PLAN_DEFINITIONS, type Plan } from '@competencyhub/domain/plans';
import type { Invoice } from '@competencyhub/domain/schemas/subscription';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { invoiceLines, invoices } from '../../db/schema/subscriptions.ts';
import { ADD_ON_NAMES, type AddOnRow, day, PLAN_NAMES, type Row } from './subscription-rows.ts';

/**
 * The subscription's invoices and credit notes: writing one (a renewal, a plan change, an add-on
 * bought or removed) and showing one.
 */

export interface NewLine {
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
}

/**
 * Writes an invoice (what is owed) or, when the lines come to less than nothing, a credit note (what
 * the company is owed), numbered per company without gaps: the caller holds the subscription lock.
 */
export async function writeDocument(
  tx: Tx,
  sub: Row,
  lines: readonly NewLine[],
  options: { actorId: string | null; now: Date; periodStart?: Date; periodEnd?: Date },
): Promise<string> {
  const sum = lines.reduce((total, line) => total + line.amount, 0);
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(eq(invoices.companyId, sub.companyId));
  const number = `CH-${options.now.getUTCFullYear()}-${String(Number(count?.n ?? 0) + 1).padStart(5, '0')}`;
  const [invoice] = await tx
    .insert(invoices)
    .values({
      companyId: sub.companyId,
      number,
      kind: sum < 0 ? 'credit_note' : 'invoice',
      // Nothing to pay is settled at once; a credit note is owed to the company until it is used.
      status: sum === 0 ? 'paid' : 'open',
      paymentMethod: sub.paymentMethod,
      totalCents: Math.abs(sum),
      periodStart: options.periodStart ?? null,
      periodEnd: options.periodEnd ?? null,
      issuedAt: options.now,
      paidAt: sum === 0 ? options.now : null,
      createdBy: options.actorId,
    })
    .returning({ id: invoices.id });
  if (!invoice) throw new Error('invoice insert returned no row');
  await tx.insert(invoiceLines).values(
    lines.map((line, index) => ({
      companyId: sub.companyId,
      invoiceId: invoice.id,
      position: index + 1,
      description: line.description,
      quantity: line.quantity,
      unitAmountCents: line.unitAmount,
      amountCents: line.amount,
    })),
  );
  return invoice.id;
}

/** A month of the plan and the recurring add-ons, as invoice lines. */
export function recurringLines(plan: Plan, addOns: readonly AddOnRow[], start: Date, end: Date): NewLine[] {
  const period = `${day(start)} – ${day(end)}`;
  const lines: NewLine[] = [
    {
      description: `${PLAN_NAMES[plan]} plan, ${period}`,
      quantity: 1,
      unitAmount: PLAN_DEFINITIONS[plan].monthlyPriceCents,
      amount: PLAN_DEFINITIONS[plan].monthlyPriceCents,
    },
  ];
  for (const addOn of addOns) {
    if (addOn.billingType !== 'recurring') continue;
    lines.push({
      description: `${ADD_ON_NAMES[addOn.addOnId]}, ${period}`,
      quantity: addOn.quantity,
      unitAmount: addOn.unitPriceCents,
      amount: addOn.unitPriceCents * addOn.quantity,
    });
  }
  return lines;
}

export function toInvoice(
  row: typeof invoices.$inferSelect,
  lines: (typeof invoiceLines.$inferSelect)[],
): Invoice {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    paymentMethod: row.paymentMethod,
    currency: 'USD',
    total: row.totalCents,
    issuedAt: row.issuedAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    lines: lines
      .filter((line) => line.invoiceId === row.id)
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        position: line.position,
        description: line.description,
        quantity: line.quantity,
        unitAmount: line.unitAmountCents,
        amount: line.amountCents,
      })),
  };
}
