import { navigationPaths } from '@competencyhub/domain/navigation';
import { ROLES, type Role } from '@competencyhub/domain/roles';
import { describe, expect, it } from 'vitest';
import { quickLinksFor } from './quick-links.ts';
import { SIGNED_IN_PATHS } from './signed-in-paths.ts';

const viewer = (role: Role, effectiveRoles: readonly Role[] = [role]) => ({
  user: { role },
  effectiveRoles: [...effectiveRoles],
});
const paths = (role: Role, effectiveRoles?: readonly Role[]) =>
  quickLinksFor(viewer(role, effectiveRoles)).map((link) => link.path);

describe("the dashboard's quick links", () => {
  it("are an employee's sidebar pages that exist, without the dashboard itself", () => {
    expect(paths('employee')).toEqual([
      '/profile',
      '/competencies',
      '/experience',
      '/career-plan',
      '/personal-development',
    ]);
  });

  it('add the management pages a role may open, each once, and never a page not built yet', () => {
    expect(paths('team_manager')).toEqual([
      '/profile',
      '/competencies',
      '/experience',
      '/career-plan',
      '/personal-development',
      '/team-management',
      '/job-profiles',
    ]);
    // The system owner sees the MVP2 items in the sidebar; none of them has a page.
    const owner = paths('system_owner', ROLES);
    expect(owner).toEqual(expect.arrayContaining(['/system-admin', '/it-admin', '/competency-management']));
    expect(owner).not.toContain('/learning');
    expect(owner).not.toContain('/dashboard');
    expect(new Set(owner).size).toBe(owner.length);
    expect(quickLinksFor(viewer('employee'))[0]).toEqual({ path: '/profile', labelKey: 'nav.items.profile' });
  });

  it('come from sidebar paths: every page that exists is one', () => {
    expect(navigationPaths()).toEqual(expect.arrayContaining([...SIGNED_IN_PATHS]));
  });
});
