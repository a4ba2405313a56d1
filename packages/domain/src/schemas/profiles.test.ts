import { describe, expect, it } from 'vitest';
import {
  ChangeRoleInput,
  ListProfilesQuery,
  Me,
  Profile,
  ProfileIdParams,
  ProfileListItem,
  ProfilePage,
  ProfileStatusSchema,
  SetLineManagerInput,
  SetManagedCompanyInput,
} from './profiles.ts';

const userId = '3f2b8c1e-1234-4abc-8def-0123456789ab';
const acmeId = 'c0a80121-7ac0-4e1c-9b7f-0123456789ab';

const profile = {
  id: userId,
  email: 'ada@acme.test',
  fullName: 'Ada Lovelace',
  role: 'account_holder',
  status: 'active',
  emailVerified: true,
  phone: null,
  jobTitle: 'Head of People',
  department: null,
  location: null,
  lineManagerId: null,
  jobProfileId: null,
  companyId: acmeId,
  avatarUrl: null,
  lastSignInAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('ListProfilesQuery', () => {
  it('defaults limit to 25', () => {
    expect(ListProfilesQuery.parse({})).toEqual({ limit: 25 });
  });

  it.each([
    ['1', 1],
    ['10', 10],
    ['100', 100],
    [50, 50],
  ])('coerces limit %j from the query string to %i', (limit, expected) => {
    expect(ListProfilesQuery.parse({ limit }).limit).toBe(expected);
  });

  it.each(['0', '-5', '101', '2.5', 'all'])('rejects limit %j', (limit) => {
    const result = ListProfilesQuery.safeParse({ limit });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['limit']);
  });

  it.each(['active', 'pending_approval', 'unauthorized', 'deactivated'])('filters by status %s', (status) => {
    expect(ListProfilesQuery.parse({ status }).status).toBe(status);
  });

  it.each(['approved', 'ACTIVE', ''])('rejects status %j', (status) => {
    expect(ListProfilesQuery.safeParse({ status }).success).toBe(false);
  });

  it.each(['employee', 'company_it_admin', 'system_owner'])('filters by role %s', (role) => {
    expect(ListProfilesQuery.parse({ role }).role).toBe(role);
  });

  it.each(['admin', 'Employee', ''])('rejects role %j with the role message', (role) => {
    const result = ListProfilesQuery.safeParse({ role });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['role', 'Choose a valid role'],
    ]);
  });

  it('trims the search text and caps it at 200 characters', () => {
    expect(ListProfilesQuery.parse({ q: '  ada  ' }).q).toBe('ada');
    expect(ListProfilesQuery.parse({ q: ` ${'q'.repeat(200)} ` }).q).toHaveLength(200);
    expect(ListProfilesQuery.safeParse({ q: 'q'.repeat(201) }).success).toBe(false);
  });

  it('keeps the cursor', () => {
    expect(ListProfilesQuery.parse({ cursor: 'abc', limit: '5' })).toEqual({ cursor: 'abc', limit: 5 });
  });
});

describe('ProfileStatusSchema', () => {
  it.each(['active', 'pending_approval', 'unauthorized', 'deactivated'])('accepts %s', (status) => {
    expect(ProfileStatusSchema.parse(status)).toBe(status);
  });

  it.each(['pending', 'approved', 'Active', null])('rejects %j', (status) => {
    expect(ProfileStatusSchema.safeParse(status).success).toBe(false);
  });
});

