import { describe, expect, it } from 'vitest';
import {
  ChangeRoleInput,
  ListProfilesQuery,
  Me,
  Profile,
  ProfileIdParams,
  ProfilePage,
  ProfileStatusSchema,
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
    },
    managedCompanyId: null,
    effectiveRoles: ['account_holder'],
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

  it('accepts a page of profiles with or without a next cursor', () => {
    expect(ProfilePage.parse({ items: [profile], nextCursor: null }).items).toHaveLength(1);
    expect(ProfilePage.parse({ items: [], nextCursor: 'abc' }).nextCursor).toBe('abc');
    expect(ProfilePage.safeParse({ items: [] }).success).toBe(false);
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

  it('sets or clears the managed company', () => {
    expect(SetManagedCompanyInput.parse({ companyId: acmeId })).toEqual({ companyId: acmeId });
    expect(SetManagedCompanyInput.parse({ companyId: null })).toEqual({ companyId: null });
  });

  it.each(['system', '', undefined])('rejects managed company %j', (companyId) => {
    expect(SetManagedCompanyInput.safeParse({ companyId }).success).toBe(false);
  });
});
