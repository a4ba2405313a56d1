import { COUNTRY_CODES } from '@competencyhub/domain/countries';
import { type Location, LocationUpdate, NewLocation } from '@competencyhub/domain/schemas/organisation';
import {
  LOCATION_PLACE_MAX,
  ORG_EXTERNAL_ID_MAX,
  ORG_NAME_MAX,
} from '@competencyhub/domain/schemas/organisation-messages';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, issuesToErrors, useSubmitErrors } from '../../lib/form-state.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { TimezoneCombobox } from '../../ui/timezone-combobox.tsx';
import { useLocationChange } from './organisation-api.ts';
import { orgMessage } from './organisation-messages.ts';

/** Countries by their name in the reader's language. */
export function useCountryNames() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en-US';
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    const list = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code }));
    list.sort((a, b) => a.name.localeCompare(b.name, language));
    return { list, nameOf: (code: string) => names.of(code) ?? code };
  }, [language]);
}

export function LocationDialog({ location, onClose }: { location: Location | null; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useLocationChange();
  const countries = useCountryNames();
  const [fields, setFields] = useState({
    name: location?.name ?? '',
    country: location?.country ?? '',
    region: location?.region ?? '',
    city: location?.city ?? '',
    timeZone: location?.timeZone ?? '',
    externalId: location?.externalId ?? '',
  });
  const set = (field: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [field]: value }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formError, handleFailure } = useSubmitErrors(setErrors);
  const fieldError = (field: string) => orgMessage(t, errors[field]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = location ? LocationUpdate.safeParse(fields) : NewLocation.safeParse(fields);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const saved = location
        ? await change.mutateAsync({ kind: 'update', id: location.id, input: parsed.data })
        : await change.mutateAsync({ kind: 'create', input: parsed.data as NewLocation });
      notifySuccess({
        title: t(location ? 'organisation.location.saved' : 'organisation.location.added', {
          name: saved.name,
        }),
      });
      onClose();
    } catch (failure) {
      handleFailure(failure);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        location
          ? t('organisation.location.editTitle', { name: location.name })
          : t('organisation.location.addTitle')
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        {formError ? <Alert tone="error">{orgMessage(t, formError) ?? formError}</Alert> : null}
        <TextField
          label={t('organisation.location.name')}
          value={fields.name}
          maxLength={ORG_NAME_MAX}
          onChange={(event) => set('name')(event.target.value)}
          error={fieldError('name')}
          autoComplete="off"
        />
        <SelectField
          label={t('organisation.location.country')}
          value={fields.country}
          onChange={(event) => set('country')(event.target.value)}
          error={fieldError('country')}
        >
          <option value="">{t('organisation.location.chooseCountry')}</option>
          {countries.list.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('organisation.location.region')}
            value={fields.region}
            maxLength={LOCATION_PLACE_MAX}
            onChange={(event) => set('region')(event.target.value)}
            error={fieldError('region')}
          />
          <TextField
            label={t('organisation.location.city')}
            value={fields.city}
            maxLength={LOCATION_PLACE_MAX}
            onChange={(event) => set('city')(event.target.value)}
            error={fieldError('city')}
          />
        </div>
        <TimezoneCombobox
          label={t('organisation.location.timeZone')}
          error={fieldError('timeZone')}
          name="timeZone"
          value={fields.timeZone}
          onChange={set('timeZone')}
          onBlur={() => undefined}
          texts={{
            search: t('organisation.location.timeZoneSearch'),
            none: t('organisation.location.timeZoneNone'),
            clear: t('organisation.location.timeZoneClear'),
            noMatch: t('organisation.location.timeZoneNoMatch'),
          }}
        />
        <TextField
          label={t('organisation.unit.externalId')}
          hint={t('organisation.unit.externalIdHint')}
          value={fields.externalId}
          maxLength={ORG_EXTERNAL_ID_MAX}
          onChange={(event) => set('externalId')(event.target.value)}
          error={fieldError('externalId')}
        />
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" pending={change.isPending} pendingLabel={t('organisation.saving')}>
            {location ? t('organisation.location.save') : t('organisation.location.add')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
