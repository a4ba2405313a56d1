import type { CareerTarget } from '@competencyhub/domain/schemas/career-plan';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card.tsx';
import { FitMeter } from './fit-meter.tsx';
import { GapList } from './gap-list.tsx';
import { roleLabel } from './role-label.ts';
import { useCareerFormat } from './use-career-format.ts';

const FitHistoryChart = lazy(() => import('./fit-history-chart.tsx'));

/** A target role of the plan: its date, the fit now and over time (chart and table), and the gaps. */
export function TargetCard({ target }: { target: CareerTarget }) {
  const { t } = useTranslation();
  const format = useCareerFormat();
  const tableId = useId();
  return (
    // min-w-0: a grid item may shrink below the chart's drawn width, which then follows it.
    <Card className="min-w-0 space-y-4 px-5 py-5 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold [overflow-wrap:anywhere] text-slate-900">
            {roleLabel(target.role)}
          </h3>
          <p className="text-sm text-slate-600">
            {t('careerPlan.targets.by', { date: format.day(target.targetDate) })}
          </p>
        </div>
        <Flag aria-hidden="true" className="size-5 text-indigo-600" />
      </div>
      <FitMeter fit={target.fitPercent} label={t('careerPlan.fit.label')} />
      <section aria-labelledby={`${tableId}-history`} className="space-y-2">
        <h4 id={`${tableId}-history`} className="text-sm font-medium text-slate-700">
          {t('careerPlan.history.title')}
        </h4>
        {target.history.length === 0 ? (
          <p className="text-sm text-slate-600">{t('careerPlan.history.empty')}</p>
        ) : (
          <>
            <Suspense fallback={<div className="h-[180px]" />}>
              <FitHistoryChart history={target.history} />
            </Suspense>
            <details className="text-sm">
              <summary className="cursor-pointer text-indigo-700">{t('careerPlan.history.asTable')}</summary>
              <table className="mt-2 w-full text-left">
                <caption className="sr-only">
                  {t('careerPlan.history.caption', { title: target.role.title })}
                </caption>
                <thead>
                  <tr className="text-slate-600">
                    <th scope="col" className="py-1 font-medium">
                      {t('careerPlan.history.day')}
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      {t('careerPlan.history.fit')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {target.history.map((point) => (
                    <tr key={point.day} className="border-t border-slate-100">
                      <td className="py-1">{format.day(point.day)}</td>
                      <td className="py-1">{format.fit(point.fitPercent)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        )}
      </section>
      <section className="space-y-1">
        <h4 className="text-sm font-medium text-slate-700">{t('careerPlan.gaps.title')}</h4>
        <GapList fit={target} />
      </section>
    </Card>
  );
}
