import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client.ts';

/** Shows a message from the server under one field, and by default moves focus there. */
export function setServerFieldError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  field: Path<T>,
  message: string,
  focus = true,
): void {
  setError(field, { type: 'server', message }, { shouldFocus: focus });
}

/**
 * Puts the server's field errors ({ field: [messages] }) under the matching fields.
 * Returns true when at least one field got a message, so the caller can skip a form-level alert.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.fieldErrors[field]?.[0];
    if (message) {
      setServerFieldError(setError, field, message, !applied);
      applied = true;
    }
  }
  return applied;
}
