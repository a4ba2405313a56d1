import {
  type UpdateMyProfileForm,
  UpdateMyProfileInput,
  WORK_DETAIL_MAX_LENGTH,
} from '@competencyhub/domain/schemas/my-profile';
import type { Profile } from '@competencyhub/domain/schemas/profiles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { applyServerFieldErrors } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { SaveChangesFooter } from '../../ui/form-footer.tsx';
import { Panel } from '../../ui/panel.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useUpdateMyProfile } from './profile-api.ts';

const FIELDS = ['fullName', 'phone'] as const;

/** Every field as a string, so "cleared" and "never set" look the same in the form. */
function toForm(profile: Profile): Required<{ [K in (typeof FIELDS)[number]]: string }> {
  return {
    fullName: profile.fullName,
    phone: profile.phone ?? '',
  };
}

/**
 * Name and phone, validated with the same schema as the server. Job title and department come from
 * the job profile an administrator assigns, and location from the job record: shown read-only.
 */
export function DetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateMyProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<UpdateMyProfileForm, unknown, UpdateMyProfileInput>({
    resolver: zodResolver(UpdateMyProfileInput),
    defaultValues: toForm(profile),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await update.mutateAsync(values);
      reset(toForm(saved));
      notifySuccess({ title: t('profile.details.saved') });
    } catch (error) {
      if (applyServerFieldErrors(error, setError, FIELDS)) return;
      setFormError(errorMessage(t, error));
    }
  });

  const fieldError = (field: (typeof FIELDS)[number]) =>
    translateValidationMessage(t, errors[field]?.message);
  const textProps = { maxLength: WORK_DETAIL_MAX_LENGTH };

  return (
    <Panel title={t('profile.details.title')} description={t('profile.details.description')}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            className="sm:col-span-2"
            label={t('fields.fullName')}
            autoComplete="name"
            required
            error={fieldError('fullName')}
            {...textProps}
            {...register('fullName')}
          />
          {/* Set by administrators through the job profile: shown, never editable here. */}
          <TextField
            label={t('profile.details.jobTitle')}
            value={profile.jobTitle ?? t('profile.header.notSet')}
            readOnly
            hint={t('profile.details.setByAdministrator')}
          />
          <TextField
            label={t('profile.details.department')}
            value={profile.department ?? t('profile.header.notSet')}
            readOnly
            hint={t('profile.details.setByAdministrator')}
          />
          <TextField
            label={t('profile.details.location')}
            value={profile.location ?? t('profile.header.notSet')}
            readOnly
            hint={t('profile.details.locationSetByAdministrator')}
          />
          <TextField
            label={t('profile.details.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint={t('profile.details.phoneHint')}
            error={fieldError('phone')}
            {...register('phone')}
          />
        </div>
        <SaveChangesFooter
          error={formError}
          dirty={isDirty}
          pending={isSubmitting}
          saveLabel={t('profile.details.save')}
          savingLabel={t('profile.details.saving')}
          discardLabel={t('profile.details.discard')}
          onDiscard={() => {
            setFormError(null);
            reset();
          }}
        />
      </form>
    </Panel>
  );
}
