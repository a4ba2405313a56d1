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
