import type { FeedbackAboutMe } from '@competencyhub/domain/schemas/feedback-requests';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';

/**
 * The requests about the viewer, as the person rated sees them: how many wait for the manager's
 * approval, are open, answered or closed. Never who was asked, who answered or when (decision 0048).
 */
export function AboutMeRequests({ aboutMe }: { aboutMe: FeedbackAboutMe }) {
  const { t, i18n } = useTranslation();
  const total = aboutMe.awaitingApproval + aboutMe.open + aboutMe.answered + aboutMe.closed;
  return (
    <div className="space-y-2">
      {total === 0 ? (
        <p className="text-sm text-slate-600">{t('competencies.feedback.aboutMe.none')}</p>
      ) : (
        <>
          {aboutMe.awaitingApproval > 0 ? (
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
              <Badge color="orange">{t('competencies.feedback.statuses.proposed')}</Badge>
              {t('competencies.feedback.aboutMe.awaitingApproval', { count: aboutMe.awaitingApproval })}
            </p>
          ) : null}
          <p className="flex flex-wrap gap-1.5">
            {aboutMe.open > 0 ? (
              <Badge color="blue">{t('competencies.feedback.aboutMe.open', { count: aboutMe.open })}</Badge>
            ) : null}
            {aboutMe.answered > 0 ? (
              <Badge color="green">
                {t('competencies.feedback.aboutMe.answered', { count: aboutMe.answered })}
              </Badge>
            ) : null}
            {aboutMe.closed > 0 ? (
              <Badge color="gray">
                {t('competencies.feedback.aboutMe.closed', { count: aboutMe.closed })}
              </Badge>
            ) : null}
          </p>
          {aboutMe.dueOn ? (
            <p className="text-xs text-slate-600">
              {t('competencies.feedback.dueOnLine', {
                date: formatDate(`${aboutMe.dueOn}T12:00:00Z`, i18n.language),
              })}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

/** What anonymity can and cannot promise the person rated, and the colleagues who answer. */
export function AnonymityHelp({ minPeerRaters }: { minPeerRaters: number }) {
  const { t } = useTranslation();
  return (
    <details className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <summary className="flex cursor-pointer items-center gap-2 font-medium text-slate-900">
        <ShieldCheck aria-hidden="true" className="size-4 text-indigo-600" />
        {t('competencies.feedback.privacy.title')}
      </summary>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{t('competencies.feedback.privacy.average', { count: minPeerRaters })}</li>
        <li>{t('competencies.feedback.privacy.noWhoOrWhen')}</li>
        <li>{t('competencies.feedback.privacy.approval')}</li>
        <li>{t('competencies.feedback.privacy.limits')}</li>
      </ul>
    </details>
  );
}
