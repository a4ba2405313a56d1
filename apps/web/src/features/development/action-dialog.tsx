import {
  ACTION_COMPETENCIES_MAX,
  ACTION_DESCRIPTION_MAX,
  ACTION_TITLE_MAX,
  ACTION_TYPES,
  ActionInput,
  type ActionType,
  ActionUpdate,
  type DevelopmentAction,
  type DevelopmentSuggestions,
} from '@competencyhub/domain/schemas/development-plan';
import { X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequirableCompetencies } from '../../lib/competency-queries.ts';
import { type FieldErrors, issuesToErrors, useFieldError, useSubmitErrors } from '../../lib/form-state.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { FormErrorAlert } from '../../ui/form-footer.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useCreateAction, useUpdateAction } from './development-api.ts';

/** What the dialog starts from: an action being edited, or a new one (perhaps a suggestion). */
export interface ActionDraft {
  id?: string;
  type: ActionType;
  title: string;
  description: string;
  url: string;
  dueOn: string;
  competencies: Array<{ id: string; name: string }>;
  mentorId: string | null;
}

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const draftOf = (action: DevelopmentAction): ActionDraft => ({
  id: action.id,
  type: action.type,
  title: action.title,
  description: action.description,
  url: action.url ?? '',
  dueOn: action.dueOn,
  competencies: action.competencies.map((c) => ({ id: c.competencyId, name: c.name })),
  mentorId: action.mentor?.id ?? null,
});

