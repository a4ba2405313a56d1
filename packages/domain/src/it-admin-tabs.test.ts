import { describe, expect, it } from 'vitest';
import { itAdminTabsFor } from './it-admin-tabs.ts';
import { hasPermission } from './permissions.ts';
import { ROLES } from './roles.ts';

describe('IT Administration tabs by role', () => {
  it('gives platform staff every tab and company staff the company tabs', () => {
    expect(itAdminTabsFor('system_owner')).toEqual([
      'overview',
      'users',
      'roles',
      'sso',
      'ai-rag',
      'security',
      'system',
    ]);
    expect(itAdminTabsFor('system_admin')).toHaveLength(7);
    for (const role of ['company_it_admin', 'account_holder']) {
      expect(itAdminTabsFor(role)).toEqual(['overview', 'users', 'roles', 'sso', 'security']);
    }
  });

  it('gives nobody else a tab, and the permission matches the tabs', () => {
    for (const role of ['employee', 'team_manager', 'learning_lead', null, 'nonsense']) {
      expect(itAdminTabsFor(role)).toEqual([]);
    }
    for (const role of ROLES) {
      expect(hasPermission(role, 'administer_it')).toBe(itAdminTabsFor(role).length > 0);
    }
  });
});
