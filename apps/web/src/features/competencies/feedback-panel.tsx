import type { BadgeColor } from '@competencyhub/domain/roles';
import {
  type AssessedCompetency,
  FEEDBACK_RELATIONSHIPS,
  type FeedbackRelationship,
  type FeedbackRequestView,
  type FeedbackToAnswer,
} from '@competencyhub/domain/schemas/assessments';
import { MessageSquarePlus, UserPlus, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { formatDate } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useColleagues, useFeedback, useFeedbackAction, useRequestFeedback } from './assessments-api.ts';
import { LevelPicker } from './level-picker.tsx';

const STATUS_COLORS: Record<FeedbackRequestView['status'], BadgeColor> = {
  pending: 'orange',
  accepted: 'blue',
  completed: 'green',
  declined: 'red',
  cancelled: 'gray',
  expired: 'gray',
};

/** Past its due date but still answerable (the server expires it FEEDBACK_GRACE_DAYS later). */
const isOverdue = (request: FeedbackRequestView) =>
  (request.status === 'pending' || request.status === 'accepted') && request.dueOn < isoDay(0);

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const dayText = (day: string, language: string) => formatDate(`${day}T12:00:00Z`, language);

function AskDialog({
  companyId,
  competencies,
  minPeerRaters,
  onClose,
}: {
  companyId: string;
  competencies: readonly AssessedCompetency[];
  minPeerRaters: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const request = useRequestFeedback(companyId);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const found = useColleagues(companyId, q, true);
  const [raters, setRaters] = useState<
    Array<{ id: string; name: string; relationship: FeedbackRelationship }>
  >([]);
  const [dueOn, setDueOn] = useState(isoDay(14));
  const [message, setMessage] = useState('');
  const rateable = competencies.filter((c) => !c.archived);
  const [chosen, setChosen] = useState<Set<string>>(
    new Set(rateable.filter((c) => c.required).map((c) => c.competencyId)),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setErrors({});
    try {
      await request.mutateAsync({
        raters: raters.map((rater) => ({ raterId: rater.id, relationship: rater.relationship })),
        dueOn,
        message,
        competencyIds: [...chosen],
      });
      notifySuccess({ title: t('competencies.feedback.asked', { count: raters.length }) });
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

  const fieldError = (key: string) => translateValidationMessage(t, errors[key]);
  const formId = 'ask-feedback-form';
  return (
    <Modal
      wide
      open
      onOpenChange={(open) => !open && !request.isPending && onClose()}
      title={t('competencies.feedback.askTitle')}
      description={t('competencies.feedback.anonymity', { count: minPeerRaters })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={request.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={raters.length === 0 || chosen.size === 0}
            pending={request.isPending}
            pendingLabel={t('competencies.feedback.sending')}
          >
            {t('competencies.feedback.send', { count: raters.length })}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <div className="space-y-2">
          <TextField
            label={t('competencies.feedback.searchColleagues')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('competencies.feedback.searchPlaceholder')}
            autoComplete="off"
          />
          {found.data ? (
            <ul className="max-h-44 divide-y divide-slate-100 overflow-auto rounded-lg border border-slate-200">
              {found.data.items
                .filter((person) => !raters.some((rater) => rater.id === person.id))
                .map((person) => (
                  <li key={person.id} className="flex items-center justify-between gap-2 px-3 py-1.5">
                    <span className="min-w-0 truncate text-sm">
                      {person.fullName}
                      {person.jobTitle ? <span className="text-slate-500"> · {person.jobTitle}</span> : null}
                    </span>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('competencies.feedback.addColleague', { name: person.fullName })}
                      onClick={() =>
                        setRaters((list) => [
                          ...list,
                          { id: person.id, name: person.fullName, relationship: 'peer' },
                        ])
                      }
                    >
                      <UserPlus aria-hidden="true" className="size-4" />
                    </Button>
                  </li>
                ))}
            </ul>
          ) : null}
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-slate-900">
            {t('competencies.feedback.chosen')}
          </legend>
          {raters.length === 0 ? (
            <p className="text-sm text-slate-600">{t('competencies.feedback.noneChosen')}</p>
          ) : (
            <ul className="space-y-2">
              {raters.map((rater, index) => (
                <li
                  key={rater.id}
                  className="flex flex-wrap items-end gap-2 rounded-lg border border-slate-200 px-3 py-2"
                >
                  <span className="min-w-0 flex-1 basis-40 text-sm font-medium text-slate-900">
                    {rater.name}
                  </span>
                  <SelectField
                    label={t('competencies.feedback.relationshipOf', { name: rater.name })}
                    value={rater.relationship}
                    error={fieldError(`raters.${index}.raterId`)}
                    onChange={(event) =>
                      setRaters((list) =>
                        list.map((r) =>
                          r.id === rater.id
                            ? { ...r, relationship: event.target.value as FeedbackRelationship }
                            : r,
                        ),
                      )
                    }
                  >
                    {FEEDBACK_RELATIONSHIPS.map((relationship) => (
                      <option key={relationship} value={relationship}>
                        {t(`competencies.feedback.relationships.${relationship}`)}
                      </option>
                    ))}
                  </SelectField>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('competencies.feedback.removeColleague', { name: rater.name })}
                    onClick={() => setRaters((list) => list.filter((r) => r.id !== rater.id))}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('competencies.feedback.dueOn')}
            type="date"
            value={dueOn}
            min={isoDay(0)}
            max={isoDay(180)}
            onChange={(event) => setDueOn(event.target.value)}
            error={fieldError('dueOn')}
          />
        </div>
        <TextAreaField
          label={t('competencies.feedback.message')}
          value={message}
          maxLength={1000}
          onChange={(event) => setMessage(event.target.value)}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-slate-900">{t('competencies.feedback.which')}</legend>
          {fieldError('competencyIds') ? (
            <p className="text-sm text-red-700">{fieldError('competencyIds')}</p>
          ) : null}
          <div className="grid gap-1.5 sm:grid-cols-2">
            {rateable.map((competency) => (
              <label key={competency.competencyId} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 accent-indigo-600"
                  checked={chosen.has(competency.competencyId)}
                  onChange={(event) =>
                    setChosen((current) => {
                      const next = new Set(current);
                      if (event.target.checked) next.add(competency.competencyId);
                      else next.delete(competency.competencyId);
                      return next;
                    })
                  }
                />
                {competency.name}
              </label>
            ))}
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}

function AnswerDialog({
  companyId,
  request,
  onClose,
}: {
  companyId: string;
  request: FeedbackToAnswer;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const action = useFeedbackAction(companyId);
  const [levels, setLevels] = useState<Record<string, number>>({});
  const [comments, setComments] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const answered = request.competencies.filter((c) => levels[c.competencyId] !== undefined);

  async function submit() {
    setError(null);
    try {
      await action.mutateAsync({
        requestId: request.id,
        action: 'answer',
        body: {
          ratings: answered.map((c) => ({
            competencyId: c.competencyId,
            level: levels[c.competencyId] ?? 1,
            comment: comments[c.competencyId] ?? '',
          })),
        },
      });
      notifySuccess({ title: t('competencies.feedback.answered', { name: request.subject.fullName }) });
      onClose();
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  }

  return (
    <Modal
      wide
      open
      onOpenChange={(open) => !open && !action.isPending && onClose()}
      title={t('competencies.feedback.answerTitle', { name: request.subject.fullName })}
      description={t('competencies.feedback.answerDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={action.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => void submit()}
            disabled={answered.length === 0}
            pending={action.isPending}
            pendingLabel={t('competencies.feedback.sending')}
          >
            {t('competencies.feedback.sendAnswer', { count: answered.length })}
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        {error ? <Alert tone="error">{error}</Alert> : null}
        {request.message ? <p className="text-sm text-slate-700 italic">“{request.message}”</p> : null}
        {request.competencies.map((competency) => (
          <div
            key={competency.competencyId}
            className="space-y-3 rounded-xl border border-slate-200 px-4 py-4"
          >
            <p className="font-semibold text-slate-900">{competency.name}</p>
            {competency.description ? (
              <p className="text-sm text-slate-600">{competency.description}</p>
            ) : null}
            <LevelPicker
              legend={t('competencies.feedback.levelOf', { name: competency.name })}
              levels={competency.levels}
              descriptions={competency.levelDescriptions}
              value={levels[competency.competencyId] ?? null}
              onChange={(level) => setLevels((current) => ({ ...current, [competency.competencyId]: level }))}
            />
            <TextAreaField
              label={t('competencies.rate.comment')}
              value={comments[competency.competencyId] ?? ''}
              maxLength={2000}
              onChange={(event) =>
                setComments((current) => ({ ...current, [competency.competencyId]: event.target.value }))
              }
            />
          </div>
        ))}
      </div>
    </Modal>
  );
}

function DeclineDialog({
  companyId,
  request,
  onClose,
}: {
  companyId: string;
  request: FeedbackToAnswer;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const action = useFeedbackAction(companyId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function submit() {
    setError(null);
    try {
      await action.mutateAsync({ requestId: request.id, action: 'decline', body: { reason } });
      notifySuccess({ title: t('competencies.feedback.declined', { name: request.subject.fullName }) });
      onClose();
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !action.isPending && onClose()}
      title={t('competencies.feedback.declineTitle', { name: request.subject.fullName })}
      description={t('competencies.feedback.declineDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={action.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={() => void submit()}
            disabled={!reason.trim()}
            pending={action.isPending}
            pendingLabel={t('competencies.feedback.sending')}
          >
            {t('competencies.feedback.decline')}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextAreaField
          label={t('competencies.feedback.reason')}
          value={reason}
          maxLength={500}
          required
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
    </Modal>
  );
}

/** 360 feedback: ask colleagues, follow the requests, and answer (or decline) what others ask. */
export function FeedbackPanel({
  companyId,
  competencies,
  minPeerRaters,
}: {
  companyId: string;
  competencies: readonly AssessedCompetency[];
  minPeerRaters: number;
}) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const feedback = useFeedback(companyId);
  const action = useFeedbackAction(companyId);
  const [asking, setAsking] = useState(false);
  const [answering, setAnswering] = useState<FeedbackToAnswer | null>(null);
  const [declining, setDeclining] = useState<FeedbackToAnswer | null>(null);
  const [cancelling, setCancelling] = useState<FeedbackRequestView | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(requestId: string, kind: 'accept' | 'cancel', done: string) {
    setError(null);
    try {
      await action.mutateAsync({ requestId, action: kind });
      notifySuccess({ title: done });
      setCancelling(null);
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  }

  const status = (request: FeedbackRequestView) => (
    <Badge color={STATUS_COLORS[request.status]}>
      {t(`competencies.feedback.statuses.${request.status}`)}
    </Badge>
  );

  return (
    <Card className="px-5 py-5 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 className="text-lg font-semibold text-slate-900">{t('competencies.feedback.title')}</h2>
          <p className="text-sm text-slate-600">
            {t('competencies.feedback.anonymity', { count: minPeerRaters })}
          </p>
        </div>
        <Button size="sm" variant="secondary" onClick={() => setAsking(true)}>
          <MessageSquarePlus aria-hidden="true" className="size-4" />
          {t('competencies.feedback.ask')}
        </Button>
      </div>
      {error ? (
        <div className="mt-3">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      {feedback.isPending ? (
        <div className="py-4">
          <Spinner label={t('app.loading')} />
        </div>
      ) : feedback.isError ? (
        <Alert tone="error">{errorMessage(t, feedback.error)}</Alert>
      ) : (
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <section>
            <h3 className="text-sm font-semibold text-slate-900">{t('competencies.feedback.toGive')}</h3>
            {feedback.data.toAnswer.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">{t('competencies.feedback.nothingToGive')}</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-100">
                {feedback.data.toAnswer.map((request) => {
                  const open = request.status === 'pending' || request.status === 'accepted';
                  return (
                    <li key={request.id} className="space-y-2 py-3">
                      <p className="flex flex-wrap items-center gap-2 text-sm">
                        <span className="font-medium text-slate-900">{request.subject.fullName}</span>
                        {status(request)}
                        {isOverdue(request) ? (
                          <Badge color="red">{t('competencies.feedback.overdue')}</Badge>
                        ) : null}
                      </p>
                      <p className="text-xs text-slate-600">
                        {t('competencies.feedback.dueLine', {
                          date: dayText(request.dueOn, i18n.language),
                          count: request.competencyCount,
                        })}
                      </p>
                      {open ? (
                        <div className="flex flex-wrap gap-2">
                          <Button
                            size="sm"
                            onClick={() => setAnswering(request)}
                            aria-label={t('competencies.feedback.answerFor', {
                              name: request.subject.fullName,
                            })}
                          >
                            {t('competencies.feedback.answer')}
                          </Button>
                          {request.status === 'pending' ? (
                            <Button
                              size="sm"
                              variant="secondary"
                              aria-label={t('competencies.feedback.acceptFor', {
                                name: request.subject.fullName,
                              })}
                              onClick={() =>
                                void run(
                                  request.id,
                                  'accept',
                                  t('competencies.feedback.acceptedToast', {
                                    name: request.subject.fullName,
                                  }),
                                )
                              }
                            >
                              {t('competencies.feedback.accept')}
                            </Button>
                          ) : null}
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={t('competencies.feedback.declineFor', {
                              name: request.subject.fullName,
                            })}
                            onClick={() => setDeclining(request)}
                          >
                            {t('competencies.feedback.decline')}
                          </Button>
                        </div>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
          <section>
            <h3 className="text-sm font-semibold text-slate-900">{t('competencies.feedback.askedTitle')}</h3>
            {feedback.data.asked.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">{t('competencies.feedback.nothingAsked')}</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-100">
                {feedback.data.asked.map((request) => {
                  const open = request.status === 'pending' || request.status === 'accepted';
                  return (
                    <li key={request.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
                      <div className="min-w-0 space-y-1 text-sm">
                        <p className="flex flex-wrap items-center gap-2">
                          <span className="font-medium text-slate-900">{request.rater.fullName}</span>
                          <span className="text-slate-600">
                            {t(`competencies.feedback.relationships.${request.relationship}`)}
                          </span>
                          {status(request)}
                        </p>
                        {request.subject.id !== me.user.id ? (
                          <p className="text-xs text-slate-600">
                            {t('competencies.feedback.about', { name: request.subject.fullName })}
                          </p>
                        ) : null}
                        <p className="text-xs text-slate-600">
                          {t('competencies.feedback.dueOnLine', {
                            date: dayText(request.dueOn, i18n.language),
                          })}
                        </p>
                        {request.declineReason ? (
                          <p className="text-sm text-slate-700">
                            {t('competencies.feedback.declinedBecause', { reason: request.declineReason })}
                          </p>
                        ) : null}
                      </div>
                      {open ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t('competencies.feedback.cancelFor', { name: request.rater.fullName })}
                          onClick={() => setCancelling(request)}
                        >
                          {t('competencies.feedback.cancel')}
                        </Button>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </div>
      )}
      {asking ? (
        <AskDialog
          companyId={companyId}
          competencies={competencies}
          minPeerRaters={minPeerRaters}
          onClose={() => setAsking(false)}
        />
      ) : null}
      {answering ? (
        <AnswerDialog companyId={companyId} request={answering} onClose={() => setAnswering(null)} />
      ) : null}
      {declining ? (
        <DeclineDialog companyId={companyId} request={declining} onClose={() => setDeclining(null)} />
      ) : null}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t('competencies.feedback.cancelTitle', { name: cancelling?.rater.fullName ?? '' })}
        description={t('competencies.feedback.cancelBody')}
        confirmLabel={t('competencies.feedback.cancel')}
        pendingLabel={t('competencies.feedback.sending')}
        pending={action.isPending}
        error={error}
        onConfirm={() =>
          cancelling
            ? void run(
                cancelling.id,
                'cancel',
                t('competencies.feedback.cancelled', { name: cancelling.rater.fullName }),
              )
            : undefined
        }
      />
    </Card>
  );
}
