import {
  CompleteActionInput,
  type DevelopmentAction,
  type DevelopmentPlan,
  type DevelopmentSuggestions,
  PLAN_COMMENT_MAX,
} from '@competencyhub/domain/schemas/development-plan';
import {
  CalendarClock,
  Check,
  ExternalLink,
  Lightbulb,
  Paperclip,
  Pencil,
  Play,
  Plus,
  Sprout,
  Trash2,
  UserRound,
  X,
} from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/error-messages.ts';
import { uploadEvidence } from '../../lib/evidence-upload.ts';
import { type FieldErrors, issuesToErrors, useFieldError, useSubmitErrors } from '../../lib/form-state.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { CommentThread } from '../../ui/comment-thread.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormErrorAlert } from '../../ui/form-footer.tsx';
import { IMPORTANCE_COLORS } from '../../ui/importance.ts';
import { Modal } from '../../ui/modal.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PersonPicker } from '../../ui/person-picker.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { ActionDialog, type ActionDraft, draftOf, inDays } from './action-dialog.tsx';
import {
  useApprovePlan,
  useCompleteAction,
  useDeleteAction,
  useDevelopmentPeople,
  useDevelopmentPlan,
  useDevelopmentSettings,
  usePlanComment,
  useSuggestions,
  useUpdateAction,
} from './development-api.ts';

const STATUS_COLORS = { planned: 'gray', in_progress: 'blue', done: 'green', cancelled: 'gray' } as const;

function useFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
    return {
      day: (value: string) => date.format(new Date(`${value}T00:00:00Z`)),
      at: (value: string) => dateTime.format(new Date(value)),
      level: (value: number | null) => (value === null ? '—' : number.format(value)),
    };
  }, [i18n.language]);
}

