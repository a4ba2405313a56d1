import type { ProfileListItem } from '@competencyhub/domain/schemas/profiles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { Alert } from '../../ui/alert.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useActivePeopleSearch, useSetLineManager } from './people-api.ts';

const NONE = '';

function Option({
  name,
  value,
  checked,
  onChange,
  title,
  detail,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  title: string;
  detail?: string | null | undefined;
}) {
  return (
    <label
      className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 ${
        checked ? 'border-indigo-500 bg-indigo-50' : 'border-slate-200 hover:bg-slate-50'
      }`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="size-4 accent-indigo-600"
      />
      {value ? <Avatar name={title} size="sm" /> : null}
      <span className="min-w-0">
        <span title={title} className="block truncate text-sm font-medium text-slate-900">
          {title}
        </span>
        {detail ? (
          <span
            title={typeof detail === 'string' ? detail : undefined}
            className="block truncate text-xs text-slate-600"
          >
            {detail}
          </span>
        ) : null}
      </span>
    </label>
  );
}

/** Chooses whom someone reports to among the company's active people (searchable). */
export function LineManagerDialog({ person, onClose }: { person: ProfileListItem; onClose: () => void }) {
  const { t } = useTranslation();
  const groupName = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [chosen, setChosen] = useState(person.lineManagerId ?? NONE);
  const results = useActivePeopleSearch(q, true);
  const save = useSetLineManager();
  const name = person.fullName;
  const candidates = (results.data?.items ?? []).filter((candidate) => candidate.id !== person.id);
  // The current manager stays choosable even when the search does not find them.
  const current =
    person.lineManagerId && !candidates.some((c) => c.id === person.lineManagerId)
      ? { id: person.lineManagerId, fullName: person.lineManagerName ?? '', email: '', jobTitle: null }
      : null;

  const submit = () => {
    save.mutate(
      { id: person.id, lineManagerId: chosen || null },
      {
        onSuccess: (updated) => {
          notifySuccess({
            title: updated.lineManagerName
              ? t('people.lineManagerDialog.saved', { name, manager: updated.lineManagerName })
              : t('people.lineManagerDialog.cleared', { name }),
          });
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('people.lineManagerDialog.title', { name })}
      description={t('people.lineManagerDialog.description', { name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={submit}
            pending={save.isPending}
            pendingLabel={t('people.lineManagerDialog.saving')}
            disabled={chosen === (person.lineManagerId ?? NONE)}
          >
            {t('people.lineManagerDialog.save')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <TextField
          type="search"
          label={t('people.lineManagerDialog.search')}
          placeholder={t('people.filters.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
        />
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">
            {t('people.lineManagerDialog.choose')}
          </legend>
          <Option
            name={groupName}
            value={NONE}
            checked={chosen === NONE}
            onChange={setChosen}
            title={t('people.lineManagerDialog.none')}
          />
          {current ? (
            <Option
              name={groupName}
              value={current.id}
              checked={chosen === current.id}
              onChange={setChosen}
              title={current.fullName}
              detail={t('people.lineManagerDialog.current')}
            />
          ) : null}
          {candidates.map((candidate) => (
            <Option
              key={candidate.id}
              name={groupName}
              value={candidate.id}
              checked={chosen === candidate.id}
              onChange={setChosen}
              title={candidate.fullName}
              detail={[candidate.jobTitle, candidate.email].filter(Boolean).join(' · ')}
            />
          ))}
        </fieldset>
        {results.isPending ? <Spinner label={t('app.loading')} size="sm" /> : null}
        {results.isSuccess && candidates.length === 0 ? (
          <p className="text-sm text-slate-600">{t('people.lineManagerDialog.noResults')}</p>
        ) : null}
        {results.isError ? <Alert tone="error">{errorMessage(t, results.error)}</Alert> : null}
        {save.isError ? <Alert tone="error">{errorMessage(t, save.error)}</Alert> : null}
      </div>
    </Modal>
  );
}
