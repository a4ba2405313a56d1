import { NewPosition, type Position, PositionUpdate } from '@competencyhub/domain/schemas/organisation';
import {
  ORG_CODE_MAX,
  ORG_EXTERNAL_ID_MAX,
  POSITION_MESSAGES,
} from '@competencyhub/domain/schemas/organisation-messages';
import { type FormEvent, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJobProfiles } from '../../lib/competency-queries.ts';
import { type FieldErrors, issuesToErrors, useSubmitErrors } from '../../lib/form-state.ts';
import { useLocationChoices, useUnitSearch } from '../../lib/organisation-queries.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { usePositionChange, usePositionChoices } from './organisation-api.ts';
import { orgMessage } from './organisation-messages.ts';

const MESSAGE_KEYS = new Map<string, string>(
  Object.entries(POSITION_MESSAGES).map(([key, text]) => [text, key]),
);

/** The unit a position sits in: the current one, or another found by name or code. */
function UnitField({
  unit,
  onChange,
  error,
}: {
  unit: { id: string; name: string } | null;
  onChange: (unit: { id: string; name: string }) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const found = useUnitSearch('organisation', q);
  const group = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{t('organisation.positions.unit')}</legend>
      <p className="text-sm text-slate-700">{unit ? unit.name : t('organisation.positions.noUnit')}</p>
      <TextField
        type="search"
        label={t('organisation.positions.unitSearch')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        error={error}
      />
      {q && (found.data?.items.length ?? 0) > 0 ? (
        <ul className="max-h-40 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
          {found.data?.items.map((candidate) => (
            <li key={candidate.id}>
              <label className="flex cursor-pointer items-start gap-3 px-3 py-2 text-sm hover:bg-slate-50">
                <input
                  type="radio"
                  name={group}
                  checked={unit?.id === candidate.id}
                  onChange={() => onChange({ id: candidate.id, name: candidate.name })}
                  className="mt-0.5 size-4 accent-indigo-600"
                />
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{candidate.name}</span>
                  <span className="block truncate text-xs text-slate-600">
                    {candidate.path.join(' › ') || t('organisation.move.topLevel')}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

/** Adding a position (a seat in a unit) or changing one. */
export function PositionDialog({ position, onClose }: { position: Position | null; onClose: () => void }) {
  const { t } = useTranslation();
  const companyId = useCurrentUser().company?.id ?? '';
  const jobProfiles = useJobProfiles(companyId, 'exclude');
  const locations = useLocationChoices();
  const reportsToChoices = usePositionChoices('');
  const change = usePositionChange();
  const [jobProfileId, setJobProfileId] = useState(position?.jobProfile.id ?? '');
  const [unit, setUnit] = useState(
    position ? { id: position.orgUnit.id, name: position.orgUnit.name } : null,
  );
  const [locationId, setLocationId] = useState(position?.location?.id ?? '');
  const [reportsToId, setReportsToId] = useState(position?.reportsTo?.id ?? '');
  const [fte, setFte] = useState(String(position?.fte ?? 1));
  const [status, setStatus] = useState(position && position.status !== 'filled' ? position.status : 'vacant');
  const [critical, setCritical] = useState(position?.critical ?? false);
  const [code, setCode] = useState(position?.code ?? '');
  const [externalId, setExternalId] = useState(position?.externalId ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formError, handleFailure } = useSubmitErrors(setErrors);
  const fieldError = (field: string) => {
    const message = errors[field];
    const key = message ? MESSAGE_KEYS.get(message) : undefined;
    return key ? t(`organisation.positions.messages.${key}`) : orgMessage(t, message);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const fields = {
      jobProfileId: jobProfileId || undefined,
      orgUnitId: unit?.id,
      locationId: locationId || null,
      reportsToId: reportsToId || null,
      fte,
      // A held seat keeps its status: it is filled by its holder's job record.
      ...(position?.status === 'filled' ? {} : { status }),
      critical,
      code,
      externalId,
    };
    const parsed = position ? PositionUpdate.safeParse(fields) : NewPosition.safeParse(fields);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const saved = position
        ? await change.mutateAsync({ kind: 'update', id: position.id, input: parsed.data as PositionUpdate })
        : await change.mutateAsync({ kind: 'create', input: parsed.data as NewPosition });
      notifySuccess({
        title: t(position ? 'organisation.positions.saved' : 'organisation.positions.added', {
          name: saved.jobProfile.name,
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
      title={position ? t('organisation.positions.editTitle') : t('organisation.positions.addTitle')}
      description={t('organisation.positions.intro')}
      wide
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        {formError ? <Alert tone="error">{fieldError('form') ?? formError}</Alert> : null}
        <SelectField
          label={t('organisation.positions.jobProfile')}
          value={jobProfileId}
          onChange={(event) => {
            setJobProfileId(event.target.value);
            setErrors(({ jobProfileId: _, ...rest }) => rest);
          }}
          error={
            // Missing or not the company's own: one message says what to do.
            errors.jobProfileId ? t('organisation.positions.messages.unknownJobProfile') : undefined
          }
        >
          <option value="">{t('organisation.positions.chooseJobProfile')}</option>
          {(jobProfiles.data?.items ?? []).map((profile) => (
            <option key={profile.id} value={profile.id}>
              {[profile.title, profile.grade].filter(Boolean).join(' · ')}
            </option>
          ))}
        </SelectField>
        <UnitField
          unit={unit}
          onChange={(chosen) => {
            setUnit(chosen);
            setErrors(({ orgUnitId: _, ...rest }) => rest);
          }}
          error={errors.orgUnitId ? t('organisation.positions.messages.unknownUnit') : undefined}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('organisation.positions.location')}
            value={locationId}
            onChange={(event) => setLocationId(event.target.value)}
            error={fieldError('locationId')}
          >
            <option value="">{t('organisation.history.none')}</option>
            {(locations.data?.items ?? []).map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('organisation.positions.reportsTo')}
            value={reportsToId}
            onChange={(event) => setReportsToId(event.target.value)}
            error={fieldError('reportsToId')}
          >
            <option value="">{t('organisation.history.none')}</option>
            {(reportsToChoices.data?.items ?? [])
              .filter((choice) => choice.id !== position?.id)
              .map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {[choice.code, choice.jobProfile.name, choice.orgUnit.name].filter(Boolean).join(' · ')}
                </option>
              ))}
          </SelectField>
          <TextField
            type="number"
            label={t('organisation.positions.fte')}
            hint={t('organisation.positions.fteHint')}
            min={0.1}
            max={1.5}
            step={0.05}
            value={fte}
            onChange={(event) => setFte(event.target.value)}
            error={fieldError('fte')}
          />
          {position?.status === 'filled' ? (
            <TextField
              label={t('organisation.positions.status')}
              value={t('organisation.positions.statuses.filled')}
              readOnly
              hint={t('organisation.positions.filledHint', { name: position.holder?.name ?? '' })}
            />
          ) : (
            <SelectField
              label={t('organisation.positions.status')}
              value={status}
              onChange={(event) => setStatus(event.target.value as typeof status)}
              error={fieldError('status')}
            >
              {(['vacant', 'frozen', 'closed'] as const).map((value) => (
                <option key={value} value={value}>
                  {t(`organisation.positions.statuses.${value}`)}
                </option>
              ))}
            </SelectField>
          )}
          <TextField
            label={t('organisation.unit.code')}
            value={code}
            maxLength={ORG_CODE_MAX}
            onChange={(event) => setCode(event.target.value)}
            error={fieldError('code')}
          />
          <TextField
            label={t('organisation.unit.externalId')}
            value={externalId}
            maxLength={ORG_EXTERNAL_ID_MAX}
            onChange={(event) => setExternalId(event.target.value)}
            error={fieldError('externalId')}
          />
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-indigo-600"
            checked={critical}
            onChange={(event) => setCritical(event.target.checked)}
          />
          {t('organisation.positions.critical')}
        </label>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" pending={change.isPending} pendingLabel={t('organisation.saving')}>
            {position ? t('organisation.positions.save') : t('organisation.positions.add')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
