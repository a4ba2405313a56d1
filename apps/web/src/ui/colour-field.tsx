import { parseColour, toHex } from '@competencyhub/domain/colour';
import { type ReactNode, useId } from 'react';
import { Button } from './button.tsx';
import { TextField } from './text-field.tsx';

interface ColourFieldProps {
  label: string;
  hint?: string;
  /** The text field's placeholder (e.g. what an empty value means). */
  placeholder?: string;
  value: string;
  /** A server message (already translated), else `invalidMessage` while the value cannot be read. */
  error?: string | undefined;
  invalidMessage: string;
  /** The colour picker's label, read by screen readers. */
  pickerLabel: string;
  /** Shown as a button that empties the field, when the field may be empty. */
  clearLabel?: string;
  onChange: (value: string) => void;
  /** Under the field: a contrast warning, say. */
  children?: ReactNode;
}

/**
 * A colour typed as `hsl(221 83% 53%)` or `#4f46e5`, or picked: the text field and the browser's
 * colour picker edit the same value. Stacked on a phone, side by side from `sm` up.
 */
export function ColourField({
  label,
  hint,
  placeholder,
  value,
  error,
  invalidMessage,
  pickerLabel,
  clearLabel,
  onChange,
  children,
}: ColourFieldProps) {
  const pickerId = useId();
  const parsed = value.trim() ? parseColour(value) : null;
  const invalid = value.trim() !== '' && !parsed;
  return (
    <div className="space-y-2">
      <div className="grid gap-2 sm:flex sm:items-end sm:gap-3">
        <TextField
          label={label}
          hint={hint}
          className="min-w-0 sm:flex-1"
          value={value}
          placeholder={placeholder}
          error={error ?? (invalid ? invalidMessage : undefined)}
          onChange={(event) => onChange(event.target.value)}
        />
        <div className={`flex items-center gap-2 ${hint ? 'sm:pb-7' : error || invalid ? 'sm:pb-7' : ''}`}>
          <label htmlFor={pickerId} className="sr-only">
            {pickerLabel}
          </label>
          <input
            id={pickerId}
            type="color"
            className="h-10 w-12 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
            value={parsed ? toHex(parsed) : '#4f46e5'}
            onChange={(event) => onChange(event.target.value)}
          />
          {clearLabel && value ? (
            <Button size="sm" variant="ghost" onClick={() => onChange('')}>
              {clearLabel}
            </Button>
          ) : null}
        </div>
      </div>
      {children}
    </div>
  );
}
