import {
  canAdministerCompany,
  canManageCompetencies,
  canManagePeople,
  canViewJobProfiles,
  canViewTeams,
  isAdminLevel,
  isSystemLevel,
  ROLES,
  type Role,
  roleOrDefault,
} from './roles.ts';

/**
 * What a role may do, by name. Every API route declares one of these (or 'public' / 'session'),
 * and the route helper refuses anyone whose role it does not allow, before the handler runs. The
 * web app can hide what a permission refuses with the same map. Rules that depend on data (which
 * roles an actor may grant, whose account they may change) stay in the services.
 */
export const PERMISSIONS = {
  /** Use the app as an approved member: one's own profile, photo and colleagues' files. */
  member: () => true,
  /** Approve and reject join requests, invite, change roles and line managers, deactivate. */
  manage_people: canManagePeople,
  /** Read the company's audit trail. */
  view_audit_log: isAdminLevel,
  /** Company Administration (/company-admin): the company's details and e-mail domains. */
  administer_company: canAdministerCompany,
  /** Platform-wide work: every company, the company one manages, the contact inbox. */
  operate_platform: isSystemLevel,
  /** Competency Management (/competency-management): frameworks, scales, categories, competencies. */
  manage_competencies: canManageCompetencies,
  /** Job Profiles (/job-profiles): read the company's roles, their requirements and holders. */
  view_job_profiles: canViewJobProfiles,
  /** Create, edit and archive job profiles and assign them to people (team managers only read). */
  manage_job_profiles: canManageCompetencies,
  /** Team Management (/team-management): a manager's own team; every team for learning leads and up. */
  view_teams: canViewTeams,
  /** Create, change and delete cross-functional teams (learning leads, account holders, platform staff). */
  manage_teams: canManageCompetencies,
  /** The company knowledge base's page: review submissions, fetch pages again, delete, its review rule. */
  manage_knowledge_base: canAdministerCompany,
  /** The organisation (Company Administration > Organisation): units, cost centres, locations. */
  manage_organisation: canAdministerCompany,
  /** IT Administration's company tabs (overview, users, roles, SSO, security): decision 0070. */
  administer_it: isAdminLevel,
} as const satisfies Record<string, (role: Role) => boolean>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

const NOT_ALLOWED = 'You are not allowed to do this';

/**
 * The message of the 403 a refused permission answers. The web app shows its generic 'forbidden'
 * text for the plain one and translates the company page's own message (company.forbidden).
 */
export const PERMISSION_REFUSALS: Record<Permission, string> = {
  member: NOT_ALLOWED,
  manage_people: NOT_ALLOWED,
  view_audit_log: NOT_ALLOWED,
  administer_company: 'Only account holders and platform administrators can administer the company',
  operate_platform: NOT_ALLOWED,
  manage_competencies:
    'Only learning leads, account holders and platform administrators can edit competency frameworks',
  view_job_profiles: NOT_ALLOWED,
  manage_job_profiles:
    'Only learning leads, account holders and platform administrators can edit and assign job profiles',
  view_teams: NOT_ALLOWED,
  manage_teams:
    'Only learning leads, account holders and platform administrators can create and change teams',
  manage_knowledge_base: 'Only account holders and platform administrators can manage the knowledge base',
  manage_organisation: 'Only account holders and platform administrators can change the organisation',
  administer_it: 'Only IT administrators, account holders and platform administrators can do this',
};

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

/** A profile with no (or an unknown) role is an employee, as everywhere else. */
export function hasPermission(role: string | null | undefined, permission: Permission): boolean {
  return PERMISSIONS[permission](roleOrDefault(role));
}

/** The roles a permission allows, smallest first. */
export function rolesWith(permission: Permission): Role[] {
  return ROLES.filter((role) => hasPermission(role, permission));
}

/** The roles a permission refuses, smallest first. */
export function rolesRefused(permission: Permission): Role[] {
  return ROLES.filter((role) => !hasPermission(role, permission));
}
