import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  Email,
  HIDDEN_CHARACTERS_MESSAGE,
  Id,
  isPlainLine,
  Ok,
  PageQuery,
  Password,
  PersonName,
  Problem,
  RoleSchema,
} from './common.ts';

/** The messages a user would see for `value`, or [] when it is accepted. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** An address of exactly `length` characters. */
function emailOfLength(length: number): string {
  const domain = '@example.com';
  return `${'a'.repeat(length - domain.length)}${domain}`;
}

describe('Id', () => {
  it.each([
    '3f2b8c1e-1234-4abc-8def-0123456789ab',
    '3F2B8C1E-1234-4ABC-8DEF-0123456789AB',
    '01890a5d-ac96-774b-bcce-b302099a8057',
  ])('accepts the UUID %s', (id) => {
    expect(Id.parse(id)).toBe(id);
  });

  it.each([
    '',
    'abc',
    'system',
    '3f2b8c1e12344abc8def0123456789ab',
    '3f2b8c1e-1234-4abc-8def-0123456789a',
    '3f2b8c1e-1234-4abc-8def-0123456789abc',
    'zf2b8c1e-1234-4abc-8def-0123456789ab',
    123,
    null,
  ])('rejects %j with "Must be a valid id"', (id) => {
    expect(messages(Id, id)).toEqual(['Must be a valid id']);
  });
});

describe('Email', () => {
  it.each([
    ['user@example.com', 'user@example.com'],
    ['  user@example.com  ', 'user@example.com'],
    ['\tuser@example.com\n', 'user@example.com'],
    ['User.Name@Example.COM', 'user.name@example.com'],
    ['  MiXeD@AcMe.TeSt ', 'mixed@acme.test'],
    ['first.last+tag@mail.eu.example.org', 'first.last+tag@mail.eu.example.org'],
    ["o'neil_x-y@example.co.uk", "o'neil_x-y@example.co.uk"],
  ])('normalises %j to %j', (input, output) => {
    expect(Email.parse(input)).toBe(output);
  });

  it.each([
    '',
    '   ',
    'plainaddress',
    '@example.com',
    'user@',
    'user@example',
    'user@@example.com',
    'user@exa mple.com',
    'us er@example.com',
    'user@example.c',
    '.user@example.com',
    'us..er@example.com',
    'user@-example.com',
    'user@example..com',
    'user@example.com.',
    'user@example.com>',
    '<user@example.com>',
    'user@example.com, other@example.com',
  ])('rejects %j with "Enter a valid e-mail address"', (input) => {
    expect(messages(Email, input)).toEqual(['Enter a valid e-mail address']);
  });

  it.each([undefined, null, 42, {}])('rejects %j with "Enter your e-mail address"', (input) => {
    expect(messages(Email, input)).toEqual(['Enter your e-mail address']);
  });

  it('accepts an address of 254 characters', () => {
    const email = emailOfLength(254);
    expect(email).toHaveLength(254);
    expect(Email.parse(email)).toBe(email);
  });

  it.each([255, 300, 1000])('rejects an address of %i characters as too long', (length) => {
    expect(messages(Email, emailOfLength(length))).toEqual(['E-mail address is too long']);
  });

  it('counts the length after trimming', () => {
    const email = emailOfLength(254);
    expect(Email.parse(`   ${email}   `)).toBe(email);
  });
});

describe('Password', () => {
  it.each([
    ['8 identical letters', 'aaaaaaaa'],
    ['8 digits', '12345678'],
    ['a common word', 'password'],
    ['8 spaces', '        '],
    ['an all-lower-case passphrase', 'correct horse battery staple'],
    ['64 characters', 'p'.repeat(64)],
    ['127 characters', 'p'.repeat(127)],
    ['128 characters', 'p'.repeat(128)],
    ['unicode', 'pässwörd✓'],
  ])('accepts %s: no composition rules', (_label, password) => {
    expect(Password.parse(password)).toBe(password);
  });

  it('keeps surrounding spaces, which are part of the password', () => {
    expect(Password.parse('  secret pass  ')).toBe('  secret pass  ');
  });

  it.each([0, 1, 7])('rejects %i characters', (length) => {
    expect(messages(Password, 'a'.repeat(length))).toEqual(['Password must be at least 8 characters']);
  });

  it.each([129, 200, 1024])('rejects %i characters', (length) => {
    expect(messages(Password, 'a'.repeat(length))).toEqual(['Password must be at most 128 characters']);
  });

  it.each([undefined, null, 12345678])('rejects %j with "Enter a password"', (value) => {
    expect(messages(Password, value)).toEqual(['Enter a password']);
  });
});

