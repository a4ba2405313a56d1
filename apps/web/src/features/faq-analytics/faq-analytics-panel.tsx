import type { FaqAnalytics, FaqQuestionAnalytics } from '@competencyhub/domain/schemas/faq-feedback';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useFaqAnalytics } from './faq-analytics-api.ts';

const VotesChart = lazy(() => import('./votes-chart.tsx'));

type ListKey = 'mostHelpful' | 'needsImprovement' | 'trending' | 'mostViewed';
const LISTS: ListKey[] = ['mostHelpful', 'needsImprovement', 'trending', 'mostViewed'];

/**
 * FAQ analytics for system-level users (`/system-admin?tab=faq`; spec sections 3 and 9): each
 * question's votes, helpfulness and views across its languages, the spec's top-5 lists, and the
 * votes of the last 30 days.
 */
export function FaqAnalyticsPanel() {
  const { t, i18n } = useTranslation();
  const analytics = useFaqAnalytics();
  if (analytics.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  if (analytics.isError) return <Alert tone="error">{errorMessage(t, analytics.error)}</Alert>;
  const data = analytics.data;
  const number = new Intl.NumberFormat(i18n.language);
  const percent = (value: number | null) =>
    value === null
      ? t('systemAdmin.faq.noVotes')
      : new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(
          value / 100,
        );
  const votes = data.totals.upvotes + data.totals.downvotes;
  const figures: [string, string][] = [
    ['upvotes', number.format(data.totals.upvotes)],
    ['downvotes', number.format(data.totals.downvotes)],
    ['helpfulShare', percent(votes ? (data.totals.upvotes / votes) * 100 : null)],
    ['views', number.format(data.totals.views)],
  ];
  const recent = data.daily.reduce((sum, day) => sum + day.upvotes + day.downvotes, 0);

  const detail = (item: FaqQuestionAnalytics, list: ListKey) =>
    list === 'mostViewed'
      ? t('systemAdmin.faq.viewsCount', { count: item.viewCount })
      : t('systemAdmin.faq.scoreOfVotes', {
          score: percent(item.helpfulnessScore),
          count: item.upvotes + item.downvotes,
        });

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">{t('systemAdmin.faq.title')}</h2>
        <p className="text-sm text-slate-600">{t('systemAdmin.faq.intro')}</p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map(([key, value]) => (
          <div key={key} className="rounded-xl bg-white px-4 py-3 ring-1 ring-slate-200">
            <dt className="text-xs text-slate-600">{t(`systemAdmin.faq.figures.${key}`)}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <Card className="space-y-3 px-5 py-5">
        <h3 className="font-semibold text-slate-900">{t('systemAdmin.faq.chartTitle')}</h3>
        <p className="text-sm text-slate-600">{t('systemAdmin.faq.chartSummary', { count: recent })}</p>
        <div className="flex flex-wrap gap-4 text-xs text-slate-700" aria-hidden="true">
          <span className="inline-flex items-center gap-1.5">
            <span className="size-3 rounded-sm" style={{ backgroundColor: 'var(--color-emerald-700)' }} />
            {t('systemAdmin.faq.upvotes')}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="size-3 rounded-sm" style={{ backgroundColor: 'var(--color-amber-700)' }} />
            {t('systemAdmin.faq.downvotes')}
          </span>
        </div>
        <Suspense fallback={<div style={{ height: 200 }} />}>
          <VotesChart daily={data.daily} />
        </Suspense>
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        {LISTS.map((list) => (
          <section
            key={list}
            aria-labelledby={`faq-${list}`}
            className="space-y-2 rounded-xl bg-white px-4 py-4 ring-1 ring-slate-200"
          >
            <h3 id={`faq-${list}`} className="font-semibold text-slate-900">
              {t(`systemAdmin.faq.lists.${list}`)}
            </h3>
            <p className="text-xs text-slate-600">{t(`systemAdmin.faq.rules.${list}`)}</p>
            {data[list].length === 0 ? (
              <p className="text-sm text-slate-600">{t('systemAdmin.faq.listEmpty')}</p>
            ) : (
              <ol className="space-y-2">
                {data[list].map((item) => (
                  <li key={item.position} className="text-sm">
                    <p className="font-medium text-slate-900">{item.question}</p>
                    <p className="text-xs text-slate-600">{detail(item, list)}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        ))}
      </div>
      <AssistantFeedback assistant={data.assistant} />
      <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('systemAdmin.faq.tableCaption')}</caption>
          <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('systemAdmin.faq.question')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {t('systemAdmin.faq.upvotes')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {t('systemAdmin.faq.downvotes')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {t('systemAdmin.faq.score')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {t('systemAdmin.faq.views')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {data.items.map((item) => (
              <tr key={item.position}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  <span>{item.question}</span>
                  {item.isTrending ? (
                    <span className="ml-2 align-middle">
                      <Badge color="green">{t('systemAdmin.faq.trending')}</Badge>
                    </span>
                  ) : null}
                </th>
                <td className="px-4 py-3 text-right tabular-nums">{number.format(item.upvotes)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{number.format(item.downvotes)}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                  {percent(item.helpfulnessScore)}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{number.format(item.viewCount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The help assistant's ratings: by week over 12 weeks, and the latest answers rated not helpful. */
function AssistantFeedback({ assistant }: { assistant: FaqAnalytics['assistant'] }) {
  const { t, i18n } = useTranslation();
  const helpful = assistant.weekly.reduce((sum, week) => sum + week.helpful, 0);
  const rated = helpful + assistant.weekly.reduce((sum, week) => sum + week.notHelpful, 0);
  const share = rated
    ? new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(
        helpful / rated,
      )
    : t('systemAdmin.faq.noVotes');
  return (
    <section aria-labelledby="assistant-feedback" className="space-y-4">
      <div className="space-y-1">
        <h2 id="assistant-feedback" className="text-lg font-semibold text-slate-900">
          {t('systemAdmin.faq.assistant.title')}
        </h2>
        <p className="text-sm text-slate-600">
          {t('systemAdmin.faq.assistant.summary', { count: rated, share })}
        </p>
      </div>
      <Card className="space-y-3 px-5 py-5">
        <h3 className="font-semibold text-slate-900">{t('systemAdmin.faq.assistant.chartTitle')}</h3>
        <Suspense fallback={<div style={{ height: 200 }} />}>
          <VotesChart
            daily={assistant.weekly.map((week) => ({
              day: week.week,
              upvotes: week.helpful,
              downvotes: week.notHelpful,
            }))}
          />
        </Suspense>
      </Card>
      <div className="space-y-2 rounded-xl bg-white px-4 py-4 ring-1 ring-slate-200">
        <h3 className="font-semibold text-slate-900">{t('systemAdmin.faq.assistant.latestTitle')}</h3>
        {assistant.latestNotHelpful.length === 0 ? (
          <p className="text-sm text-slate-600">{t('systemAdmin.faq.assistant.none')}</p>
        ) : (
          <ol className="divide-y divide-slate-200">
            {assistant.latestNotHelpful.map((item) => (
              <li key={`${item.ratedAt}-${item.question}`} className="space-y-1 py-2 text-sm">
                <p className="font-medium text-slate-900">{item.question}</p>
                <p className="text-xs text-slate-600">
                  {t('systemAdmin.faq.assistant.meta', {
                    company: item.companyName,
                    date: formatDateTime(item.ratedAt, i18n.language),
                    mode: t(`systemAdmin.faq.assistant.modes.${item.mode ?? 'retrieval'}`),
                  })}
                </p>
                {item.sources.length ? (
                  <p className="text-xs text-slate-600">
                    {t('systemAdmin.faq.assistant.sources', { sources: item.sources.join(' · ') })}
                  </p>
                ) : null}
                {item.comment ? <p className="text-slate-700">“{item.comment}”</p> : null}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
