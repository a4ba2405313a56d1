import { SignInInput } from '@competencyhub/domain/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { applyServerFieldErrors } from '../../lib/form-errors.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { focusRing } from '../../ui/styles.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useSignIn } from './auth-api.ts';

interface SignInFormProps {
  onSignedIn: () => Promise<void>;
  onForgotPassword: () => void;
}

export function SignInForm({ onSignedIn, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(SignInInput), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn.mutateAsync(values);
      await onSignedIn();
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['email', 'password'])) return;
      if (isApiError(error, 'INVALID_CREDENTIALS')) setFormError(t('auth.signin.invalidCredentials'));
      else if (isApiError(error, 'ACCOUNT_DEACTIVATED')) setFormError(t('auth.signin.deactivated'));
      else setFormError(errorMessage(t, error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={translateValidationMessage(t, errors.email?.message)}
        {...register('email')}
      />
      <div className="space-y-2">
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          error={translateValidationMessage(t, errors.password?.message)}
          {...register('password')}
        />
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onForgotPassword}
            className={`rounded-sm text-sm font-medium text-indigo-700 hover:text-indigo-900 hover:underline ${focusRing}`}
          >
            {t('auth.signin.forgotPassword')}
          </button>
        </div>
      </div>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Button type="submit" fullWidth pending={isSubmitting} pendingLabel={t('auth.signin.submitting')}>
        {t('auth.signin.submit')}
      </Button>
    </form>
  );
}
