import { SECURITY_POLICY_LIMITS } from '../security-policy.ts';

const { passwordMinLength, sessionLifetimeHours, idleTimeoutMinutes, twoFactorGraceDays } =
  SECURITY_POLICY_LIMITS;

/** IT Administration > Security: refusals of a policy (apart from the schemas, for the web's error translation). */
export const SECURITY_POLICY_MESSAGES = {
  passwordMinLength: `Choose a minimum password length from ${passwordMinLength.min} to ${passwordMinLength.max} characters`,
  sessionLifetimeHours: `Choose a session lifetime from ${sessionLifetimeHours.min} to ${sessionLifetimeHours.max} hours`,
  idleTimeoutMinutes: `Choose an idle time-out from ${idleTimeoutMinutes.min} to ${idleTimeoutMinutes.max} minutes, or none`,
  twoFactorRequired: 'Choose who must use two-factor sign-in',
  twoFactorGraceDays: `Choose a grace period from ${twoFactorGraceDays.min} to ${twoFactorGraceDays.max} days`,
  signInMethodsRequired: 'Allow at least one sign-in method',
  signInMethodUnknown: 'Choose sign-in methods from the list',
  signInMethodTwice: 'List each sign-in method once',
} as const;

/**
 * A new password shorter than the company's own minimum (set on the Security tab). The message
 * names the minimum; the web reads it back with COMPANY_PASSWORD_MIN_PATTERN to translate it.
 */
export const companyPasswordTooShort = (min: number) =>
  `Your company asks for passwords of at least ${min} characters`;
export const COMPANY_PASSWORD_MIN_PATTERN = /^Your company asks for passwords of at least (\d+) characters$/;
