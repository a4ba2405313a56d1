import { DEFAULT_SYSTEM_OWNER_DOMAIN } from './constants.ts';

/** Spec section 6: the seven roles, smallest first. */
export const ROLES = [
  'employee',
  'team_manager',
  'learning_lead',
  'company_it_admin',
  'account_holder',
  'system_admin',
  'system_owner',
] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = 'employee';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** A profile with no (or an unknown) role is an employee. */
export function roleOrDefault(role: string | null | undefined): Role {
  return isRole(role) ? role : DEFAULT_ROLE;
}

/** 'System-admin access': system_admin or system_owner. */
export function hasSystemAdminAccess(role: string | null | undefined): boolean {
  const r = roleOrDefault(role);
  return r === 'system_admin' || r === 'system_owner';
}

/** System-level users: system_owner and system_admin. */
export function isSystemLevel(role: string | null | undefined): boolean {
  return hasSystemAdminAccess(role);
}

const ADMIN_LEVEL: ReadonlySet<Role> = new Set([
  'system_owner',
  'system_admin',
  'account_holder',
  'company_it_admin',
]);

/** Admin-level users: system_owner, system_admin, account_holder, company_it_admin. */
export function isAdminLevel(role: string | null | undefined): boolean {
  return ADMIN_LEVEL.has(roleOrDefault(role));
}

/** 'System admin with company': a system_admin whose company id is set and is not 'system'. */
export function isSystemAdminWithCompany(user: { role?: string | null; companyId?: string | null }): boolean {
  return (
    roleOrDefault(user.role) === 'system_admin' &&
    typeof user.companyId === 'string' &&
    user.companyId !== '' &&
    user.companyId !== 'system'
  );
}

export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** Users whose e-mail ends with the system owner's domain belong to the system owner company. */
export function belongsToSystemOwner(
  email: string,
  systemOwnerDomain = DEFAULT_SYSTEM_OWNER_DOMAIN,
): boolean {
  const domain = emailDomain(email);
  const owner = systemOwnerDomain.trim().toLowerCase();
  if (!owner || !domain) return false;
  return domain === owner || domain.endsWith(`.${owner}`);
}

export interface EffectiveRoleSubject {
  role?: string | null;
  email: string;
  companyId?: string | null;
  /** The company a system-level user currently manages, if any. */
  managedCompanyId?: string | null;
}

/**
 * Effective roles decide which sidebar items a user sees (spec section 6):
 * system_owner gets every role but company_it_admin; a system_admin of the product company's own
 * domain gets every role but system_owner; anyone else gets their own role, and a system_admin who
 * also manages a company additionally gets account_holder and learning_lead.
 */
export function effectiveRoles(
  subject: EffectiveRoleSubject,
  systemOwnerDomain = DEFAULT_SYSTEM_OWNER_DOMAIN,
): Role[] {
  const role = roleOrDefault(subject.role);
  if (role === 'system_owner') return ROLES.filter((r) => r !== 'company_it_admin');
  if (role === 'system_admin' && belongsToSystemOwner(subject.email, systemOwnerDomain)) {
    return ROLES.filter((r) => r !== 'system_owner');
  }
  const roles: Role[] = [role];
  if (isSystemAdminWithCompany({ role, companyId: subject.managedCompanyId ?? subject.companyId })) {
    roles.push('account_holder', 'learning_lead');
  }
  return roles;
}

/** Help Mode: system_owner, system_admin, company_it_admin only. */
export function canUseHelpMode(role: string | null | undefined): boolean {
  const r = roleOrDefault(role);
  return r === 'system_owner' || r === 'system_admin' || r === 'company_it_admin';
}

/** Manage Subscription and Purchase Add-ons in the user menu: account_holder only. */
export function canSeeSubscriptionMenu(role: string | null | undefined): boolean {
  return roleOrDefault(role) === 'account_holder';
}

export type BadgeColor = 'purple' | 'blue' | 'green' | 'orange' | 'gray' | 'red';

/** Role badge colours (spec section 6). system_owner is not named there; it shares system_admin's red. */
export const ROLE_BADGE_COLORS: Record<Role, BadgeColor> = {
  account_holder: 'purple',
  learning_lead: 'blue',
  team_manager: 'green',
  company_it_admin: 'orange',
  employee: 'gray',
  system_admin: 'red',
  system_owner: 'red',
};

export function roleBadgeColor(role: string | null | undefined): BadgeColor {
  return ROLE_BADGE_COLORS[roleOrDefault(role)];
}

/** Company Administration (/company-admin): account_holder, system_admin and system_owner (spec section 2). */
export function canAdministerCompany(role: string | null | undefined): boolean {
  const r = roleOrDefault(role);
  return r === 'account_holder' || r === 'system_admin' || r === 'system_owner';
}

/** Who may edit competency frameworks (spec section 2: /competency-management is LL, AH, SA, SO). */
export function canManageCompetencies(role: string | null | undefined): boolean {
  const r = roleOrDefault(role);
  return r === 'learning_lead' || canAdministerCompany(r);
}

/** Who may read job profiles (spec section 2: /job-profiles is TM, LL, AH, SA, SO). */
export function canViewJobProfiles(role: string | null | undefined): boolean {
  return roleOrDefault(role) === 'team_manager' || canManageCompetencies(role);
}

/** Team Management (/team-management): team managers see their own team; these roles see every team. */
export function canViewTeams(role: string | null | undefined): boolean {
  return canViewJobProfiles(role);
}

/** Learning leads, account holders and platform staff see every team of the company, not just their own. */
export function canSeeEveryTeam(role: string | null | undefined): boolean {
  return canManageCompetencies(role);
}

/** Who may manage a company's people: approve, reject, invite, revoke, change roles, deactivate. */
export function canManagePeople(role: string | null | undefined): boolean {
  return isAdminLevel(role);
}

export interface GrantContext {
  /** True when the company is the system owner's; system roles exist only there. */
  systemOwnerCompany?: boolean;
}

/**
 * The roles an actor may grant inside a company. Nobody grants more than they hold; company roles
 * never grant system roles, only the system owner creates system admins, and only inside the system
 * owner company (a system admin inside a customer company would reach every customer).
 */
export function grantableRoles(actorRole: string | null | undefined, context: GrantContext = {}): Role[] {
  const r = roleOrDefault(actorRole);
  const companyRoles: Role[] = ['employee', 'team_manager', 'learning_lead', 'company_it_admin'];
  switch (r) {
    case 'system_owner':
      return context.systemOwnerCompany
        ? [...companyRoles, 'account_holder', 'system_admin']
        : [...companyRoles, 'account_holder'];
    case 'system_admin':
    case 'account_holder':
      return [...companyRoles, 'account_holder'];
    case 'company_it_admin':
      return companyRoles;
    default:
      return [];
  }
}

export function canGrantRole(
  actorRole: string | null | undefined,
  target: Role,
  context: GrantContext = {},
): boolean {
  return grantableRoles(actorRole, context).includes(target);
}

/**
 * The roles the people of a company can hold, e.g. for a role filter: system roles exist only inside
 * the system owner company, so a customer company's lists never offer them.
 */
export function rolesInCompany(context: GrantContext = {}): Role[] {
  return context.systemOwnerCompany ? [...ROLES] : ROLES.filter((role) => !isSystemLevel(role));
}

/**
 * Who adds pages straight to the knowledge base (spec: autoApproved): administrators and learning
 * leads, unless their company reviews every page. Everyone else's suggestions wait for review.
 */
export const addsKnowledgeDirectly = (role: Role): boolean => isAdminLevel(role) || role === 'learning_lead';
