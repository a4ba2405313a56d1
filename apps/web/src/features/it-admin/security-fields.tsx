import { useId } from 'react';
import { focusRing } from '../../ui/styles.ts';
import { TextField } from '../../ui/text-field.tsx';

/** A whole number typed as text, so a half-typed value is the person's until they save. */
export function NumberField({
  id,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      error={error}
      inputMode="numeric"
      className="max-w-xs"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A labelled radio button or checkbox. */
export function Choice({
  type,
  name,
  checked,
  label,
  onChange,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2.5">
      <input
        id={id}
        type={type}
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className={`mt-0.5 size-4 shrink-0 accent-indigo-600 ${focusRing}`}
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}
