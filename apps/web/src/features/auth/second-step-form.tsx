import {
  type SecondStepInput,
  SecondStepInput as SecondStepSchema,
} from '@competencyhub/domain/schemas/two-factor';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiRequest, isApiError } from '../../lib/api-client.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { applyServerFieldErrors } from '../../lib/form-errors.ts';
import { FormFooter } from '../../ui/form-footer.tsx';
import { focusRing } from '../../ui/styles.ts';
import { TextField } from '../../ui/text-field.tsx';

function useSecondStep() {
  return useMutation({
    mutationFn: async (input: SecondStepInput) => {
      const { SignInResult } = await import('@competencyhub/domain/schemas/auth');
      return apiRequest('/auth/sign-in/second-step', { method: 'POST', body: input, schema: SignInResult });
    },
  });
}

interface SecondStepFormProps {
  onSignedIn: () => Promise<void>;
  /** Back to e-mail and password (the sign-in took too long, or another account). */
  onRestart: () => void;
}

/**
 * The sign-in's second step (decision 0075): the password was right, and the account has two-step
 * sign-in on. A code from the authenticator app, or one of the recovery codes.
 */
export function SecondStepForm({ onSignedIn, onRestart }: SecondStepFormProps) {
  const { t } = useTranslation();
  const verify = useSecondStep();
  const [method, setMethod] = useState<'totp' | 'recovery'>('totp');
  const [formError, setFormError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SecondStepInput>({
    resolver: zodResolver(SecondStepSchema),
    defaultValues: { method, code: '' },
  });

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const switchMethod = () => {
    const next = method === 'totp' ? 'recovery' : 'totp';
    setMethod(next);
    setFormError(null);
    reset({ method: next, code: '' });
    setTimeout(() => setFocus('code'), 0);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await verify.mutateAsync({ ...values, method });
      await onSignedIn();
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['code'])) return;
      if (isApiError(error, 'INVALID_TOKEN')) setFormError(t('security.secondStep.expired'));
      else setFormError(errorMessage(t, error));
    }
  });

  const totp = method === 'totp';
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="space-y-1">
        <h2
          ref={heading}
          tabIndex={-1}
          className="rounded-sm text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {t('security.secondStep.title')}
        </h2>
        <p className="text-sm text-slate-600">
          {t(totp ? 'security.secondStep.totpIntro' : 'security.secondStep.recoveryIntro')}
        </p>
      </div>
      <input type="hidden" {...register('method')} value={method} />
      <TextField
        label={t(totp ? 'security.secondStep.totpLabel' : 'security.secondStep.recoveryLabel')}
        type="text"
        inputMode={totp ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        error={translateValidationMessage(t, errors.code?.message)}
        {...register('code')}
      />
      <FormFooter
        error={formError}
        fullWidth
        pending={isSubmitting}
        pendingLabel={t('security.secondStep.verifying')}
      >
        {t('security.secondStep.submit')}
      </FormFooter>
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <button
          type="button"
          onClick={switchMethod}
          className={`rounded-sm font-medium text-indigo-700 hover:text-indigo-900 hover:underline ${focusRing}`}
        >
          {t(totp ? 'security.secondStep.useRecovery' : 'security.secondStep.useTotp')}
        </button>
        <button
          type="button"
          onClick={onRestart}
          className={`rounded-sm font-medium text-slate-700 hover:text-slate-900 hover:underline ${focusRing}`}
        >
          {t('security.secondStep.restart')}
        </button>
      </div>
    </form>
  );
}
