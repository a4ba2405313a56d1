import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { PLAN_DEFINITIONS, type Plan } from '@competencyhub/domain/plans';
import {
  type CompanySubscriptionRow,
  type GrantCreditsInput,
  type OpenInvoice,
  PLATFORM_MESSAGES,
  type PlatformSubscriptions,
  type SetCompanyPlanInput,
  type Subscription,
  type SubscriptionStatus,
} from '@competencyhub/domain/schemas/subscription';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { companies } from '../../db/schema/companies.ts';
import { invoices, subscriptionAddOns } from '../../db/schema/subscriptions.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { changePlan } from './change-plan.ts';
import { getSubscription } from './read-subscription.ts';
import { lockedSubscription } from './renew-subscription.ts';

/**
 * The system owner's view of every company's subscription (`/system-admin`, Subscriptions tab;
 * 'operate_platform'): a cross-company read on the owner connection, and the changes made by hand
 * (a plan, granted credits, an invoice paid by bank transfer), each audited with its reason.
 */

const DAY = 86_400_000;

interface Raw {
  company_id: string;
  company_name: string;
  plan: Plan;
  status: SubscriptionStatus;
  current_period_end: string | Date;
  plan_credits_used: number;
  seats_used: number;
  blocks: number;
  pool_granted: number;
  pool_left: number;
  recurring_add_ons: number;
  open_invoices: number;
}

function toRow(raw: Raw, now: Date): CompanySubscriptionRow {
  const end = new Date(raw.current_period_end);
  const definition = PLAN_DEFINITIONS[raw.plan];
  const ended = now.getTime() >= end.getTime();
  return {
    companyId: raw.company_id,
    companyName: raw.company_name,
    plan: raw.plan,
    status: raw.status,
    access: ended && (raw.status === 'trialing' || raw.status === 'canceled') ? 'read_only' : 'full',
    currentPeriodEnd: end.toISOString(),
    seatsUsed: Number(raw.seats_used),
    seatsMax: definition.maxUsers + 50 * Number(raw.blocks),
    creditsUsed: Number(raw.plan_credits_used) + Number(raw.pool_granted) - Number(raw.pool_left),
    creditsTotal: definition.aiCreditsPerMonth + Number(raw.pool_granted),
    monthlyTotal: definition.monthlyPriceCents + Number(raw.recurring_add_ons),
    openInvoices: Number(raw.open_invoices),
  };
}

export async function listPlatformSubscriptions(services: Services): Promise<PlatformSubscriptions> {
  const now = new Date();
  const raws = rowsOf<Raw>(
    await services.database.db.execute(sql`
      select c.id as company_id, c.name as company_name, s.plan, s.status, s.current_period_end,
        s.plan_credits_used,
        (select count(*)::int from profiles p where p.company_id = c.id and p.status = 'active') as seats_used,
        coalesce((select sum(a.quantity)::int from subscription_add_ons a
          where a.company_id = c.id and a.add_on_id = 'user_block_50'), 0) as blocks,
        coalesce((select sum(a.credits_granted)::int from subscription_add_ons a
          where a.company_id = c.id and a.credits_remaining is not null), 0) as pool_granted,
        coalesce((select sum(a.credits_remaining)::int from subscription_add_ons a
          where a.company_id = c.id and a.credits_remaining is not null), 0) as pool_left,
        coalesce((select sum(a.quantity * a.unit_price_cents)::int from subscription_add_ons a
          where a.company_id = c.id and a.billing_type = 'recurring'), 0) as recurring_add_ons,
        (select count(*)::int from invoices i
          where i.company_id = c.id and i.status = 'open' and i.kind = 'invoice') as open_invoices
      from companies c
      join subscriptions s on s.company_id = c.id
      where c.id <> ${SYSTEM_OWNER_COMPANY_ID}
      order by lower(c.name), c.id`),
  );
  const items = raws.map((raw) => toRow(raw, now));
  const paying = items.filter((item) => item.status === 'active' || item.status === 'past_due');
  const byPlan: Record<string, number> = {};
  for (const item of paying) byPlan[item.plan] = (byPlan[item.plan] ?? 0) + item.monthlyTotal;
  return {
    items,
    mrr: { total: paying.reduce((sum, item) => sum + item.monthlyTotal, 0), byPlan },
    trialsEndingSoon: items.filter((item) => {
      const left = Date.parse(item.currentPeriodEnd) - now.getTime();
      return item.status === 'trialing' && left > 0 && left <= 7 * DAY;
    }),
  };
}