/** Add or edit an action: its kind, words, link, due date, the gaps it closes and, for mentoring, who. */
export function ActionDialog({
  companyId,
  draft,
  suggestions,
  onClose,
}: {
  companyId: string;
  draft: ActionDraft;
  /** Mentors on offer come from the suggestions (colleagues who opted in at advanced or better). */
  suggestions: DevelopmentSuggestions | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateAction(companyId);
  const update = useUpdateAction(companyId);
  const catalog = useRequirableCompetencies(companyId, true);
  const [type, setType] = useState<ActionType>(draft.type);
  const [title, setTitle] = useState(draft.title);
  const [description, setDescription] = useState(draft.description);
  const [url, setUrl] = useState(draft.url);
  const [dueOn, setDueOn] = useState(draft.dueOn);
  const [linked, setLinked] = useState(draft.competencies);
  const [mentorId, setMentorId] = useState(draft.mentorId);
  const [toLink, setToLink] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formError, handleFailure } = useSubmitErrors(setErrors);
  const fieldError = useFieldError(errors);
  const pending = create.isPending || update.isPending;

  // Gap competencies first (they are what the plan is for), then the rest of the catalogue.
  const gapOptions = (suggestions?.items ?? []).map((item) => ({ id: item.competencyId, name: item.name }));
  const all = catalog.frameworks.flatMap((framework) =>
    framework.competencies
      .filter((competency) => !competency.archivedAt)
      .map((competency) => ({ id: competency.id, name: competency.name })),
  );
  const options = [...gapOptions, ...all.filter((c) => !gapOptions.some((g) => g.id === c.id))].filter(
    (c) => !linked.some((l) => l.id === c.id),
  );
  const mentors = new Map<string, { id: string; fullName: string; levelName: string; competency: string }>();
  for (const item of suggestions?.items ?? []) {
    if (!linked.some((c) => c.id === item.competencyId)) continue;
    for (const action of item.actions) {
      if (action.mentor && !mentors.has(action.mentor.id)) {
        mentors.set(action.mentor.id, { ...action.mentor, competency: item.name });
      }
    }
  }
  if (draft.mentorId && !mentors.has(draft.mentorId)) {
    const known = (suggestions?.items ?? [])
      .flatMap((item) => item.actions)
      .find((action) => action.mentor?.id === draft.mentorId)?.mentor;
    if (known) mentors.set(known.id, { ...known, competency: '' });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const values = {
      type,
      title,
      description,
      url,
      dueOn,
      competencyIds: linked.map((c) => c.id),
      mentorId: type === 'mentoring' ? mentorId : null,
    };
    const parsed = draft.id ? ActionUpdate.safeParse(values) : ActionInput.safeParse(values);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      if (draft.id) await update.mutateAsync({ id: draft.id, input: parsed.data as ActionUpdate });
      else await create.mutateAsync(parsed.data as ActionInput);
      notifySuccess({
        title: t(draft.id ? 'development.dialog.saved' : 'development.dialog.added', { title }),
      });
      onClose();
    } catch (failure) {
      handleFailure(failure);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(draft.id ? 'development.dialog.editTitle' : 'development.dialog.addTitle')}
      description={t('development.dialog.intro')}
      wide
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('development.fields.type')}
          value={type}
          onChange={(event) => setType(event.target.value as ActionType)}
          error={fieldError('type')}
        >
          {ACTION_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`development.type.${value}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          type="date"
          label={t('development.fields.dueOn')}
          value={dueOn}
          min={inDays(0)}
          onChange={(event) => setDueOn(event.target.value)}
          error={fieldError('dueOn')}
        />
        <TextField
          className="sm:col-span-2"
          label={t('development.fields.title')}
          value={title}
          maxLength={ACTION_TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          error={fieldError('title')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label={t('development.fields.description')}
          value={description}
          maxLength={ACTION_DESCRIPTION_MAX}
          onChange={(event) => setDescription(event.target.value)}
          error={fieldError('description')}
        />
        <TextField
          className="sm:col-span-2"
          type="url"
          label={t('development.fields.url')}
          hint={t('development.fields.urlHint')}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={fieldError('url')}
        />
        <fieldset className="space-y-2 sm:col-span-2">
          <legend className="text-sm font-medium text-slate-800">
            {t('development.fields.competencies')}
          </legend>
          {linked.length === 0 ? (
            <p className="text-sm text-slate-600">{t('development.fields.noCompetencies')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {linked.map((competency) => (
                <li
                  key={competency.id}
                  className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm text-indigo-900"
                >
                  {competency.name}
                  <button
                    type="button"
                    className="rounded-full p-1 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
                    aria-label={t('development.fields.unlink', { name: competency.name })}
                    onClick={() => setLinked((list) => list.filter((c) => c.id !== competency.id))}
                  >
                    <X aria-hidden="true" className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {linked.length < ACTION_COMPETENCIES_MAX ? (
            <SelectField
              label={t('development.fields.link')}
              value={toLink}
              onChange={(event) => {
                const chosen = options.find((c) => c.id === event.target.value);
                if (chosen) setLinked((list) => [...list, chosen]);
                setToLink('');
              }}
              error={fieldError('competencyIds')}
            >
              <option value="">{t('development.fields.chooseCompetency')}</option>
              {options.map((competency) => (
                <option key={competency.id} value={competency.id}>
                  {competency.name}
                </option>
              ))}
            </SelectField>
          ) : null}
        </fieldset>
        {type === 'mentoring' ? (
          <SelectField
            className="sm:col-span-2"
            label={t('development.fields.mentor')}
            value={mentorId ?? ''}
            onChange={(event) => setMentorId(event.target.value || null)}
            error={fieldError('mentorId')}
          >
            <option value="">{t('development.fields.noMentor')}</option>
            {[...mentors.values()].map((mentor) => (
              <option key={mentor.id} value={mentor.id}>
                {mentor.competency
                  ? t('development.fields.mentorOption', {
                      name: mentor.fullName,
                      level: mentor.levelName,
                      competency: mentor.competency,
                    })
                  : mentor.fullName}
              </option>
            ))}
          </SelectField>
        ) : null}
        <div className="space-y-3 sm:col-span-2">
          <FormErrorAlert message={formError} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" pending={pending} pendingLabel={t('development.saving')}>
              {t(draft.id ? 'development.dialog.save' : 'development.dialog.add')}
            </Button>
          </div>
        </div>
      </form>
    </Modal>
  );
}
