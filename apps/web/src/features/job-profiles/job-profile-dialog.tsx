import type { Importance } from '@competencyhub/domain/gap-analysis';
import { IMPORTANCES } from '@competencyhub/domain/gap-analysis';
import type { FrameworkDetail } from '@competencyhub/domain/schemas/competencies';
import {
  DEPARTMENT_MAX,
  JOB_DESCRIPTION_MAX,
  JOB_TITLE_MAX,
  type JobProfileDetail,
  JobProfileInput,
  REQUIREMENTS_MAX,
} from '@competencyhub/domain/schemas/job-profiles';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { type FieldErrors, issuesToErrors, useFieldError, useSubmitErrors } from '../../lib/form-state.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { FormErrorAlert } from '../../ui/form-footer.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useJobArchitecture } from './job-architecture-api.ts';
import { useCreateJobProfile, useRequirableCompetencies, useUpdateJobProfile } from './job-profiles-api.ts';

interface RequirementDraft {
  competencyId: string;
  requiredLevel: number;
  importance: Importance;
}

interface CompetencyChoice {
  id: string;
  name: string;
  frameworkName: string;
  categoryName: string;
  levels: Array<{ value: number; name: string }>;
  proficientLevel: number;
  archived: boolean;
}

/** Every competency of the active frameworks, with its scale, by id. */
function useCompetencyChoices(frameworks: readonly FrameworkDetail[]) {
  return useMemo(() => {
    const choices = new Map<string, CompetencyChoice>();
    for (const framework of frameworks) {
      const categories = new Map(framework.categories.map((category) => [category.id, category.name]));
      for (const competency of framework.competencies) {
        choices.set(competency.id, {
          id: competency.id,
          name: competency.name,
          frameworkName: framework.name,
          categoryName: categories.get(competency.categoryId) ?? '',
          levels: framework.scale.levels,
          proficientLevel: framework.scale.proficientLevel,
          archived: competency.archivedAt !== null,
        });
      }
    }
    return choices;
  }, [frameworks]);
}

