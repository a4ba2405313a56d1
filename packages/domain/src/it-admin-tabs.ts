import { isSystemLevel, type Role, roleOrDefault } from './roles.ts';

/** The tabs of IT Administration (/it-admin), in the spec's order. */
export const IT_ADMIN_TABS = ['overview', 'users', 'roles', 'sso', 'ai-rag', 'security', 'system'] as const;
export type ItAdminTab = (typeof IT_ADMIN_TABS)[number];

/**
 * The tabs about one company: they act on the company the viewer works in (for platform staff, the
 * company they manage), so a company's IT administrator and its account holder open them too.
 * AI/RAG (the product-wide knowledge base) and System (what the platform runs on) are the platform's
 * own and stay with platform staff (decision 0070).
 */
export const COMPANY_IT_ADMIN_TABS: readonly ItAdminTab[] = ['overview', 'users', 'roles', 'sso', 'security'];

const COMPANY_STAFF: ReadonlySet<Role> = new Set(['company_it_admin', 'account_holder']);

/** The tabs a role may open; none for anyone else. */
export function itAdminTabsFor(role: string | null | undefined): ItAdminTab[] {
  if (isSystemLevel(role)) return [...IT_ADMIN_TABS];
  if (COMPANY_STAFF.has(roleOrDefault(role))) return [...COMPANY_IT_ADMIN_TABS];
  return [];
}

export function isItAdminTab(value: unknown): value is ItAdminTab {
  return typeof value === 'string' && (IT_ADMIN_TABS as readonly string[]).includes(value);
}
