import { ChangePasswordInput } from '@competencyhub/domain/schemas/auth';
import { Ok } from '@competencyhub/domain/schemas/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiRequest, isApiError } from '../../lib/api-client.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { applyServerFieldErrors, setServerFieldError } from '../../lib/form-errors.ts';
import { usePasswordMinimum } from '../../lib/password-rules.ts';
import { Alert } from '../../ui/alert.tsx';
import { FormFooter } from '../../ui/form-footer.tsx';
import { NewPasswordField, weakPasswordText } from '../../ui/new-password-field.tsx';
import { Panel } from '../../ui/panel.tsx';
import { TextField } from '../../ui/text-field.tsx';

const WRONG_CURRENT_PASSWORD = new Set(['INVALID_CREDENTIALS', 'INVALID_PASSWORD']);

export function ChangePasswordPanel() {
  const { t } = useTranslation();
  const checkboxId = useId();
  const passwordMinimum = usePasswordMinimum();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiRequest('/auth/change-password', { method: 'POST', body: input, schema: Ok }),
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ChangePasswordInput),
    // Ending the other sessions is the safe default: a new password often means the old one leaked.
    defaultValues: { currentPassword: '', newPassword: '', revokeOtherSessions: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    setDone(false);
    setFormError(null);
    try {
      await change.mutateAsync(values);
      setDone(true);
      reset();
    } catch (error) {
      const weak = weakPasswordText(t, error);
      if (weak) return setServerFieldError(setError, 'newPassword', weak);
      if (applyServerFieldErrors(error, setError, ['currentPassword', 'newPassword'])) return;
      if (isApiError(error) && WRONG_CURRENT_PASSWORD.has(error.code)) {
        setServerFieldError(setError, 'currentPassword', t('account.wrongCurrentPassword'));
      } else {
        setFormError(errorMessage(t, error));
      }
    }
  });

  return (
    <Panel title={t('account.changePassword')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label={t('fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={translateValidationMessage(t, errors.currentPassword?.message)}
          {...register('currentPassword')}
        />
        <NewPasswordField
          minLength={passwordMinimum}
          label={t('fields.newPassword')}
          error={translateValidationMessage(t, errors.newPassword?.message)}
          {...register('newPassword')}
        />
        <div className="flex items-start gap-2.5">
          <input
            id={checkboxId}
            type="checkbox"
            className="mt-0.5 size-4 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            {...register('revokeOtherSessions')}
          />
          <label htmlFor={checkboxId} className="text-sm text-slate-700">
            {t('account.revokeOtherSessions')}
          </label>
        </div>
        {done ? <Alert tone="success">{t('account.passwordChanged')}</Alert> : null}
        <FormFooter
          error={formError}
          variant="secondary"
          pending={isSubmitting}
          pendingLabel={t('account.saving')}
        >
          {t('account.changePasswordSubmit')}
        </FormFooter>
      </form>
    </Panel>
  );
}
