import { z } from 'zod';
import { ADD_ON_IDS, CURRENCY, PLANS } from '../plans.ts';
import { Id, plainLine, Timestamp } from './common.ts';
import { InternalAiUsage } from './internal-ai-usage.ts';

/**
 * Subscriptions (issue 11; spec sections 3, 4, 6, 8, 9): every company lives under one, kept on the
 * server. Money is integer cents in USD; the catalogue is `plans.ts`.
 */

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const INTERNAL_AI_STATUSES = ['not_configured', 'configured', 'active'] as const;
export type InternalAiStatus = (typeof INTERNAL_AI_STATUSES)[number];

/** Plans a company can choose (the trial is where it starts, never a choice). */
export const CHOOSABLE_PLANS = PLANS.filter((plan) => plan !== 'free_trial');

export const ADD_ON_QUANTITY_MAX = 20;

/**
 * Refusals. The seat messages are fixed texts (the numbers travel as `params` in the problem), so the
 * interface can say them in the user's language with the numbers in place.
 */
export const SUBSCRIPTION_MESSAGES = {
  /** Spec section 8: what the subscription screen says when a call fails. */
  loadFailed: 'Failed to load subscription',
  upgradeFailed: 'Failed to upgrade plan',
  purchaseFailed: 'Failed to purchase add-on',
  removeFailed: 'Failed to remove add-on',
  samePlan: 'The company is already on this plan',
  seatLimitReached: 'Every seat of the plan is taken: deactivate someone or add seats',
  planTooSmall: 'This plan has fewer seats than the people who are active: deactivate some first',
  seatsInUse: 'These seats are in use: deactivate people before removing them',
  quantity: `Choose a quantity from 1 to ${ADD_ON_QUANTITY_MAX}`,
  plan: 'Choose one of the plans',
  addOn: 'Choose one of the add-ons',
  notRecurring: 'Only a recurring add-on can be removed; AI credits stay until they are used',
  alreadyCanceled: 'The subscription is already cancelled',
  nothingToCancel: 'A trial has nothing to cancel: it ends by itself',
  planFirst: 'Choose a plan before buying add-ons',
  readOnly: "The company's subscription has ended: its workspace is read-only until a plan is chosen",
  creditsUsedUp: 'The AI credits of this period are used up: buy more, or wait for the next period',
  planLacksFeature: "The company's plan does not include this: a higher plan does",
} as const;

/** Problem codes whose `params` carry numbers for the message (SEAT_LIMIT_REACHED: `{limit, active}`). */
export const SEAT_LIMIT_REACHED = 'SEAT_LIMIT_REACHED';
export const PLAN_TOO_SMALL = 'PLAN_TOO_SMALL';
export const SEATS_IN_USE = 'SEATS_IN_USE';
/** An AI answer refused because the period's credits and every purchased pack are spent (`params: {renewsOn}`). */
export const AI_CREDITS_EXHAUSTED = 'AI_CREDITS_EXHAUSTED';
/** A feature the company's plan does not include (403, `params: {feature}`). */
export const PLAN_LACKS_FEATURE = 'PLAN_LACKS_FEATURE';
/** A change refused because the company's trial or cancelled subscription has run out (402). */
export const SUBSCRIPTION_ENDED = 'SUBSCRIPTION_ENDED';

