import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from './api-client.ts';
import { errorMessage, translateValidationMessage } from './error-messages.ts';

/** Field path ('name', 'levelDescriptions.2') → the message shown under it, already translated. */
export type FieldErrors = Record<string, string>;

/**
 * The first message of each field, from the shared schema's issues. Messages are translated when
 * shown (see useSubmitErrors and translateIssues), so this keeps the English ones.
 */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * What a dialog shows when saving fails: field errors from the server go under their fields, the
 * rest becomes one alert. Everything is shown in the person's language.
 */
export function useSubmitErrors(setErrors: (errors: FieldErrors) => void) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const reset = useCallback(() => setFormError(null), []);
  const handleFailure = useCallback(
    (error: unknown) => {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        const fields: FieldErrors = {};
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if (messages[0]) fields[field] = messages[0];
        }
        setErrors(fields);
        setFormError(null);
        return;
      }
      setFormError(errorMessage(t, error));
    },
    [setErrors, t],
  );
  return { formError, handleFailure, reset };
}

/** The translated message of a field, or undefined. */
export function useFieldError(errors: FieldErrors) {
  const { t } = useTranslation();
  return (field: string) => translateValidationMessage(t, errors[field]);
}
