import { describe, expect, it } from 'vitest';
import {
  belongsToSystemOwner,
  canGrantRole,
  canManagePeople,
  canSeeSubscriptionMenu,
  canUseHelpMode,
  DEFAULT_ROLE,
  effectiveRoles,
  emailDomain,
  grantableRoles,
  hasSystemAdminAccess,
  isAdminLevel,
  isRole,
  isSystemAdminWithCompany,
  isSystemLevel,
  ROLES,
  type Role,
  roleBadgeColor,
  roleOrDefault,
  rolesInCompany,
} from './roles.ts';

// Written out from spec section 6 rather than derived from ROLES, so the tests can disagree with the code.
const SPEC_ROLES = [
  'employee',
  'team_manager',
  'learning_lead',
  'company_it_admin',
  'account_holder',
  'system_admin',
  'system_owner',
] as const satisfies readonly Role[];

/** Profiles with no role, and values that are not roles, are treated as employees. */
const NOT_ROLES = [
  null,
  undefined,
  '',
  'admin',
  'owner',
  'Employee',
  'SYSTEM_OWNER',
  ' system_admin',
  'system-admin',
];

/** Builds an it.each table: every spec role, plus non-roles (which behave as employee). */
function table(holders: readonly Role[]): [string | null | undefined, boolean][] {
  return [
    ...SPEC_ROLES.map((r): [Role, boolean] => [r, holders.includes(r)]),
    ...NOT_ROLES.map((r): [string | null | undefined, boolean] => [r, holders.includes('employee')]),
  ];
}

describe('ROLES and the default role', () => {
  it('lists the seven spec roles, smallest first', () => {
    expect(ROLES).toEqual(SPEC_ROLES);
  });

  it('defaults to employee', () => {
    expect(DEFAULT_ROLE).toBe('employee');
  });

  it.each(SPEC_ROLES)('isRole(%s) is true', (role) => {
    expect(isRole(role)).toBe(true);
  });

  it.each([...NOT_ROLES, 0, 1, {}, [], 'toString', 'constructor', '__proto__'])(
    'isRole(%j) is false',
    (value) => {
      expect(isRole(value)).toBe(false);
    },
  );

  it.each(SPEC_ROLES)('roleOrDefault keeps %s', (role) => {
    expect(roleOrDefault(role)).toBe(role);
  });

  it.each(NOT_ROLES)('roleOrDefault(%j) is employee', (value) => {
    expect(roleOrDefault(value)).toBe('employee');
  });
});

describe('access levels', () => {
  it.each(table(['system_admin', 'system_owner']))('hasSystemAdminAccess(%j) is %s', (role, expected) => {
    expect(hasSystemAdminAccess(role)).toBe(expected);
  });

  it.each(table(['system_owner', 'system_admin']))('isSystemLevel(%j) is %s', (role, expected) => {
    expect(isSystemLevel(role)).toBe(expected);
  });

  const adminLevel: Role[] = ['system_owner', 'system_admin', 'account_holder', 'company_it_admin'];

  it.each(table(adminLevel))('isAdminLevel(%j) is %s', (role, expected) => {
    expect(isAdminLevel(role)).toBe(expected);
  });

  it.each(table(adminLevel))('canManagePeople(%j) is %s', (role, expected) => {
    expect(canManagePeople(role)).toBe(expected);
  });
});

describe('isSystemAdminWithCompany', () => {
  it.each([
    { role: 'system_admin', companyId: 'c0a80121-7ac0-4e1c-9b7f-0123456789ab', expected: true },
    { role: 'system_admin', companyId: 'acme', expected: true },
    { role: 'system_admin', companyId: 'system', expected: false },
    { role: 'system_admin', companyId: '', expected: false },
    { role: 'system_admin', companyId: null, expected: false },
    { role: 'system_admin', companyId: undefined, expected: false },
    { role: 'system_owner', companyId: 'acme', expected: false },
    { role: 'account_holder', companyId: 'acme', expected: false },
    { role: 'company_it_admin', companyId: 'acme', expected: false },
    { role: 'employee', companyId: 'acme', expected: false },
    { role: null, companyId: 'acme', expected: false },
    { role: 'System_Admin', companyId: 'acme', expected: false },
  ])('role $role with company $companyId is $expected', ({ role, companyId, expected }) => {
    expect(isSystemAdminWithCompany({ role, companyId })).toBe(expected);
  });

  it('is false when the company id is absent altogether', () => {
    expect(isSystemAdminWithCompany({ role: 'system_admin' })).toBe(false);
  });
});

