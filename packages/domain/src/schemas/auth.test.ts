import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ChangePasswordInput,
  RequestPasswordResetInput,
  ResetPasswordInput,
  SignInFields,
  SignInInput,
  SignUpInput,
  SignUpResult,
} from './auth.ts';
import { HIDDEN_CHARACTERS_MESSAGE } from './common.ts';

/** Field path -> messages, or null when the value is accepted. */
function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[]> | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

describe('SignUpInput', () => {
  const valid = {
    fullName: 'Ada Lovelace',
    companyName: 'Acme Corp',
    email: 'ada@acme.test',
    password: 'aaaaaaaa',
  };

  it('accepts a valid sign-up, with a weak-looking but long enough password', () => {
    expect(SignUpInput.parse(valid)).toEqual(valid);
  });

  it('trims names and normalises the e-mail address', () => {
    expect(
      SignUpInput.parse({
        ...valid,
        fullName: '  Ada  ',
        companyName: ' Acme Corp ',
        email: ' Ada@ACME.test ',
      }),
    ).toEqual({ ...valid, fullName: 'Ada', email: 'ada@acme.test' });
  });

  it('does not let the body choose a role, company id or status', () => {
    const parsed = SignUpInput.parse({ ...valid, role: 'system_owner', companyId: 'x', status: 'active' });
    expect(parsed).toEqual(valid);
  });

  it('names every missing field', () => {
    expect(fieldErrors(SignUpInput, {})).toEqual({
      fullName: ['Enter a name'],
      companyName: ['Enter your company name'],
      email: ['Enter your e-mail address'],
      password: ['Enter a password'],
    });
  });

  it.each([
    ['a blank company name', { companyName: '   ' }, { companyName: ['Enter your company name'] }],
    [
      'a company name over 120 characters',
      { companyName: 'c'.repeat(121) },
      { companyName: ['Company name must be at most 120 characters'] },
    ],
    ['a blank full name', { fullName: ' ' }, { fullName: ['Enter a name'] }],
    ['a bad e-mail address', { email: 'ada@acme' }, { email: ['Enter a valid e-mail address'] }],
    [
      'a 7-character password',
      { password: 'aaaaaaa' },
      { password: ['Password must be at least 8 characters'] },
    ],
    [
      'a 129-character password',
      { password: 'a'.repeat(129) },
      { password: ['Password must be at most 128 characters'] },
    ],
  ])('rejects %s', (_label, change, errors) => {
    expect(fieldErrors(SignUpInput, { ...valid, ...change })).toEqual(errors);
  });

  it('accepts a company name of 120 characters', () => {
    expect(SignUpInput.parse({ ...valid, companyName: 'c'.repeat(120) }).companyName).toHaveLength(120);
  });
});

describe('SignUpInput names', () => {
  it('refuses line breaks and hidden formatting characters in both names', () => {
    const input = {
      fullName: 'Ada\u202E',
      companyName: 'Acme\nCorp',
      email: 'ada@acme.test',
      password: 'aaaaaaaa',
    };
    expect(fieldErrors(SignUpInput, input)).toEqual({
      fullName: [HIDDEN_CHARACTERS_MESSAGE],
      companyName: [HIDDEN_CHARACTERS_MESSAGE],
    });
  });
});

describe('SignUpResult', () => {
  it.each(['signed_in', 'pending_approval', 'check_email'])('accepts outcome %s', (outcome) => {
    expect(SignUpResult.parse({ outcome })).toEqual({ outcome });
  });

  it.each(['active', 'error', ''])('rejects outcome %j', (outcome) => {
    expect(SignUpResult.safeParse({ outcome }).success).toBe(false);
  });
});

describe('SignInInput', () => {
  it('normalises the e-mail address and keeps the password as typed', () => {
    expect(SignInInput.parse({ email: ' Ada@Acme.TEST ', password: ' Pw ' })).toEqual({
      email: 'ada@acme.test',
      password: ' Pw ',
    });
  });

  it('signs in with a phone number instead, ignoring spaces and punctuation', () => {
    expect(SignInInput.parse({ phone: '+44 (20) 7946-0958', password: 'pw' })).toEqual({
      phone: '+442079460958',
      password: 'pw',
    });
  });

  it('accepts a password shorter than the sign-up minimum', () => {
    expect(SignInInput.safeParse({ email: 'ada@acme.test', password: 'x' }).success).toBe(true);
  });

  it.each([
    ['an empty password', { email: 'ada@acme.test', password: '' }, { password: ['Enter your password'] }],
    ['a missing password', { email: 'ada@acme.test' }, { password: ['Enter your password'] }],
    ['neither e-mail nor phone', { password: 'secret' }, { email: ['Enter your e-mail or phone number'] }],
    [
      'both e-mail and phone',
      { email: 'ada@acme.test', phone: '+442079460958', password: 'secret' },
      { email: ['Enter your e-mail or phone number'] },
    ],
    [
      'a phone without the country code',
      { phone: '020 7946 0958', password: 'secret' },
      { phone: ['Enter the phone number in international format, e.g. +44 20 7946 0958'] },
    ],
    ['a bad e-mail', { email: 'ada', password: 'secret' }, { email: ['Enter a valid e-mail address'] }],
  ])('rejects %s', (_label, value, errors) => {
    expect(fieldErrors(SignInInput, value)).toEqual(errors);
  });

  it('caps the password at 1024 characters', () => {
    expect(SignInInput.safeParse({ email: 'ada@acme.test', password: 'p'.repeat(1024) }).success).toBe(true);
    expect(
      Object.keys(fieldErrors(SignInInput, { email: 'ada@acme.test', password: 'p'.repeat(1025) }) ?? {}),
    ).toEqual(['password']);
  });
});

