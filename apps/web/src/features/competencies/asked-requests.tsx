import type { BadgeColor } from '@competencyhub/domain/roles';
import type { FeedbackRequestView } from '@competencyhub/domain/schemas/feedback-requests';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { focusRing } from '../../ui/styles.ts';

export const STATUS_COLORS: Record<FeedbackRequestView['status'], BadgeColor> = {
  proposed: 'gray',
  pending: 'orange',
  accepted: 'blue',
  completed: 'green',
  declined: 'red',
  cancelled: 'gray',
  expired: 'gray',
};

const STATUS_ORDER: ReadonlyArray<FeedbackRequestView['status']> = [
  'proposed',
  'pending',
  'accepted',
  'completed',
  'declined',
  'expired',
  'cancelled',
];

const isOpen = (request: FeedbackRequestView) =>
  request.status === 'proposed' || request.status === 'pending' || request.status === 'accepted';

/** One request: who was asked, how they stand, the due date and, if they declined, why. */
function RequestRow({
  request,
  onCancel,
}: {
  request: FeedbackRequestView;
  onCancel: (request: FeedbackRequestView) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-2.5">
      <div className="min-w-0 space-y-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{request.rater.fullName}</span>
          <span className="text-slate-600">
            {t(`competencies.feedback.relationships.${request.relationship}`)}
          </span>
          <Badge color={STATUS_COLORS[request.status]}>
            {t(`competencies.feedback.statuses.${request.status}`)}
          </Badge>
        </p>
        <p className="text-xs text-slate-600">
          {t('competencies.feedback.dueOnLine', {
            date: formatDate(`${request.dueOn}T12:00:00Z`, i18n.language),
          })}
        </p>
        {request.declineReason ? (
          <p className="text-sm text-slate-700">
            {t('competencies.feedback.declinedBecause', { reason: request.declineReason })}
          </p>
        ) : null}
      </div>
      {isOpen(request) ? (
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('competencies.feedback.cancelFor', { name: request.rater.fullName })}
          onClick={() => onCancel(request)}
        >
          {t('competencies.feedback.cancel')}
        </Button>
      ) : null}
    </li>
  );
}

/**
 * The requests made about one person: a count per state, the open ones (which may be withdrawn), and
 * the closed ones behind a disclosure, so a manager with many reports and rounds sees what waits.
 */
function SubjectRequests({
  title,
  requests,
  onCancel,
}: {
  title: string;
  requests: readonly FeedbackRequestView[];
  onCancel: (request: FeedbackRequestView) => void;
}) {
  const { t } = useTranslation();
  const [showClosed, setShowClosed] = useState(false);
  const open = requests.filter(isOpen);
  const closed = requests.filter((request) => !isOpen(request));
  const counts = STATUS_ORDER.map((status) => ({
    status,
    count: requests.filter((request) => request.status === status).length,
  })).filter((entry) => entry.count > 0);
  return (
    <li className="py-3">
      <p className="font-medium text-slate-900">{title}</p>
      <p className="mt-1 flex flex-wrap gap-1.5">
        {counts.map(({ status, count }) => (
          <Badge key={status} color={STATUS_COLORS[status]}>
            {t('competencies.feedback.statusCount', {
              status: t(`competencies.feedback.statuses.${status}`),
              count,
            })}
          </Badge>
        ))}
      </p>
      {open.length > 0 ? (
        <ul className="mt-1 divide-y divide-slate-100">
          {open.map((request) => (
            <RequestRow key={request.id} request={request} onCancel={onCancel} />
          ))}
        </ul>
      ) : null}
      {closed.length > 0 ? (
        <>
          <button
            type="button"
            aria-expanded={showClosed}
            onClick={() => setShowClosed((shown) => !shown)}
            className={`mt-1 inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-700 hover:underline ${focusRing}`}
          >
            <ChevronDown
              aria-hidden="true"
              className={`size-4 transition-transform ${showClosed ? 'rotate-180' : ''}`}
            />
            {showClosed
              ? t('competencies.feedback.hideClosed')
              : t('competencies.feedback.showClosed', { count: closed.length })}
          </button>
          {showClosed ? (
            <ul className="divide-y divide-slate-100">
              {closed.map((request) => (
                <RequestRow key={request.id} request={request} onCancel={onCancel} />
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

/** "Requests about others", grouped by the person they are about (never the viewer: see AboutMeRequests). */
export function AskedRequests({
  requests,
  onCancel,
}: {
  requests: readonly FeedbackRequestView[];
  onCancel: (request: FeedbackRequestView) => void;
}) {
  const { t } = useTranslation();
  const bySubject = new Map<string, { name: string; requests: FeedbackRequestView[] }>();
  for (const request of requests) {
    const group = bySubject.get(request.subject.id) ?? { name: request.subject.fullName, requests: [] };
    group.requests.push(request);
    bySubject.set(request.subject.id, group);
  }
  const groups = [...bySubject].sort(([, x], [, y]) => x.name.localeCompare(y.name));
  return (
    <ul className="mt-1 divide-y divide-slate-200">
      {groups.map(([subjectId, group]) => (
        <SubjectRequests
          key={subjectId}
          title={t('competencies.feedback.about', { name: group.name })}
          requests={group.requests}
          onCancel={onCancel}
        />
      ))}
    </ul>
  );
}
