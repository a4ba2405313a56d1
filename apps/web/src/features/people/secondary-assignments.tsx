import { type JobHistory, SecondaryAssignmentInput } from '@competencyhub/domain/schemas/organisation';
import { JOB_NOTE_MAX } from '@competencyhub/domain/schemas/organisation-messages';
import type { ProfileListItem } from '@competencyhub/domain/schemas/profiles';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyToday } from '../../lib/company-day.ts';
import { useJobProfiles } from '../../lib/competency-queries.ts';
import { type FieldErrors, issuesToErrors, useSubmitErrors } from '../../lib/form-state.ts';
import { useSecondaryAssignment } from '../../lib/organisation-queries.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { ManagerPick, MESSAGE_KEYS, UnitPick } from './job-pickers.tsx';

const NONE = '';
/** The day after a date: a last day chosen becomes the first day it no longer holds (the API's end). */
const dayAfter = (value: string) =>
  new Date(Date.parse(`${value}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Turns a refusal into the reader's words (the job records' own messages). */
function useRefusalText(errors: FieldErrors) {
  const { t } = useTranslation();
  return (field: string) => {
    const message = errors[field];
    const key = message ? MESSAGE_KEYS.get(message) : undefined;
    return key ? t(`organisation.history.messages.${key}`, { max: JOB_NOTE_MAX }) : message;
  };
}

/**
 * A person's secondary assignments (a dotted-line manager, a project, a second role) beside their
 * primary job: those still open, each with a way to end it, and a form to add one. They never change
 * the person's line manager, unit or job profile; the history above shows them marked as secondary.
 */
export function SecondaryAssignments({ person, history }: { person: ProfileListItem; history: JobHistory }) {
  const { t } = useTranslation();
  const day = useCompanyToday();
  const open = history.items.filter(
    (item) => item.kind === 'secondary' && (item.endsOn === null || item.endsOn > day),
  );
  return (
    <section aria-labelledby="secondary-title" className="space-y-3 border-t border-slate-200 pt-4">
      <h3 id="secondary-title" className="text-sm font-semibold text-slate-900">
        {t('organisation.history.secondary.title')}
      </h3>
      <p className="text-sm text-slate-600">{t('organisation.history.secondary.intro')}</p>
      {open.length > 0 ? (
        <ul className="divide-y divide-slate-100" aria-label={t('organisation.history.secondary.open')}>
          {open.map((item) => (
            <EndRow key={item.id} personId={person.id} item={item} />
          ))}
        </ul>
      ) : null}
      <AddForm person={person} />
    </section>
  );
}

function EndRow({ personId, item }: { personId: string; item: JobHistory['items'][number] }) {
  const { t } = useTranslation();
  const change = useSecondaryAssignment(personId);
  const today = useCompanyToday();
  const earliest = [item.startsOn, today].sort().at(-1) ?? today;
  const [lastDay, setLastDay] = useState(earliest);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formError, handleFailure } = useSubmitErrors(setErrors);
  const refusal = useRefusalText(errors);
  const what = [item.manager?.name, item.orgUnit?.name, item.jobProfile?.name].filter(Boolean).join(' · ');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await change.mutateAsync({ kind: 'end', assignmentId: item.id, input: { endsOn: dayAfter(lastDay) } });
      notifySuccess({ title: t('organisation.history.secondary.ended', { what }) });
    } catch (failure) {
      handleFailure(failure);
    }
  }

  return (
    <li className="py-2">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-wrap items-end gap-3">
        <p className="min-w-48 flex-1 text-sm font-medium [overflow-wrap:anywhere] text-slate-900">{what}</p>
        <TextField
          type="date"
          className="w-44"
          label={t('organisation.history.secondary.lastDay')}
          value={lastDay}
          min={item.startsOn}
          onChange={(event) => setLastDay(event.target.value)}
          error={refusal('endsOn')}
        />
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          pending={change.isPending}
          pendingLabel={t('organisation.saving')}
        >
          {t('organisation.history.secondary.end', { what })}
        </Button>
      </form>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
    </li>
  );
}

function AddForm({ person }: { person: ProfileListItem }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const jobProfiles = useJobProfiles(me.company?.id ?? '', 'exclude');
  const change = useSecondaryAssignment(person.id);
  const [startsOn, setStartsOn] = useState(useCompanyToday());
  const [lastDay, setLastDay] = useState('');
  const [manager, setManager] = useState<{ id: string; name: string } | null>(null);
  const [unit, setUnit] = useState<{ id: string; name: string } | null>(null);
  const [jobProfileId, setJobProfileId] = useState(NONE);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formError, handleFailure, reset } = useSubmitErrors(setErrors);
  const refusal = useRefusalText(errors);
  const edited = () => {
    setErrors({});
    reset();
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = SecondaryAssignmentInput.safeParse({
      startsOn,
      endsOn: lastDay ? dayAfter(lastDay) : null,
      managerId: manager?.id ?? null,
      orgUnitId: unit?.id ?? null,
      jobProfileId: jobProfileId || null,
      note,
    });
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await change.mutateAsync({ kind: 'add', input: parsed.data });
      notifySuccess({ title: t('organisation.history.secondary.added', { name: person.fullName }) });
      setManager(null);
      setUnit(null);
      setJobProfileId(NONE);
      setLastDay('');
      setNote('');
    } catch (failure) {
      handleFailure(failure);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <h4 className="text-sm font-medium text-slate-900">{t('organisation.history.secondary.addTitle')}</h4>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="date"
          label={t('organisation.history.secondary.startsOn')}
          value={startsOn}
          onChange={(event) => {
            setStartsOn(event.target.value);
            edited();
          }}
          error={refusal('startsOn')}
        />
        <TextField
          type="date"
          label={t('organisation.history.secondary.lastDayOptional')}
          value={lastDay}
          min={startsOn}
          onChange={(event) => {
            setLastDay(event.target.value);
            edited();
          }}
          error={refusal('endsOn')}
        />
      </div>
      <ManagerPick
        personId={person.id}
        label={t('organisation.history.secondary.manager')}
        searchLabel={t('organisation.history.secondary.managerSearch')}
        noneText={t('organisation.history.secondary.noneChosen')}
        clearText={t('organisation.history.secondary.clear')}
        chosen={manager}
        onChoose={(value) => {
          setManager(value);
          edited();
        }}
        error={refusal('managerId')}
      />
      <UnitPick
        label={t('organisation.history.secondary.unit')}
        searchLabel={t('organisation.history.secondary.unitSearch')}
        noneText={t('organisation.history.secondary.noneChosen')}
        clearText={t('organisation.history.secondary.clear')}
        chosen={unit}
        onChoose={(value) => {
          setUnit(value);
          edited();
        }}
        error={refusal('orgUnitId')}
      />
      <SelectField
        label={t('organisation.history.jobProfile')}
        value={jobProfileId}
        onChange={(event) => {
          setJobProfileId(event.target.value);
          edited();
        }}
        error={refusal('jobProfileId')}
      >
        <option value={NONE}>{t('organisation.history.none')}</option>
        {(jobProfiles.data?.items ?? []).map((profile) => (
          <option key={profile.id} value={profile.id}>
            {profile.title}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('organisation.history.secondary.note')}
        value={note}
        maxLength={JOB_NOTE_MAX}
        onChange={(event) => setNote(event.target.value)}
        error={refusal('note')}
      />
      <div className="flex justify-end">
        <Button type="submit" pending={change.isPending} pendingLabel={t('organisation.saving')}>
          {t('organisation.history.secondary.add')}
        </Button>
      </div>
    </form>
  );
}
