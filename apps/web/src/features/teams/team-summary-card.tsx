import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../ui/panel.tsx';
import { focusRing } from '../../ui/styles.ts';
import { useMyTeamSummary } from './teams-api.ts';

/**
 * The dashboard's team summary for someone who leads a team: the team's average fit, its three
 * widest gaps, the reports waiting for their rating and those with overdue development actions,
 * linking to Team Management. Nothing for
 * someone nobody reports to.
 */
export function TeamSummaryCard({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation();
  const query = useMyTeamSummary(companyId);
  const summary = query.data?.summary;
  if (!summary) return null;
  const linkClass = `inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-2 hover:underline ${focusRing}`;
  const more = summary.ratingDueCount - summary.ratingDue.length;
  return (
    <Panel title={t('teams.summary.title')}>
      <div className="space-y-5">
        <div>
          <p className="text-sm text-slate-600">
            {t('teams.summary.averageFit', { count: summary.fitCount })}
          </p>
          <p className="text-3xl font-bold text-slate-900">
            {summary.averageFit === null
              ? '—'
              : new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(summary.averageFit / 100)}
          </p>
        </div>
        <div>
          <p className="text-sm font-medium text-slate-800">{t('teams.summary.topGaps')}</p>
          {summary.topGaps.length === 0 ? (
            <p className="mt-1 text-sm text-slate-700">{t('teams.noGaps')}</p>
          ) : (
            <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-slate-700">
              {summary.topGaps.map((gap) => (
                <li key={gap.competencyId}>
                  {t('teams.summary.gapRow', { name: gap.name, below: gap.below, count: gap.required })}
                </li>
              ))}
            </ol>
          )}
        </div>
        <div>
          <p className="text-sm font-medium text-slate-800">
            {t('teams.summary.ratingDue', { count: summary.ratingDueCount })}
          </p>
          {summary.ratingDue.length > 0 ? (
            <ul className="mt-1 space-y-1 text-sm text-slate-700">
              {summary.ratingDue.map((member) => (
                <li key={member.id}>{member.fullName}</li>
              ))}
              {more > 0 ? <li>{t('teams.summary.more', { count: more })}</li> : null}
            </ul>
          ) : null}
        </div>
        {summary.overdueActionsCount > 0 ? (
          <div>
            <p className="text-sm font-medium text-slate-800">
              {t('teams.summary.overdueActions', { count: summary.overdueActionsCount })}
            </p>
            <ul className="mt-1 space-y-1 text-sm text-slate-700">
              {summary.overdueActions.map((member) => (
                <li key={member.id}>
                  <Link to={`/personal-development?person=${member.id}`} className={linkClass}>
                    {t('teams.summary.overdueRow', { name: member.fullName, count: member.count })}
                  </Link>
                </li>
              ))}
              {summary.overdueActionsCount > summary.overdueActions.length ? (
                <li>
                  {t('teams.summary.more', {
                    count: summary.overdueActionsCount - summary.overdueActions.length,
                  })}
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
        <p className="text-sm">
          <Link to="/team-management" className={linkClass}>
            {t('teams.summary.open')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </div>
    </Panel>
  );
}
