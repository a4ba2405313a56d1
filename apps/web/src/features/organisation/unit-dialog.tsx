import {
  BUILT_IN_UNIT_KINDS,
  NewOrgUnit,
  type OrgHierarchy,
  type OrgUnit,
  OrgUnitUpdate,
} from '@competencyhub/domain/schemas/organisation';
import {
  ORG_CODE_MAX,
  ORG_EXTERNAL_ID_MAX,
  ORG_KIND_MAX,
  ORG_NAME_MAX,
} from '@competencyhub/domain/schemas/organisation-messages';
import { X } from 'lucide-react';
import { type FormEvent, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, issuesToErrors, useSubmitErrors } from '../../lib/form-state.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { focusRing } from '../../ui/styles.ts';
import { TextField } from '../../ui/text-field.tsx';
import { usePeopleSearch, useUnitChange } from './organisation-api.ts';
import { orgMessage } from './organisation-messages.ts';
import { isBuiltInKind } from './unit-kinds.ts';

const OWN_KIND = '__own__';

/** Adding a unit (under a parent, or at the top) or changing one: name, kind, code, external id, head. */
export function UnitDialog({
  hierarchy,
  parent,
  unit,
  onClose,
}: {
  hierarchy: OrgHierarchy;
  /** Where a new unit goes (null: the top of the tree). Ignored when changing a unit. */
  parent: OrgUnit | null;
  /** The unit being changed; none to add one. */
  unit: OrgUnit | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const change = useUnitChange();
  const defaultKind = hierarchy === 'cost_centre' ? 'cost_centre' : parent ? 'department' : 'division';
  const startKind = unit?.kind ?? defaultKind;
  const [name, setName] = useState(unit?.name ?? '');
  const [kindChoice, setKindChoice] = useState(isBuiltInKind(startKind) ? startKind : OWN_KIND);
  const [ownKind, setOwnKind] = useState(isBuiltInKind(startKind) ? '' : startKind);
  const [code, setCode] = useState(unit?.code ?? '');
  const [externalId, setExternalId] = useState(unit?.externalId ?? '');
  const [head, setHead] = useState<{ id: string; name: string } | null>(
    unit?.headId ? { id: unit.headId, name: unit.headName } : null,
  );
  const [search, setSearch] = useState('');
  const people = usePeopleSearch(useDeferredValue(search.trim()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formError, handleFailure } = useSubmitErrors(setErrors);
  const fieldError = (field: string) => orgMessage(t, errors[field]);
  const kinds = BUILT_IN_UNIT_KINDS.filter((k) => (hierarchy === 'cost_centre') === (k === 'cost_centre'));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const fields = {
      name,
      kind: kindChoice === OWN_KIND ? ownKind : kindChoice,
      code,
      externalId,
      headId: head?.id ?? null,
    };
    const parsed = unit
      ? OrgUnitUpdate.safeParse(fields)
      : NewOrgUnit.safeParse({ ...fields, hierarchy, parentId: parent?.id ?? null });
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const saved = unit
        ? await change.mutateAsync({ kind: 'update', id: unit.id, input: parsed.data as OrgUnitUpdate })
        : await change.mutateAsync({ kind: 'create', input: parsed.data as NewOrgUnit });
      notifySuccess({
        title: t(unit ? 'organisation.unit.saved' : 'organisation.unit.added', { name: saved.name }),
      });
      onClose();
    } catch (failure) {
      handleFailure(failure);
    }
  }

  const title = unit
    ? t('organisation.unit.editTitle', { name: unit.name })
    : parent
      ? t('organisation.unit.addUnderTitle', { name: parent.name })
      : t(
          hierarchy === 'cost_centre' ? 'organisation.unit.addCostCentreTitle' : 'organisation.unit.addTitle',
        );
  const found = (people.data?.items ?? []).filter((person) => person.id !== head?.id);

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={t('organisation.unit.intro')}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        {formError ? <Alert tone="error">{orgMessage(t, formError) ?? formError}</Alert> : null}
        <TextField
          label={t('organisation.unit.name')}
          value={name}
          maxLength={ORG_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          error={fieldError('name')}
          autoComplete="off"
        />
        <SelectField
          label={t('organisation.unit.kind')}
          value={kindChoice}
          onChange={(event) => setKindChoice(event.target.value)}
          error={kindChoice === OWN_KIND ? undefined : fieldError('kind')}
        >
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`organisation.kinds.${kind}`)}
            </option>
          ))}
          <option value={OWN_KIND}>{t('organisation.unit.ownKind')}</option>
        </SelectField>
        {kindChoice === OWN_KIND ? (
          <TextField
            label={t('organisation.unit.ownKindName')}
            hint={t('organisation.unit.ownKindHint')}
            value={ownKind}
            maxLength={ORG_KIND_MAX}
            onChange={(event) => setOwnKind(event.target.value)}
            error={fieldError('kind')}
          />
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('organisation.unit.code')}
            hint={t('organisation.unit.codeHint')}
            value={code}
            maxLength={ORG_CODE_MAX}
            onChange={(event) => setCode(event.target.value)}
            error={fieldError('code')}
          />
          <TextField
            label={t('organisation.unit.externalId')}
            hint={t('organisation.unit.externalIdHint')}
            value={externalId}
            maxLength={ORG_EXTERNAL_ID_MAX}
            onChange={(event) => setExternalId(event.target.value)}
            error={fieldError('externalId')}
          />
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">{t('organisation.unit.head')}</legend>
          {head ? (
            <p className="flex items-center gap-2 text-sm">
              <span className="rounded-full bg-indigo-50 px-3 py-1 font-medium text-indigo-900">
                {head.name}
              </span>
              <button
                type="button"
                className={`rounded-md p-1 text-slate-600 hover:bg-slate-100 ${focusRing}`}
                aria-label={t('organisation.unit.removeHead', { name: head.name })}
                onClick={() => setHead(null)}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </p>
          ) : (
            <p className="text-sm text-slate-600">{t('organisation.unit.noHead')}</p>
          )}
          <TextField
            type="search"
            label={t('organisation.unit.headSearch')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            error={fieldError('headId')}
          />
          {search.trim() && found.length > 0 ? (
            <ul className="max-h-40 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
              {found.map((person) => (
                <li key={person.id}>
                  <button
                    type="button"
                    className={`flex w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-slate-50 ${focusRing}`}
                    onClick={() => {
                      setHead({ id: person.id, name: person.fullName });
                      setSearch('');
                    }}
                  >
                    <span className="min-w-0 truncate">
                      <span className="font-medium text-slate-900">{person.fullName}</span>
                      {person.jobTitle ? <span className="text-slate-600"> · {person.jobTitle}</span> : null}
                    </span>
                    <span className="shrink-0 text-indigo-700">{t('organisation.unit.chooseHead')}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {search.trim() && people.isSuccess && found.length === 0 ? (
            <p className="text-sm text-slate-600">{t('organisation.unit.noPeopleFound')}</p>
          ) : null}
        </fieldset>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" pending={change.isPending} pendingLabel={t('organisation.saving')}>
            {unit ? t('organisation.unit.save') : t('organisation.unit.add')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
