import {
  addMonths,
  daysLeft,
  monthlyRecurringCents,
  periodDays,
  prorate,
  seatLimit,
} from '@competencyhub/domain/billing';
import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import {
  ADD_ONS,
  type AddOnId,
  hasEnterpriseAccess,
  PLAN_DEFINITIONS,
  type Plan,
} from '@competencyhub/domain/plans';
import type { AuditAction } from '@competencyhub/domain/schemas/audit';
import {
  type AddOnView,
  AI_CREDITS_EXHAUSTED,
  type ChangePlanInput,
  type Invoice,
  PLAN_TOO_SMALL,
  type PurchaseAddOnInput,
  SEAT_LIMIT_REACHED,
  SEATS_IN_USE,
  SUBSCRIPTION_ENDED,
  SUBSCRIPTION_MESSAGES,
  type Subscription,
} from '@competencyhub/domain/schemas/subscription';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import {
  internalAiEndpoints,
  invoiceLines,
  invoices,
  profiles,
  subscriptionAddOns,
  subscriptions,
} from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { internalAiUsage } from '../internal-ai/usage.ts';

/**
 * The subscription a company lives under (issue 11). Every read and change runs in the company's
 * tenant transaction with its subscription row locked (FOR UPDATE): two requests at once (two
 * approvals, a purchase and a removal) take turns, so a seat is never given twice. Reading also
 * moves the subscription on when its period has ended (a paid plan renews with an invoice; a trial
 * or a cancelled subscription becomes read-only), so what is shown is always current.
 */

type Row = typeof subscriptions.$inferSelect;
type AddOnRow = typeof subscriptionAddOns.$inferSelect;

const OWNER = SYSTEM_OWNER_COMPANY_ID;

export const PLAN_NAMES: Record<Plan, string> = {
  free_trial: 'Free Trial',
  starter: 'Starter',
  professional: 'Professional',
  enterprise_essentials: 'Enterprise Essentials',
  enterprise_core: 'Enterprise Core',
};
export const ADD_ON_NAMES: Record<AddOnId, string> = {
  user_block_50: 'User block (50 users)',
  ai_credits_50: 'AI credits (50)',
};

const day = (date: Date) => date.toISOString().slice(0, 10);

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

async function addOnsOf(tx: Tx, companyId: string): Promise<AddOnRow[]> {
  return tx
    .select()
    .from(subscriptionAddOns)
    .where(eq(subscriptionAddOns.companyId, companyId))
    .orderBy(asc(subscriptionAddOns.createdAt), asc(subscriptionAddOns.id));
}

const holdings = (rows: readonly AddOnRow[]) =>
  rows.map((row) => ({ addOnId: row.addOnId, quantity: row.quantity }));

