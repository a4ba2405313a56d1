/** Subscription plans. The enterprise plans unlock the internal AI assistant (spec section 6). */
export const PLANS = [
  'free_trial',
  'starter',
  'professional',
  'enterprise_essentials',
  'enterprise_core',
] as const;
export type Plan = (typeof PLANS)[number];

export const ENTERPRISE_PLANS: readonly Plan[] = ['enterprise_core', 'enterprise_essentials'];

/** Enterprise access means the plan is enterprise_core or enterprise_essentials. */
export function hasEnterpriseAccess(plan: string | null | undefined): boolean {
  return typeof plan === 'string' && (ENTERPRISE_PLANS as readonly string[]).includes(plan);
}

/** Money is kept in integer cents, so sums and proration never meet floating-point rounding. */
export const CURRENCY = 'USD';

/** What a plan can include; the landing page and the subscription screens translate each key. */
export const PLAN_FEATURES = [
  'competency_management',
  'career_pathways',
  'team_analytics',
  'custom_role_profiles',
  'talent_search',
  'succession_planning',
  'ai_insights',
  'audit_trails',
  'internal_ai',
  'priority_support',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export interface PlanDefinition {
  id: Plan;
  /** Price per month for the whole company, in cents; 0 for the trial. */
  monthlyPriceCents: number;
  /** The trial's length; null for paid plans, which renew monthly. */
  trialDays: number | null;
  maxUsers: number;
  aiCreditsPerMonth: number;
  features: readonly PlanFeature[];
  /** Enterprise plans unlock the internal AI assistant (kept equal to ENTERPRISE_PLANS by a test). */
  enterprise: boolean;
}

const CORE_FEATURES: readonly PlanFeature[] = ['competency_management', 'career_pathways', 'talent_search'];
const PROFESSIONAL_FEATURES: readonly PlanFeature[] = [
  ...CORE_FEATURES,
  'team_analytics',
  'custom_role_profiles',
  'ai_insights',
];
const ENTERPRISE_FEATURES: readonly PlanFeature[] = [
  ...PROFESSIONAL_FEATURES,
  'succession_planning',
  'audit_trails',
  'internal_ai',
  'priority_support',
];

/**
 * The plans as sold and billed; the landing page's prices and the subscription's limits both read
 * these. Professional carries the spec's sample limits (50 users, 500 AI credits).
 */
export const PLAN_DEFINITIONS: Readonly<Record<Plan, PlanDefinition>> = {
  free_trial: {
    id: 'free_trial',
    monthlyPriceCents: 0,
    trialDays: 14,
    maxUsers: 10,
    aiCreditsPerMonth: 50,
    // A trial shows the professional product, so people judge what they would buy.
    features: PROFESSIONAL_FEATURES,
    enterprise: false,
  },
  starter: {
    id: 'starter',
    monthlyPriceCents: 2900,
    trialDays: null,
    maxUsers: 15,
    aiCreditsPerMonth: 100,
    features: CORE_FEATURES,
    enterprise: false,
  },
  professional: {
    id: 'professional',
    monthlyPriceCents: 9900,
    trialDays: null,
    maxUsers: 50,
    aiCreditsPerMonth: 500,
    features: PROFESSIONAL_FEATURES,
    enterprise: false,
  },
  enterprise_essentials: {
    id: 'enterprise_essentials',
    monthlyPriceCents: 29900,
    trialDays: null,
    maxUsers: 250,
    aiCreditsPerMonth: 2500,
    features: ENTERPRISE_FEATURES.filter((f) => f !== 'priority_support'),
    enterprise: true,
  },
  enterprise_core: {
    id: 'enterprise_core',
    monthlyPriceCents: 79900,
    trialDays: null,
    maxUsers: 1000,
    aiCreditsPerMonth: 10000,
    features: ENTERPRISE_FEATURES,
    enterprise: true,
  },
};

export const ADD_ON_IDS = ['user_block_50', 'ai_credits_50'] as const;
export type AddOnId = (typeof ADD_ON_IDS)[number];

export interface AddOnDefinition {
  id: AddOnId;
  /** What one unit adds. */
  unit: { extraUsers: number; extraAiCredits: number };
  unitPriceCents: number;
  /** recurring: billed every month until removed; one_time: billed once, credits do not renew. */
  billingType: 'recurring' | 'one_time';
}

/** Spec section 9: user_block_50 adds 50 users at 10.99 USD, recurring; ai_credits_50 adds 50 AI credits. */
export const ADD_ONS: Readonly<Record<AddOnId, AddOnDefinition>> = {
  user_block_50: {
    id: 'user_block_50',
    unit: { extraUsers: 50, extraAiCredits: 0 },
    unitPriceCents: 1099,
    billingType: 'recurring',
  },
  ai_credits_50: {
    id: 'ai_credits_50',
    unit: { extraUsers: 0, extraAiCredits: 50 },
    unitPriceCents: 499,
    billingType: 'one_time',
  },
};

/** Cents as a decimal amount, e.g. 1099 -> 10.99, for display with Intl.NumberFormat. */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}
