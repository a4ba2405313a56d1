import {
  BUILT_IN_COMPETENCY_TYPES,
  COMPETENCY_NAME_MAX,
  type Competency,
  CompetencyCreateInput,
  DESCRIPTION_MAX,
  type FrameworkDetail,
  LEVEL_DESCRIPTION_MAX,
  TYPE_NAME_MAX,
} from '@competencyhub/domain/schemas/competencies';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, issuesToErrors, useFieldError, useSubmitErrors } from '../../lib/form-state.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { FormErrorAlert } from '../../ui/form-footer.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { CompetencyGenerator } from './competency-generator.tsx';
import { useSaveCompetency } from './frameworks-api.ts';
import { useTypeLabel } from './type-label.ts';

const OTHER_TYPE = '__other__';

interface CompetencyDialogProps {
  companyId: string;
  framework: FrameworkDetail;
  /** null to add one. */
  competency: Competency | null;
  /** The category a new competency starts in. */
  defaultCategoryId?: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface Draft {
  name: string;
  categoryId: string;
  typeChoice: string;
  otherType: string;
  tags: string;
  description: string;
  levels: string[];
}

function draftOf(framework: FrameworkDetail, competency: Competency | null, categoryId?: string): Draft {
  const levelCount = framework.scale.levels.length;
  const type = competency?.type ?? 'technical';
  return {
    name: competency?.name ?? '',
    categoryId: competency?.categoryId ?? categoryId ?? framework.categories[0]?.id ?? '',
    typeChoice: framework.types.includes(type) ? type : OTHER_TYPE,
    otherType: framework.types.includes(type) ? '' : type,
    tags: competency?.tags.join(', ') ?? '',
    description: competency?.description ?? '',
    levels: Array.from({ length: levelCount }, (_, index) => competency?.levelDescriptions[index] ?? ''),
  };
}

/** "sql, Data , ,data" → ['sql', 'Data', 'data']: the server says when a tag comes twice. */
const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** Adds or edits a competency: what it is, its type and tags, and what someone does at each level. */
export function CompetencyDialog({
  companyId,
  framework,
  competency,
  defaultCategoryId,
  open,
  onOpenChange,
}: CompetencyDialogProps) {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel();
  const save = useSaveCompetency(companyId, framework.id);
  const [draft, setDraft] = useState<Draft>(() => draftOf(framework, competency, defaultCategoryId));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formError, handleFailure, reset } = useSubmitErrors(setErrors);
  const fieldError = useFieldError(errors);
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  useEffect(() => {
    if (!open) return;
    setDraft(draftOf(framework, competency, defaultCategoryId));
    setErrors({});
    reset();
  }, [open, framework, competency, defaultCategoryId, reset]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = CompetencyCreateInput.safeParse({
      name: draft.name,
      categoryId: draft.categoryId,
      type: draft.typeChoice === OTHER_TYPE ? draft.otherType : draft.typeChoice,
      tags: tagsOf(draft.tags),
      description: draft.description,
      levelDescriptions: draft.levels,
    });
    if (!parsed.success) {
      const found = issuesToErrors(parsed.error.issues);
      // The type's message belongs under whichever control the person used for it.
      if (found.type && draft.typeChoice === OTHER_TYPE) found.otherType = found.type;
      return setErrors(found);
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: competency?.id ?? null, input: parsed.data });
      notifySuccess({ title: t('frameworks.competency.saved', { name: parsed.data.name }) });
      onOpenChange(false);
    } catch (error) {
      handleFailure(error);
    }
  }

  const formId = 'competency-form';
  const types = [...new Set([...BUILT_IN_COMPETENCY_TYPES, ...framework.types])];
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !save.isPending && onOpenChange(next)}
      title={
        competency
          ? t('frameworks.competency.editTitle', { name: competency.name })
          : t('frameworks.competency.addTitle')
      }
      wide
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} pending={save.isPending} pendingLabel={t('frameworks.saving')}>
            {t(competency ? 'frameworks.save' : 'frameworks.competency.add')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        <FormErrorAlert message={formError} />
        <TextField
          label={t('frameworks.competency.name')}
          value={draft.name}
          onChange={(event) => change({ name: event.target.value })}
          maxLength={COMPETENCY_NAME_MAX}
          required
          aria-required="true"
          error={fieldError('name')}
        />
        {competency ? null : (
          <CompetencyGenerator
            frameworkId={framework.id}
            name={draft.name}
            onUse={(proposal) =>
              change({
                description: proposal.description,
                levels: framework.scale.levels.map((_, index) => proposal.levelDescriptions[index] ?? ''),
                // A starter-library suggestion brings its own type, and its category when this framework has it.
                ...(proposal.type ? { typeChoice: proposal.type, otherType: '' } : {}),
                ...(framework.categories.some((category) => category.id === proposal.categoryId)
                  ? { categoryId: proposal.categoryId ?? '' }
                  : {}),
              })
            }
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('frameworks.competency.category')}
            value={draft.categoryId}
            onChange={(event) => change({ categoryId: event.target.value })}
            error={fieldError('categoryId')}
            required
            aria-required="true"
          >
            {framework.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('frameworks.competency.type')}
            value={draft.typeChoice}
            onChange={(event) => change({ typeChoice: event.target.value })}
            error={draft.typeChoice === OTHER_TYPE ? undefined : fieldError('type')}
          >
            {types.map((type) => (
              <option key={type} value={type}>
                {typeLabel(type)}
              </option>
            ))}
            <option value={OTHER_TYPE}>{t('frameworks.competency.otherType')}</option>
          </SelectField>
        </div>
        {draft.typeChoice === OTHER_TYPE ? (
          <TextField
            label={t('frameworks.competency.otherTypeName')}
            value={draft.otherType}
            onChange={(event) => change({ otherType: event.target.value })}
            maxLength={TYPE_NAME_MAX}
            hint={t('frameworks.competency.otherTypeHint')}
            error={fieldError('otherType')}
          />
        ) : null}
        <TextField
          label={t('frameworks.competency.tags')}
          value={draft.tags}
          onChange={(event) => change({ tags: event.target.value })}
          hint={t('frameworks.competency.tagsHint')}
          error={fieldError('tags') ?? fieldError('tags.0')}
        />
        <TextAreaField
          label={t('frameworks.competency.description')}
          value={draft.description}
          onChange={(event) => change({ description: event.target.value })}
          maxLength={DESCRIPTION_MAX}
          error={fieldError('description')}
        />
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-900">
            {t('frameworks.competency.levels')}
          </legend>
          <p className="text-sm text-slate-600">{t('frameworks.competency.levelsHint')}</p>
          {framework.scale.levels.map((level, index) => (
            <TextAreaField
              key={level.value}
              label={t('frameworks.competency.levelLabel', { value: level.value, name: level.name })}
              value={draft.levels[index] ?? ''}
              onChange={(event) =>
                change({ levels: draft.levels.map((text, at) => (at === index ? event.target.value : text)) })
              }
              maxLength={LEVEL_DESCRIPTION_MAX}
              rows={2}
              error={fieldError(`levelDescriptions.${index}`)}
            />
          ))}
          {fieldError('levelDescriptions') ? (
            <p className="text-sm text-red-700">{fieldError('levelDescriptions')}</p>
          ) : null}
        </fieldset>
      </form>
    </Modal>
  );
}