function RequirementRow({
  index,
  draft,
  choice,
  fallbackName,
  error,
  onChange,
  onRemove,
}: {
  index: number;
  draft: RequirementDraft;
  choice: CompetencyChoice | undefined;
  fallbackName: string;
  error: (field: string) => string | undefined;
  onChange: (next: RequirementDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const name = choice?.name ?? fallbackName;
  const levels = choice?.levels ?? [{ value: draft.requiredLevel, name: String(draft.requiredLevel) }];
  const competencyError = error(`requirements.${index}.competencyId`);
  return (
    <li className="rounded-xl border border-slate-200 bg-white px-4 py-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{name}</p>
          {choice ? (
            <p className="text-xs text-slate-600">
              {choice.frameworkName} › {choice.categoryName}
            </p>
          ) : null}
          {competencyError ? (
            <p className="mt-1 text-sm text-red-700" role="alert">
              {competencyError}
            </p>
          ) : null}
        </div>
        <Button
          size="sm"
          variant="ghost"
          onClick={onRemove}
          aria-label={t('jobProfiles.dialog.removeRequirement', { name })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('jobProfiles.dialog.requiredLevelOf', { name })}
          value={draft.requiredLevel}
          error={error(`requirements.${index}.requiredLevel`)}
          onChange={(event) => onChange({ ...draft, requiredLevel: Number(event.target.value) })}
        >
          {levels.map((level) => (
            <option key={level.value} value={level.value}>
              {t('jobProfiles.levelOption', { value: level.value, name: level.name })}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('jobProfiles.dialog.importanceOf', { name })}
          value={draft.importance}
          onChange={(event) => onChange({ ...draft, importance: event.target.value as Importance })}
        >
          {IMPORTANCES.map((importance) => (
            <option key={importance} value={importance}>
              {t(`jobProfiles.importance.${importance}`)}
            </option>
          ))}
        </SelectField>
      </div>
    </li>
  );
}

/**
 * The job families and grades a profile can be placed in: the active ones, and the ones it is in now
 * even if archived since (kept until changed, flagged). Grades in ladder order, lowest first.
 */
function usePlacementChoices(companyId: string, profile: JobProfileDetail | null, open: boolean) {
  const { t } = useTranslation();
  const architecture = useJobArchitecture(companyId, open);
  const data = architecture.data;
  const label = (text: string, archived: boolean) =>
    archived ? t('jobProfiles.fields.archivedOption', { name: text }) : text;
  const families = (data?.families ?? [])
    .filter((family) => !family.archived || family.id === profile?.jobFamily?.id)
    .map((family) => ({ id: family.id, label: label(family.name, family.archived) }));
  const grades = (data?.grades ?? [])
    .filter((grade) => !grade.archived || grade.id === profile?.jobGrade?.id)
    .map((grade) => ({
      id: grade.id,
      label: label(grade.name ? `${grade.code} · ${grade.name}` : grade.code, grade.archived),
    }));
  return { families, grades, error: architecture.error };
}

interface JobProfileDialogProps {
  companyId: string;
  /** null to create one. */
  profile: JobProfileDetail | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (profile: JobProfileDetail) => void;
}

/** Creates a job profile or edits one: its details and the competencies it requires. */
export function JobProfileDialog({ companyId, profile, open, onOpenChange, onSaved }: JobProfileDialogProps) {
  const { t } = useTranslation();
  const create = useCreateJobProfile(companyId);
  const update = useUpdateJobProfile(companyId, profile?.id ?? '');
  const catalog = useRequirableCompetencies(companyId, open);
  const choices = useCompetencyChoices(catalog.frameworks);
  const [title, setTitle] = useState('');
  const [department, setDepartment] = useState('');
  const [jobFamilyId, setJobFamilyId] = useState('');
  const [gradeId, setGradeId] = useState('');
  const placement = usePlacementChoices(companyId, profile, open);
  const [description, setDescription] = useState('');
  const [requirements, setRequirements] = useState<RequirementDraft[]>([]);
  const [toAdd, setToAdd] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formError, handleFailure, reset } = useSubmitErrors(setErrors);
  const fieldError = useFieldError(errors);
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    if (!open) return;
    setTitle(profile?.title ?? '');
    setDepartment(profile?.department ?? '');
    setJobFamilyId(profile?.jobFamily?.id ?? '');
    setGradeId(profile?.jobGrade?.id ?? '');
    setDescription(profile?.description ?? '');
    setRequirements(
      (profile?.requirements ?? []).map((requirement) => ({
        competencyId: requirement.competencyId,
        requiredLevel: requirement.requiredLevel,
        importance: requirement.importance,
      })),
    );
    setToAdd('');
    setErrors({});
    reset();
  }, [open, profile, reset]);

  const required = new Set(requirements.map((requirement) => requirement.competencyId));
  const namesOnProfile = new Map(
    (profile?.requirements ?? []).map((requirement) => [
      requirement.competencyId,
      requirement.competencyName,
    ]),
  );
  const addable = catalog.frameworks.map((framework) => ({
    framework,
    competencies: framework.competencies.filter(
      (competency) => !competency.archivedAt && !required.has(competency.id),
    ),
  }));

  function addRequirement() {
    const choice = choices.get(toAdd);
    if (!choice) return;
    setRequirements((list) => [
      ...list,
      { competencyId: choice.id, requiredLevel: choice.proficientLevel, importance: 'important' },
    ]);
    setToAdd('');
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = JobProfileInput.safeParse({
      title,
      department,
      jobFamilyId: jobFamilyId || null,
      gradeId: gradeId || null,
      description,
      requirements,
    });
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    try {
      const saved = profile ? await update.mutateAsync(parsed.data) : await create.mutateAsync(parsed.data);
      notifySuccess({
        title: t(profile ? 'jobProfiles.dialog.saved' : 'jobProfiles.dialog.created', { title: saved.title }),
      });
      onSaved?.(saved);
      onOpenChange(false);
    } catch (error) {
      handleFailure(error);
    }
  }

  const formId = 'job-profile-form';
  return (
    <Modal
      wide
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={t(profile ? 'jobProfiles.dialog.editTitle' : 'jobProfiles.dialog.createTitle')}
      description={t('jobProfiles.dialog.description')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} pending={pending} pendingLabel={t('jobProfiles.saving')}>
            {t(profile ? 'jobProfiles.save' : 'jobProfiles.create')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-5">
        <FormErrorAlert message={formError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            className="sm:col-span-2"
            label={t('jobProfiles.fields.title')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={JOB_TITLE_MAX}
            required
            aria-required="true"
            error={fieldError('title')}
            placeholder={t('jobProfiles.fields.titlePlaceholder')}
          />
          <TextField
            label={t('jobProfiles.fields.department')}
            value={department}
            onChange={(event) => setDepartment(event.target.value)}
            maxLength={DEPARTMENT_MAX}
            error={fieldError('department')}
          />
          <SelectField
            label={t('jobProfiles.fields.family')}
            value={jobFamilyId}
            onChange={(event) => setJobFamilyId(event.target.value)}
            error={fieldError('jobFamilyId')}
          >
            <option value="">{t('jobProfiles.fields.noFamily')}</option>
            {placement.families.map((family) => (
              <option key={family.id} value={family.id}>
                {family.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('jobProfiles.fields.grade')}
            value={gradeId}
            onChange={(event) => setGradeId(event.target.value)}
            error={fieldError('gradeId')}
          >
            <option value="">{t('jobProfiles.fields.noGrade')}</option>
            {placement.grades.map((grade) => (
              <option key={grade.id} value={grade.id}>
                {grade.label}
              </option>
            ))}
          </SelectField>
          {placement.error ? (
            <Alert tone="error" className="sm:col-span-2">
              {errorMessage(t, placement.error)}
            </Alert>
          ) : null}
          <TextAreaField
            className="sm:col-span-2"
            label={t('jobProfiles.fields.description')}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            maxLength={JOB_DESCRIPTION_MAX}
            error={fieldError('description')}
          />
        </div>

        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-900">
            {t('jobProfiles.requirements.title')}
          </legend>
          <p className="text-sm text-slate-600">{t('jobProfiles.dialog.requirementsHint')}</p>
          {fieldError('requirements') ? <Alert tone="error">{fieldError('requirements')}</Alert> : null}
          {requirements.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600">
              {t('jobProfiles.dialog.noRequirements')}
            </p>
          ) : (
            <ul className="space-y-2">
              {requirements.map((draft, index) => (
                <RequirementRow
                  key={draft.competencyId}
                  index={index}
                  draft={draft}
                  choice={choices.get(draft.competencyId)}
                  fallbackName={namesOnProfile.get(draft.competencyId) ?? ''}
                  error={fieldError}
                  onChange={(next) =>
                    setRequirements((list) => list.map((item, at) => (at === index ? next : item)))
                  }
                  onRemove={() => setRequirements((list) => list.filter((_, at) => at !== index))}
                />
              ))}
            </ul>
          )}
          {catalog.pending ? (
            <Spinner label={t('jobProfiles.dialog.loadingCompetencies')} size="sm" />
          ) : catalog.error ? (
            <Alert tone="error">{errorMessage(t, catalog.error)}</Alert>
          ) : choices.size === 0 ? (
            <Alert tone="info">{t('jobProfiles.dialog.noCompetencies')}</Alert>
          ) : requirements.length < REQUIREMENTS_MAX ? (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <SelectField
                className="min-w-0 flex-1"
                label={t('jobProfiles.dialog.addCompetency')}
                value={toAdd}
                onChange={(event) => setToAdd(event.target.value)}
              >
                <option value="">{t('jobProfiles.dialog.chooseCompetency')}</option>
                {addable.map(({ framework, competencies }) =>
                  competencies.length > 0 ? (
                    <optgroup key={framework.id} label={framework.name}>
                      {competencies.map((competency) => (
                        <option key={competency.id} value={competency.id}>
                          {competency.name}
                        </option>
                      ))}
                    </optgroup>
                  ) : null,
                )}
              </SelectField>
              <Button variant="secondary" onClick={addRequirement} disabled={!toAdd}>
                <Plus aria-hidden="true" className="size-4" />
                {t('jobProfiles.dialog.add')}
              </Button>
            </div>
          ) : null}
        </fieldset>
      </form>
    </Modal>
  );
}
