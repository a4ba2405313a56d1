import { isSystemLevel, type Role } from './roles.ts';

/** Release stages (spec section 6); tagged items are seen only by system-level users. */
export const RELEASE_STAGES = ['MVP2', 'MVP3', 'EXP'] as const;
export type ReleaseStage = (typeof RELEASE_STAGES)[number];

/** Tooltip text of each release-stage badge, verbatim from the spec. */
export const RELEASE_STAGE_TOOLTIPS: Record<ReleaseStage, string> = {
  MVP2: 'Coming soon',
  MVP3: 'Planned for Q3 2024',
  EXP: 'In development',
};

export type NavSection = 'main' | 'management' | 'admin';

/** Icon names; the web app maps them to glyphs. */
export type NavIcon =
  | 'dashboard'
  | 'profile'
  | 'competencies'
  | 'experience'
  | 'career'
  | 'development'
  | 'learning'
  | 'team'
  | 'jobProfiles'
  | 'users'
  | 'competencyManagement'
  | 'courses'
  | 'talentSearch'
  | 'talentAcquisition'
  | 'budget'
  | 'learningAnalytics'
  | 'reports'
  | 'succession'
  | 'company'
  | 'systemAdmin'
  | 'itAdmin'
  | 'integrations'
  | 'subscription';

export interface NavItem {
  /** Path with an optional query (`/competencies?tab=assessments`). */
  path: string;
  /** i18n key of the label; the English label is in `label`. */
  labelKey: string;
  label: string;
  icon: NavIcon;
  roles: readonly Role[];
  stage?: ReleaseStage;
  /** Shown only to company staff: platform staff reach the same page from their own section. */
  companyStaffOnly?: boolean;
  children?: readonly NavItem[];
}

const ALL: readonly Role[] = [
  'employee',
  'team_manager',
  'learning_lead',
  'company_it_admin',
  'account_holder',
  'system_admin',
  'system_owner',
];
const TM_LL_AH_SA_SO: readonly Role[] = [
  'team_manager',
  'learning_lead',
  'account_holder',
  'system_admin',
  'system_owner',
];
const LL_AH_SA_SO: readonly Role[] = ['learning_lead', 'account_holder', 'system_admin', 'system_owner'];
const AH_SA_SO: readonly Role[] = ['account_holder', 'system_admin', 'system_owner'];
const SA_SO: readonly Role[] = ['system_admin', 'system_owner'];

function item(
  path: string,
  key: string,
  label: string,
  icon: NavIcon,
  roles: readonly Role[],
  extra: Partial<NavItem> = {},
): NavItem {
  return { path, labelKey: `nav.items.${key}`, label, icon, roles, ...extra };
}

/** The sidebar of spec section 2, in order. */
export const NAVIGATION: Readonly<Record<NavSection, readonly NavItem[]>> = {
  main: [
    item('/dashboard', 'dashboard', 'My Dashboard', 'dashboard', ALL),
    item('/profile', 'profile', 'My Profile', 'profile', ALL),
    item('/competencies', 'competencies', 'My Competencies', 'competencies', ALL, {
      children: [
        item('/competencies', 'competencyOverview', 'Overview', 'competencies', ALL),
        item('/competencies?tab=assessments', 'assessments', 'Assessments', 'competencies', ALL),
      ],
    }),
    item('/experience', 'experience', 'My Experience', 'experience', ALL),
    item('/career-plan', 'careerPlan', 'My Career Planning', 'career', ALL),
    item('/personal-development', 'personalDevelopment', 'My Development', 'development', ALL),
    item('/learning', 'learning', 'My Learning', 'learning', ALL, { stage: 'MVP2' }),
  ],
  management: [
    item('/team-management', 'teamManagement', 'Team Management', 'team', TM_LL_AH_SA_SO),
    item('/job-profiles', 'jobProfiles', 'Job Profiles', 'jobProfiles', TM_LL_AH_SA_SO),
    item('/user-management', 'userManagement', 'User Management', 'users', [
      'company_it_admin',
      'account_holder',
      'system_admin',
      'system_owner',
    ]),
    item(
      '/competency-management',
      'competencyManagement',
      'Competency Management',
      'competencyManagement',
      LL_AH_SA_SO,
    ),
    item('/course-management', 'courseManagement', 'Course Management', 'courses', LL_AH_SA_SO, {
      stage: 'MVP2',
    }),
    item('/internal-talent-search', 'talentSearch', 'Talent Search', 'talentSearch', TM_LL_AH_SA_SO),
    item('/talent-acquisition', 'talentAcquisition', 'Talent Acquisition', 'talentAcquisition', AH_SA_SO),
    item('/budget-management', 'budgetManagement', 'Budget Management', 'budget', AH_SA_SO, {
      stage: 'MVP2',
    }),
    item(
      '/learning-analytics',
      'learningAnalytics',
      'Learning Analytics',
      'learningAnalytics',
      TM_LL_AH_SA_SO,
      {
        stage: 'MVP2',
      },
    ),
    item('/reports-analytics', 'reportsAnalytics', 'Reports & Analytics', 'reports', TM_LL_AH_SA_SO, {
      stage: 'MVP2',
    }),
    item('/succession-planning', 'successionPlanning', 'Succession Planning', 'succession', LL_AH_SA_SO, {
      stage: 'MVP2',
    }),
    item('/company-admin', 'companyAdmin', 'Company Administration', 'company', AH_SA_SO),
    // Decision 0070: a company's IT administrator and account holder run their company's tabs of
    // /it-admin; platform staff open it from the System Administration section below.
    item('/it-admin', 'itAdmin', 'IT Administration', 'itAdmin', ['company_it_admin', 'account_holder'], {
      companyStaffOnly: true,
    }),
  ],
  admin: [
    item('/system-admin', 'systemAdmin', 'System Admin', 'systemAdmin', SA_SO),
    item('/it-admin', 'itAdmin', 'IT Administration', 'itAdmin', SA_SO),
    item(
      '/enterprise-integrations',
      'enterpriseIntegrations',
      'Enterprise Integrations',
      'integrations',
      SA_SO,
      {
        stage: 'MVP3',
      },
    ),
    item('/subscription', 'subscription', 'Subscription Management', 'subscription', AH_SA_SO),
  ],
};

