import { SignInFields } from '@competencyhub/domain/schemas/auth';
import { AcceptInvitationInput } from '@competencyhub/domain/schemas/invitations';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEventHandler, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../lib/error-messages.ts';
import { applyServerFieldErrors, setServerFieldError } from '../../lib/form-errors.ts';
import { FormFooter } from '../../ui/form-footer.tsx';
import { NewPasswordField, weakPasswordText } from '../../ui/new-password-field.tsx';
import { TextField } from '../../ui/text-field.tsx';

const NewAccountInput = AcceptInvitationInput.required();
const ExistingAccountInput = SignInFields.pick({ password: true });

interface FormProps {
  email: string;
  /** The company's password minimum, for the new password's hint. */
  passwordMinLength?: number;
  formError: string | null;
  /** Throws on failure; the page turns known errors into states or `formError`. */
  onAccept: (values: { fullName?: string; password?: string }) => Promise<void>;
}

interface AcceptFormFrameProps {
  /** Which texts: `invitation.<kind>.intro`, `.submit` and `.submitting`. */
  kind: 'newAccount' | 'existingAccount';
  email: string;
  formError: string | null;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** What both forms show around their own fields: the intro, the invited address and the submit. */
function AcceptFormFrame({ kind, email, formError, pending, onSubmit, children }: AcceptFormFrameProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-slate-700">{t(`invitation.${kind}.intro`)}</p>
      <TextField label={t('fields.email')} type="email" autoComplete="username" value={email} readOnly />
      {children}
      <FormFooter
        error={formError}
        fullWidth
        pending={pending}
        pendingLabel={t(`invitation.${kind}.submitting`)}
      >
        {t(`invitation.${kind}.submit`)}
      </FormFooter>
    </form>
  );
}

/** No account yet: the invitee chooses a name and password. */
export function NewAccountForm({ email, passwordMinLength, formError, onAccept }: FormProps) {
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
      const weak = weakPasswordText(t, error);
      if (weak) setServerFieldError(setError, 'password', weak);
      else applyServerFieldErrors(error, setError, ['fullName', 'password']);
    }
  });

  return (
    <AcceptFormFrame
      kind="newAccount"
      email={email}
      formError={formError}
      pending={isSubmitting}
      onSubmit={onSubmit}
    >
      <TextField
        label={t('fields.fullName')}
        autoComplete="name"
        error={translateValidationMessage(t, errors.fullName?.message)}
        {...register('fullName')}
      />
      <NewPasswordField
        {...(passwordMinLength ? { minLength: passwordMinLength } : {})}
        label={t('fields.password')}
        error={translateValidationMessage(t, errors.password?.message)}
        {...register('password')}
      />
    </AcceptFormFrame>
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
    <AcceptFormFrame
      kind="existingAccount"
      email={email}
      formError={formError}
      pending={isSubmitting}
      onSubmit={onSubmit}
    >
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        error={translateValidationMessage(t, errors.password?.message)}
        {...register('password')}
      />
    </AcceptFormFrame>
  );
}
