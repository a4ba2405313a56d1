import { PASSWORD_MIN_LENGTH } from '@competencyhub/domain/constants';
import { SignInFields } from '@competencyhub/domain/schemas/auth';
import { AcceptInvitationInput } from '@competencyhub/domain/schemas/invitations';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../lib/error-messages.ts';
import { applyServerFieldErrors } from '../../lib/form-errors.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';

const NewAccountInput = AcceptInvitationInput.required();
const ExistingAccountInput = SignInFields.pick({ password: true });

interface FormProps {
  email: string;
  formError: string | null;
  /** Throws on failure; the page turns known errors into states or `formError`. */
  onAccept: (values: { fullName?: string; password?: string }) => Promise<void>;
}

function InvitedEmailField({ email }: { email: string }) {
  const { t } = useTranslation();
  return <TextField label={t('fields.email')} type="email" autoComplete="username" value={email} readOnly />;
}

/** No account yet: the invitee chooses a name and password. */
export function NewAccountForm({ email, formError, onAccept }: FormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(NewAccountInput), defaultValues: { fullName: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onAccept(values);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['fullName', 'password']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-slate-700">{t('invitation.newAccount.intro')}</p>
      <InvitedEmailField email={email} />
      <TextField
        label={t('fields.fullName')}
        autoComplete="name"
        error={translateValidationMessage(t, errors.fullName?.message)}
        {...register('fullName')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.signup.passwordHint', { count: PASSWORD_MIN_LENGTH })}
        error={translateValidationMessage(t, errors.password?.message)}
        {...register('password')}
      />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Button
        type="submit"
        fullWidth
        pending={isSubmitting}
        pendingLabel={t('invitation.newAccount.submitting')}
      >
        {t('invitation.newAccount.submit')}
      </Button>
    </form>
  );
}

/** The invited e-mail already has an account: sign in with it, then accept. */
export function ExistingAccountForm({ email, formError, onAccept }: FormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ExistingAccountInput), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onAccept(values);
    } catch {
      // Shown through formError by the page.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-slate-700">{t('invitation.existingAccount.intro')}</p>
      <InvitedEmailField email={email} />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        error={translateValidationMessage(t, errors.password?.message)}
        {...register('password')}
      />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Button
        type="submit"
        fullWidth
        pending={isSubmitting}
        pendingLabel={t('invitation.existingAccount.submitting')}
      >
        {t('invitation.existingAccount.submit')}
      </Button>
    </form>
  );
}