describe('emailDomain', () => {
  it.each([
    ['root@competencyhub.test', 'competencyhub.test'],
    ['Root@CompetencyHub.TEST', 'competencyhub.test'],
    ['a@eu.competencyhub.test', 'eu.competencyhub.test'],
    ['a@competencyhub.test ', 'competencyhub.test'],
    ['"a@b"@acme.test', 'acme.test'],
    ['a@competencyhub.test@evil.com', 'evil.com'],
    ['a@', ''],
    ['no-at-sign.test', ''],
    ['', ''],
  ])('emailDomain(%j) is %j', (email, expected) => {
    expect(emailDomain(email)).toBe(expected);
  });
});

describe('belongsToSystemOwner', () => {
  describe('with the default domain competencyhub.test', () => {
    it.each([
      ['root@competencyhub.test', true],
      ['admin@competencyhub.test', true],
      ['ROOT@COMPETENCYHUB.TEST', true],
      ['Admin@CompetencyHub.Test', true],
      [' admin@competencyhub.test ', true],
      ['a@eu.competencyhub.test', true],
      ['a@mail.eu.competencyhub.test', true],
      ['a@EU.CompetencyHub.test', true],
      // look-alikes
      ['a@evilcompetencyhub.test', false],
      ['a@xcompetencyhub.test', false],
      ['a@competencyhub.test.evil.com', false],
      ['a@competencyhub.testing', false],
      ['a@competencyhub.tes', false],
      ['a@competencyhub-test', false],
      ['a@sub-competencyhub.test', false],
      ['a@competencyhub.test@evil.com', false],
      ['competencyhub.test@evil.com', false],
      ['a.competencyhub.test@acme.test', false],
      // not e-mail addresses at all
      ['competencyhub.test', false],
      ['@evil.com', false],
      ['', false],
      ['employee@acme.test', false],
    ])('%j -> %s', (email, expected) => {
      expect(belongsToSystemOwner(email)).toBe(expected);
    });
  });

  describe('with a configured domain', () => {
    it.each([
      ['owner@acme.test', 'acme.test', true],
      ['owner@ACME.test', ' Acme.TEST ', true],
      ['owner@hq.acme.test', 'acme.test', true],
      ['owner@notacme.test', 'acme.test', false],
      ['owner@acme.test.evil.com', 'acme.test', false],
      ['root@competencyhub.test', 'acme.test', false],
    ])('%j with domain %j -> %s', (email, domain, expected) => {
      expect(belongsToSystemOwner(email, domain)).toBe(expected);
    });
  });
});

