import { describe, expect, it } from 'vitest';
import { findNavItem, navigationPaths, sidebarFor } from './navigation.ts';
import { effectiveRoles, type Role } from './roles.ts';

const OWNER_DOMAIN = 'competencyhub.test';

function sidebarOf(role: Role, email: string, managedCompanyId: string | null = null) {
  const roles = effectiveRoles({ role, email, companyId: 'c1', managedCompanyId }, OWNER_DOMAIN);
  return sidebarFor({ role, effectiveRoles: roles }).map((group) => ({
    section: group.section,
    items: group.items.map((item) => (item.badge ? `${item.path} [${item.badge}]` : item.path)),
  }));
}

const MAIN = [
  '/dashboard',
  '/profile',
  '/competencies',
  '/experience',
  '/career-plan',
  '/personal-development',
];

describe('sidebarFor (spec section 2 tables)', () => {
  it('gives an employee the main section only, without MVP items', () => {
    expect(sidebarOf('employee', 'e@acme.test')).toEqual([{ section: 'main', items: MAIN }]);
  });

  it('gives a team manager the management pages of TM, untagged only', () => {
    expect(sidebarOf('team_manager', 'm@acme.test')).toEqual([
      { section: 'main', items: MAIN },
      { section: 'management', items: ['/team-management', '/job-profiles', '/internal-talent-search'] },
    ]);
  });

  it('gives a learning lead competency management but not course management (MVP2)', () => {
    expect(sidebarOf('learning_lead', 'l@acme.test')[1]?.items).toEqual([
      '/team-management',
      '/job-profiles',
      '/competency-management',
      '/internal-talent-search',
    ]);
  });

  it('gives a company IT admin user management and IT Administration', () => {
    expect(sidebarOf('company_it_admin', 'it@acme.test')[1]?.items).toEqual([
      '/user-management',
      '/it-admin',
    ]);
  });

  it('gives an account holder every untagged management page and no admin section', () => {
    const groups = sidebarOf('account_holder', 'o@acme.test');
    expect(groups.map((g) => g.section)).toEqual(['main', 'management']);
    expect(groups[1]?.items).toEqual([
      '/team-management',
      '/job-profiles',
      '/user-management',
      '/competency-management',
      '/internal-talent-search',
      '/talent-acquisition',
      '/company-admin',
      '/it-admin',
    ]);
  });

  it('shows a system admin every item with release badges and the System Administration section', () => {
    const groups = sidebarOf('system_admin', 'admin@competencyhub.test');
    expect(groups[0]?.items).toEqual([...MAIN, '/learning [MVP2]']);
    expect(groups[1]?.items).toContain('/course-management [MVP2]');
    expect(groups[1]?.items).toContain('/succession-planning [MVP2]');
    // Platform staff open IT Administration from their own section only (decision 0070).
    expect(groups[1]?.items).not.toContain('/it-admin');
    expect(groups[2]).toEqual({
      section: 'admin',
      items: ['/system-admin', '/it-admin', '/enterprise-integrations [MVP3]', '/subscription'],
    });
  });

  it('shows the system owner the same sections', () => {
    const groups = sidebarOf('system_owner', 'root@competencyhub.test');
    expect(groups.map((g) => g.section)).toEqual(['main', 'management', 'admin']);
    expect(groups[1]?.items).toHaveLength(12);
  });

  it('keeps sub-items, badge-free, for non-system users', () => {
    const roles = effectiveRoles({ role: 'employee', email: 'e@acme.test' }, OWNER_DOMAIN);
    const competencies = sidebarFor({ role: 'employee', effectiveRoles: roles })[0]?.items[2];
    expect(competencies?.children?.map((c) => c.path)).toEqual([
      '/competencies',
      '/competencies?tab=assessments',
    ]);
    expect(competencies?.badge).toBeNull();
  });
});

describe('navigationPaths and findNavItem', () => {
  it('lists every signed-in route of spec section 2 once', () => {
    expect(navigationPaths().sort()).toEqual(
      [
        '/dashboard',
        '/profile',
        '/competencies',
        '/experience',
        '/career-plan',
        '/personal-development',
        '/learning',
        '/team-management',
        '/job-profiles',
        '/user-management',
        '/competency-management',
        '/course-management',
        '/internal-talent-search',
        '/talent-acquisition',
        '/budget-management',
        '/learning-analytics',
        '/reports-analytics',
        '/succession-planning',
        '/company-admin',
        '/system-admin',
        '/it-admin',
        '/enterprise-integrations',
        '/subscription',
      ].sort(),
    );
  });

  it('finds items by path, ignoring the query', () => {
    expect(findNavItem('/subscription?tab=addons')?.label).toBe('Subscription Management');
    expect(findNavItem('/nope')).toBeUndefined();
  });
});
