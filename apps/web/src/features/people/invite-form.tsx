import { grantableRoles, type Role } from '@competencyhub/domain/roles';
import { CreateInvitationInput } from '@competencyhub/domain/schemas/invitations';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { applyServerFieldErrors, setServerFieldError } from '../../lib/form-errors.ts';
import { Alert } from '../../ui/alert.tsx';
import { FormFooter } from '../../ui/form-footer.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useCreateInvitation } from './invitations-api.ts';

interface InviteFormProps {
  actorRole: Role;
  /** System roles can be granted only inside the system owner company. */
  systemOwnerCompany: boolean;
}

/** Offers only the roles the actor may grant; the server checks the same rule. */
export function InviteForm({ actorRole, systemOwnerCompany }: InviteFormProps) {
  const { t } = useTranslation();
  const roles = grantableRoles(actorRole, { systemOwnerCompany });
  const create = useCreateInvitation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(CreateInvitationInput),
    defaultValues: { email: '', role: roles.includes('employee') ? 'employee' : (roles[0] ?? 'employee') },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSentTo(null);
    try {
      const invitation = await create.mutateAsync(values);
      setSentTo(invitation.email);
      reset({ email: '', role: values.role });
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['email', 'role'])) return;
      if (isApiError(error, 'CONFLICT') || (isApiError(error) && error.status === 409)) {
        setServerFieldError(setError, 'email', t('invitations.errors.conflict'));
      } else if (isApiError(error) && error.status === 403) {
        setServerFieldError(setError, 'role', t('invitations.errors.roleNotAllowed'));
      } else {
        setFormError(errorMessage(t, error));
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="off"
          inputMode="email"
          placeholder={t('invitations.emailPlaceholder')}
          error={translateValidationMessage(t, errors.email?.message)}
          {...register('email')}
        />
        <SelectField
          label={t('fields.role')}
          error={translateValidationMessage(t, errors.role?.message)}
          {...register('role')}
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {sentTo ? <Alert tone="success">{t('invitations.sent', { email: sentTo })}</Alert> : null}
      <FormFooter error={formError} pending={isSubmitting} pendingLabel={t('invitations.sending')}>
        {t('invitations.send')}
      </FormFooter>
    </form>
  );
}
