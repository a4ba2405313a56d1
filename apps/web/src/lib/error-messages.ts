import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@competencyhub/domain/constants';
import type { TFunction } from 'i18next';
import { isApiError } from './api-client.ts';

/**
 * The shared zod schemas (and the server) speak English; the interface speaks the user's language.
 * Known messages map to keys; anything else is shown as it came.
 */
const VALIDATION_KEYS: Record<string, string> = {
  'Enter your e-mail address': 'validation.emailRequired',
  'Enter a valid e-mail address': 'validation.emailInvalid',
  'E-mail address is too long': 'validation.emailTooLong',
  'Enter a password': 'validation.passwordRequired',
  'Enter your password': 'validation.passwordRequired',
  'Enter your current password': 'validation.currentPasswordRequired',
  [`Password must be at least ${PASSWORD_MIN_LENGTH} characters`]: 'validation.passwordTooShort',
  [`Password must be at most ${PASSWORD_MAX_LENGTH} characters`]: 'validation.passwordTooLong',
  'Enter a name': 'validation.nameRequired',
  'Name must be at most 120 characters': 'validation.nameTooLong',
  'Enter your company name': 'validation.companyRequired',
  'Company name must be at most 120 characters': 'validation.companyTooLong',
  'Choose a valid role': 'validation.roleInvalid',
  'This reset link is invalid': 'validation.resetTokenInvalid',
  'Passwords do not match': 'validation.passwordsMismatch',
  'Current password is incorrect': 'validation.currentPasswordIncorrect',
  'This person is already a member of your company': 'validation.alreadyMember',
  'An invitation is already waiting for this e-mail': 'validation.invitationPending',
  'Enter your e-mail or phone number': 'validation.identifierRequired',
  'Enter the phone number in international format, e.g. +44 20 7946 0958': 'validation.phoneInvalid',
  'This phone number is already used by another account': 'validation.phoneTaken',
};

export function translateValidationMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = VALIDATION_KEYS[message];
  return key ? t(key, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : message;
}

/** Codes every form treats the same way; forms handle their own codes before falling back to this. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.network');
  if (error.status === 429 || error.code === 'RATE_LIMITED') {
    const seconds = error.retryAfterSeconds;
    if (!seconds) return t('errors.rateLimitedSoon');
    // Hourly limits (e.g. e-mails sent) answer with thousands of seconds: say minutes instead.
    return seconds >= 120
      ? t('errors.rateLimitedMinutes', { count: Math.ceil(seconds / 60) })
      : t('errors.rateLimited', { count: seconds });
  }
  if (error.status >= 500) return t('errors.server');
  switch (error.code) {
    case 'UNAUTHENTICATED':
      return t('errors.unauthenticated');
    case 'FORBIDDEN':
      return t('errors.forbidden');
    case 'NOT_FOUND':
      return t('errors.notFound');
    default:
      return translateValidationMessage(t, error.message) ?? t('errors.unknown');
  }
}
