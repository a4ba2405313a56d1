import type { JobHistory } from '@competencyhub/domain/schemas/organisation';
import { useTranslation } from 'react-i18next';

/** A date-only value ('2026-03-01') in the reader's language, read as that calendar day. */
function day(value: string, language: string | undefined) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  );
}

/** The day before an exclusive end date: the last day the record held. */
function lastDay(endsOn: string) {
  return new Date(Date.parse(`${endsOn}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * A person's job history inside the company, newest first: each period's job, unit, location, cost
 * centre and manager, why it began, and from when to when. The one that holds today is marked; one
 * dated in the future says so. Words come from the organisation area (`organisation.history`).
 */
export function JobHistoryTimeline({ history, today }: { history: JobHistory; today: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  if (history.items.length === 0) {
    return <p className="text-sm text-slate-600">{t('organisation.history.empty')}</p>;
  }
  return (
    <ol className="space-y-3 border-s-2 border-slate-200 ps-4">
      {history.items.map((period) => {
        const current = period.id === history.currentId;
        const upcoming = period.startsOn > today;
        const details: Array<[string, string | undefined]> = [
          [t('organisation.history.position'), period.position?.name],
          [t('organisation.history.unit'), period.orgUnit?.name],
          [t('organisation.history.location'), period.location?.name],
          [t('organisation.history.costCentre'), period.costCentre?.name],
          [
            period.kind === 'secondary'
              ? t('organisation.history.secondary.manager')
              : t('organisation.history.manager'),
            period.manager?.name,
          ],
        ];
        return (
          <li key={period.id} className="relative">
            <span
              aria-hidden="true"
              className={`absolute -start-[1.4rem] top-1.5 size-3 rounded-full border-2 border-white ${current ? 'bg-indigo-600' : upcoming ? 'bg-amber-500' : 'bg-slate-400'}`}
            />
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-semibold text-slate-900">
                {period.jobProfile?.name ??
                  (period.kind === 'secondary'
                    ? t('organisation.history.secondary.badge')
                    : t('organisation.history.noJobProfile'))}
              </span>
              {period.kind === 'secondary' ? (
                <span className="rounded bg-slate-100 px-1.5 text-xs font-medium text-slate-800">
                  {t('organisation.history.secondary.badge')}
                </span>
              ) : null}
              <span className="text-slate-700">{t(`organisation.history.reasons.${period.reason}`)}</span>
              {current ? (
                <span className="rounded bg-indigo-50 px-1.5 text-xs font-medium text-indigo-800">
                  {t('organisation.history.current')}
                </span>
              ) : null}
              {upcoming ? (
                <span className="rounded bg-amber-50 px-1.5 text-xs font-medium text-amber-900">
                  {t('organisation.history.upcoming')}
                </span>
              ) : null}
            </p>
            <p className="text-xs text-slate-600">
              {period.endsOn
                ? t('organisation.history.fromTo', {
                    from: day(period.startsOn, language),
                    to: day(lastDay(period.endsOn), language),
                  })
                : t('organisation.history.since', { from: day(period.startsOn, language) })}
            </p>
            <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-xs sm:grid-cols-2">
              {details
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <div key={label} className="flex gap-1">
                    <dt className="text-slate-600">{label}:</dt>
                    <dd className="text-slate-800">{value}</dd>
                  </div>
                ))}
            </dl>
            {period.note ? <p className="mt-1 text-xs text-slate-700 italic">{period.note}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
