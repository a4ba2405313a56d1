import { ResetPasswordInput } from '@competencyhub/domain/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { applyServerFieldErrors, setServerFieldError } from '../../lib/form-errors.ts';
import { Alert } from '../../ui/alert.tsx';
import { CenteredPage, PageHeading } from '../../ui/centered-page.tsx';
import { FormFooter } from '../../ui/form-footer.tsx';
import { NewPasswordField, weakPasswordText } from '../../ui/new-password-field.tsx';
import { linkClass } from '../../ui/styles.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useConfirmPasswordReset } from './auth-api.ts';

const ResetPasswordForm = ResetPasswordInput.pick({ newPassword: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    error: 'Passwords do not match',
    path: ['confirmPassword'],
  });

const REQUEST_NEW_LINK = '/auth?view=forgot';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirmReset = useConfirmPasswordReset();
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ResetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFormError(null);
    try {
      await confirmReset.mutateAsync({ token, newPassword });
      setState('done');
    } catch (error) {
      const weak = weakPasswordText(t, error);
      if (isApiError(error, 'INVALID_TOKEN')) setState('invalid');
      else if (weak) setServerFieldError(setError, 'newPassword', weak);
      else if (!applyServerFieldErrors(error, setError, ['newPassword']))
        setFormError(errorMessage(t, error));
    }
  });

  if (state === 'invalid') {
    return (
      <CenteredPage>
        <PageHeading title={t('resetPassword.invalidTitle')} />
        <Alert tone="warning">{t('resetPassword.invalidBody')}</Alert>
        <p className="mt-6 text-center text-sm">
          <Link to={REQUEST_NEW_LINK} className={linkClass}>
            {t('resetPassword.requestNew')}
          </Link>
        </p>
      </CenteredPage>
    );
  }

  if (state === 'done') {
    return (
      <CenteredPage>
        <PageHeading title={t('resetPassword.doneTitle')} />
        <Alert tone="success">{t('resetPassword.doneBody')}</Alert>
        <p className="mt-6 text-center text-sm">
          <Link to="/auth" className={linkClass}>
            {t('resetPassword.signIn')}
          </Link>
        </p>
      </CenteredPage>
    );
  }

  return (
    <CenteredPage
      footer={
        <Link to="/auth" className={linkClass}>
          {t('resetPassword.backToSignIn')}
        </Link>
      }
    >
      <PageHeading title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')} />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <NewPasswordField
          label={t('fields.newPassword')}
          error={translateValidationMessage(t, errors.newPassword?.message)}
          {...register('newPassword')}
        />
        <TextField
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={translateValidationMessage(t, errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <FormFooter
          error={formError}
          fullWidth
          pending={isSubmitting}
          pendingLabel={t('resetPassword.submitting')}
        >
          {t('resetPassword.submit')}
        </FormFooter>
      </form>
    </CenteredPage>
  );
}