/** What every page needs to know of the subscription (in /me): enough for the read-only banner. */
export const SubscriptionState = z.object({
  plan: z.enum(PLANS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodEnd: Timestamp,
  access: z.enum(['full', 'read_only']),
});
export type SubscriptionState = z.infer<typeof SubscriptionState>;

export const AddOnView = z.object({
  id: Id,
  addOnId: z.enum(ADD_ON_IDS),
  name: z.string(),
  type: z.enum(['users', 'ai_credits']),
  quantity: z.number().int(),
  /** Price of one unit, in cents. */
  price: z.number().int(),
  currency: z.literal(CURRENCY),
  billingType: z.enum(['recurring', 'one_time']),
  /** AI credits of this purchase not yet used; null for seats. */
  creditsRemaining: z.number().int().nullable(),
  /** AI credits the system owner granted by hand (with a reason), not bought. */
  granted: z.boolean(),
  createdAt: Timestamp,
});
export type AddOnView = z.infer<typeof AddOnView>;

export const SubscriptionUsage = z.object({
  currentUsers: z.number().int(),
  /** null: no limit (the system owner company). */
  maxUsers: z.number().int().nullable(),
  aiCreditsUsed: z.number().int(),
  aiCreditsTotal: z.number().int().nullable(),
  billingPeriodStart: Timestamp,
  billingPeriodEnd: Timestamp,
  isExemptFromAIBilling: z.boolean(),
  /** Measured from the calls to the company's internal AI this period; null without one. */
  internalAIUsage: InternalAiUsage.nullable(),
});
export type SubscriptionUsage = z.infer<typeof SubscriptionUsage>;

export const Subscription = z.object({
  id: Id,
  companyId: Id,
  plan: z.enum(PLANS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodStart: Timestamp,
  currentPeriodEnd: Timestamp,
  /** Full access, or read-only once a cancelled subscription or a trial has run out (nothing is deleted). */
  access: z.enum(['full', 'read_only']),
  /** The system owner company: no limits apply. */
  unlimited: z.boolean(),
  /** The plan's monthly price, and with the recurring add-ons, in cents. */
  planPrice: z.number().int(),
  monthlyTotal: z.number().int(),
  currency: z.literal(CURRENCY),
  paymentMethod: z.enum(['bank_transfer', 'card']),
  /** Open invoices can be paid by card on the payment provider's page (one is configured). */
  cardPayments: z.boolean(),
  providerSubscriptionId: z.string().nullable(),
  providerCustomerId: z.string().nullable(),
  addOns: z.array(AddOnView),
  usage: SubscriptionUsage,
  hasInternalAI: z.boolean(),
  internalAIStatus: z.enum(INTERNAL_AI_STATUSES),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Subscription = z.infer<typeof Subscription>;

export const ChangePlanInput = z
  .object({ plan: z.enum(CHOOSABLE_PLANS as [string, ...string[]], { error: SUBSCRIPTION_MESSAGES.plan }) })
  .strict();
export type ChangePlanInput = z.infer<typeof ChangePlanInput>;

export const PurchaseAddOnInput = z
  .object({
    addOnId: z.enum(ADD_ON_IDS, { error: SUBSCRIPTION_MESSAGES.addOn }),
    quantity: z
      .number({ error: SUBSCRIPTION_MESSAGES.quantity })
      .int({ error: SUBSCRIPTION_MESSAGES.quantity })
      .min(1, { error: SUBSCRIPTION_MESSAGES.quantity })
      .max(ADD_ON_QUANTITY_MAX, { error: SUBSCRIPTION_MESSAGES.quantity }),
  })
  .strict();
export type PurchaseAddOnInput = z.infer<typeof PurchaseAddOnInput>;

export const AddOnParams = z.object({ addOnRowId: Id });

export const InvoiceLine = z.object({
  position: z.number().int(),
  description: z.string(),
  quantity: z.number().int(),
  unitAmount: z.number().int(),
  amount: z.number().int(),
});

export const Invoice = z.object({
  id: Id,
  /** `CH-{year}-{sequence}`, numbered per company without gaps. */
  number: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  status: z.enum(['open', 'paid', 'void']),
  paymentMethod: z.enum(['bank_transfer', 'card']),
  currency: z.literal(CURRENCY),
  /** Tax-exclusive, in cents; a credit note's total is what the company is owed (positive). */
  total: z.number().int(),
  issuedAt: Timestamp,
  paidAt: Timestamp.nullable(),
  periodStart: Timestamp.nullable(),
  periodEnd: Timestamp.nullable(),
  lines: z.array(InvoiceLine),
});
export type Invoice = z.infer<typeof Invoice>;

export const InvoiceList = z.object({ items: z.array(Invoice) });
export const InvoiceParams = z.object({ invoiceId: Id });

// ---- The system owner's view (`/system-admin`, Subscriptions tab) ----

export const GRANT_CREDITS_MAX = 100_000;
export const REASON_MAX = 300;

export const PLATFORM_MESSAGES = {
  reasonRequired: 'Say why, for the audit log',
  reasonTooLong: `A reason can be at most ${REASON_MAX} characters`,
  credits: `Grant from 1 to ${GRANT_CREDITS_MAX.toLocaleString('en-US')} credits`,
  invoiceNotOpen: 'Only an open invoice can be marked paid',
} as const;

export const CompanySubscriptionRow = z.object({
  companyId: Id,
  companyName: z.string(),
  plan: z.enum(PLANS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  access: z.enum(['full', 'read_only']),
  currentPeriodEnd: Timestamp,
  seatsUsed: z.number().int(),
  seatsMax: z.number().int(),
  creditsUsed: z.number().int(),
  creditsTotal: z.number().int(),
  /** Plan and recurring add-ons, in cents. */
  monthlyTotal: z.number().int(),
  openInvoices: z.number().int(),
});
export type CompanySubscriptionRow = z.infer<typeof CompanySubscriptionRow>;

export const PlatformSubscriptions = z.object({
  items: z.array(CompanySubscriptionRow),
  /** Monthly recurring revenue of the running paid subscriptions, in total and per plan, in cents. */
  mrr: z.object({ total: z.number().int(), byPlan: z.record(z.string(), z.number().int()) }),
  /** Trials that end within the next 7 days. */
  trialsEndingSoon: z.array(CompanySubscriptionRow),
});
export type PlatformSubscriptions = z.infer<typeof PlatformSubscriptions>;

const Reason = plainLine(
  z
    .string()
    .trim()
    .min(1, { error: PLATFORM_MESSAGES.reasonRequired })
    .max(REASON_MAX, { error: PLATFORM_MESSAGES.reasonTooLong }),
);

export const CompanyIdParams = z.object({ companyId: Id });

export const SetCompanyPlanInput = z
  .object({
    plan: z.enum(CHOOSABLE_PLANS as [string, ...string[]], { error: SUBSCRIPTION_MESSAGES.plan }),
    reason: Reason,
  })
  .strict();
export type SetCompanyPlanInput = z.infer<typeof SetCompanyPlanInput>;

export const GrantCreditsInput = z
  .object({
    credits: z
      .number({ error: PLATFORM_MESSAGES.credits })
      .int({ error: PLATFORM_MESSAGES.credits })
      .min(1, { error: PLATFORM_MESSAGES.credits })
      .max(GRANT_CREDITS_MAX, { error: PLATFORM_MESSAGES.credits }),
    reason: Reason,
  })
  .strict();
export type GrantCreditsInput = z.infer<typeof GrantCreditsInput>;

export const OpenInvoice = z.object({
  id: Id,
  companyId: Id,
  companyName: z.string(),
  number: z.string(),
  total: z.number().int(),
  issuedAt: Timestamp,
});
export const OpenInvoiceList = z.object({ items: z.array(OpenInvoice) });
export type OpenInvoice = z.infer<typeof OpenInvoice>;
