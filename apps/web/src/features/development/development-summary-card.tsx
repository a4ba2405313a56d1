import { DevelopmentSummary } from '@competencyhub/domain/schemas/development-plan';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiRequest } from '../../lib/api-client.ts';
import { Badge } from '../../ui/badge.tsx';
import { Panel } from '../../ui/panel.tsx';
import { focusRing } from '../../ui/styles.ts';

/**
 * The dashboard's view of one's growth: the fit to each target role and the next development
 * actions due (overdue ones flagged), linking to My Career Planning and My Development. Its words
 * are in the dashboard's own translations, so the dashboard loads no other area for it.
 */
export function DevelopmentSummaryCard({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    // Under the assessments' key: a new rating refreshes the fits.
    queryKey: ['company', companyId, 'assessments', 'development', 'summary'],
    queryFn: ({ signal }) => apiRequest('/development-plan/summary', { schema: DevelopmentSummary, signal }),
  });
  const summary = query.data;
  if (!summary) return null;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (value: string) => date.format(new Date(`${value}T00:00:00Z`));
  const linkClass = `inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-2 hover:underline ${focusRing}`;
  return (
    <Panel title={t('developmentSummary.title')}>
      <div className="space-y-5">
        {summary.targets.length === 0 ? (
          <p className="text-sm text-slate-700">
            {t('developmentSummary.noTargets')}{' '}
            <Link to="/career-plan" className={linkClass}>
              {t('developmentSummary.chooseTarget')}
            </Link>
          </p>
        ) : (
          <ul className="space-y-3">
            {summary.targets.map((target) => (
              <li key={target.role.id}>
                <p className="text-sm text-slate-600">
                  {t('developmentSummary.target', { title: target.role.title, date: day(target.targetDate) })}
                </p>
                <p className="text-2xl font-bold text-slate-900">
                  {target.fitPercent === null ? '—' : percent.format(target.fitPercent / 100)}
                </p>
              </li>
            ))}
          </ul>
        )}
        <div>
          <p className="text-sm font-medium text-slate-800">
            {summary.overdueCount > 0
              ? t('developmentSummary.overdueCount', { count: summary.overdueCount })
              : t('developmentSummary.nextActions')}
          </p>
          {summary.nextActions.length === 0 ? (
            <p className="mt-1 text-sm text-slate-700">{t('developmentSummary.noActions')}</p>
          ) : (
            <ul className="mt-1 space-y-1.5 text-sm text-slate-700">
              {summary.nextActions.map((action) => (
                <li key={action.id} className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 [overflow-wrap:anywhere]">{action.title}</span>
                  <span className="text-slate-500">
                    {t('developmentSummary.due', { date: day(action.dueOn) })}
                  </span>
                  {action.overdue ? <Badge color="red">{t('developmentSummary.overdue')}</Badge> : null}
                </li>
              ))}
            </ul>
          )}
        </div>
        <p className="text-sm">
          <Link to="/personal-development" className={linkClass}>
            {t('developmentSummary.openPlan')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </div>
    </Panel>
  );
}
