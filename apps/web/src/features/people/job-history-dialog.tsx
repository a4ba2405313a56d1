import { hasPermission } from '@competencyhub/domain/permissions';
import { RECORDABLE_REASONS, RecordJobChange } from '@competencyhub/domain/schemas/organisation';
import { JOB_NOTE_MAX, POSITION_MESSAGES } from '@competencyhub/domain/schemas/organisation-messages';
import type { ProfileListItem } from '@competencyhub/domain/schemas/profiles';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyToday } from '../../lib/company-day.ts';
import { useJobProfiles } from '../../lib/competency-queries.ts';
import { errorMessage } from '../../lib/error-messages.ts';
import { type FieldErrors, issuesToErrors, useSubmitErrors } from '../../lib/form-state.ts';
import {
  useJobHistory,
  useLocationChoices,
  useRecordJobChange,
  useVacantPositions,
} from '../../lib/organisation-queries.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { JobHistoryTimeline } from '../../ui/job-history-timeline.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { ManagerPick, MESSAGE_KEYS, UnitPick } from './job-pickers.tsx';
import { SecondaryAssignments } from './secondary-assignments.tsx';

const KEEP = '__keep__';
const CLEAR = '__clear__';

/** A seat's refusals (taken, frozen) are the positions' own messages. */
const POSITION_KEYS = new Map<string, string>(
  Object.entries(POSITION_MESSAGES).map(([key, text]) => [text, key]),
);

