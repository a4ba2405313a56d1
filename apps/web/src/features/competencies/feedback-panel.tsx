import type { AssessedCompetency } from '@competencyhub/domain/schemas/assessments';
import type { FeedbackRequestView, FeedbackToAnswer } from '@competencyhub/domain/schemas/feedback-requests';
import { MessageSquarePlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { formatDate } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AboutMeRequests, AnonymityHelp } from './about-me-requests.tsx';
import { AnswerDialog, DeclineDialog } from './answer-feedback-dialogs.tsx';
import { AskFeedbackDialog } from './ask-feedback-dialog.tsx';
import { AskedRequests, STATUS_COLORS } from './asked-requests.tsx';
import { useFeedback, useFeedbackAction } from './assessments-api.ts';
import { FeedbackApprovals } from './feedback-approvals.tsx';

/** Past its due date but still answerable (the server expires it FEEDBACK_GRACE_DAYS later). */
const isOverdue = (request: FeedbackRequestView) =>
  (request.status === 'pending' || request.status === 'accepted') && request.dueOn < isoDay(0);

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const dayText = (day: string, language: string) => formatDate(`${day}T12:00:00Z`, language);

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
      <div className="mt-3">
        <AnonymityHelp minPeerRaters={minPeerRaters} />
      </div>
      {error ? (
        <div className="mt-3">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      {feedback.data && feedback.data.toApprove.length > 0 ? (
        <div className="mt-4">
          <FeedbackApprovals companyId={companyId} proposals={feedback.data.toApprove} />
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
          <div className="space-y-6">
            <section>
              <h3 className="text-sm font-semibold text-slate-900">
                {t('competencies.feedback.aboutMe.title')}
              </h3>
              <AboutMeRequests aboutMe={feedback.data.aboutMe} />
            </section>
            {feedback.data.asked.length > 0 ? (
              <section>
                <h3 className="text-sm font-semibold text-slate-900">
                  {t('competencies.feedback.askedTitle')}
                </h3>
                <AskedRequests requests={feedback.data.asked} onCancel={setCancelling} />
              </section>
            ) : null}
          </div>
        </div>
      )}
      {asking ? (
        <AskFeedbackDialog
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
