import {
  COMPANY_ADDRESS_MAX,
  COMPANY_DESCRIPTION_MAX,
  COMPANY_DETAIL_FIELDS,
  COMPANY_NAME_MAX,
  type CompanyDetails,
  CompanyDetailsInput,
  type CompanyDetailsForm as CompanyDetailsValues,
  WEBSITE_URL_MAX,
} from '@competencyhub/domain/schemas/company-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { applyServerFieldErrors } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { SaveChangesFooter } from '../../ui/form-footer.tsx';
import { Panel } from '../../ui/panel.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { TimezoneCombobox } from '../../ui/timezone-combobox.tsx';
import { useUpdateCompany } from './company-api.ts';

type Field = (typeof COMPANY_DETAIL_FIELDS)[number];

/** Every field as a string, so "cleared" and "never set" look the same in the form. */
function toForm(company: CompanyDetails): Record<Field, string> {
  return {
    name: company.name,
    description: company.description ?? '',
    websiteUrl: company.websiteUrl ?? '',
    contactEmail: company.contactEmail ?? '',
    contactPhone: company.contactPhone ?? '',
    address: company.address ?? '',
    timezone: company.timezone ?? '',
  };
}

/** The company's name and contact details, validated with the same schema as the server. */
export function CompanyDetailsForm({ company }: { company: CompanyDetails }) {
  const { t } = useTranslation();
  const update = useUpdateCompany(company.id);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CompanyDetailsValues, unknown, CompanyDetailsInput>({
    resolver: zodResolver(CompanyDetailsInput),
    defaultValues: toForm(company),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await update.mutateAsync(values);
      reset(toForm(saved));
      notifySuccess({ title: t('company.details.saved') });
    } catch (error) {
      if (applyServerFieldErrors(error, setError, COMPANY_DETAIL_FIELDS)) return;
      setFormError(errorMessage(t, error));
    }
  });

  const fieldError = (field: Field) => translateValidationMessage(t, errors[field]?.message);

  return (
    <Panel title={t('company.details.title')} description={t('company.details.description')}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            className="sm:col-span-2"
            label={t('company.details.name')}
            autoComplete="organization"
            required
            aria-required="true"
            maxLength={COMPANY_NAME_MAX}
            error={fieldError('name')}
            {...register('name')}
          />
          <TextAreaField
            className="sm:col-span-2"
            label={t('company.details.about')}
            hint={t('company.details.aboutHint')}
            rows={3}
            maxLength={COMPANY_DESCRIPTION_MAX}
            error={fieldError('description')}
            {...register('description')}
          />
          <TextField
            label={t('company.details.website')}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={t('company.details.websitePlaceholder')}
            maxLength={WEBSITE_URL_MAX}
            error={fieldError('websiteUrl')}
            {...register('websiteUrl')}
          />
          <TextField
            label={t('company.details.contactEmail')}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('company.details.contactEmailPlaceholder')}
            error={fieldError('contactEmail')}
            {...register('contactEmail')}
          />
          <TextField
            label={t('company.details.contactPhone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint={t('company.details.contactPhoneHint')}
            error={fieldError('contactPhone')}
            {...register('contactPhone')}
          />
          <Controller
            control={control}
            name="timezone"
            render={({ field }) => (
              <TimezoneCombobox
                label={t('company.details.timezone')}
                hint={t('company.details.timezoneHint')}
                error={fieldError('timezone')}
                name={field.name}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={(zone) => field.onChange(zone)}
                onBlur={field.onBlur}
                texts={{
                  search: t('company.details.timezoneSearch'),
                  none: t('company.details.timezoneNone'),
                  clear: t('company.details.timezoneClear'),
                  noMatch: t('company.details.timezoneNoMatch'),
                }}
                ref={field.ref}
              />
            )}
          />
          <TextAreaField
            className="sm:col-span-2"
            label={t('company.details.address')}
            rows={3}
            autoComplete="street-address"
            maxLength={COMPANY_ADDRESS_MAX}
            error={fieldError('address')}
            {...register('address')}
          />
        </div>
        <SaveChangesFooter
          error={formError}
          dirty={isDirty}
          pending={isSubmitting}
          saveLabel={t('company.details.save')}
          savingLabel={t('company.details.saving')}
          discardLabel={t('company.details.discard')}
          onDiscard={() => {
            setFormError(null);
            reset();
          }}
        />
      </form>
    </Panel>
  );
}
