import { z } from 'zod';
import { SECURITY_POLICY_LIMITS, SIGN_IN_METHODS, TWO_FACTOR_REQUIREMENTS } from '../security-policy.ts';
import { Timestamp } from './common.ts';
import { SECURITY_POLICY_MESSAGES as M } from './it-admin-security-messages.ts';

/**
 * IT Administration > Security (issue 24; decision 0073): a company's password, session, two-factor
 * and sign-in rules (migration 0055). The bounds are SECURITY_POLICY_LIMITS, the table's checks.
 */
const L = SECURITY_POLICY_LIMITS;
const whole = (limits: { min: number; max: number }, error: string) =>
  z.int({ error }).min(limits.min, { error }).max(limits.max, { error });

export const SecurityPolicyInput = z.object({
  passwordMinLength: whole(L.passwordMinLength, M.passwordMinLength),
  sessionLifetimeHours: whole(L.sessionLifetimeHours, M.sessionLifetimeHours),
  /** Null: no idle time-out (only the lifetime ends a session). */
  idleTimeoutMinutes: whole(L.idleTimeoutMinutes, M.idleTimeoutMinutes).nullable(),
  twoFactorRequired: z.enum(TWO_FACTOR_REQUIREMENTS, { error: M.twoFactorRequired }),
  twoFactorGraceDays: whole(L.twoFactorGraceDays, M.twoFactorGraceDays),
  signInMethods: z
    .array(z.enum(SIGN_IN_METHODS, { error: M.signInMethodUnknown }), { error: M.signInMethodsRequired })
    .min(1, { error: M.signInMethodsRequired })
    .max(SIGN_IN_METHODS.length, { error: M.signInMethodTwice })
    .refine((methods) => new Set(methods).size === methods.length, { error: M.signInMethodTwice }),
});
export type SecurityPolicyInput = z.infer<typeof SecurityPolicyInput>;

export const SecurityPolicyView = SecurityPolicyInput.extend({
  /** When the two-factor requirement last changed: the grace period runs from here. */
  twoFactorRequiredSince: Timestamp.nullable(),
  /** Null while the company follows the platform's defaults (never saved). */
  updatedAt: Timestamp.nullable(),
});
export type SecurityPolicyView = z.infer<typeof SecurityPolicyView>;

/** The password rule a form shows as its hint: the company's minimum (the platform's without one). */
export const PasswordRules = z.object({ minLength: z.int().min(1) });
export type PasswordRules = z.infer<typeof PasswordRules>;
