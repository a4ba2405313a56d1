import type { TextFieldProps } from '../../ui/text-field.tsx';
import { TextField } from '../../ui/text-field.tsx';

/** A six-digit code from an authenticator app: numeric keyboard, filled in by the phone's OTP autofill. */
export function CodeField(props: TextFieldProps) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      spellCheck={false}
      {...props}
    />
  );
}
