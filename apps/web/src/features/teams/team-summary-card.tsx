import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../ui/panel.tsx';
import { focusRing } from '../../ui/styles.ts';
import { useTeamMatrix, useTeams } from './teams-api.ts';

/**
 * The dashboard's team summary for someone who leads a team: the team's average fit, its three
 * widest gaps and the reports waiting for their rating, linking to Team Management.
 */
export function TeamSummaryCard({ companyId, userId }: { companyId: string; userId: string }) {
  const teams = useTeams(companyId);
  const own = teams.data?.items.find((team) => team.id === userId);
  return own ? <OwnTeam companyId={companyId} teamId={own.id} /> : null;
}

function OwnTeam({ companyId, teamId }: { companyId: string; teamId: string }) {
  const { t, i18n } = useTranslation();
  const matrix = useTeamMatrix(companyId, teamId);
  if (!matrix.data) return null;
  const { members, gaps, competencies } = matrix.data;
  const fits = members.flatMap((member) => (member.fitPercent === null ? [] : [member.fitPercent]));
  const average = fits.length ? Math.round(fits.reduce((sum, fit) => sum + fit, 0) / fits.length) : null;
  const names = new Map(competencies.map((c) => [c.id, c.name]));
  const due = members.filter((member) => member.managerRatingDue);
  const linkClass = `inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-2 hover:underline ${focusRing}`;
  return (
    <Panel title={t('teams.summary.title')}>
      <div className="space-y-5">
        <div>
          <p className="text-sm text-slate-600">{t('teams.summary.averageFit', { count: fits.length })}</p>
          <p className="text-3xl font-bold text-slate-900">
            {average === null
              ? '—'
              : new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(average / 100)}
          </p>
        </div>
        <div>
          <p className="text-sm font-medium text-slate-800">{t('teams.summary.topGaps')}</p>
          {gaps.length === 0 ? (
            <p className="mt-1 text-sm text-slate-700">{t('teams.noGaps')}</p>
          ) : (
            <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-slate-700">
              {gaps.slice(0, 3).map((gap) => (
                <li key={gap.competencyId}>
                  {t('teams.summary.gapRow', {
                    name: names.get(gap.competencyId) ?? '',
                    below: gap.below,
                    count: gap.required,
                  })}
                </li>
              ))}
            </ol>
          )}
        </div>
        <div>
          <p className="text-sm font-medium text-slate-800">
            {t('teams.summary.ratingDue', { count: due.length })}
          </p>
          {due.length > 0 ? (
            <ul className="mt-1 space-y-1 text-sm text-slate-700">
              {due.slice(0, 5).map((member) => (
                <li key={member.id}>{member.fullName}</li>
              ))}
              {due.length > 5 ? <li>{t('teams.summary.more', { count: due.length - 5 })}</li> : null}
            </ul>
          ) : null}
        </div>
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
