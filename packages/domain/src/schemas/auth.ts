import { z } from 'zod';
import { Email, Password, PersonName, Phone, plainLine } from './common.ts';

export const SignUpInput = z.object({
  fullName: PersonName,
  companyName: plainLine(
    z
      .string({ error: 'Enter your company name' })
      .trim()
      .min(1, { error: 'Enter your company name' })
      .max(120, { error: 'Company name must be at most 120 characters' }),
  ),
  email: Email,
  /** Optional; once given, the account can also sign in with it. An empty field means none. */
  phone: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), Phone.optional()),
  password: Password,
});
export type SignUpInput = z.infer<typeof SignUpInput>;

/**
 * Why the server refused a new password (problem code WEAK_PASSWORD, the spec's weak_password, with
 * `reasons` and one message per reason under the password field). Only the server can tell
 * `common`: the list of common passwords stays there, not in the browser.
 */
export const WEAK_PASSWORD_MESSAGES = {
  common: 'This password is one of the most common passwords, which attackers try first',
  repetitive: 'This password repeats a short pattern',
  contains_email: 'This password contains your e-mail address',
  contains_name: 'This password contains your name',
} as const;
export type WeakPasswordReason = keyof typeof WEAK_PASSWORD_MESSAGES;
export const WEAK_PASSWORD_REASONS = Object.keys(WEAK_PASSWORD_MESSAGES) as WeakPasswordReason[];

/** Sign-up's answer (429) when a domain's unconfirmed join requests of the day are at their ceiling. */
export const JOIN_REQUESTS_FULL_MESSAGE =
  'Too many people asked to join this company today without confirming their e-mail. Try again tomorrow, or ask an administrator for an invitation.';

/**
 * signed_in: a new company was created and the user is in.
 * pending_approval: the domain belongs to a company; the user waits for an admin.
 * check_email: nothing more can be said without leaking whether the e-mail has an account.
 */
export const SignUpResult = z.object({ outcome: z.enum(['signed_in', 'pending_approval', 'check_email']) });
export type SignUpResult = z.infer<typeof SignUpResult>;

/** The fields of a sign-in; SignInInput adds the rule that exactly one of e-mail and phone is given. */
export const SignInFields = z.object({
  email: Email.optional(),
  phone: Phone.optional(),
  password: z.string({ error: 'Enter your password' }).min(1, { error: 'Enter your password' }).max(1024),
});

/** Sign in with an e-mail or a phone number, plus the password (spec section 5). */
export const SignInInput = SignInFields.refine((v) => (v.email === undefined) !== (v.phone === undefined), {
  error: 'Enter your e-mail or phone number',
  path: ['email'],
});
export type SignInInput = z.infer<typeof SignInInput>;

/** A sign-in's answer: signed in, or (two-step sign-in on) the password was right and a code is next. */
export const SignInResult = z.object({ ok: z.literal(true), secondStep: z.literal('totp').optional() });
export type SignInResult = z.infer<typeof SignInResult>;

export const RequestPasswordResetInput = z.object({ email: Email });
export type RequestPasswordResetInput = z.infer<typeof RequestPasswordResetInput>;

export const ResetPasswordInput = z.object({
  token: z.string().min(1, { error: 'This reset link is invalid' }).max(200),
  newPassword: Password,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

export const ChangePasswordInput = z.object({
  currentPassword: z.string().min(1, { error: 'Enter your current password' }).max(1024),
  newPassword: Password,
  /** A new password usually means the old one may be known: other sessions end unless kept on purpose. */
  revokeOtherSessions: z.boolean().default(true),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

export const VerifyEmailInput = z.object({
  token: z.string().min(1, { error: 'This confirmation link is invalid or has expired.' }).max(4096),
});
export type VerifyEmailInput = z.infer<typeof VerifyEmailInput>;

/** claimedDomain: the e-mail domain that now leads colleagues to the company, when this claimed one. */
export const VerifyEmailResult = z.object({ ok: z.literal(true), claimedDomain: z.string().nullable() });
export type VerifyEmailResult = z.infer<typeof VerifyEmailResult>;
