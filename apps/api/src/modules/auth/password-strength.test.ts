import { describe, expect, it } from 'vitest';
import { weakPasswordReasons } from './password-strength.ts';

const ada = { email: 'ada.lovelace@engines.test', name: 'Ada Lovelace' };

describe('weakPasswordReasons', () => {
  it.each([
    '12345678',
    'password',
    'Password',
    'PASSWORD',
    ' password ',
    'qwertyuiop',
    'iloveyou1',
    'pass word',
  ])('refuses the common password %j', (password) =>
    expect(weakPasswordReasons(password, ada)).toContain('common'),
  );

  it.each(['        ', 'aaaaaaaa', 'abababab', 'abcabcabc', '1234123412341234', 'xyz!xyz!'])(
    'refuses the repeated pattern %j',
    (password) => expect(weakPasswordReasons(password, ada)).toContain('repetitive'),
  );

  it('refuses a password built on the e-mail or the name, in any case or accent', () => {
    expect(weakPasswordReasons('Lovelace1815', ada)).toEqual(['contains_email', 'contains_name']);
    expect(weakPasswordReasons('ada.lovelace@engines', ada)).toEqual(['contains_email', 'contains_name']);
    expect(weakPasswordReasons('ADA-2024!!', ada)).toEqual(['contains_email', 'contains_name']);
    expect(weakPasswordReasons('BRONTE-1847', { email: 'x@y.test', name: 'Zoë Brontë' })).toEqual([
      'contains_name',
    ]);
    expect(weakPasswordReasons('ops-team-rota', { email: 'ops-team@acme.test', name: 'Ops Team' })).toEqual([
      'contains_email',
      'contains_name',
    ]);
  });

  it('does not refuse a short name hidden inside a longer word', () => {
    expect(weakPasswordReasons('canada geese fly south', ada)).toEqual([]);
    expect(weakPasswordReasons('canada geese fly south', { email: 'al@x.test', name: 'Al' })).toEqual([]);
  });

  it('has no composition rules: long plain phrases pass', () => {
    expect(weakPasswordReasons('correct horse battery staple', ada)).toEqual([]);
    expect(weakPasswordReasons('analytical engine weaves patterns', ada)).toEqual([]);
    expect(weakPasswordReasons('Demo-pass-2026', ada)).toEqual([]);
  });
});
