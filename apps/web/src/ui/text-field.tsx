import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { controlClass, Field } from './field.tsx';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({ label, hint, error, id, className = '', ref, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <input ref={ref} {...control} className={controlClass(error)} {...inputProps} />}
    </Field>
  );
}