describe('RequestPasswordResetInput', () => {
  it('normalises the e-mail address', () => {
    expect(RequestPasswordResetInput.parse({ email: ' Ada@Acme.test' })).toEqual({ email: 'ada@acme.test' });
  });

  it('rejects a bad e-mail address', () => {
    expect(fieldErrors(RequestPasswordResetInput, { email: 'not-an-email' })).toEqual({
      email: ['Enter a valid e-mail address'],
    });
  });
});

describe('ResetPasswordInput', () => {
  it('accepts a token and a new password of 8 characters', () => {
    expect(ResetPasswordInput.parse({ token: 't', newPassword: 'aaaaaaaa' })).toEqual({
      token: 't',
      newPassword: 'aaaaaaaa',
    });
  });

  it.each([
    ['an empty token', { token: '', newPassword: 'aaaaaaaa' }, { token: ['This reset link is invalid'] }],
    [
      'a short new password',
      { token: 't', newPassword: 'aaaaaaa' },
      { newPassword: ['Password must be at least 8 characters'] },
    ],
    [
      'a long new password',
      { token: 't', newPassword: 'a'.repeat(129) },
      { newPassword: ['Password must be at most 128 characters'] },
    ],
  ])('rejects %s', (_label, value, errors) => {
    expect(fieldErrors(ResetPasswordInput, value)).toEqual(errors);
  });

  it('caps the token at 200 characters', () => {
    expect(ResetPasswordInput.safeParse({ token: 't'.repeat(200), newPassword: 'aaaaaaaa' }).success).toBe(
      true,
    );
    expect(ResetPasswordInput.safeParse({ token: 't'.repeat(201), newPassword: 'aaaaaaaa' }).success).toBe(
      false,
    );
  });
});

describe('ChangePasswordInput', () => {
  it('ends the other sessions unless asked to keep them', () => {
    expect(ChangePasswordInput.parse({ currentPassword: 'old', newPassword: 'aaaaaaaa' })).toEqual({
      currentPassword: 'old',
      newPassword: 'aaaaaaaa',
      revokeOtherSessions: true,
    });
  });

  it.each([true, false])('keeps revokeOtherSessions %s', (revokeOtherSessions) => {
    expect(
      ChangePasswordInput.parse({ currentPassword: 'old', newPassword: 'aaaaaaaa', revokeOtherSessions })
        .revokeOtherSessions,
    ).toBe(revokeOtherSessions);
  });

  it.each(['true', 1, null])('rejects revokeOtherSessions %j', (revokeOtherSessions) => {
    expect(
      ChangePasswordInput.safeParse({ currentPassword: 'old', newPassword: 'aaaaaaaa', revokeOtherSessions })
        .success,
    ).toBe(false);
  });

  it.each([
    [
      'an empty current password',
      { currentPassword: '' },
      { currentPassword: ['Enter your current password'] },
    ],
    [
      'a short new password',
      { newPassword: 'short' },
      { newPassword: ['Password must be at least 8 characters'] },
    ],
    [
      'a long new password',
      { newPassword: 'n'.repeat(129) },
      { newPassword: ['Password must be at most 128 characters'] },
    ],
  ])('rejects %s', (_label, change, errors) => {
    expect(
      fieldErrors(ChangePasswordInput, { currentPassword: 'old', newPassword: 'aaaaaaaa', ...change }),
    ).toEqual(errors);
  });

  it('accepts a current password shorter than the new-password minimum', () => {
    expect(
      ChangePasswordInput.safeParse({ currentPassword: 'x', newPassword: 'p'.repeat(128) }).success,
    ).toBe(true);
  });
});

describe('SignUpInput phone', () => {
  const base = { fullName: 'Ada', companyName: 'Acme', email: 'ada@acme.test', password: 'long enough' };
  it('is optional, and an empty field means none', () => {
    expect(SignUpInput.parse(base).phone).toBeUndefined();
    expect(SignUpInput.parse({ ...base, phone: '  ' }).phone).toBeUndefined();
  });
  it('is normalised to international form', () => {
    expect(SignUpInput.parse({ ...base, phone: '+1 415.555.0100' }).phone).toBe('+14155550100');
  });
  it('rejects a number that is not international', () => {
    expect(SignUpInput.safeParse({ ...base, phone: '5550100' }).success).toBe(false);
  });
});

describe('SignInFields', () => {
  it('can be narrowed to single fields, as the invitation page does for its password-only form', () => {
    expect(SignInFields.pick({ password: true }).parse({ password: 'pw' })).toEqual({ password: 'pw' });
  });
});
