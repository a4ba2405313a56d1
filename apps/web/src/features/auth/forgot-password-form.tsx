import { RequestPasswordResetInput } from '@competencyhub/domain/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { applyServerFieldErrors } from '../../lib/form-errors.ts';
import { Alert } from '../../ui/alert.tsx';
import { FormFooter } from '../../ui/form-footer.tsx';
import { focusRing } from '../../ui/styles.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useRequestPasswordReset } from './auth-api.ts';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const requestReset = useRequestPasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(RequestPasswordResetInput), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await requestReset.mutateAsync(values);
      setSent(true);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['email'])) setFormError(errorMessage(t, error));
    }
  });

  return (
    <div className="space-y-5">
      {sent ? (
        <Alert tone="success">{t('auth.forgot.sent')}</Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={translateValidationMessage(t, errors.email?.message)}
            {...register('email')}
          />
          <FormFooter
            error={formError}
            fullWidth
            pending={isSubmitting}
            pendingLabel={t('auth.forgot.submitting')}
          >
            {t('auth.forgot.submit')}
          </FormFooter>
        </form>
      )}
      <div className="text-center">
        <button
          type="button"
          onClick={onBack}
          className={`rounded-sm text-sm font-medium text-indigo-700 hover:text-indigo-900 hover:underline ${focusRing}`}
        >
          {t('auth.forgot.back')}
        </button>
      </div>
    </div>
  );
}
