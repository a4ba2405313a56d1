import { PasswordConfirmation } from '@competencyhub/domain/schemas/two-factor';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { applyServerFieldErrors } from '../../lib/form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { FormErrorAlert } from '../../ui/form-footer.tsx';
import { TextField } from '../../ui/text-field.tsx';

interface PasswordFormProps {
  /** What the password confirms, said above the field. */
  intro: string;
  submitLabel: string;
  pendingLabel: string;
  variant?: 'primary' | 'secondary' | 'danger';
  onSubmit: (password: string) => Promise<void>;
  onCancel?: () => void;
}

/** Every change to two-step sign-in asks for the password again, so an unattended session cannot. */
export function PasswordForm({
  intro,
  submitLabel,
  pendingLabel,
  variant = 'primary',
  onSubmit,
  onCancel,
}: PasswordFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(PasswordConfirmation), defaultValues: { password: '' } });

  const submit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await onSubmit(password);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['password'])) setFormError(errorMessage(t, error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">{intro}</p>
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        error={translateValidationMessage(t, errors.password?.message)}
        {...register('password')}
      />
      <FormErrorAlert message={formError} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('security.cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant={variant} pending={isSubmitting} pendingLabel={pendingLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
