import { PASSWORD_MIN_LENGTH } from '@competencyhub/domain/constants';
import { ChangePasswordInput } from '@competencyhub/domain/schemas/auth';
import { Ok } from '@competencyhub/domain/schemas/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiRequest, isApiError } from '../../lib/api-client.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { applyServerFieldErrors } from '../../lib/form-errors.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Panel } from '../../ui/panel.tsx';
import { TextField } from '../../ui/text-field.tsx';

const WRONG_CURRENT_PASSWORD = new Set(['INVALID_CREDENTIALS', 'INVALID_PASSWORD']);

export function ChangePasswordPanel() {
  const { t } = useTranslation();
  const checkboxId = useId();
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
    defaultValues: { currentPassword: '', newPassword: '', revokeOtherSessions: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setDone(false);
    setFormError(null);
    try {
      await change.mutateAsync(values);
      setDone(true);
      reset();
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['currentPassword', 'newPassword'])) return;
      if (isApiError(error) && WRONG_CURRENT_PASSWORD.has(error.code)) {
        setError(
          'currentPassword',
          { type: 'server', message: t('account.wrongCurrentPassword') },
          { shouldFocus: true },
        );
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
        <TextField
          label={t('fields.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.signup.passwordHint', { count: PASSWORD_MIN_LENGTH })}
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
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Button type="submit" variant="secondary" pending={isSubmitting} pendingLabel={t('account.saving')}>
          {t('account.changePasswordSubmit')}
        </Button>
      </form>
    </Panel>
  );
}
