import { LAUNCH_SCOPES } from '@competencyhub/domain/schemas/assessment-cycles';
import { type FormEvent, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { useJobProfiles } from '../../lib/competency-queries.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { useUnitSearch } from '../../lib/organisation-queries.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useLaunchCycle } from './assessments-api.ts';

type Scope = (typeof LAUNCH_SCOPES)[number];
/** The day `days` from now as YYYY-MM-DD (a date field's bounds). */
export const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The unit a cycle assesses (with all its sub-units): found by name, code or external id, since a
 * company may have thousands.
 */
function UnitChoice({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (id: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const found = useUnitSearch('organisation', q);
  const group = useId();
  const units = found.data?.items ?? [];
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{t('competencies.cycles.unit')}</legend>
      <TextField
        type="search"
        label={t('competencies.cycles.unitSearch')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        error={error}
      />
      {units.length > 0 ? (
        <ul className="max-h-48 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
          {units.map((unit) => (
            <li key={unit.id}>
              <label className="flex cursor-pointer items-start gap-3 px-3 py-2 text-sm hover:bg-slate-50">
                <input
                  type="radio"
                  name={group}
                  checked={value === unit.id}
                  onChange={() => onChange(unit.id)}
                  className="mt-0.5 size-4 accent-indigo-600"
                />
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{unit.name}</span>
                  <span className="block truncate text-xs text-slate-600">
                    {[...unit.path, unit.name].join(' › ')}
                    {unit.childCount > 0
                      ? ` · ${t('competencies.cycles.withSubUnits', { count: unit.childCount })}`
                      : ''}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : q && found.isSuccess ? (
        <p className="text-sm text-slate-600">{t('competencies.cycles.noUnit')}</p>
      ) : null}
    </fieldset>
  );
}

export function LaunchDialog({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const launch = useLaunchCycle(companyId);
  // The company's own job profiles (the company acted on, for platform staff managing it).
  const roles = useJobProfiles(companyId, 'exclude');
  const [name, setName] = useState('');
  const [scope, setScope] = useState<Scope>('company');
  const [scopeValue, setScopeValue] = useState('');
  const [dueOn, setDueOn] = useState(isoDay(21));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fieldError = (key: string) => translateValidationMessage(t, errors[key]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      const cycle = await launch.mutateAsync({
        name,
        scope,
        scopeValue: scope === 'company' ? null : scopeValue,
        dueOn,
      });
      notifySuccess({
        title: t('competencies.cycles.launched', { name: cycle.name, count: cycle.memberCount }),
      });
      onClose();
    } catch (error) {
      if (isApiError(error)) {
        const fields: Record<string, string> = {};
        for (const [key, messages] of Object.entries(error.fieldErrors))
          if (messages[0]) fields[key] = messages[0];
        setErrors(fields);
      }
      setFormError(errorMessage(t, error));
    }
  }

  const formId = 'launch-cycle-form';
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !launch.isPending && onClose()}
      title={t('competencies.cycles.launchTitle')}
      description={t('competencies.cycles.launchDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={launch.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            pending={launch.isPending}
            pendingLabel={t('competencies.cycles.launching')}
          >
            {t('competencies.cycles.launch')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TextField
          label={t('competencies.cycles.name')}
          value={name}
          maxLength={120}
          required
          placeholder={t('competencies.cycles.namePlaceholder')}
          onChange={(event) => setName(event.target.value)}
          error={fieldError('name')}
        />
        <SelectField
          label={t('competencies.cycles.scope')}
          value={scope}
          onChange={(event) => {
            setScope(event.target.value as Scope);
            setScopeValue('');
          }}
        >
          {LAUNCH_SCOPES.map((value) => (
            <option key={value} value={value}>
              {t(`competencies.cycles.scopes.${value}`)}
            </option>
          ))}
        </SelectField>
        {scope === 'org_unit' ? (
          <UnitChoice value={scopeValue} onChange={setScopeValue} error={fieldError('scopeValue')} />
        ) : null}
        {scope === 'job_profile' ? (
          <SelectField
            label={t('competencies.cycles.jobProfile')}
            value={scopeValue}
            onChange={(event) => setScopeValue(event.target.value)}
            error={fieldError('scopeValue')}
          >
            <option value="">{t('competencies.cycles.chooseProfile')}</option>
            {(roles.data?.items ?? []).map((role) => (
              <option key={role.id} value={role.id}>
                {[role.title, role.grade].filter(Boolean).join(' · ')}
              </option>
            ))}
          </SelectField>
        ) : null}
        <TextField
          label={t('competencies.cycles.dueOn')}
          type="date"
          value={dueOn}
          min={isoDay(0)}
          max={isoDay(180)}
          onChange={(event) => setDueOn(event.target.value)}
          error={fieldError('dueOn')}
        />
      </form>
    </Modal>
  );
}
