import { AssessmentInput, type PersonAssessment } from '@competencyhub/domain/schemas/assessments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AskFeedbackDialog } from './ask-feedback-dialog.tsx';
import { useMyReports, usePersonAssessment, useSubmitManagerAssessment } from './assessments-api.ts';
import { useLevelText } from './level-text.ts';
import { GapCard, LevelsList } from './overview-tab.tsx';
import { emptyDraft, type RatingDraft } from './rating-draft.ts';
import { RatingEditor } from './rating-editor.tsx';
import { RatedSummary } from './self-assessment.tsx';

function RateReport({
  companyId,
  assessment,
  onDone,
}: {
  companyId: string;
  assessment: PersonAssessment;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const submit = useSubmitManagerAssessment(companyId, assessment.person.id);
  const levelText = useLevelText();
  const [drafts, setDrafts] = useState<Map<string, RatingDraft>>(new Map());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const rateable = assessment.competencies.filter((c) => !c.archived);
  const ready = [...drafts.entries()].filter(([, draft]) => draft.level !== null);

  async function save() {
    setFormError(null);
    const sent = ready.map(([id]) => id);
    const parsed = AssessmentInput.safeParse({
      ratings: ready.map(([competencyId, draft]) => ({
        competencyId,
        level: draft.level,
        comment: draft.comment,
      })),
    });
    if (!parsed.success) return setFormError(t('competencies.rate.fixErrors'));
    try {
      await submit.mutateAsync(parsed.data);
      notifySuccess({
        title: t('competencies.team.saved', { name: assessment.person.fullName, count: sent.length }),
      });
      onDone();
    } catch (error) {
      if (isApiError(error)) {
        const byField: Record<string, string> = {};
        for (const [key, messages] of Object.entries(error.fieldErrors)) {
          const match = /^ratings\.(\d+)\.(\w+)$/.exec(key);
          const id = match ? sent[Number(match[1])] : undefined;
          if (id && match?.[2] && messages[0]) byField[`${id}.${match[2]}`] = messages[0];
        }
        setErrors(byField);
      }
      setFormError(errorMessage(t, error));
    }
  }

  return (
    <div className="space-y-5">
      {rateable.length === 0 ? (
        <p className="text-sm text-slate-600">{t('competencies.team.nothingToRate')}</p>
      ) : (
        <ul className="space-y-4">
          {rateable.map((competency) => (
            <li key={competency.competencyId} className="rounded-xl border border-slate-200 px-4 py-4">
              <p className="font-semibold text-slate-900">{competency.name}</p>
              <p className="text-xs text-slate-600">
                {competency.categoryName}
                {competency.required
                  ? ` · ${t('competencies.requiredLevel', { level: levelText(competency.required.level, competency.levels) })}`
                  : ''}
              </p>
              <div className="mt-2 space-y-1">
                <RatedSummary
                  label={t('competencies.team.theirSelf', { name: assessment.person.fullName })}
                  rating={competency.self}
                  levels={competency.levels}
                />
                {!competency.self ? (
                  <p className="text-sm text-slate-600">{t('competencies.team.noSelf')}</p>
                ) : null}
                <RatedSummary
                  label={t('competencies.team.yourLast')}
                  rating={competency.manager}
                  levels={competency.levels}
                />
                <p className="text-sm text-slate-700">
                  {competency.peers.average !== null
                    ? t('competencies.peers.average', {
                        level: levelText(competency.peers.average, competency.levels),
                        count: competency.peers.count,
                      })
                    : null}{' '}
                  {competency.peers.pending > 0
                    ? t(
                        competency.peers.average !== null
                          ? 'competencies.peers.pendingRound'
                          : 'competencies.peers.withheld',
                        {
                          count: competency.peers.pending,
                          min: assessment.minPeerRaters,
                        },
                      )
                    : null}
                </p>
              </div>
              <div className="mt-3">
                <RatingEditor
                  competency={competency}
                  draft={drafts.get(competency.competencyId) ?? emptyDraft()}
                  withEvidence={false}
                  legend={t('competencies.team.yourRating', { name: competency.name })}
                  onChange={(next) =>
                    setDrafts((current) => new Map(current).set(competency.competencyId, next))
                  }
                  errors={(field) =>
                    translateValidationMessage(t, errors[`${competency.competencyId}.${field}`])
                  }
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="flex justify-end">
        <Button
          onClick={() => void save()}
          disabled={ready.length === 0}
          pending={submit.isPending}
          pendingLabel={t('competencies.rate.saving')}
        >
          {t('competencies.rate.save', { count: ready.length })}
        </Button>
      </div>
    </div>
  );
}

export function RateReportDialog({
  companyId,
  personId,
  name,
  onClose,
}: {
  companyId: string;
  personId: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const assessment = usePersonAssessment(companyId, personId);
  return (
    <Modal
      wide
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('competencies.team.rateTitle', { name })}
      description={t('competencies.team.rateDescription')}
    >
      {assessment.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : assessment.isError ? (
        <Alert tone="error">{errorMessage(t, assessment.error)}</Alert>
      ) : (
        <RateReport companyId={companyId} assessment={assessment.data} onDone={onClose} />
      )}
    </Modal>
  );
}

/** A report's fit and gaps, and their levels explained, as the manager may see them. */
export function ReportGapsDialog({
  companyId,
  personId,
  name,
  onClose,
}: {
  companyId: string;
  personId: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const assessment = usePersonAssessment(companyId, personId);
  return (
    <Modal
      wide
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('competencies.team.gapsTitle', { name })}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <div className="space-y-4">
        <GapCard companyId={companyId} personId={personId} personName={name} />
        {assessment.isPending ? (
          <Spinner label={t('app.loading')} />
        ) : assessment.isError ? (
          <Alert tone="error">{errorMessage(t, assessment.error)}</Alert>
        ) : (
          <LevelsList companyId={companyId} personId={personId} assessment={assessment.data} />
        )}
      </div>
    </Modal>
  );
}

/** Ask colleagues for feedback about a direct report, on the competencies of the report's role. */
export function AskAboutReportDialog({
  companyId,
  personId,
  name,
  onClose,
}: {
  companyId: string;
  personId: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const assessment = usePersonAssessment(companyId, personId);
  if (assessment.isError) {
    return (
      <Modal
        open
        onOpenChange={(open) => !open && onClose()}
        title={t('competencies.feedback.askAboutTitle', { name })}
      >
        <Alert tone="error">{errorMessage(t, assessment.error)}</Alert>
      </Modal>
    );
  }
  if (assessment.isPending) return null;
  return (
    <AskFeedbackDialog
      companyId={companyId}
      competencies={assessment.data.competencies}
      minPeerRaters={assessment.data.minPeerRaters}
      subject={{ id: personId, name }}
      onClose={onClose}
    />
  );
}

/** A line manager's direct reports (from user management), with their assessment state and a way to rate them. */
export function TeamSection({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation();
  const reports = useMyReports(companyId);
  const [rating, setRating] = useState<{ id: string; name: string } | null>(null);
  const [viewing, setViewing] = useState<{ id: string; name: string } | null>(null);
  const [asking, setAsking] = useState<{ id: string; name: string } | null>(null);
  if (reports.isPending || reports.isError || reports.data.items.length === 0) return null;
  return (
    <Card className="px-5 py-5 sm:px-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('competencies.team.title')}</h2>
      <p className="text-sm text-slate-600">{t('competencies.team.intro')}</p>
      <ul className="mt-3 divide-y divide-slate-100">
        {reports.data.items.map((report) => (
          <li key={report.id} className="flex flex-wrap items-center gap-3 py-3">
            <Avatar name={report.fullName} imageUrl={report.avatarUrl} size="sm" />
            <div className="min-w-0 flex-1 basis-48">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                {report.fullName}
                {report.fitPercent !== null ? (
                  <Badge color={report.gapCount === 0 ? 'green' : 'blue'}>
                    {t('competencies.team.fit', {
                      percent: new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(
                        report.fitPercent / 100,
                      ),
                    })}
                  </Badge>
                ) : null}
                {report.gapCount > 0 ? (
                  <span className="text-xs font-normal text-slate-600">
                    {t('competencies.team.gapCount', { count: report.gapCount })}
                  </span>
                ) : null}
              </p>
              <p className="text-xs text-slate-600">
                {report.jobTitle ? `${report.jobTitle} · ` : ''}
                {report.requiredCount > 0
                  ? t('competencies.team.progress', {
                      self: report.selfRatedCount,
                      manager: report.managerRatedCount,
                      count: report.requiredCount,
                    })
                  : t('competencies.team.noProfile')}
              </p>
            </div>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('competencies.team.gapsFor', { name: report.fullName })}
              onClick={() => setViewing({ id: report.id, name: report.fullName })}
            >
              {t('competencies.team.gaps')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('competencies.team.askFor', { name: report.fullName })}
              onClick={() => setAsking({ id: report.id, name: report.fullName })}
            >
              {t('competencies.team.ask')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setRating({ id: report.id, name: report.fullName })}
            >
              {t('competencies.team.rate', { name: report.fullName })}
            </Button>
          </li>
        ))}
      </ul>
      {viewing ? (
        <ReportGapsDialog
          companyId={companyId}
          personId={viewing.id}
          name={viewing.name}
          onClose={() => setViewing(null)}
        />
      ) : null}
      {asking ? (
        <AskAboutReportDialog
          companyId={companyId}
          personId={asking.id}
          name={asking.name}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {rating ? (
        <RateReportDialog
          companyId={companyId}
          personId={rating.id}
          name={rating.name}
          onClose={() => setRating(null)}
        />
      ) : null}
    </Card>
  );
}