function RecordChangeForm({ person, onDone }: { person: ProfileListItem; onDone: () => void }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const companyId = me.company?.id ?? '';
  // Positions are the organisation's: those who change it pick a seat; others record without one.
  const seats = useVacantPositions(hasPermission(me.user.role, 'manage_organisation'));
  const [positionId, setPositionId] = useState(KEEP);
  const record = useRecordJobChange(person.id);
  const jobProfiles = useJobProfiles(companyId, 'exclude');
  const locations = useLocationChoices();
  const today = useCompanyToday();
  const [effectiveOn, setEffectiveOn] = useState(today);
  const [reason, setReason] = useState<(typeof RECORDABLE_REASONS)[number]>('promotion');
  const [jobProfileId, setJobProfileId] = useState(KEEP);
  const [locationId, setLocationId] = useState(KEEP);
  const [unit, setUnit] = useState<{ id: string; name: string } | null>(null);
  const [manager, setManager] = useState<{ id: string; name: string } | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formError, handleFailure, reset } = useSubmitErrors(setErrors);
  // What was refused no longer stands once the person changes the form.
  const edited = () => {
    setErrors({});
    reset();
  };
  const fieldError = (field: string) => {
    const message = errors[field];
    const key = message ? MESSAGE_KEYS.get(message) : undefined;
    if (key) return t(`organisation.history.messages.${key}`, { max: JOB_NOTE_MAX });
    const seatKey = message ? POSITION_KEYS.get(message) : undefined;
    return seatKey ? t(`organisation.positions.messages.${seatKey}`) : message;
  };
  const leaving = reason === 'leaving';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const choice = (value: string) => (value === KEEP ? undefined : value === CLEAR ? null : value);
    const parsed = RecordJobChange.safeParse({
      effectiveOn,
      reason,
      note,
      ...(leaving
        ? {}
        : {
            positionId: choice(positionId),
            jobProfileId: choice(jobProfileId),
            locationId: choice(locationId),
            orgUnitId: unit?.id,
            managerId: manager?.id,
          }),
    });
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await record.mutateAsync(parsed.data);
      notifySuccess({ title: t('organisation.history.recorded', { name: person.fullName }) });
      onDone();
    } catch (failure) {
      handleFailure(failure);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-4 border-t border-slate-200 pt-4"
    >
      <h3 className="text-sm font-semibold text-slate-900">{t('organisation.history.recordTitle')}</h3>
      {formError || errors.form ? <Alert tone="error">{fieldError('form') ?? formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="date"
          label={t('organisation.history.effectiveOn')}
          value={effectiveOn}
          onChange={(event) => {
            setEffectiveOn(event.target.value);
            edited();
          }}
          error={fieldError('effectiveOn')}
        />
        <SelectField
          label={t('organisation.history.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value as typeof reason);
            edited();
          }}
          error={fieldError('reason')}
        >
          {RECORDABLE_REASONS.map((value) => (
            <option key={value} value={value}>
              {t(`organisation.history.reasons.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {leaving ? (
        <p className="text-sm text-slate-700">{t('organisation.history.leavingHint')}</p>
      ) : (
        <>
          {seats.data ? (
            <SelectField
              label={t('organisation.history.position')}
              value={positionId}
              onChange={(event) => {
                setPositionId(event.target.value);
                edited();
              }}
              error={fieldError('positionId')}
            >
              <option value={KEEP}>{t('organisation.history.unchanged')}</option>
              <option value={CLEAR}>{t('organisation.history.none')}</option>
              {seats.data.items.map((seat) => (
                <option key={seat.id} value={seat.id}>
                  {[seat.code, seat.jobProfile.name, seat.orgUnit.name].filter(Boolean).join(' · ')}
                </option>
              ))}
            </SelectField>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('organisation.history.jobProfile')}
              value={jobProfileId}
              onChange={(event) => {
                setJobProfileId(event.target.value);
                edited();
              }}
              error={fieldError('jobProfileId')}
            >
              <option value={KEEP}>{t('organisation.history.unchanged')}</option>
              <option value={CLEAR}>{t('organisation.history.none')}</option>
              {(jobProfiles.data?.items ?? []).map((profile) => (
                <option key={profile.id} value={profile.id}>
                  {profile.title}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('organisation.history.location')}
              value={locationId}
              onChange={(event) => {
                setLocationId(event.target.value);
                edited();
              }}
              error={fieldError('locationId')}
            >
              <option value={KEEP}>{t('organisation.history.unchanged')}</option>
              <option value={CLEAR}>{t('organisation.history.none')}</option>
              {(locations.data?.items ?? []).map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              ))}
            </SelectField>
          </div>
          <UnitPick
            label={t('organisation.history.unit')}
            searchLabel={t('organisation.history.unitSearch')}
            chosen={unit}
            onChoose={(value) => {
              setUnit(value);
              edited();
            }}
            error={fieldError('orgUnitId')}
          />
          <ManagerPick
            personId={person.id}
            label={t('organisation.history.manager')}
            searchLabel={t('organisation.history.managerSearch')}
            chosen={manager}
            onChoose={(value) => {
              setManager(value);
              edited();
            }}
            error={fieldError('managerId')}
          />
        </>
      )}
      <TextField
        label={t('organisation.history.note')}
        value={note}
        maxLength={JOB_NOTE_MAX}
        onChange={(event) => setNote(event.target.value)}
        error={fieldError('note')}
      />
      <div className="flex justify-end">
        <Button type="submit" pending={record.isPending} pendingLabel={t('organisation.saving')}>
          {t('organisation.history.record')}
        </Button>
      </div>
    </form>
  );
}

/** A person's job history, and (for those who may manage them) recording a change from a date. */
export function JobHistoryDialog({
  person,
  canRecord,
  onClose,
}: {
  person: ProfileListItem;
  canRecord: boolean;
  onClose: () => void;
}) {
  const today = useCompanyToday();
  const { t } = useTranslation();
  const history = useJobHistory(person.id);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('organisation.history.title', { name: person.fullName })}
      description={t('organisation.history.intro')}
      wide
    >
      <div className="space-y-4">
        {history.isPending ? (
          <Spinner label={t('app.loading')} />
        ) : history.isError ? (
          <Alert tone="error">{errorMessage(t, history.error)}</Alert>
        ) : (
          <JobHistoryTimeline history={history.data} today={today} />
        )}
        {canRecord && history.data ? <SecondaryAssignments person={person} history={history.data} /> : null}
        {canRecord ? <RecordChangeForm person={person} onDone={() => undefined} /> : null}
      </div>
    </Modal>
  );
}