describe('Profile and Me', () => {
  it('accepts a profile', () => {
    expect(Profile.parse(profile)).toEqual(profile);
  });

  it.each([
    ['an unknown role', { role: 'owner' }],
    ['a missing role', { role: undefined }],
    ['an unknown status', { status: 'approved' }],
    ['a company id that is not a UUID', { companyId: 'system' }],
    ['an id that is not a UUID', { id: '42' }],
    ['a missing avatar (null is required, not absent)', { avatarUrl: undefined }],
  ])('rejects a profile with %s', (_label, change) => {
    expect(Profile.safeParse({ ...profile, ...change }).success).toBe(false);
  });

  const me = {
    user: profile,
    company: {
      id: acmeId,
      name: 'Acme Corp',
      logoUrl: null,
      primaryColor: 'hsl(220 90% 50%)',
      domains: ['acme.test'],
      timezone: 'Europe/Berlin',
      brand: {
        themeMode: 'light',
        logoPosition: 'left',
        showCompanyName: true,
        headerStyle: 'default',
        sidebarStyle: 'default',
        fontFamily: 'Inter',
        variables: { '--color-indigo-600': '#1a5cf2' },
        darkVariables: {},
        customCssUrl: null,
      },
      subscription: {
        plan: 'professional',
        status: 'active',
        currentPeriodEnd: '2026-12-08T09:30:00.000Z',
        access: 'full',
      },
    },
    managedCompanyId: null,
    effectiveRoles: ['account_holder'],
    secondFactor: { required: false, enrolled: false, deadline: null, blocking: false },
  };

  it('accepts a Me answer with or without a company', () => {
    expect(Me.parse(me)).toEqual(me);
    expect(Me.parse({ ...me, company: null, managedCompanyId: acmeId })).toEqual({
      ...me,
      company: null,
      managedCompanyId: acmeId,
    });
  });

  it('rejects effective roles that are not roles', () => {
    expect(Me.safeParse({ ...me, effectiveRoles: ['account_holder', 'admin'] }).success).toBe(false);
  });

  it('accepts a page of people with their line manager, a total and maybe a next cursor', () => {
    const item = { ...profile, lineManagerId: acmeId, lineManagerName: 'Grace Hopper' };
    expect(ProfilePage.parse({ items: [item], nextCursor: null, total: 1 }).items).toHaveLength(1);
    expect(ProfilePage.parse({ items: [], nextCursor: 'abc', total: 0 }).nextCursor).toBe('abc');
    expect(ProfilePage.safeParse({ items: [], nextCursor: null }).success).toBe(false);
    expect(ProfilePage.safeParse({ items: [], nextCursor: null, total: -1 }).success).toBe(false);
    expect(ProfileListItem.safeParse(profile).success).toBe(false);
    expect(ProfileListItem.parse({ ...profile, lineManagerName: null }).lineManagerName).toBeNull();
  });
});

describe('inputs that change profiles', () => {
  it('takes a UUID profile id from the path', () => {
    expect(ProfileIdParams.parse({ id: userId })).toEqual({ id: userId });
    expect(ProfileIdParams.safeParse({ id: '1' }).success).toBe(false);
  });

  it('changes a role only to one of the seven roles', () => {
    expect(ChangeRoleInput.parse({ role: 'learning_lead' })).toEqual({ role: 'learning_lead' });
    const result = ChangeRoleInput.safeParse({ role: 'superuser' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Choose a valid role']);
  });

  it('sets or clears the line manager, by id only', () => {
    expect(SetLineManagerInput.parse({ lineManagerId: acmeId })).toEqual({ lineManagerId: acmeId });
    expect(SetLineManagerInput.parse({ lineManagerId: null })).toEqual({ lineManagerId: null });
    for (const lineManagerId of ['', 'ada@acme.test', undefined, 42]) {
      expect(SetLineManagerInput.safeParse({ lineManagerId }).success, String(lineManagerId)).toBe(false);
    }
  });

  it('sets or clears the managed company', () => {
    expect(SetManagedCompanyInput.parse({ companyId: acmeId })).toEqual({ companyId: acmeId });
    expect(SetManagedCompanyInput.parse({ companyId: null })).toEqual({ companyId: null });
  });

  it.each(['system', '', undefined])('rejects managed company %j', (companyId) => {
    expect(SetManagedCompanyInput.safeParse({ companyId }).success).toBe(false);
  });
});
