import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { controlClass, Field } from './field.tsx';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  error,
  id,
  className = '',
  children,
  ref,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} id={id} className={className}>
      {(control) => (
        <select ref={ref} {...control} className={`${controlClass(error)} pr-8`} {...selectProps}>
          {children}
        </select>
      )}
    </Field>
  );
}
