import { hasPermission } from '@competencyhub/domain/permissions';
import { RECORDABLE_REASONS, RecordJobChange } from '@competencyhub/domain/schemas/organisation';
import {
  JOB_CHANGE_MESSAGES,
  JOB_NOTE_MAX,
  POSITION_MESSAGES,
} from '@competencyhub/domain/schemas/organisation-messages';
import type { ProfileListItem } from '@competencyhub/domain/schemas/profiles';
import { type FormEvent, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJobProfiles } from '../../lib/competency-queries.ts';
import { errorMessage } from '../../lib/error-messages.ts';
import { type FieldErrors, issuesToErrors, useSubmitErrors } from '../../lib/form-state.ts';
import {
  useJobHistory,
  useLocationChoices,
  useRecordJobChange,
  useUnitSearch,
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
import { focusRing } from '../../ui/styles.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useActivePeopleSearch } from './people-api.ts';

const KEEP = '__keep__';
const CLEAR = '__clear__';
const today = () => new Date().toISOString().slice(0, 10);

interface Found {
  items: Array<{ id: string; name: string; detail?: string | undefined }>;
  searched: boolean;
}

/** A choice among a few found by typing: keep what the person has, or pick one of the matches. */
function SearchPick({
  label,
  searchLabel,
  search,
  onSearch,
  found,
  chosen,
  onChoose,
  error,
}: {
  label: string;
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  found: Found;
  chosen: { id: string; name: string } | null;
  onChoose: (value: { id: string; name: string } | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const typed = search.trim().length > 0;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <p className="text-sm text-slate-700">
        {chosen ? (
          <>
            <span className="font-medium text-slate-900">{chosen.name}</span>{' '}
            <button
              type="button"
              className={`rounded-sm text-indigo-700 underline-offset-2 hover:underline ${focusRing}`}
              onClick={() => onChoose(null)}
            >
              {t('organisation.history.keepCurrent')}
            </button>
          </>
        ) : (
          t('organisation.history.unchanged')
        )}
      </p>
      <TextField
        type="search"
        label={searchLabel}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        error={error}
      />
      {typed && found.items.length > 0 ? (
        <ul className="max-h-40 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
          {found.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={`flex w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-slate-50 ${focusRing}`}
                onClick={() => {
                  onChoose({ id: item.id, name: item.name });
                  onSearch('');
                }}
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900">{item.name}</span>
                  {item.detail ? (
                    <span className="block truncate text-xs text-slate-600">{item.detail}</span>
                  ) : null}
                </span>
                <span className="shrink-0 text-indigo-700">{t('organisation.unit.chooseHead')}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {typed && found.searched && found.items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('organisation.history.noMatch')}</p>
      ) : null}
    </fieldset>
  );
}

type PickProps = Omit<Parameters<typeof SearchPick>[0], 'search' | 'onSearch' | 'found'>;

function UnitPick(props: PickProps) {
  const [search, setSearch] = useState('');
  const found = useUnitSearch('organisation', useDeferredValue(search.trim()));
  const items = (found.data?.items ?? []).map((u) => ({
    id: u.id,
    name: u.name,
    detail: u.path.join(' › '),
  }));
  return (
    <SearchPick
      {...props}
      search={search}
      onSearch={setSearch}
      found={{ items, searched: found.isSuccess }}
    />
  );
}

function ManagerPick({ personId, ...props }: PickProps & { personId: string }) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const found = useActivePeopleSearch(q, q.length > 0);
  const items = (found.data?.items ?? [])
    .filter((p) => p.id !== personId)
    .map((p) => ({ id: p.id, name: p.fullName, detail: p.jobTitle ?? undefined }));
  return (
    <SearchPick
      {...props}
      search={search}
      onSearch={setSearch}
      found={{ items, searched: found.isSuccess }}
    />
  );
}

/** The refusals of job changes in the reader's language. */
const MESSAGE_KEYS = new Map<string, string>(
  Object.entries(JOB_CHANGE_MESSAGES).map(([key, text]) => [text, key]),
);
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
  const [effectiveOn, setEffectiveOn] = useState(today());
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
          <JobHistoryTimeline history={history.data} today={today()} />
        )}
        {canRecord ? <RecordChangeForm person={person} onDone={() => undefined} /> : null}
      </div>
    </Modal>
  );
}
