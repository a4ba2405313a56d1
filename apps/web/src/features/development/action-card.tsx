import type { DevelopmentAction, DevelopmentPlan } from '@competencyhub/domain/schemas/development-plan';
import { CalendarClock, Check, ExternalLink, Pencil, Play, Trash2, UserRound, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/error-messages.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { useUpdateAction } from './development-api.ts';
import { useDevelopmentFormat } from './use-development-format.ts';

const STATUS_COLORS = { planned: 'gray', in_progress: 'blue', done: 'green', cancelled: 'gray' } as const;

/** One action of the plan as a card: what it closes, its evidence once done, and the owner's buttons. */
export function ActionCard({
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
  const format = useDevelopmentFormat();
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