describe('effectiveRoles', () => {
  const allButItAdmin: Role[] = [
    'employee',
    'team_manager',
    'learning_lead',
    'account_holder',
    'system_admin',
    'system_owner',
  ];
  const allButSystemOwner: Role[] = [
    'employee',
    'team_manager',
    'learning_lead',
    'company_it_admin',
    'account_holder',
    'system_admin',
  ];
  const acmeId = 'c0a80121-7ac0-4e1c-9b7f-0123456789ab';

  it.each([
    { email: 'root@competencyhub.test', managedCompanyId: null },
    { email: 'root@acme.test', managedCompanyId: null },
    { email: 'root@competencyhub.test', managedCompanyId: acmeId },
  ])('system_owner ($email, managing $managedCompanyId) gets every role but company_it_admin', (subject) => {
    expect(effectiveRoles({ role: 'system_owner', ...subject })).toEqual(allButItAdmin);
  });

  it.each(['admin@competencyhub.test', 'ADMIN@CompetencyHub.Test', 'admin@eu.competencyhub.test'])(
    'a system_admin of the product company (%s) gets every role but system_owner',
    (email) => {
      expect(effectiveRoles({ role: 'system_admin', email })).toEqual(allButSystemOwner);
      expect(effectiveRoles({ role: 'system_admin', email, managedCompanyId: acmeId })).toEqual(
        allButSystemOwner,
      );
    },
  );

  it('uses the configured system owner domain', () => {
    expect(effectiveRoles({ role: 'system_admin', email: 'admin@acme.test' }, 'acme.test')).toEqual(
      allButSystemOwner,
    );
    expect(effectiveRoles({ role: 'system_admin', email: 'admin@competencyhub.test' }, 'acme.test')).toEqual([
      'system_admin',
    ]);
  });

  it.each(['admin@evilcompetencyhub.test', 'admin@competencyhub.test.evil.com', 'admin@acme.test'])(
    'a system_admin from another domain (%s) with no company gets only system_admin',
    (email) => {
      expect(effectiveRoles({ role: 'system_admin', email })).toEqual(['system_admin']);
      expect(
        effectiveRoles({ role: 'system_admin', email, companyId: null, managedCompanyId: null }),
      ).toEqual(['system_admin']);
      expect(effectiveRoles({ role: 'system_admin', email, companyId: 'system' })).toEqual(['system_admin']);
    },
  );

  it.each([
    { companyId: acmeId, managedCompanyId: undefined },
    { companyId: null, managedCompanyId: acmeId },
    { companyId: 'system', managedCompanyId: acmeId },
    { companyId: acmeId, managedCompanyId: acmeId },
  ])(
    'a system_admin managing a company (company $companyId, managing $managedCompanyId) also gets account_holder and learning_lead',
    (subject) => {
      expect(
        effectiveRoles({ role: 'system_admin', email: 'admin@evilcompetencyhub.test', ...subject }),
      ).toEqual(['system_admin', 'account_holder', 'learning_lead']);
    },
  );

  it.each(['employee', 'team_manager', 'learning_lead', 'company_it_admin', 'account_holder'] as const)(
    '%s gets only their own role, whatever the e-mail or company',
    (role) => {
      expect(effectiveRoles({ role, email: `${role}@acme.test` })).toEqual([role]);
      expect(
        effectiveRoles({ role, email: 'x@competencyhub.test', companyId: acmeId, managedCompanyId: acmeId }),
      ).toEqual([role]);
    },
  );

  it.each([null, undefined, '', 'boss'])('a profile with role %j is an employee', (role) => {
    expect(effectiveRoles({ role, email: 'root@competencyhub.test', managedCompanyId: acmeId })).toEqual([
      'employee',
    ]);
  });

  it('returns a fresh list each time, so callers cannot change later answers', () => {
    const first = effectiveRoles({ role: 'system_owner', email: 'root@competencyhub.test' });
    first.push('company_it_admin');
    expect(effectiveRoles({ role: 'system_owner', email: 'root@competencyhub.test' })).not.toContain(
      'company_it_admin',
    );
  });
});

describe('Help Mode and the subscription menu', () => {
  it.each(table(['system_owner', 'system_admin', 'company_it_admin']))(
    'canUseHelpMode(%j) is %s',
    (role, expected) => {
      expect(canUseHelpMode(role)).toBe(expected);
    },
  );

  it.each(table(['account_holder']))('canSeeSubscriptionMenu(%j) is %s', (role, expected) => {
    expect(canSeeSubscriptionMenu(role)).toBe(expected);
  });
});

describe('role badge colours', () => {
  it.each([
    ['account_holder', 'purple'],
    ['learning_lead', 'blue'],
    ['team_manager', 'green'],
    ['company_it_admin', 'orange'],
    ['employee', 'gray'],
    ['system_admin', 'red'],
    // Not named by the spec; the code documents that it shares system_admin's red.
    ['system_owner', 'red'],
    [null, 'gray'],
    ['boss', 'gray'],
  ])('%j is %s', (role, colour) => {
    expect(roleBadgeColor(role)).toBe(colour);
  });
});

