import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { controlClass, Field } from './field.tsx';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: ReactNode;
  /** Beside the hint and not read out, e.g. a character counter. */
  hintAside?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field; hint and error are tied to it like TextField's. */
export function TextAreaField({
  label,
  hint,
  hintAside,
  error,
  id,
  className = '',
  ref,
  ...props
}: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} hintAside={hintAside} error={error} id={id} className={className}>
      {(control) => (
        <textarea ref={ref} {...control} className={`${controlClass(error)} min-h-24 resize-y`} {...props} />
      )}
    </Field>
  );
}