describe('PersonName', () => {
  it('trims the name', () => {
    expect(PersonName.parse('  Ada Lovelace  ')).toBe('Ada Lovelace');
  });

  it.each(['', '   ', '\t\n'])('rejects %j with "Enter a name"', (value) => {
    expect(messages(PersonName, value)).toEqual(['Enter a name']);
  });

  it.each([undefined, null, 7])('rejects %j with "Enter a name"', (value) => {
    expect(messages(PersonName, value)).toEqual(['Enter a name']);
  });

  it('accepts 120 characters and rejects 121', () => {
    expect(PersonName.parse('n'.repeat(120))).toHaveLength(120);
    expect(messages(PersonName, 'n'.repeat(121))).toEqual(['Name must be at most 120 characters']);
  });

  it('counts the length after trimming', () => {
    expect(PersonName.parse(` ${'n'.repeat(120)} `)).toHaveLength(120);
  });

  it.each([
    ['a line break', 'Bob\nBcc: x@evil.test'],
    ['a carriage return', 'Bob\rEvil'],
    ['a tab', 'Bob\tEvil'],
    ['a bell', 'Bob\u0007'],
    ['a C1 control', 'Bob\u0085Evil'],
    ['a line separator', 'Bob\u2028Evil'],
    ['a right-to-left override', 'Invoice\u202Efdp.exe'],
    ['a left-to-right embedding', '\u202AAda'],
    ['a first-strong isolate', 'Ada\u2068Lovelace\u2069'],
    ['a right-to-left isolate', 'Ada\u2067x'],
  ])('refuses a name with %s', (_, value) => {
    expect(messages(PersonName, value)).toEqual([HIDDEN_CHARACTERS_MESSAGE]);
  });

  it('keeps names in any script, with accents, apostrophes and hyphens', () => {
    for (const name of ['Zoë Ñandú-Pérez', "Seán O'Brien", 'محمد علي', '山田 太郎', 'Ærøskøbing Ltd.'])
      expect(PersonName.parse(name)).toBe(name);
  });
});

describe('isPlainLine', () => {
  it('is the one rule behind every name-like field', () => {
    expect(isPlainLine('Acme Corp')).toBe(true);
    expect(isPlainLine('Acme\u202ECorp')).toBe(false);
    expect(isPlainLine('Acme\u0000')).toBe(false);
    // Marks that only steer neighbouring letters (LRM, RLM) are part of normal RTL typing.
    expect(isPlainLine('Acme\u200F')).toBe(true);
  });
});

describe('RoleSchema', () => {
  it.each([
    'employee',
    'team_manager',
    'learning_lead',
    'company_it_admin',
    'account_holder',
    'system_admin',
    'system_owner',
  ])('accepts %s', (role) => {
    expect(RoleSchema.parse(role)).toBe(role);
  });

  it.each(['', 'admin', 'Employee', 'SYSTEM_OWNER', ' employee', 'system-admin', null, undefined, 1])(
    'rejects %j with "Choose a valid role"',
    (role) => {
      expect(messages(RoleSchema, role)).toEqual(['Choose a valid role']);
    },
  );
});

describe('PageQuery', () => {
  it('defaults limit to 25 and leaves cursor out', () => {
    expect(PageQuery.parse({})).toEqual({ limit: 25 });
  });

  it.each([
    ['1', 1],
    ['25', 25],
    ['100', 100],
    [' 50 ', 50],
    [1, 1],
    [100, 100],
  ])('coerces limit %j to %i', (limit, expected) => {
    expect(PageQuery.parse({ limit }).limit).toBe(expected);
  });

  it.each(['0', '-1', '101', '1000', 0, 101, '2.5', 2.5, 'abc', 'ten'])('rejects limit %j', (limit) => {
    expect(PageQuery.safeParse({ limit }).success).toBe(false);
  });

  it('reads an empty limit (?limit=) as the default page size', () => {
    expect(PageQuery.parse({ limit: '' }).limit).toBe(25);
  });

  it('reports a bad limit on the limit field', () => {
    const result = PageQuery.safeParse({ limit: '101' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['limit']]);
  });

  it('accepts a cursor of up to 200 characters', () => {
    expect(PageQuery.parse({ cursor: 'c'.repeat(200) }).cursor).toHaveLength(200);
    expect(PageQuery.safeParse({ cursor: 'c'.repeat(201) }).success).toBe(false);
  });
});

describe('Problem and Ok', () => {
  const problem = { type: 'about:blank', title: 'Bad Request', status: 400, code: 'validation_failed' };

  it('accepts a problem document with optional detail and field errors', () => {
    expect(Problem.parse(problem)).toEqual(problem);
    const full = {
      ...problem,
      detail: 'Check the form',
      errors: { email: ['Enter a valid e-mail address'] },
    };
    expect(Problem.parse(full)).toEqual(full);
  });

  it.each([
    ['a non-integer status', { ...problem, status: 400.5 }],
    ['a missing code', { type: 'about:blank', title: 'Bad Request', status: 400 }],
    ['field errors that are not lists', { ...problem, errors: { email: 'bad' } }],
  ])('rejects %s', (_label, value) => {
    expect(Problem.safeParse(value).success).toBe(false);
  });

  it('accepts only ok: true', () => {
    expect(Ok.parse({ ok: true })).toEqual({ ok: true });
    expect(Ok.safeParse({ ok: false }).success).toBe(false);
    expect(Ok.safeParse({}).success).toBe(false);
  });
});

describe('Id and the system owner company', () => {
  it("accepts the system owner's fixed all-zero-style id", async () => {
    const { SYSTEM_OWNER_COMPANY_ID } = await import('../constants.ts');
    expect(Id.safeParse(SYSTEM_OWNER_COMPANY_ID).success).toBe(true);
  });
});
