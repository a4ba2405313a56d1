import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { setServerFieldError } from '../../lib/form-errors.ts';
import { FormFooter } from '../../ui/form-footer.tsx';
import { focusRing } from '../../ui/styles.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useSignIn } from './auth-api.ts';
import { PasskeySignInButton } from './passkey-sign-in-button.tsx';
import { SecondStepForm } from './second-step-form.tsx';

/**
 * One field takes an e-mail or a phone number (spec section 5); the server's SignInInput validates
 * whichever it is. Anything with an @ is an e-mail.
 */
const SignInFields = z.object({
  identifier: z.string().trim().min(1, { error: 'Enter your e-mail or phone number' }),
  password: z.string().min(1, { error: 'Enter your password' }),
});

function toSignInBody({ identifier, password }: z.infer<typeof SignInFields>) {
  return identifier.includes('@') ? { email: identifier, password } : { phone: identifier, password };
}

interface SignInFormProps {
  onSignedIn: () => Promise<void>;
  onForgotPassword: () => void;
}

export function SignInForm({ onSignedIn, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  // The password was right and the account asks for a code: the second step replaces the form.
  const [secondStep, setSecondStep] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(SignInFields), defaultValues: { identifier: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await signIn.mutateAsync(toSignInBody(values));
      if (result.secondStep) return setSecondStep(true);
      await onSignedIn();
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) {
        const { email, phone, password } = error.fieldErrors;
        const identifierError = email?.[0] ?? phone?.[0];
        if (identifierError) setServerFieldError(setError, 'identifier', identifierError);
        if (password?.[0]) setServerFieldError(setError, 'password', password[0], !identifierError);
        if (identifierError || password?.[0]) return;
      }
      if (isApiError(error, 'INVALID_CREDENTIALS')) setFormError(t('auth.signin.invalidCredentials'));
      else if (isApiError(error, 'ACCOUNT_DEACTIVATED')) setFormError(t('auth.signin.deactivated'));
      else if (isApiError(error, 'PASSWORD_RESET_REQUIRED')) setFormError(t('auth.signin.resetRequired'));
      // The company allows passkeys only: say so, in the person's language.
      else if (isApiError(error, 'FORBIDDEN'))
        setFormError(translateValidationMessage(t, error.message) ?? errorMessage(t, error));
      else setFormError(errorMessage(t, error));
    }
  });

  if (secondStep) return <SecondStepForm onSignedIn={onSignedIn} onRestart={() => setSecondStep(false)} />;

  return (
    <div className="space-y-5">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label={t('fields.emailOrPhone')}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={translateValidationMessage(t, errors.identifier?.message)}
          {...register('identifier')}
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
        <FormFooter
          error={formError}
          fullWidth
          pending={isSubmitting}
          pendingLabel={t('auth.signin.submitting')}
        >
          {t('auth.signin.submit')}
        </FormFooter>
      </form>
      <PasskeySignInButton onSignedIn={onSignedIn} />
    </div>
  );
}
