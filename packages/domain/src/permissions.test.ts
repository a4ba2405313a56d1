import { describe, expect, it } from 'vitest';
import {
  hasPermission,
  isPermission,
  PERMISSION_NAMES,
  PERMISSION_REFUSALS,
  PERMISSIONS,
  type Permission,
  rolesRefused,
  rolesWith,
} from './permissions.ts';
import { ROLES } from './roles.ts';

// Written out from spec sections 2 and 6 (and the admin rules of this release), so the map can be
// wrong and this test still right.
const EXPECTED: Record<Permission, string[]> = {
  member: [
    'employee',
    'team_manager',
    'learning_lead',
    'company_it_admin',
    'account_holder',
    'system_admin',
    'system_owner',
  ],
  manage_people: ['company_it_admin', 'account_holder', 'system_admin', 'system_owner'],
  view_audit_log: ['company_it_admin', 'account_holder', 'system_admin', 'system_owner'],
  administer_company: ['account_holder', 'system_admin', 'system_owner'],
  operate_platform: ['system_admin', 'system_owner'],
  manage_competencies: ['learning_lead', 'account_holder', 'system_admin', 'system_owner'],
  view_job_profiles: ['team_manager', 'learning_lead', 'account_holder', 'system_admin', 'system_owner'],
  manage_job_profiles: ['learning_lead', 'account_holder', 'system_admin', 'system_owner'],
  manage_teams: ['learning_lead', 'account_holder', 'system_admin', 'system_owner'],
  // Spec section 2: /team-management is for TM, LL, AH, SA, SO.
  view_teams: ['team_manager', 'learning_lead', 'account_holder', 'system_admin', 'system_owner'],
  // The knowledge-base page lives under /company-admin (AH, SA, SO).
  manage_knowledge_base: ['account_holder', 'system_admin', 'system_owner'],
  manage_organisation: ['account_holder', 'system_admin', 'system_owner'],
  // Decision 0070: IT Administration's company tabs.
  administer_it: ['company_it_admin', 'account_holder', 'system_admin', 'system_owner'],
};

describe('the permission map', () => {
  it('names every permission once', () => {
    expect([...PERMISSION_NAMES].sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...PERMISSION_NAMES].sort());
  });

  it.each(Object.entries(EXPECTED))('gives %s to exactly the roles the rules name', (name, roles) => {
    const permission = name as Permission;
    expect(rolesWith(permission)).toEqual(roles);
    expect(rolesRefused(permission)).toEqual(ROLES.filter((r) => !roles.includes(r)));
    for (const role of ROLES) expect(hasPermission(role, permission), role).toBe(roles.includes(role));
  });

  it('tells a permission from an access level that is not one', () => {
    expect(isPermission('manage_people')).toBe(true);
    for (const other of ['public', 'session', 'admin', 'toString', null])
      expect(isPermission(other)).toBe(false);
  });

  it('reads a missing or unknown role as an employee', () => {
    expect(hasPermission(null, 'member')).toBe(true);
    expect(hasPermission('admin', 'manage_people')).toBe(false);
    expect(hasPermission(undefined, 'operate_platform')).toBe(false);
  });

  it('explains every refusal in a sentence', () => {
    for (const name of PERMISSION_NAMES) expect(PERMISSION_REFUSALS[name]).toMatch(/^[A-Z].+$/);
    // The company page's own message, which the web app translates (company.forbidden).
    expect(PERMISSION_REFUSALS.administer_company).toBe(
      'Only account holders and platform administrators can administer the company',
    );
  });
});
