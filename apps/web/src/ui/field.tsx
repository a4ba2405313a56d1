import { type ReactNode, useId } from 'react';
import { inputClass } from './styles.ts';

/** What the control inside a Field spreads onto itself so the label, hint and error belong to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  hint?: ReactNode;
  /** Shown at the end of the hint's line but not read out, e.g. a character counter. */
  hintAside?: ReactNode;
  error?: string | undefined;
  /** The control's id; one is generated when absent. */
  id?: string | undefined;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The input look, with a red border while the field has an error. */
export function controlClass(error: string | undefined): string {
  return `${inputClass} ${error ? 'border-red-600' : 'border-slate-300'}`;
}

/**
 * A label above any control, with a hint and an error below it that the control names in
 * aria-describedby, so a screen reader reads them with the field.
 */
export function Field({ label, hint, hintAside, error, id, className = '', children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const hintText = hint ? <p id={hintId}>{hint}</p> : null;

  return (
    <div className={`space-y-1.5 ${className}`}>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hintAside ? (
        <div className="flex justify-between gap-4 text-xs text-slate-600">
          {hintText}
          <p aria-hidden="true" className="tabular-nums">
            {hintAside}
          </p>
        </div>
      ) : hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