function CompleteDialog({
  companyId,
  action,
  lineManager,
  onClose,
}: {
  companyId: string;
  action: DevelopmentAction;
  lineManager: DevelopmentPlan['lineManager'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const complete = useCompleteAction(companyId);
  const fileInput = useId();
  const [evidenceUrl, setEvidenceUrl] = useState('');
  const [note, setNote] = useState('');
  const [file, setFile] = useState<{ id: string; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formError, handleFailure } = useSubmitErrors(setErrors);
  const fieldError = useFieldError(errors);

  async function onFile(chosen: File | undefined) {
    if (!chosen) return;
    setUploadError(null);
    setUploading(true);
    try {
      const uploaded = await uploadEvidence(chosen);
      setFile({ id: uploaded.id, name: uploaded.name });
    } catch (failure) {
      setUploadError(errorMessage(t, failure));
    } finally {
      setUploading(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = CompleteActionInput.safeParse({ evidenceUrl, evidenceFileId: file?.id ?? null, note });
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    try {
      await complete.mutateAsync({ id: action.id, input: parsed.data });
      notifySuccess({
        title: t('development.complete.done', { title: action.title }),
        ...(lineManager
          ? { description: t('development.complete.reassessmentAsked', { name: lineManager.fullName }) }
          : {}),
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
      title={t('development.complete.title', { title: action.title })}
      description={
        lineManager
          ? t('development.complete.intro', { name: lineManager.fullName })
          : t('development.complete.introNoManager')
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          type="url"
          label={t('development.complete.evidenceUrl')}
          value={evidenceUrl}
          onChange={(event) => setEvidenceUrl(event.target.value)}
          error={fieldError('evidenceUrl')}
        />
        <div className="space-y-1.5">
          <span className="block text-sm font-medium text-slate-800">{t('development.complete.file')}</span>
          {file ? (
            <p className="flex items-center gap-2 text-sm">
              <Paperclip aria-hidden="true" className="size-4 text-slate-500" />
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <Button size="sm" variant="ghost" onClick={() => setFile(null)}>
                {t('development.complete.removeFile')}
              </Button>
            </p>
          ) : (
            <label
              htmlFor={fileInput}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-700 hover:border-indigo-400 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600"
            >
              <Paperclip aria-hidden="true" className="size-4" />
              {uploading ? t('development.complete.uploading') : t('development.complete.chooseFile')}
              <input
                id={fileInput}
                type="file"
                className="sr-only"
                disabled={uploading}
                onChange={(event) => {
                  void onFile(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </label>
          )}
          {uploadError || fieldError('evidenceFileId') ? (
            <p className="text-sm text-red-700">{uploadError ?? fieldError('evidenceFileId')}</p>
          ) : null}
        </div>
        <TextAreaField
          label={t('development.complete.note')}
          value={note}
          maxLength={PLAN_COMMENT_MAX}
          onChange={(event) => setNote(event.target.value)}
          error={fieldError('note')}
        />
        <FormErrorAlert message={formError} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            disabled={uploading}
            pending={complete.isPending}
            pendingLabel={t('development.saving')}
          >
            <Check aria-hidden="true" className="size-4" />
            {t('development.complete.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function ActionCard({
  companyId,
  action,
  plan,
  onEdit,
  onComplete,
  onRemove,
}: {
  companyId: string;
  action: DevelopmentAction;
  plan: DevelopmentPlan;
  onEdit: () => void;
  onComplete: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const update = useUpdateAction(companyId);
  const [error, setError] = useState<string | null>(null);
  const open = action.status === 'planned' || action.status === 'in_progress';

  async function setStatus(status: 'in_progress' | 'cancelled') {
    setError(null);
    try {
      await update.mutateAsync({ id: action.id, input: { status } });
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  }

  return (
    <li>
      <Card className="min-w-0 space-y-3 px-5 py-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 space-y-1">
            <h3 className="text-base font-semibold [overflow-wrap:anywhere] text-slate-900">
              {action.title}
            </h3>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <Badge color="purple">{t(`development.type.${action.type}`)}</Badge>
              <Badge color={STATUS_COLORS[action.status]}>{t(`development.status.${action.status}`)}</Badge>
              {action.overdue ? <Badge color="red">{t('development.overdue')}</Badge> : null}
              <span className="inline-flex items-center gap-1">
                <CalendarClock aria-hidden="true" className="size-4" />
                {t('development.due', { date: format.day(action.dueOn) })}
              </span>
            </p>
          </div>
        </div>
        {action.description ? (
          <p className="text-sm whitespace-pre-line [overflow-wrap:anywhere] text-slate-700">
            {action.description}
          </p>
        ) : null}
        <ul className="flex flex-wrap gap-2" aria-label={t('development.closes')}>
          {action.competencies.map((competency) => (
            <li
              key={competency.competencyId}
              className="rounded-lg bg-slate-50 px-2.5 py-1 text-sm text-slate-800"
            >
              {competency.requiredLevel === null
                ? t('development.competencyLevel', {
                    name: competency.name,
                    current: format.level(competency.currentLevel),
                    levels: competency.levelCount,
                  })
                : t('development.competencyGap', {
                    name: competency.name,
                    current: format.level(competency.currentLevel),
                    required: competency.requiredLevel,
                    levels: competency.levelCount,
                  })}
            </li>
          ))}
        </ul>
        {action.mentor ? (
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <UserRound aria-hidden="true" className="size-4" />
            {t('development.mentorIs', { name: action.mentor.fullName })}
          </p>
        ) : null}
        {action.url ? (
          <a
            href={action.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm text-indigo-700 underline-offset-2 hover:underline"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('development.openLink')}
          </a>
        ) : null}
        {action.status === 'done' ? (
          <div className="space-y-1 rounded-xl bg-green-50 px-3 py-2 text-sm text-green-900">
            <p>{t('development.completedOn', { date: format.at(action.completedAt ?? action.createdAt) })}</p>
            {action.completionNote ? <p className="whitespace-pre-line">{action.completionNote}</p> : null}
            {action.evidenceUrl ? (
              <a href={action.evidenceUrl} target="_blank" rel="noopener noreferrer" className="underline">
                {t('development.evidenceLink')}
              </a>
            ) : null}
            {action.evidenceFile ? (
              <a href={`/api/v1/files/${action.evidenceFile.id}`} className="ml-3 underline">
                {t('development.evidenceFile', { name: action.evidenceFile.name })}
              </a>
            ) : null}
            {action.reassessment ? (
              <p className="font-medium">
                {action.reassessment === 'requested'
                  ? t('development.reassessmentRequested', { name: plan.lineManager?.fullName ?? '' })
                  : t('development.reassessed')}
                {action.reassessment === 'requested' && plan.canApprove ? (
                  <>
                    {' '}
                    <Link to="/competencies?tab=assessments" className="underline">
                      {t('development.rateNow')}
                    </Link>
                  </>
                ) : null}
              </p>
            ) : null}
          </div>
        ) : null}
        {plan.isOwn && open ? (
          <div className="flex flex-wrap gap-2">
            {action.status === 'planned' ? (
              <Button size="sm" variant="secondary" onClick={() => void setStatus('in_progress')}>
                <Play aria-hidden="true" className="size-4" />
                {t('development.start')}
              </Button>
            ) : null}
            <Button size="sm" onClick={onComplete}>
              <Check aria-hidden="true" className="size-4" />
              {t('development.completeAction')}
            </Button>
            <Button size="sm" variant="secondary" onClick={onEdit}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('development.edit')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => void setStatus('cancelled')}>
              <X aria-hidden="true" className="size-4" />
              {t('development.cancelAction')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('development.remove', { title: action.title })}
              onClick={onRemove}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
      </Card>
    </li>
  );
}

/** The largest gaps, each with actions that would close it; one click opens it ready to add. */
function Suggestions({
  suggestions,
  onAccept,
}: {
  suggestions: DevelopmentSuggestions;
  onAccept: (draft: ActionDraft) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (suggestions.items.length === 0) {
    return <p className="text-sm text-slate-600">{t('development.suggestions.none')}</p>;
  }
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {suggestions.items.map((item) => (
        <li key={item.competencyId}>
          <Card className="min-w-0 space-y-3 px-5 py-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="text-base font-semibold [overflow-wrap:anywhere] text-slate-900">{item.name}</h3>
              <Badge color={IMPORTANCE_COLORS[item.importance]}>
                {t(`jobProfiles.importance.${item.importance}`)}
              </Badge>
            </div>
            <p className="text-sm text-slate-700">
              {t('development.suggestions.gap', {
                current: format.level(item.currentLevel),
                required: item.requiredLevel,
                levelName: item.requiredLevelName,
                levels: item.levelCount,
              })}
            </p>
            <p className="text-xs text-slate-600">
              {t('development.suggestions.for', { roles: item.roles.map((role) => role.title).join(', ') })}
            </p>
            {item.planned ? <Badge color="green">{t('development.suggestions.planned')}</Badge> : null}
            <ul className="space-y-2">
              {item.actions.map((action) => {
                const label =
                  action.type === 'mentoring' && action.mentor
                    ? t('development.suggestions.mentor', {
                        name: action.mentor.fullName,
                        level: action.mentor.levelName,
                      })
                    : t(`development.suggestions.${action.type === 'project' ? 'project' : 'course'}`, {
                        name: item.name,
                      });
                return (
                  <li key={`${action.type}-${action.mentor?.id ?? ''}`}>
                    <Button
                      size="sm"
                      variant="secondary"
                      className="w-full justify-start text-left"
                      onClick={() =>
                        onAccept({
                          type: action.type,
                          title:
                            action.type === 'mentoring' && action.mentor
                              ? t('development.suggestions.mentorTitle', {
                                  name: action.mentor.fullName,
                                  competency: item.name,
                                })
                              : t(
                                  action.type === 'project'
                                    ? 'development.suggestions.projectTitle'
                                    : 'development.suggestions.courseTitle',
                                  { competency: item.name },
                                ),
                          description:
                            action.type === 'project' && item.requiredLevelDescription
                              ? t('development.suggestions.projectDescription', {
                                  level: item.requiredLevelName,
                                  description: item.requiredLevelDescription,
                                })
                              : '',
                          url: '',
                          dueOn: inDays(action.type === 'course' ? 45 : 90),
                          competencies: [{ id: item.competencyId, name: item.name }],
                          mentorId: action.mentor?.id ?? null,
                        })
                      }
                    >
                      <Plus aria-hidden="true" className="size-4 shrink-0" />
                      <span className="min-w-0 [overflow-wrap:anywhere]">{label}</span>
                    </Button>
                  </li>
                );
              })}
            </ul>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Review({
  companyId,
  plan,
  personId,
}: {
  companyId: string;
  plan: DevelopmentPlan;
  personId: string | null;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const approve = useApprovePlan(companyId, personId, plan.person.id);
  const [error, setError] = useState<string | null>(null);
  const { state, approvedBy, approvedAt } = plan.review;
  async function onApprove() {
    setError(null);
    try {
      await approve.mutateAsync(undefined);
      notifySuccess({ title: t('development.review.approvedToast', { name: plan.person.fullName }) });
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  }
  const text =
    state === 'approved'
      ? t('development.review.approved', {
          name: approvedBy?.fullName ?? '',
          date: format.at(approvedAt ?? ''),
        })
      : state === 'changed_since_approval'
        ? t('development.review.changed', { name: approvedBy?.fullName ?? '' })
        : plan.lineManager
          ? t('development.review.draft', { name: plan.lineManager.fullName })
          : t('development.review.noManager');
  return (
    <Alert tone={state === 'approved' ? 'success' : 'info'}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>{text}</p>
        {plan.canApprove && state !== 'approved' && plan.actions.some((a) => a.status !== 'cancelled') ? (
          <Button
            size="sm"
            pending={approve.isPending}
            pendingLabel={t('development.saving')}
            onClick={() => void onApprove()}
          >
            <Check aria-hidden="true" className="size-4" />
            {t('development.review.approve')}
          </Button>
        ) : null}
      </div>
      {error ? <p className="mt-2 text-red-800">{error}</p> : null}
    </Alert>
  );
}

function Comments({
  companyId,
  plan,
  personId,
}: {
  companyId: string;
  plan: DevelopmentPlan;
  personId: string | null;
}) {
  const { t } = useTranslation();
  const add = usePlanComment(companyId, personId, plan.person.id);
  return (
    <CommentThread
      comments={plan.comments}
      maxLength={PLAN_COMMENT_MAX}
      pending={add.isPending}
      onSend={(body) => add.mutateAsync(body)}
      text={{
        title: t('development.comments.title'),
        empty: t('development.comments.empty'),
        formerColleague: t('development.comments.formerColleague'),
        label: t(plan.isOwn ? 'development.comments.replyLabel' : 'development.comments.label'),
        send: t('development.comments.send'),
        sending: t('development.saving'),
        added: t('development.comments.added'),
      }}
    />
  );
}

function Settings({ companyId, plan }: { companyId: string; plan: DevelopmentPlan }) {
  const { t } = useTranslation();
  const update = useDevelopmentSettings(companyId);
  const [asked, setAsked] = useState<Partial<DevelopmentPlan['settings']>>({});
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  async function set(key: 'mentorOptIn' | 'overdueEmails', value: boolean) {
    setError(null);
    setAsked((current) => ({ ...current, [key]: value }));
    try {
      await update.mutateAsync({ [key]: value });
      notifySuccess({ title: t('development.settings.saved') });
    } catch (failure) {
      setError(errorMessage(t, failure));
    } finally {
      setAsked((current) => {
        const { [key]: _done, ...rest } = current;
        return rest;
      });
    }
  }
  const boxes = [
    {
      key: 'mentorOptIn' as const,
      label: t('development.settings.mentor'),
      hint: t('development.settings.mentorHint'),
    },
    {
      key: 'overdueEmails' as const,
      label: t('development.settings.overdueEmails'),
      hint: t('development.settings.overdueEmailsHint'),
    },
  ];
  return (
    <Card className="space-y-3 px-5 py-4 sm:px-6">
      {boxes.map((box) => (
        <div key={box.key} className="flex items-start gap-3">
          <input
            id={`${id}-${box.key}`}
            type="checkbox"
            checked={asked[box.key] ?? plan.settings[box.key]}
            aria-describedby={`${id}-${box.key}-hint`}
            onChange={(event) => void set(box.key, event.target.checked)}
            className="mt-1 size-4 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          />
          <div>
            <label htmlFor={`${id}-${box.key}`} className="text-sm font-medium text-slate-900">
              {box.label}
            </label>
            <p id={`${id}-${box.key}-hint`} className="text-sm text-slate-600">
              {box.hint}
            </p>
          </div>
        </div>
      ))}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Card>
  );
}

function Plan({ companyId, personId }: { companyId: string; personId: string | null }) {
  const { t } = useTranslation();
  const query = useDevelopmentPlan(companyId, personId);
  const own = personId === null;
  const suggestions = useSuggestions(companyId, own);
  const remove = useDeleteAction(companyId);
  const [draft, setDraft] = useState<ActionDraft | null>(null);
  const [completing, setCompleting] = useState<DevelopmentAction | null>(null);
  const [removing, setRemoving] = useState<DevelopmentAction | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  if (query.isPending) return <Spinner label={t('app.loading')} />;
  if (query.isError) return <Alert tone="error">{errorMessage(t, query.error)}</Alert>;
  const plan = query.data;
  const openActions = plan.actions.filter((a) => a.status === 'planned' || a.status === 'in_progress');
  const closed = plan.actions.filter((a) => a.status === 'done' || a.status === 'cancelled');
  const name = plan.person.fullName;

  async function confirmRemove() {
    if (!removing) return;
    setRemoveError(null);
    try {
      await remove.mutateAsync(removing.id);
      notifySuccess({ title: t('development.removed', { title: removing.title }) });
      setRemoving(null);
    } catch (failure) {
      setRemoveError(errorMessage(t, failure));
    }
  }

  const list = (actions: DevelopmentAction[]) => (
    <ul className="grid gap-4 lg:grid-cols-2">
      {actions.map((action) => (
        <ActionCard
          key={action.id}
          companyId={companyId}
          action={action}
          plan={plan}
          onEdit={() => setDraft(draftOf(action))}
          onComplete={() => setCompleting(action)}
          onRemove={() => setRemoving(action)}
        />
      ))}
    </ul>
  );

  return (
    <div className="space-y-6">
      <Review companyId={companyId} plan={plan} personId={personId} />
      <section aria-labelledby="development-actions" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="development-actions" className="text-lg font-semibold text-slate-900">
            {t(own ? 'development.actions.title' : 'development.actions.titleOf', { name })}
          </h2>
          {plan.isOwn ? (
            <Button
              size="sm"
              onClick={() =>
                setDraft({
                  type: 'course',
                  title: '',
                  description: '',
                  url: '',
                  dueOn: inDays(60),
                  competencies: [],
                  mentorId: null,
                })
              }
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('development.actions.add')}
            </Button>
          ) : null}
        </div>
        {openActions.length === 0 ? (
          <p className="text-sm text-slate-600">
            {t(plan.isOwn ? 'development.actions.empty' : 'development.actions.emptyOf', { name })}
          </p>
        ) : (
          list(openActions)
        )}
      </section>

      {own ? (
        <section aria-labelledby="development-suggestions" className="space-y-3">
          <h2
            id="development-suggestions"
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <Lightbulb aria-hidden="true" className="size-5 text-amber-500" />
            {t('development.suggestions.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('development.suggestions.intro')}</p>
          {suggestions.isPending ? (
            <Spinner label={t('app.loading')} />
          ) : suggestions.isError ? (
            <Alert tone="error">{errorMessage(t, suggestions.error)}</Alert>
          ) : (
            <Suggestions suggestions={suggestions.data} onAccept={setDraft} />
          )}
        </section>
      ) : null}

      {closed.length > 0 ? (
        <section aria-labelledby="development-closed" className="space-y-3">
          <h2 id="development-closed" className="text-lg font-semibold text-slate-900">
            {t('development.actions.closed')}
          </h2>
          {list(closed)}
        </section>
      ) : null}

      {plan.isOwn ? <Settings companyId={companyId} plan={plan} /> : null}
      <Comments companyId={companyId} plan={plan} personId={personId} />

      {draft ? (
        <ActionDialog
          companyId={companyId}
          draft={draft}
          suggestions={suggestions.data}
          onClose={() => setDraft(null)}
        />
      ) : null}
      {completing ? (
        <CompleteDialog
          companyId={companyId}
          action={completing}
          lineManager={plan.lineManager}
          onClose={() => setCompleting(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        title={t('development.removeTitle', { title: removing?.title ?? '' })}
        description={t('development.removeBody')}
        confirmLabel={t('development.removeConfirm')}
        pendingLabel={t('development.saving')}
        pending={remove.isPending}
        error={removeError}
        onConfirm={() => void confirmRemove()}
      />
    </div>
  );
}

/** Whose plan: one's own, or (for a manager) a report's, with their open or overdue actions. */
function Whose({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const people = useDevelopmentPeople(companyId);
  return (
    <PersonPicker
      label={t('development.whose')}
      ownLabel={t('development.mine')}
      options={(people.data?.items ?? []).map((person) => ({
        id: person.id,
        label:
          person.overdueActions > 0
            ? t('development.personOverdue', { name: person.fullName, count: person.overdueActions })
            : t('development.personOption', { name: person.fullName, count: person.openActions }),
      }))}
    />
  );
}

export function DevelopmentPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [params] = useSearchParams();
  const personId = params.get('person');
  return (
    <div className="space-y-6">
      <PageHeader icon={Sprout} title={t('development.title')} intro={t('development.intro')} />
      {me.company ? (
        <>
          <Whose companyId={me.company.id} />
          <Plan key={personId ?? 'me'} companyId={me.company.id} personId={personId} />
        </>
      ) : (
        <Alert tone="info">{t('development.noCompany')}</Alert>
      )}
    </div>
  );
}
