import { PASSWORD_MIN_LENGTH } from '@competencyhub/domain/constants';
import { WEAK_PASSWORD_MESSAGES, WEAK_PASSWORD_REASONS } from '@competencyhub/domain/schemas/auth';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

/**
 * A password being chosen: the rules are said before the first try (the length, and that common
 * passwords, the name and the e-mail are refused), and autocomplete lets the browser's password
 * manager offer a strong one.
 */
export function NewPasswordField({
  minLength = PASSWORD_MIN_LENGTH,
  ...props
}: Omit<TextFieldProps, 'type' | 'autoComplete' | 'hint' | 'minLength'> & {
  /** The company's own minimum where the company is known (IT Administration > Security). */
  minLength?: number;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      hint={`${t('auth.signup.passwordHint', { count: minLength })} ${t('auth.signup.passwordAdvice')}`}
      {...props}
    />
  );
}

/**
 * The server's reasons for refusing a new password (WEAK_PASSWORD), each translated, as one message
 * for the password field; null for any other error. Only the server knows the list of common
 * passwords, so the form shows its reasons rather than guessing them.
 */
export function weakPasswordText(t: TFunction, error: unknown): string | null {
  if (!isApiError(error, 'WEAK_PASSWORD')) return null;
  const sent = Object.values(error.fieldErrors).flat();
  const reasons = WEAK_PASSWORD_REASONS.filter((reason) => sent.includes(WEAK_PASSWORD_MESSAGES[reason]));
  const texts = reasons.map((reason) => t(`validation.weakPassword.${reason}`));
  return texts.length ? texts.join(' ') : error.message;
}
