import type { AssessedCompetency } from '@competencyhub/domain/schemas/assessments';
import {
  FEEDBACK_RELATIONSHIPS,
  type FeedbackRelationship,
} from '@competencyhub/domain/schemas/feedback-requests';
import { UserPlus, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useColleagues, useRequestFeedback } from './assessments-api.ts';

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Ask colleagues (by name or e-mail) for feedback on some competencies, by a due date: about
 * oneself, or, for a line manager, about one of their direct reports (`subject`).
 */
export function AskFeedbackDialog({
  companyId,
  competencies,
  minPeerRaters,
  subject,
  onClose,
}: {
  companyId: string;
  competencies: readonly AssessedCompetency[];
  minPeerRaters: number;
  subject?: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const request = useRequestFeedback(companyId);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const found = useColleagues(companyId, q, true, subject?.id);
  const [raters, setRaters] = useState<
    Array<{ id: string; name: string; relationship: FeedbackRelationship; reportsToYou: boolean }>
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
      const result = await request.mutateAsync({
        ...(subject ? { subjectId: subject.id } : {}),
        raters: raters.map((rater) => ({ raterId: rater.id, relationship: rater.relationship })),
        dueOn,
        message,
        competencyIds: [...chosen],
      });
      // One's own choice may wait for the manager's approval (a company setting): say so.
      const proposed = !subject && result.aboutMe.awaitingApproval > 0;
      notifySuccess({
        title: t(proposed ? 'competencies.feedback.proposedToast' : 'competencies.feedback.asked', {
          count: raters.length,
        }),
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

  const fieldError = (key: string) => translateValidationMessage(t, errors[key]);
  const formId = 'ask-feedback-form';
  return (
    <Modal
      wide
      open
      onOpenChange={(open) => !open && !request.isPending && onClose()}
      title={
        subject
          ? t('competencies.feedback.askAboutTitle', { name: subject.name })
          : t('competencies.feedback.askTitle')
      }
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
                          {
                            id: person.id,
                            name: person.fullName,
                            relationship: person.reportsToYou ? 'direct_report' : 'peer',
                            reportsToYou: person.reportsToYou,
                          },
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
                    label={
                      subject
                        ? t('competencies.feedback.relationshipWith', {
                            name: rater.name,
                            subject: subject.name,
                          })
                        : t('competencies.feedback.relationshipOf', { name: rater.name })
                    }
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
                    {/* Who reports to you is known; the others are a peer or another colleague. */}
                    {FEEDBACK_RELATIONSHIPS.filter(
                      (relationship) => (relationship === 'direct_report') === rater.reportsToYou,
                    ).map((relationship) => (
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
