import { PASSWORD_MIN_LENGTH } from '@competencyhub/domain/constants';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field.tsx';

/**
 * A password being chosen: the minimum length is said before the first try, and autocomplete
 * lets the browser's password manager offer a strong one.
 */
export function NewPasswordField(props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'hint'>) {
  const { t } = useTranslation();
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      hint={t('auth.signup.passwordHint', { count: PASSWORD_MIN_LENGTH })}
      {...props}
    />
  );
}