/** A customer company that exists; the system owner's own and unknown ids are 404. */
async function assertCustomer(services: Services, companyId: string): Promise<void> {
  if (companyId === SYSTEM_OWNER_COMPANY_ID) throw notFound('Company');
  const [row] = await services.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) throw notFound('Company');
}

/** The system owner moves a company to a plan by hand: the same rules and documents as the company's own change. */
export async function setCompanyPlan(
  services: Services,
  viewer: Viewer,
  companyId: string,
  input: SetCompanyPlanInput,
  req: FastifyRequest,
): Promise<Subscription> {
  await assertCustomer(services, companyId);
  return changePlan(services, viewer, { plan: input.plan }, req, { companyId, reason: input.reason });
}

/** Credits given by hand (a goodwill gesture, a correction): a pack of their own, used after the plan's. */
export async function grantCredits(
  services: Services,
  viewer: Viewer,
  companyId: string,
  input: GrantCreditsInput,
  req: FastifyRequest,
): Promise<Subscription> {
  await assertCustomer(services, companyId);
  await withTenant(services.database, companyId, async (tx) => {
    await lockedSubscription(tx, companyId, new Date());
    await tx.insert(subscriptionAddOns).values({
      companyId,
      addOnId: 'ai_credits_50',
      quantity: 1,
      unitPriceCents: 0,
      billingType: 'one_time',
      creditsGranted: input.credits,
      creditsRemaining: input.credits,
      grantReason: input.reason,
      createdBy: viewer.userId,
    });
    await writeAudit(tx, req, {
      action: 'subscription.credits_granted',
      companyId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'subscription',
      targetId: companyId,
      details: { credits: input.credits, reason: input.reason },
    });
  });
  return getSubscription(services, { ...viewer, tenantId: companyId });
}

/** Open invoices of every company, oldest first: what the system owner waits to be paid by transfer. */
export async function listOpenInvoices(services: Services): Promise<{ items: OpenInvoice[] }> {
  const rows = rowsOf<{
    id: string;
    company_id: string;
    company_name: string;
    number: string;
    total_cents: number;
    issued_at: string | Date;
  }>(
    await services.database.db.execute(sql`
      select i.id, i.company_id, c.name as company_name, i.number, i.total_cents, i.issued_at
      from invoices i join companies c on c.id = i.company_id
      where i.status = 'open' and i.kind = 'invoice'
      order by i.issued_at, i.number`),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      companyId: row.company_id,
      companyName: row.company_name,
      number: row.number,
      total: Number(row.total_cents),
      issuedAt: new Date(row.issued_at).toISOString(),
    })),
  };
}

/** A bank transfer arrived: the invoice is paid. */
export async function markInvoicePaid(
  services: Services,
  viewer: Viewer,
  invoiceId: string,
  req: FastifyRequest,
): Promise<{ items: OpenInvoice[] }> {
  await services.database.db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!invoice) throw notFound('Invoice');
    if (invoice.status !== 'open' || invoice.kind !== 'invoice') {
      throw new AppError('CONFLICT', PLATFORM_MESSAGES.invoiceNotOpen);
    }
    await tx
      .update(invoices)
      .set({ status: 'paid', paidAt: new Date() })
      .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'open')));
    await writeAudit(tx, req, {
      action: 'invoice.marked_paid',
      companyId: invoice.companyId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'invoice',
      targetId: invoiceId,
      details: { number: invoice.number, total: invoice.totalCents },
    });
  });
  return listOpenInvoices(services);
}
