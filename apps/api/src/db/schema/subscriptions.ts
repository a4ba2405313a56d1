import type { AddOnId, Plan } from '@competencyhub/domain/plans';
import type { InternalAiStatus, SubscriptionStatus } from '@competencyhub/domain/schemas/subscription';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** Subscriptions (0022): one per company; add-ons; invoices and credit notes with their lines. */
export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  plan: text('plan').$type<Plan>().notNull(),
  status: text('status').$type<SubscriptionStatus>().notNull(),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  paymentMethod: text('payment_method').$type<'bank_transfer' | 'card'>().notNull().default('bank_transfer'),
  providerSubscriptionId: text('provider_subscription_id'),
  providerCustomerId: text('provider_customer_id'),
  hasInternalAi: boolean('has_internal_ai').notNull().default(false),
  internalAiStatus: text('internal_ai_status').$type<InternalAiStatus>().notNull().default('not_configured'),
  exemptFromAiBilling: boolean('exempt_from_ai_billing').notNull().default(false),
  planCreditsUsed: integer('plan_credits_used').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const subscriptionAddOns = pgTable('subscription_add_ons', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  addOnId: text('add_on_id').$type<AddOnId>().notNull(),
  quantity: integer('quantity').notNull(),
  unitPriceCents: integer('unit_price_cents').notNull(),
  billingType: text('billing_type').$type<'recurring' | 'one_time'>().notNull(),
  creditsGranted: integer('credits_granted'),
  creditsRemaining: integer('credits_remaining'),
  grantReason: text('grant_reason'),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
});

export const invoices = pgTable('invoices', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  number: text('number').notNull(),
  kind: text('kind').$type<'invoice' | 'credit_note'>().notNull(),
  status: text('status').$type<'open' | 'paid' | 'void'>().notNull(),
  paymentMethod: text('payment_method').$type<'bank_transfer' | 'card'>().notNull(),
  currency: text('currency').notNull().default('USD'),
  totalCents: integer('total_cents').notNull(),
  periodStart: timestamp('period_start', { withTimezone: true }),
  periodEnd: timestamp('period_end', { withTimezone: true }),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdBy: uuid('created_by'),
  /** The card provider's payment (a Stripe Checkout Session id) once paid by card. */
  providerPaymentId: text('provider_payment_id'),
});

export const invoiceLines = pgTable('invoice_lines', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  invoiceId: uuid('invoice_id').notNull(),
  position: integer('position').notNull(),
  description: text('description').notNull(),
  quantity: integer('quantity').notNull(),
  unitAmountCents: integer('unit_amount_cents').notNull(),
  amountCents: integer('amount_cents').notNull(),
});
