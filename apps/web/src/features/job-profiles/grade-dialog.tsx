import { type JobGrade, JobGradeUpdate, NewJobGrade } from '@competencyhub/domain/schemas/job-architecture';
import { GRADE_CODE_MAX, GRADE_NAME_MAX } from '@competencyhub/domain/schemas/job-architecture-messages';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, issuesToErrors, useFieldError, useSubmitErrors } from '../../lib/form-state.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { FormErrorAlert } from '../../ui/form-footer.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useGradeChange } from './job-architecture-api.ts';
import { currencyCodes } from './pay-range.ts';

/** An amount as typed: empty is no number (refused by the schema with its own message), not zero. */
const amount = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Creates a grade at the top of the ladder (grade null) or changes one: its code, name and pay
 * range, which is optional and in the ladder's currency unless another is chosen.
 */
export function GradeDialog({
  companyId,
  grade,
  defaultCurrency,
  onClose,
}: {
  companyId: string;
  grade: JobGrade | null;
  defaultCurrency: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const change = useGradeChange(companyId);
  const [code, setCode] = useState(grade?.code ?? '');
  const [name, setName] = useState(grade?.name ?? '');
  const [withRange, setWithRange] = useState(grade ? grade.payRange !== null : true);
  const [min, setMin] = useState(grade?.payRange ? String(grade.payRange.min) : '');
  const [max, setMax] = useState(grade?.payRange ? String(grade.payRange.max) : '');
  const [currency, setCurrency] = useState(grade?.payRange?.currency ?? defaultCurrency);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formError, handleFailure } = useSubmitErrors(setErrors);
  const fieldError = useFieldError(errors);
  const currencies = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'currency' });
    return currencyCodes(currency).map((value) => ({
      value,
      label: `${value} · ${names.of(value) ?? value}`,
    }));
  }, [currency, i18n.language]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = {
      code,
      name,
      payRange: withRange ? { min: amount(min), max: amount(max), currency } : null,
    };
    const parsed = (grade ? JobGradeUpdate : NewJobGrade).safeParse(input);
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    try {
      const saved = grade
        ? await change.mutateAsync({ kind: 'update', id: grade.id, input: parsed.data })
        : await change.mutateAsync({ kind: 'create', input: parsed.data as NewJobGrade });
      notifySuccess({
        title: t(
          grade ? 'jobProfiles.architecture.grades.saved' : 'jobProfiles.architecture.grades.created',
          {
            code: saved.code,
          },
        ),
      });
      onClose();
    } catch (failure) {
      handleFailure(failure);
    }
  }

  const formId = 'job-grade-form';
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !change.isPending && onClose()}
      title={
        grade
          ? t('jobProfiles.architecture.grades.editTitle', { code: grade.code })
          : t('jobProfiles.architecture.grades.createTitle')
      }
      description={t('jobProfiles.architecture.grades.dialogHint')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            pending={change.isPending}
            pendingLabel={t('jobProfiles.saving')}
          >
            {t('jobProfiles.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <FormErrorAlert message={formError} />
        <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
          <TextField
            label={t('jobProfiles.architecture.grades.code')}
            hint={t('jobProfiles.architecture.grades.codeHint')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            maxLength={GRADE_CODE_MAX}
            required
            aria-required="true"
            error={fieldError('code')}
            autoComplete="off"
          />
          <TextField
            label={t('jobProfiles.architecture.grades.name')}
            hint={t('jobProfiles.architecture.grades.nameHint')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={GRADE_NAME_MAX}
            error={fieldError('name')}
            autoComplete="off"
          />
        </div>
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-900">
            {t('jobProfiles.architecture.grades.payRange')}
          </legend>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-4 accent-indigo-600"
              checked={withRange}
              onChange={(event) => setWithRange(event.target.checked)}
            />
            {t('jobProfiles.architecture.grades.withPayRange')}
          </label>
          {withRange ? (
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField
                label={t('jobProfiles.architecture.grades.min')}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={min}
                onChange={(event) => setMin(event.target.value)}
                error={fieldError('payRange.min')}
              />
              <TextField
                label={t('jobProfiles.architecture.grades.max')}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={max}
                onChange={(event) => setMax(event.target.value)}
                error={fieldError('payRange.max')}
              />
              <SelectField
                label={t('jobProfiles.architecture.grades.currency')}
                value={currency}
                onChange={(event) => setCurrency(event.target.value)}
                error={fieldError('payRange.currency')}
              >
                {currencies.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </SelectField>
            </div>
          ) : null}
        </fieldset>
      </form>
    </Modal>
  );
}