export const NAV_SECTIONS: readonly NavSection[] = ['main', 'management', 'admin'];

export interface NavViewer {
  /** The user's own role: decides release-stage visibility and the admin section. */
  role: string | null | undefined;
  /** From `effectiveRoles` (roles.ts): decides each item's visibility. */
  effectiveRoles: readonly Role[];
}

export interface VisibleNavItem extends NavItem {
  /** The badge to show, only for system-level users. */
  badge: ReleaseStage | null;
  children?: readonly VisibleNavItem[];
}

function visible(item: NavItem, viewer: NavViewer, systemLevel: boolean): VisibleNavItem | null {
  if (!item.path || !item.label || !item.icon) return null;
  if (!item.roles.some((role) => viewer.effectiveRoles.includes(role))) return null;
  if (item.stage && !systemLevel) return null;
  if (item.companyStaffOnly && systemLevel) return null;
  const children = item.children
    ?.map((child) => visible(child, viewer, systemLevel))
    .filter((child): child is VisibleNavItem => child !== null);
  const { children: _all, ...rest } = item;
  return { ...rest, badge: systemLevel ? (item.stage ?? null) : null, ...(children ? { children } : {}) };
}

/**
 * The sidebar a viewer sees (spec sections 2 and 6): items by effective role; release-stage items
 * and their badges only for system-level users; the System Administration section only for
 * system_admin or system_owner. Empty sections are left out.
 */
export function sidebarFor(viewer: NavViewer): Array<{ section: NavSection; items: VisibleNavItem[] }> {
  const systemLevel = isSystemLevel(viewer.role);
  return NAV_SECTIONS.filter((section) => section !== 'admin' || systemLevel)
    .map((section) => ({
      section,
      items: NAVIGATION[section]
        .map((entry) => visible(entry, viewer, systemLevel))
        .filter((entry): entry is VisibleNavItem => entry !== null),
    }))
    .filter((group) => group.items.length > 0);
}

/** Every signed-in route of the sidebar, without query strings, for the router and tests. */
export function navigationPaths(): string[] {
  const paths = new Set<string>();
  const walk = (items: readonly NavItem[]) => {
    for (const entry of items) {
      paths.add(entry.path.split('?')[0] ?? entry.path);
      if (entry.children) walk(entry.children);
    }
  };
  for (const section of NAV_SECTIONS) walk(NAVIGATION[section]);
  return [...paths];
}

/** The sidebar entry of a path (query ignored), searching sub-items too. */
export function findNavItem(path: string): NavItem | undefined {
  const bare = path.split('?')[0];
  const search = (items: readonly NavItem[]): NavItem | undefined => {
    for (const entry of items) {
      if (entry.path.split('?')[0] === bare) return entry;
      const inChildren = entry.children ? search(entry.children) : undefined;
      if (inChildren) return inChildren;
    }
    return undefined;
  };
  for (const section of NAV_SECTIONS) {
    const found = search(NAVIGATION[section]);
    if (found) return found;
  }
  return undefined;
}
