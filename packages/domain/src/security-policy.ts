import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { isAdminLevel, type Role, roleOrDefault } from './roles.ts';

/**
 * A company's sign-in and session rules (IT Administration > Security, issue 24; migration 0055).
 * The bounds here are the table's checks; the defaults are what a company without a saved policy
 * follows.
 */
export const TWO_FACTOR_REQUIREMENTS = ['none', 'admins', 'everyone'] as const;
export type TwoFactorRequirement = (typeof TWO_FACTOR_REQUIREMENTS)[number];

export const SIGN_IN_METHODS = ['password', 'passkey'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export const SECURITY_POLICY_LIMITS = {
  passwordMinLength: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
  sessionLifetimeHours: { min: 1, max: 720 },
  idleTimeoutMinutes: { min: 5, max: 10_080 },
  twoFactorGraceDays: { min: 0, max: 90 },
} as const;

export interface SecurityPolicy {
  passwordMinLength: number;
  sessionLifetimeHours: number;
  /** Null: a session is never ended for sitting idle (only by its lifetime). */
  idleTimeoutMinutes: number | null;
  twoFactorRequired: TwoFactorRequirement;
  twoFactorGraceDays: number;
  /** When the requirement last changed; the grace period runs from here. */
  twoFactorRequiredSince: string | null;
  signInMethods: SignInMethod[];
}

export const SECURITY_POLICY_DEFAULTS: SecurityPolicy = {
  passwordMinLength: PASSWORD_MIN_LENGTH,
  sessionLifetimeHours: 168,
  idleTimeoutMinutes: null,
  twoFactorRequired: 'none',
  twoFactorGraceDays: 7,
  twoFactorRequiredSince: null,
  signInMethods: ['password', 'passkey'],
};

/** Whether the policy asks this role for a second factor ("admins": the admin-level roles). */
export function secondFactorRequiredFor(
  policy: Pick<SecurityPolicy, 'twoFactorRequired'>,
  role: string | null | undefined,
): boolean {
  if (policy.twoFactorRequired === 'everyone') return true;
  if (policy.twoFactorRequired === 'admins') return isAdminLevel(roleOrDefault(role) as Role);
  return false;
}

/** The moment a person the policy asks for a second factor must have one (null: not asked). */
export function secondFactorDeadline(
  policy: Pick<SecurityPolicy, 'twoFactorRequired' | 'twoFactorGraceDays' | 'twoFactorRequiredSince'>,
  role: string | null | undefined,
): Date | null {
  if (!secondFactorRequiredFor(policy, role)) return null;
  const since = policy.twoFactorRequiredSince ? new Date(policy.twoFactorRequiredSince) : new Date(0);
  return new Date(since.getTime() + policy.twoFactorGraceDays * 24 * 60 * 60 * 1000);
}
