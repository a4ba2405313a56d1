import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  Email,
  HIDDEN_CHARACTERS_MESSAGE,
  HIDDEN_FORMATTING_MESSAGE,
  Id,
  isPlainLine,
  isPlainText,
  Ok,
  PageQuery,
  Password,
  PersonName,
  Problem,
  plainText,
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
  it('is the one rule behind every one-line free-text field', () => {
    expect(isPlainLine('Acme Corp')).toBe(true);
    expect(isPlainLine('Acme\u202ECorp')).toBe(false);
    expect(isPlainLine('Acme\u0000')).toBe(false);
  });

  it.each([
    ['Persian with a zero-width non-joiner', 'می\u200Cخواهم'],
    ['Persian names with ZWNJ', 'مهدی\u200Cزاده'],
    ['Devanagari with a zero-width joiner after the virama', 'क्\u200Dष'],
    ['Devanagari with a zero-width non-joiner after the virama', 'क्\u200Cष'],
    ['Malayalam with a zero-width joiner', 'ന്\u200D'.concat('റ')],
    ['Sinhala with a zero-width joiner', 'ශ්\u200Dරී'],
    ['a family emoji', '👨\u200D👩\u200D👧'],
    ['a profession emoji with a skin tone', '👩🏽\u200D💻'],
    ['a rainbow flag', '🏳️\u200D🌈'],
    ['the flag of England', '🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}'],
    ['accents, apostrophes and hyphens', "Zoë Ñandú-Pérez O'Brien"],
    ['Arabic, Hebrew and Han', 'محمد علي · דוד לוי · 山田 太郎'],
    ['emoji without joiners', 'Ada 🚀'],
  ])('keeps %s', (_, value) => {
    expect(isPlainLine(value)).toBe(true);
  });

  it.each([
    ['a zero-width space (U+200B)', 'Ada\u200BLovelace'],
    ['a zero-width joiner between Latin letters (U+200D)', 'Eve\u200DAdmin'],
    ['a zero-width non-joiner between Latin letters (U+200C)', 'Eve\u200CAdmin'],
    ['a right-to-left mark (U+200F)', 'Acme\u200F'],
    ['a left-to-right mark (U+200E)', '\u200EAcme'],
    ['an Arabic letter mark (U+061C)', 'Acme\u061C Corp'],
    ['a byte-order mark (U+FEFF)', '\uFEFFAda'],
    ['a word joiner (U+2060)', 'Ada\u2060Lovelace'],
    ['a soft hyphen (U+00AD)', 'Love\u00ADlace'],
    ['a Mongolian vowel separator (U+180E)', 'Ada\u180E'],
    ['an Arabic number sign (U+0600)', '\u0600Acme'],
    ['text hidden in tag characters', 'Ada\u{E0069}\u{E0067}\u{E006E}'],
    ['tags after a flag without the cancel tag', '🏴\u{E0067}\u{E0062}'],
    ['a joiner at the end of an emoji', '👨\u200D'],
    ['a joiner between an emoji and a letter', '👨\u200DA'],
    ['a non-joiner at the start of a Persian word', '\u200Cمی'],
    ['two non-joiners in a row', 'می\u200C\u200Cخواهم'],
    ['a joiner between Persian and Latin', 'می\u200DA'],
    ['a right-to-left override (U+202E)', 'Invoice\u202Efdp.exe'],
    ['a left-to-right embedding (U+202A)', '\u202AAda'],
    ['a pop directional formatting (U+202C)', 'Ada\u202C'],
    ['a first-strong isolate (U+2068)', 'Ada\u2068Lovelace\u2069'],
    ['a right-to-left isolate (U+2067)', 'Ada\u2067x'],
    ['a line feed', 'Ada\nLovelace'],
    ['a tab', 'Ada\tLovelace'],
    ['a C1 control', 'Ada\u0085'],
    ['a paragraph separator', 'Ada\u2029'],
  ])('refuses %s', (_, value) => {
    expect(isPlainLine(value)).toBe(false);
  });
});

describe('isPlainText (multi-line fields)', () => {
  it('keeps line breaks, tabs and the marks of right-to-left writing', () => {
    for (const value of [
      'Acme Corp\n1 Main Street\r\nSpringfield',
      'Item\tPrice',
      'עברית\u200F (Hebrew) 123',
      'می\u200Cخواهم',
      '👨\u200D👩\u200D👧',
    ])
      expect(isPlainText(value), JSON.stringify(value)).toBe(true);
  });

  it.each([
    ['a right-to-left override (U+202E)', 'Street\u202E1 niaM'],
    ['a left-to-right override (U+202D)', '\u202DAcme'],
    ['a right-to-left embedding (U+202B)', 'Acme\u202B'],
    ['a left-to-right isolate (U+2066)', 'Acme\u2066x\u2069'],
    ['a pop directional isolate (U+2069)', 'Acme\u2069'],
    ['a NUL', 'Acme\u0000'],
    ['a bell', 'Acme\u0007'],
    ['an escape', 'Acme\u001b[31m'],
    ['a form feed', 'Acme\u000c'],
    ['a C1 control', 'Acme\u009b'],
    ['a line separator', 'Acme\u2028Corp'],
  ])('refuses %s everywhere', (_, value) => {
    expect(isPlainText(value)).toBe(false);
    expect(isPlainLine(value)).toBe(false);
  });

  it('gives its own message, which does not speak of line breaks', () => {
    expect(messages(plainText(z.string()), 'Acme\u202E')).toEqual([HIDDEN_FORMATTING_MESSAGE]);
    expect(messages(plainText(z.string()), 'Acme\nCorp')).toEqual([]);
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