describe('granting roles', () => {
  const companyRoles: Role[] = ['employee', 'team_manager', 'learning_lead', 'company_it_admin'];
  const expectedGrants: Record<Role, Role[]> = {
    employee: [],
    team_manager: [],
    learning_lead: [],
    company_it_admin: companyRoles,
    account_holder: [...companyRoles, 'account_holder'],
    system_admin: [...companyRoles, 'account_holder'],
    // Inside a customer company; system roles exist only in the system owner company (below).
    system_owner: [...companyRoles, 'account_holder'],
  };

  it.each(SPEC_ROLES)('grantableRoles(%s)', (actor) => {
    expect(grantableRoles(actor)).toEqual(expectedGrants[actor]);
  });

  it.each(NOT_ROLES)('an actor with role %j (an employee) grants nothing', (actor) => {
    expect(grantableRoles(actor)).toEqual([]);
  });

  const matrix = SPEC_ROLES.flatMap((actor) =>
    SPEC_ROLES.map((target): [Role, Role, boolean] => [
      actor,
      target,
      expectedGrants[actor].includes(target),
    ]),
  );

  it.each(matrix)('canGrantRole(%s, %s) is %s', (actor, target, expected) => {
    expect(canGrantRole(actor, target)).toBe(expected);
  });

  it.each(SPEC_ROLES)('%s never grants a role above their own', (actor) => {
    const rank = SPEC_ROLES.indexOf(actor);
    for (const granted of grantableRoles(actor)) {
      expect(SPEC_ROLES.indexOf(granted), `${actor} grants ${granted}`).toBeLessThanOrEqual(rank);
    }
  });

  it.each([...SPEC_ROLES, null])('%j cannot grant system_owner', (actor) => {
    expect(canGrantRole(actor, 'system_owner')).toBe(false);
  });

  it('only system_owner grants system_admin, and only inside the system owner company', () => {
    const inOwnerCompany = { systemOwnerCompany: true };
    expect(SPEC_ROLES.filter((actor) => canGrantRole(actor, 'system_admin', inOwnerCompany))).toEqual([
      'system_owner',
    ]);
    expect(SPEC_ROLES.filter((actor) => canGrantRole(actor, 'system_admin'))).toEqual([]);
    expect(grantableRoles('system_owner', inOwnerCompany)).toEqual([
      ...companyRoles,
      'account_holder',
      'system_admin',
    ]);
  });

  it('company_it_admin grants company roles but not account_holder or system roles', () => {
    expect(canGrantRole('company_it_admin', 'company_it_admin')).toBe(true);
    expect(canGrantRole('company_it_admin', 'account_holder')).toBe(false);
    expect(canGrantRole('company_it_admin', 'system_admin')).toBe(false);
    expect(canGrantRole('company_it_admin', 'system_owner')).toBe(false);
  });

  it('returns a fresh list each time, so callers cannot widen later answers', () => {
    grantableRoles('company_it_admin').push('system_owner');
    expect(canGrantRole('company_it_admin', 'system_owner')).toBe(false);
  });
});

describe('effective roles of a system admin whose managed company is the literal "system"', () => {
  it('adds no company roles, since that is not a company (spec section 6)', async () => {
    const { effectiveRoles: roles } = await import('./roles.ts');
    expect(
      roles({ role: 'system_admin', email: 'sa@partner.test', companyId: null, managedCompanyId: 'system' }),
    ).toEqual(['system_admin']);
  });
});

describe('rolesInCompany', () => {
  it('offers a customer company only the company roles', () => {
    expect(rolesInCompany()).toEqual([
      'employee',
      'team_manager',
      'learning_lead',
      'company_it_admin',
      'account_holder',
    ]);
  });

  it('includes the system roles inside the system owner company', () => {
    expect(rolesInCompany({ systemOwnerCompany: true })).toEqual([...ROLES]);
  });
});
