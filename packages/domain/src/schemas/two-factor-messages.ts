/**
 * Two-step sign-in's refusals (decision 0075), apart from the schemas so the web's error
 * translation stays small. The web maps each to an i18n key (features/security/security-messages.ts).
 */
export const SECOND_FACTOR_REQUIRED = 'SECOND_FACTOR_REQUIRED';

export const TWO_FACTOR_MESSAGES = {
  wrongPassword: 'The password is not correct',
  wrongCode: 'That code is not correct. Check your authenticator app and try again.',
  challengeExpired: 'The sign-in took too long. Enter your e-mail and password again.',
  locked: 'Too many wrong codes. Try again in 15 minutes.',
  alreadyEnabled: 'Two-step sign-in is already on',
  notStarted: 'Start the setup again: no authenticator app is waiting for confirmation',
  notEnabled: 'Two-step sign-in is not on',
  requiredByPolicy: 'Your company requires two-step sign-in, so it cannot be turned off',
  mustEnrol: 'Your company asks you to set up two-step sign-in before you continue',
} as const;
