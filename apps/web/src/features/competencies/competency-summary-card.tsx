import { ArrowRight, ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { Panel } from '../../ui/panel.tsx';
import { focusRing } from '../../ui/styles.ts';
import { useAssessmentTasks, useGapReport } from './assessments-api.ts';

/**
 * The dashboard's competency summary: fit to one's role, the three largest gaps, and the assessment
 * tasks waiting (cycles, feedback to give, reports to rate), each linking where it is done.
 */
export function CompetencySummaryCard({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation();
  const gaps = useGapReport(companyId, null, null);
  const tasks = useAssessmentTasks(companyId);
  const percent = (fit: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(fit / 100);
  const report = gaps.data;
  const topGaps = (report?.rows ?? []).filter((row) => row.gap > 0).slice(0, 3);
  const cyclesOpen = (tasks.data?.cycles ?? []).filter((cycle) => !cycle.selfDone);
  const feedback = tasks.data?.feedbackToGive ?? [];
  const reports = tasks.data?.reportsToRate ?? 0;
  const approvals = tasks.data?.feedbackToApprove ?? [];
  const taskCount = cyclesOpen.length + feedback.length + approvals.length + (reports > 0 ? 1 : 0);
  const today = new Date().toISOString().slice(0, 10);
  const linkClass = `inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-2 hover:underline ${focusRing}`;

  return (
    <Panel title={t('competencies.summary.title')}>
      <div className="space-y-5">
        {report?.jobProfile && report.fitPercent !== null ? (
          <div>
            <p className="text-sm text-slate-600">
              {t('competencies.gaps.fitOwn', { title: report.jobProfile.title })}
            </p>
            <p className="text-3xl font-bold text-slate-900">{percent(report.fitPercent)}</p>
            {topGaps.length > 0 ? (
              <>
                <p className="mt-3 text-sm font-medium text-slate-800">{t('competencies.summary.topGaps')}</p>
                <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-slate-700">
                  {topGaps.map((row) => (
                    <li key={row.competencyId}>
                      {row.currentLevel === null
                        ? t('competencies.summary.gapRowUnrated', {
                            name: row.name,
                            required: row.requiredLevel,
                          })
                        : t('competencies.summary.gapRow', {
                            name: row.name,
                            current: row.currentLevel,
                            required: row.requiredLevel,
                          })}
                    </li>
                  ))}
                </ol>
              </>
            ) : (
              <p className="mt-2 text-sm text-slate-700">{t('competencies.summary.noGaps')}</p>
            )}
          </div>
        ) : report?.jobProfile ? (
          <p className="text-sm text-slate-700">{t('competencies.summary.notRated')}</p>
        ) : report ? (
          <p className="text-sm text-slate-700">{t('competencies.summary.noProfile')}</p>
        ) : null}

        <div>
          <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <ClipboardCheck aria-hidden="true" className="size-4 text-indigo-600" />
            {t('competencies.summary.tasks', { count: taskCount })}
          </p>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {cyclesOpen.map((cycle) => (
              <li key={cycle.id}>
                {t(cycle.dueOn < today ? 'competencies.summary.cycleOverdue' : 'competencies.summary.cycle', {
                  name: cycle.name,
                  date: formatDate(`${cycle.dueOn}T12:00:00Z`, i18n.language),
                })}
              </li>
            ))}
            {feedback.slice(0, 3).map((request) => (
              <li key={request.id}>
                {t('competencies.summary.feedback', {
                  name: request.subjectName,
                  date: formatDate(`${request.dueOn}T12:00:00Z`, i18n.language),
                })}
              </li>
            ))}
            {approvals.map((proposal) => (
              <li key={proposal.subjectId}>
                {t('competencies.summary.approveRaters', {
                  name: proposal.subjectName,
                  count: proposal.raterCount,
                })}
              </li>
            ))}
            {reports > 0 ? <li>{t('competencies.summary.reports', { count: reports })}</li> : null}
          </ul>
        </div>
        <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <Link className={linkClass} to="/competencies">
            {t('competencies.summary.openOverview')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link className={linkClass} to="/competencies?tab=assessments">
            {t('competencies.summary.openAssessments')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </Panel>
  );
}
