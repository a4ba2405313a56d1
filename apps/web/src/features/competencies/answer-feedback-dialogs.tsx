import type { FeedbackToAnswer } from '@competencyhub/domain/schemas/feedback-requests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { useFeedbackAction } from './assessments-api.ts';
import { LevelPicker } from './level-picker.tsx';

export function AnswerDialog({
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

export function DeclineDialog({
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
