import { JOIN_REQUESTS_FULL_MESSAGE, SignUpInput } from '@competencyhub/domain/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { applyServerFieldErrors, setServerFieldError } from '../../lib/form-errors.ts';
import { Alert } from '../../ui/alert.tsx';
import { FormFooter } from '../../ui/form-footer.tsx';
import { NewPasswordField, weakPasswordText } from '../../ui/new-password-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSignUp } from './auth-api.ts';

const FIELDS = ['fullName', 'companyName', 'email', 'phone', 'password'] as const;

export function SignUpForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const [checkEmail, setCheckEmail] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(SignUpInput),
    defaultValues: { fullName: '', companyName: '', email: '', phone: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setCheckEmail(false);
    try {
      const { outcome } = await signUp.mutateAsync(values);
      // check_email: the address already has an account; say nothing that confirms it.
      if (outcome === 'check_email') setCheckEmail(true);
      else await onSignedIn();
    } catch (error) {
      const weak = weakPasswordText(t, error);
      if (weak) return setServerFieldError(setError, 'password', weak);
      if (applyServerFieldErrors(error, setError, FIELDS)) return;
      // A daily ceiling of the company, not the caller's own retries: say which, and what else to do.
      if (isApiError(error) && error.message === JOIN_REQUESTS_FULL_MESSAGE) {
        setFormError(t('auth.signup.joinRequestsFull'));
      } else {
        setFormError(errorMessage(t, error));
      }
    }
  });

  const fieldError = (name: (typeof FIELDS)[number]) => translateValidationMessage(t, errors[name]?.message);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        label={t('fields.fullName')}
        autoComplete="name"
        error={fieldError('fullName')}
        {...register('fullName')}
      />
      <TextField
        label={t('fields.companyName')}
        autoComplete="organization"
        error={fieldError('companyName')}
        {...register('companyName')}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={fieldError('email')}
        {...register('email')}
      />
      <TextField
        label={t('fields.phoneOptional')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={t('auth.signup.phoneHint')}
        error={fieldError('phone')}
        {...register('phone')}
      />
      <NewPasswordField
        label={t('fields.password')}
        error={fieldError('password')}
        {...register('password')}
      />
      <p className="rounded-lg bg-slate-50 px-3 py-2.5 text-xs leading-relaxed text-slate-700">
        {t('auth.signup.domainNote')}
      </p>
      {checkEmail ? <Alert tone="success">{t('auth.signup.checkEmail')}</Alert> : null}
      <FormFooter
        error={formError}
        fullWidth
        pending={isSubmitting}
        pendingLabel={t('auth.signup.submitting')}
      >
        {t('auth.signup.submit')}
      </FormFooter>
    </form>
  );
}
