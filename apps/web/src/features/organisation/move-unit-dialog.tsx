import type { OrgUnit } from '@competencyhub/domain/schemas/organisation';
import { type FormEvent, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { useCompanyToday } from '../../lib/company-day.ts';
import { errorMessage } from '../../lib/error-messages.ts';
import { useUnitSearch } from '../../lib/organisation-queries.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useMoveUnit } from './organisation-api.ts';
import { orgMessage } from './organisation-messages.ts';

const TOP = '';

/** A date-only value ('2026-03-01') in the reader's language, read as that calendar day. */
export function formatDay(value: string, language: string | undefined) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  );
}

/**
 * Moving a unit with its sub-tree: the keyboard's way to do what dragging does. Find the new parent
 * by name, code or external id, or choose the top of the tree. The server refuses a move into the
 * unit's own sub-tree, and says so here.
 */
export function MoveUnitDialog({ unit, onClose }: { unit: OrgUnit; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const change = useMoveUnit();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const results = useUnitSearch(unit.hierarchy, q);
  const [target, setTarget] = useState<string | null>(null);
  const today = useCompanyToday();
  const [effectiveOn, setEffectiveOn] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const groupName = useId();
  const candidates = (results.data?.items ?? []).filter((candidate) => candidate.id !== unit.id);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (target === null) {
      setError(t('organisation.move.chooseTarget'));
      return;
    }
    try {
      const { unit: moved, scheduled } = await change.mutateAsync({
        id: unit.id,
        parentId: target === TOP ? null : target,
        ...(effectiveOn > today ? { effectiveOn } : {}),
      });
      if (scheduled) {
        notifySuccess({
          title: t('organisation.move.scheduled', {
            name: moved.name,
            date: formatDay(scheduled.effectiveOn, i18n.resolvedLanguage),
          }),
          description: scheduled.to.length ? scheduled.to.join(' › ') : t('organisation.move.topLevel'),
        });
      } else {
        notifySuccess({
          title: t('organisation.move.done', { name: moved.name }),
          description: moved.path.length ? moved.path.join(' › ') : t('organisation.move.topLevel'),
        });
      }
      onClose();
    } catch (failure) {
      const field = isApiError(failure) ? failure.fieldErrors.parentId?.[0] : undefined;
      setError(field ? (orgMessage(t, field) ?? field) : errorMessage(t, failure));
    }
  }

  const option = (value: string, label: string, detail: string | null) => (
    <li key={value || 'top'}>
      <label className="flex cursor-pointer items-start gap-3 px-3 py-2 text-sm hover:bg-slate-50">
        <input
          type="radio"
          name={groupName}
          value={value}
          checked={target === value}
          onChange={() => setTarget(value)}
          className="mt-0.5 size-4 accent-indigo-600"
        />
        <span className="min-w-0">
          <span className="block font-medium text-slate-900">{label}</span>
          {detail ? <span className="block truncate text-xs text-slate-600">{detail}</span> : null}
        </span>
      </label>
    </li>
  );

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('organisation.move.title', { name: unit.name })}
      description={t('organisation.move.intro')}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <p className="text-sm text-slate-700">
          {t('organisation.move.now')}{' '}
          <strong>{unit.path.length ? unit.path.join(' › ') : t('organisation.move.topLevel')}</strong>
        </p>
        <TextField
          type="date"
          label={t('organisation.move.effectiveOn')}
          hint={t('organisation.move.effectiveOnHint')}
          min={today}
          value={effectiveOn}
          onChange={(event) => setEffectiveOn(event.target.value || today)}
        />
        <TextField
          type="search"
          label={t('organisation.move.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
        />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">
            {t('organisation.move.newParent')}
          </legend>
          <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
            {unit.parentId
              ? option(TOP, t('organisation.move.topLevel'), t('organisation.move.topLevelHint'))
              : null}
            {candidates.map((candidate) =>
              option(
                candidate.id,
                candidate.name,
                candidate.path.length ? candidate.path.join(' › ') : t('organisation.move.topLevel'),
              ),
            )}
          </ul>
          {q && results.isSuccess && candidates.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t('organisation.move.noMatch')}</p>
          ) : null}
          {!q ? <p className="mt-2 text-sm text-slate-600">{t('organisation.move.typeToSearch')}</p> : null}
        </fieldset>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" pending={change.isPending} pendingLabel={t('organisation.move.moving')}>
            {t('organisation.move.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
