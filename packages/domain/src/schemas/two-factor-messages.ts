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
  passkeyNotVerified: 'The passkey could not be checked. Try again.',
  passkeyExpired: 'The passkey request took too long. Try again.',
  passkeyUnknown: 'This passkey is not known here. Sign in with your password, or use another passkey.',
  passkeysNotAllowed: 'Your company does not allow signing in with a passkey',
  passwordNotAllowed: 'Your company asks you to sign in with a passkey',
  tooManyPasskeys: 'You have the most passkeys allowed: remove one before adding another',
  lastFactor: 'Your company requires a second factor: add another before removing your last one',
  signInAgain: 'For your safety, sign in again before adding a passkey',
  mustEnrol: 'Your company asks you to set up two-step sign-in before you continue',
} as const;