async function activeUsers(tx: Tx, companyId: string, except?: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .where(
      and(
        eq(profiles.companyId, companyId),
        eq(profiles.status, 'active'),
        except ? sql`${profiles.id} <> ${except}` : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

const isOver = (row: Row, now: Date) => now.getTime() >= row.currentPeriodEnd.getTime();

/** Read-only once a trial or a cancelled subscription has run out; nothing is deleted. */
export const accessOf = (row: Row, now: Date): 'full' | 'read_only' =>
  (row.status === 'trialing' || row.status === 'canceled') && isOver(row, now) ? 'read_only' : 'full';

interface NewLine {
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
}

/**
 * Writes an invoice (what is owed) or, when the lines come to less than nothing, a credit note (what
 * the company is owed), numbered per company without gaps: the caller holds the subscription lock.
 */
async function writeDocument(
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
function recurringLines(plan: Plan, addOns: readonly AddOnRow[], start: Date, end: Date): NewLine[] {
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

async function view(services: Services, tx: Tx, row: Row, now: Date): Promise<Subscription> {
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

const audit = (
  tx: Tx,
  req: FastifyRequest,
  viewer: Viewer,
  action: AuditAction,
  details: Record<string, unknown>,
  companyId = viewer.tenantId,
) =>
  writeAudit(tx, req, {
    action,
    companyId,
    actorId: viewer.userId,
    actorEmail: viewer.email,
    targetType: 'subscription',
    targetId: companyId,
    details,
  });

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

/** Add-ons need a running paid plan: the trial is free, and a subscription that ran out is read-only. */
function assertPaidAndRunning(row: Row, now: Date) {
  if (row.status === 'trialing' || accessOf(row, now) === 'read_only') {
    throw new AppError('RULE_BROKEN', SUBSCRIPTION_MESSAGES.planFirst);
  }
}

/**
 * Buys add-ons: a user block (recurring) is charged for the days left in the period, then monthly
 * with the plan; AI credits (one-time) are charged once and last until used.
 */
export function purchaseAddOn(
  services: Services,
  viewer: Viewer,
  input: PurchaseAddOnInput,
  req: FastifyRequest,
): Promise<Subscription> {
  const now = new Date();
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const row = await lockedSubscription(tx, viewer.tenantId, now);
    assertPaidAndRunning(row, now);
    const addOn = ADD_ONS[input.addOnId];
    const recurring = addOn.billingType === 'recurring';
    const left = daysLeft(now, row.currentPeriodStart, row.currentPeriodEnd);
    const total = periodDays(row.currentPeriodStart, row.currentPeriodEnd);
    const amount = recurring
      ? prorate(addOn.unitPriceCents * input.quantity, left, total)
      : addOn.unitPriceCents * input.quantity;
    const [created] = await tx
      .insert(subscriptionAddOns)
      .values({
        companyId: viewer.tenantId,
        addOnId: input.addOnId,
        quantity: input.quantity,
        unitPriceCents: addOn.unitPriceCents,
        billingType: addOn.billingType,
        creditsGranted: addOn.unit.extraAiCredits > 0 ? addOn.unit.extraAiCredits * input.quantity : null,
        creditsRemaining: addOn.unit.extraAiCredits > 0 ? addOn.unit.extraAiCredits * input.quantity : null,
        createdBy: viewer.userId,
      })
      .returning({ id: subscriptionAddOns.id });
    const documentId = await writeDocument(
      tx,
      row,
      [
        {
          description: recurring
            ? `${ADD_ON_NAMES[input.addOnId]} (${left} of ${total} days, ${day(now)} – ${day(row.currentPeriodEnd)})`
            : ADD_ON_NAMES[input.addOnId],
          quantity: input.quantity,
          unitAmount: recurring ? prorate(addOn.unitPriceCents, left, total) : addOn.unitPriceCents,
          amount,
        },
      ],
      { actorId: viewer.userId, now, periodStart: now, periodEnd: row.currentPeriodEnd },
    );
    await audit(tx, req, viewer, 'subscription.add_on_purchased', {
      addOnId: input.addOnId,
      quantity: input.quantity,
      addOnRowId: created?.id,
      documentId,
      amount,
    });
    return view(services, tx, row, now);
  });
}

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

function toInvoice(row: typeof invoices.$inferSelect, lines: (typeof invoiceLines.$inferSelect)[]): Invoice {
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

/** The company's invoices and credit notes, newest first. */
export function listInvoices(services: Services, viewer: Viewer): Promise<{ items: Invoice[] }> {
  const now = new Date();
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    // Renewals due are written first, so the list is complete.
    await lockedSubscription(tx, viewer.tenantId, now);
    const rows = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.companyId, viewer.tenantId))
      .orderBy(desc(invoices.issuedAt), desc(invoices.number));
    const lines = rows.length
      ? await tx
          .select()
          .from(invoiceLines)
          .where(
            and(
              eq(invoiceLines.companyId, viewer.tenantId),
              inArray(
                invoiceLines.invoiceId,
                rows.map((row) => row.id),
              ),
            ),
          )
      : [];
    return { items: rows.map((row) => toInvoice(row, lines)) };
  });
}

export function getInvoice(services: Services, viewer: Viewer, invoiceId: string): Promise<Invoice> {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const [row] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, viewer.tenantId), eq(invoices.id, invoiceId)));
    if (!row) throw notFound('Invoice');
    const lines = await tx
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.companyId, viewer.tenantId), eq(invoiceLines.invoiceId, invoiceId)));
    return toInvoice(row, lines);
  });
}
